// Order confirmation (seed-spec §2), signed-in only: shipping information, payment method, ordered
// items and total. Only the order's owner (or an admin) sees it; anyone else gets exactly the
// not-found view, with nothing of the order in the page.
import { data, isRouteErrorResponse, Link } from "react-router";
import type { Route } from "./+types/order-confirmation";
import { OrderSummary } from "../components/OrderSummary.tsx";
import { OrderStatusSection } from "../components/OrderStatus.tsx";
import { paymentMethodLabel } from "../lib/payment-methods.ts";
import { requireUser } from "../modules/accounts/session.server.ts";
import { viewOrder } from "../modules/orders/order-view.server.ts";
import { services } from "../services.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Order confirmation | Duka Fashions" }];

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireUser(args);
  const orderId = args.params.orderId.trim();
  if (orderId === "") throw data("Order ID cannot be empty.", { status: 400 });
  const view = await viewOrder(services(args.context).db, orderId, viewer, { forStaff: false });
  if (!view) throw data(`Order not found: ${orderId.slice(0, 100)}`, { status: 404 });
  return view;
}

export default function OrderConfirmation({ loaderData }: Route.ComponentProps) {
  const { order, lines, history } = loaderData;
  const { shipping } = order;
  return (
    <section className="mx-auto max-w-2xl">
      <h1 className="text-2xl font-extrabold">Order confirmation</h1>
      <p className="mt-1 text-sm text-stone-700">Order number: {order.id}</p>
      <p className="mt-1 text-sm text-stone-700">Placed {order.createdAt}</p>
      <OrderStatusSection status={order.status} history={history} className="mt-6" />
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="shipping-heading" className="rounded-lg bg-white p-4 shadow-sm">
          <h2 id="shipping-heading" className="font-bold">Shipping information</h2>
          <address className="mt-2 not-italic">
            {shipping.name}
            <br />
            {shipping.address}
            <br />
            {shipping.city} {shipping.postalCode}
            <br />
            {shipping.country}
            <br />
            {shipping.phone}
            <br />
            {shipping.email}
          </address>
        </section>
        <section aria-labelledby="payment-heading" className="rounded-lg bg-white p-4 shadow-sm">
          <h2 id="payment-heading" className="font-bold">Payment method</h2>
          <p className="mt-2">{paymentMethodLabel(order.paymentMethod)}</p>
        </section>
      </div>
      <section aria-labelledby="items-heading" className="mt-6 rounded-lg bg-white p-4 shadow-sm">
        <h2 id="items-heading" className="font-bold">Ordered items</h2>
        <div className="mt-2">
          <OrderSummary lines={lines} deliveryFeeCents={order.deliveryFeeCents} totalCents={order.totalCents} />
        </div>
      </section>
      <p className="mt-6">Thank you for shopping with us! The details of your order have been sent to {shipping.email}.</p>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const known = isRouteErrorResponse(error) && typeof error.data === "string";
  const message = known ? (error.data as string) : `Error fetching order details: ${error instanceof Error ? "the shop could not read the order. Please try again." : "please try again."}`;
  return (
    <section className="mx-auto max-w-2xl py-8 text-center">
      <title>Order confirmation | Duka Fashions</title>
      <h1 className="text-2xl font-extrabold">Order confirmation</h1>
      <p role="alert" className="mt-4">{message}</p>
      <Link to="/" className="btn mt-6">Go to Homepage</Link>
    </section>
  );
}
