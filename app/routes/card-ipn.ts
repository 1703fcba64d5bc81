// /payments/card/ipn: where Pesapal sends its IPN (POST JSON as the shop registers it; a GET's query
// is read the same way). No secret: an IPN only names a payment, whose status the shop then asks
// of Pesapal, so a forged one can at most make the shop ask (card-notice.server.ts).
import type { Route } from "./+types/card-ipn";
import { notFound, readNotice } from "../lib/provider-notice.server.ts";
import { providerNotice } from "../lib/route-handle.ts";
import { cardRules } from "../lib/rules/card.ts";
import { services } from "../services.server.ts";

export const handle = providerNotice;

export async function action({ request, context }: Route.ActionArgs) {
  const { card } = services(context);
  if (!card || request.method !== "POST") return notFound();
  const body = await readNotice(request, cardRules.ipnMaxBytes);
  if (body instanceof Response) return body;
  const answer = await card.ipn(body);
  return Response.json(answer.body, { status: answer.status });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { card } = services(context);
  if (!card) return notFound();
  const answer = await card.ipn(new URL(request.url).searchParams);
  return Response.json(answer.body, {
    status: answer.status,
    headers: { "Cache-Control": "no-store" },
  });
}
