// POST /payments/paybill/{secret}/validation and …/confirmation: where M-Pesa asks whether to take
// a payment made to the paybill by hand, and then confirms it. Every well-formed payment is taken
// (one the shop cannot match is kept for staff); a confirmation is applied once (c2b.server.ts).
import type { Route } from "./+types/mpesa-c2b";
import { readText, TooLarge } from "../lib/bounded-form.server.ts";
import { mpesaRules } from "../lib/rules/mpesa.ts";
import {
  applyC2BConfirmation,
  parseC2BPayment,
  isCallbackSecret,
} from "../modules/payments/index.server.ts";
import { services } from "../services.server.ts";
import { providerNotice } from "../lib/route-handle.ts";

export const handle = providerNotice;

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });

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
  let raw: unknown;
  try {
    raw = JSON.parse(await readText(request, mpesaRules.callbackMaxBytes));
  } catch (error) {
    if (error instanceof TooLarge) return new Response("Too large", { status: 413 });
    raw = undefined;
  }
  const parsed = parseC2BPayment(raw);
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
