// POST /payments/stk/callback/{secret}: where Daraja posts the result of an STK push. A wrong
// secret gets the not-found answer; a right one gets Daraja's acknowledgement once the result is
// stored (stk-callback.server.ts).
import type { Route } from "./+types/mpesa-callback";
import { notFound, readNotice } from "../lib/provider-notice.server.ts";
import { mpesaRules } from "../lib/rules/mpesa.ts";
import { handleStkCallback, isCallbackSecret } from "../modules/payments/index.server.ts";
import { services } from "../services.server.ts";
import { providerNotice } from "../lib/route-handle.ts";

export const handle = providerNotice;

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, config, log, mpesa } = services(context);
  if (
    !mpesa ||
    request.method !== "POST" ||
    !isCallbackSecret(params.secret, mpesa.callbackSecret)
  ) {
    log.warn(
      { method: request.method },
      "M-Pesa callback refused: wrong secret or M-Pesa not configured",
    );
    return notFound();
  }
  const body = await readNotice(request, mpesaRules.callbackMaxBytes);
  if (body instanceof Response) return body;
  const answer = await handleStkCallback(db, body, { publicUrl: config.publicUrl, log });
  return answer.body ? Response.json(answer.body, { status: answer.status }) : notFound();
}

export function loader() {
  return notFound();
}
