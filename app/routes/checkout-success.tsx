// The success view after Place Order (seed-spec §2 Checkout): where the items go, that an e-mail is
// on its way, and links home and to the order's confirmation page.
import { data, Link } from "react-router";
import type { Route } from "./+types/checkout-success";
import { requireUser } from "../modules/accounts/session.server.ts";
import { getOrderForViewer } from "../modules/orders/orders.server.ts";
import { services } from "../services.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Order Successful! | Duka Fashions" }];

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireUser(args);
  const found = await getOrderForViewer(services(args.context).db, args.params.orderId, viewer);
  if (!found) throw data(`Order not found: ${args.params.orderId}`, { status: 404 });
  return { orderId: found.order.id, city: found.order.shippingCity, email: found.order.shippingEmail };
}

export default function CheckoutSuccess({ loaderData }: Route.ComponentProps) {
  const { orderId, city, email } = loaderData;
  return (
    <section className="mx-auto max-w-lg rounded-xl bg-white p-6 text-center shadow-sm">
      <h1 className="text-2xl font-extrabold text-green-800">Order Successful!</h1>
      <p className="mt-3 text-lg">Your order has been placed successfully!</p>
      <p className="mt-3">Your items will be delivered in {city}.</p>
      <p className="mt-1">A confirmation e-mail is on its way to {email}.</p>
      <p className="mt-3 text-sm text-stone-700">Order number: {orderId}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={`/order-confirmation/${orderId}`} className="btn-outline">
          View order details
        </Link>
        <Link to="/" className="btn">
          Go to Homepage
        </Link>
      </div>
    </section>
  );
}
