// POST /payments/stk/callback/{secret}: where Daraja posts the result of an STK push. A wrong
// secret gets the not-found answer; a right one gets Daraja's acknowledgement once the result is
// stored (stk-callback.server.ts).
import type { Route } from "./+types/mpesa-callback";
import { readText, TooLarge } from "../lib/bounded-form.server.ts";
import { mpesaRules } from "../lib/rules/mpesa.ts";
import { handleStkCallback, isCallbackSecret } from "../modules/payments/index.server.ts";
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
  let body: string;
  try {
    body = await readText(request, mpesaRules.callbackMaxBytes);
  } catch (error) {
    if (error instanceof TooLarge) return new Response("Too large", { status: 413 });
    throw error;
  }
  const answer = await handleStkCallback(db, body, { publicUrl: config.publicUrl, log });
  return answer.body ? Response.json(answer.body, { status: answer.status }) : notFound();
}

export function loader() {
  return notFound();
}
