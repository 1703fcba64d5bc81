// The printable receipt of an order (`/orders/{orderId}/receipt`), for its customer and staff only
// (anyone else gets the not-found view): the shop's name and contacts, the order number and date,
// the customer, the lines with delivery fee and total, and the payment (method and reference). One
// A4 page for a normal order: the print stylesheet leaves out the shop's header and footer.
import type { Route } from "./+types/order-receipt";
import { BusinessOfOrder } from "../components/WholesaleDesk.tsx";
import { OrderSummary } from "../components/OrderSummary.tsx";
import { PageTitle } from "../components/PageTitle.tsx";
import { PrintButton } from "../components/PrintButton.tsx";
import { Detail, Details } from "../components/ui/details.tsx";
import { refusal } from "../i18n/refusal.ts";
import { useT } from "../i18n/translate.ts";
import { requireUser } from "../session.server.ts";
import { viewOrder } from "../modules/orders/index.server.ts";
import { messagesFor, services } from "../services.server.ts";

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireUser(args);
  const { db, lang, settings } = services(args.context);
  const view = await viewOrder(db, args.params.orderId, viewer, { forStaff: false, lang });
  if (!view)
    throw refusal(404, "common.error.orderNotFound", {
      orderId: args.params.orderId.slice(0, 100),
    });
  const { contact } = (await settings.current()).settings;
  return {
    order: view.order,
    lines: view.lines,
    shop: { phone: contact.phone, email: contact.email, address: contact.address },
    messages: messagesFor(args.context, "orders"),
  };
}

export default function OrderReceipt({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { order, lines, shop } = loaderData;
  const { shipping } = order;
  const title = t("orders.receipt.title", { orderNumber: order.orderNumber });
  return (
    <article className="mx-auto max-w-2xl rounded-lg bg-white p-6 shadow-sm print:max-w-none print:p-0 print:shadow-none">
      <PageTitle page={title} />
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-stone-300 pb-4">
        <div>
          <p className="text-2xl font-extrabold text-brand-700">{t("common.brand")}</p>
          <p className="text-sm">{shop.address}</p>
          <p className="text-sm">
            {shop.phone} · {shop.email}
          </p>
        </div>
        <PrintButton />
      </header>
      <h1 className="mt-4 text-xl font-bold">{title}</h1>
      <Details>
        <Detail term={t("orders.receipt.orderNumber")}>{order.orderNumber}</Detail>
        <Detail term={t("orders.receipt.date")}>{order.createdAt}</Detail>
        <Detail term={t("orders.receipt.customer")} className="break-words">
          {shipping.name}, {shipping.address}, {shipping.city} {shipping.postalCode},{" "}
          {t(`common.country.${shipping.country}`)} · {shipping.phone} · {shipping.email}
          <BusinessOfOrder order={order} />
        </Detail>
        <Detail term={t("orders.receipt.payment")} className="break-words">
          {order.paidWith
            ? order.paymentReference
              ? t("orders.receipt.paidReference", {
                  method: t(`common.payment.${order.paidWith}`),
                  reference: order.paymentReference,
                })
              : t("orders.receipt.paid", { method: t(`common.payment.${order.paidWith}`) })
            : t("orders.receipt.notPaid", { method: t(`common.payment.${order.paymentMethod}`) })}
        </Detail>
      </Details>
      <div className="mt-4">
        <OrderSummary lines={lines} deliveryFeeCents={order.deliveryFeeCents} />
      </div>
      <p className="mt-4 text-sm">{t("orders.receipt.thanks")}</p>
    </article>
  );
}
