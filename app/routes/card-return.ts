// /payments/card/return: where Pesapal's hosted page sends the shopper back (after paying, being
// declined or pressing Cancel), naming the payment in the query. The shop asks Pesapal the
// payment's status on the way, then shows the order's success view, which follows the payment.
import { redirect } from "react-router";
import type { Route } from "./+types/card-return";
import { services } from "../services.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { card } = services(context);
  const returned = card ? await card.returned(new URL(request.url).searchParams) : undefined;
  if (!returned) throw redirect("/orders");
  throw redirect(`/checkout/success/${returned.orderId}`);
}
