// GET /checkout/success/{orderId}/status: the order's status and its latest M-Pesa request's (or,
// for a card order, card payment's) state, as JSON, for the success page's small script that
// updates the page when the payment is through.
import type { Route } from "./+types/checkout-payment-status";
import { findOrderForViewer } from "../modules/orders/index.server.ts";
import { latestCardPayment, latestMpesaRequest } from "../modules/payments/index.server.ts";
import { requireUser } from "../session.server.ts";
import { services } from "../services.server.ts";

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireUser(args);
  const { db, lang } = services(args.context);
  const order = await findOrderForViewer(db, args.params.orderId, viewer);
  if (!order) return Response.json({ error: "not found" }, { status: 404 });
  const payment =
    order.paymentMethod === "creditcard"
      ? await latestCardPayment(db, order.id, lang)
      : await latestMpesaRequest(db, order.id, lang);
  return Response.json(
    {
      orderStatus: order.status,
      payment: payment ? { id: payment.id, state: payment.state } : null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
