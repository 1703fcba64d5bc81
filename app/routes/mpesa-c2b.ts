// POST /payments/paybill/{secret}/validation and …/confirmation: where M-Pesa asks whether to take
// a payment made to the paybill by hand, and then confirms it. Every well-formed payment is taken
// (one the shop cannot match is kept for staff); a confirmation is applied once (c2b.server.ts); one
// the shop cannot read is kept as sent for staff and acknowledged.
import type { Route } from "./+types/mpesa-c2b";
import { notFound, readNotice } from "../lib/provider-notice.server.ts";
import { mpesaRules } from "../lib/rules/mpesa.ts";
import {
  applyC2BConfirmation,
  parseC2BPayment,
  isCallbackSecret,
  keepUnreadableConfirmation,
} from "../modules/payments/index.server.ts";
import { services } from "../services.server.ts";
import { providerNotice } from "../lib/route-handle.ts";

export const handle = providerNotice;

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, config, log, mpesa } = services(context);
  const kind = params.kind;
  if (
    !mpesa ||
    (kind !== "validation" && kind !== "confirmation") ||
    !isCallbackSecret(params.secret, mpesa.callbackSecret)
  ) {
    log.warn(
      { kind: String(kind).slice(0, 20) },
      "M-Pesa C2B request refused: wrong address or secret",
    );
    return notFound();
  }
  const body = await readNotice(request, mpesaRules.callbackMaxBytes);
  if (body instanceof Response) return body;
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch {
    raw = undefined;
  }
  const parsed = parseC2BPayment(raw);
  if (!parsed.ok && kind === "confirmation") {
    // The money has moved already: kept as sent for staff, and acknowledged so that M-Pesa stops
    // sending it. The log names no phone and no payer.
    const kept = await keepUnreadableConfirmation(db, body);
    log.warn(
      { kind, error: parsed.error, ...kept },
      "M-Pesa paybill payment kept for staff: its confirmation could not be read",
    );
    return Response.json({ ResultCode: "0", ResultDesc: "Accepted" });
  }
  if (!parsed.ok) {
    log.warn({ kind, error: parsed.error }, "M-Pesa C2B body refused");
    // C2B00016 "Other error": M-Pesa cancels the payment rather than take money the shop cannot read.
    return Response.json({ ResultCode: "C2B00016", ResultDesc: "Rejected" }, { status: 400 });
  }
  if (kind === "confirmation") {
    const outcome = await applyC2BConfirmation(db, parsed.value, raw, {
      publicUrl: config.publicUrl,
    });
    const level = outcome.applied && outcome.state === "held" ? "warn" : "info";
    log[level]({ transId: parsed.value.transId, ...outcome }, "M-Pesa paybill payment confirmed");
  }
  return Response.json({ ResultCode: "0", ResultDesc: "Accepted" });
}

export function loader() {
  return notFound();
}
