// Order confirmation, signed-in only: shipping information, payment method, ordered
// items and total. Only the order's owner (or an admin) sees it; anyone else gets exactly the
// not-found view, with nothing of the order in the page.
import { Link } from "react-router";
import type { Route } from "./+types/order-confirmation";
import { ErrorPage } from "../components/ErrorPage.tsx";
import { OrderStatusSection } from "../components/OrderStatus.tsx";
import { OrderSummary } from "../components/OrderSummary.tsx";
import { AskOnWhatsApp } from "../components/AskOnWhatsApp.tsx";
import { PageTitle } from "../components/PageTitle.tsx";
import { ShippingAddress } from "../components/order/ShippingAddress.tsx";
import { Panel } from "../components/ui/section.tsx";
import { refusal } from "../i18n/refusal.ts";
import { useT } from "../i18n/translate.ts";
import { requireUser } from "../session.server.ts";
import { viewOrder } from "../modules/orders/index.server.ts";
import { cardRefundsOf } from "../modules/payments/index.server.ts";
import { formatKsh } from "../lib/money.ts";
import { messagesFor, services } from "../services.server.ts";
import { BusinessOfOrder } from "../components/WholesaleDesk.tsx";

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireUser(args);
  const orderId = args.params.orderId.trim();
  if (orderId === "") throw refusal(400, "common.error.orderIdEmpty");
  const { db, lang, settings } = services(args.context);
  const view = await viewOrder(db, orderId, viewer, { forStaff: false, lang });
  if (!view) throw refusal(404, "common.error.orderNotFound", { orderId: orderId.slice(0, 100) });
  // Refunds to the card that Pesapal accepted (none for other orders).
  const refunds = (await cardRefundsOf(db, view.order.id)).refunds.filter(
    (refund) => refund.state === "accepted",
  );
  return {
    ...view,
    refunds,
    whatsapp: (await settings.current()).settings.messaging.whatsappNumber || null,
    messages: messagesFor(args.context, "orders", "wholesale"),
  };
}

export default function OrderConfirmation({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { order, lines, history } = loaderData;
  const { shipping } = order;
  return (
    <section className="mx-auto max-w-2xl">
      <PageTitle page={t("common.orderPage.title")} />
      <h1 className="text-2xl font-extrabold">{t("common.orderPage.title")}</h1>
      <p className="mt-1 text-sm text-stone-700">
        {t("orders.confirmation.orderNumber", { orderNumber: order.orderNumber })}
        <BusinessOfOrder order={order} />
      </p>
      <p className="mt-1 text-sm text-stone-700">
        {t("orders.confirmation.placedAt", { at: order.createdAt })}
      </p>
      <p className="mt-2">
        <Link to={`/orders/${order.id}/receipt`} className="btn-outline">
          {t("orders.confirmation.receipt")}
        </Link>
      </p>
      <OrderStatusSection status={order.status} history={history} className="mt-6" />
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <Panel id="shipping" heading={t("orders.confirmation.shipping")}>
          <ShippingAddress shipping={shipping} withEmail className="mt-2 not-italic" />
        </Panel>
        <Panel id="payment" heading={t("orders.confirmation.payment")}>
          <p className="mt-2">{t(`common.payment.${order.paymentMethod}`)}</p>
          {loaderData.refunds.map((refund) => (
            <p key={refund.id} className="mt-1 font-semibold break-words">
              {t("orders.confirmation.refunded", {
                amount: formatKsh(refund.amountCents),
                reason: refund.reason,
              })}
            </p>
          ))}
        </Panel>
      </div>
      <Panel id="items" spacing="mt-6" heading={t("orders.confirmation.items")}>
        <div className="mt-2">
          <OrderSummary lines={lines} deliveryFeeCents={order.deliveryFeeCents} />
        </div>
      </Panel>
      <p className="mt-6">{t("orders.confirmation.thanks", { email: shipping.email })}</p>
      <AskOnWhatsApp
        number={loaderData.whatsapp}
        text={t("common.whatsapp.aboutOrder", { ref: order.orderNumber })}
        className="mt-4"
      />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  const detail =
    error instanceof Error ? t("common.orderPage.readFailed") : t("common.orderPage.tryAgain");
  return (
    <ErrorPage
      error={error}
      heading={t("common.orderPage.title")}
      fallback={t("common.orderPage.fetchError", { error: detail })}
    />
  );
}
