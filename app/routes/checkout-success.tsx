// The success view after Place Order (seed-spec §2 Checkout): where the items go, that an e-mail is
// on its way, and links home and to the order's confirmation page.
import { Link } from "react-router";
import type { Route } from "./+types/checkout-success";
import { PageTitle } from "../components/PageTitle.tsx";
import { refusal } from "../i18n/refusal.ts";
import { useT } from "../i18n/translate.ts";
import { requireUser } from "../session.server.ts";
import { getOrderForViewer } from "../modules/orders/order-view.server.ts";
import { messagesFor, services } from "../services.server.ts";

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireUser(args);
  const found = await getOrderForViewer(services(args.context).db, args.params.orderId, viewer);
  if (!found) throw refusal(404, "common.error.orderNotFound", { orderId: args.params.orderId.slice(0, 100) });
  return {
    orderId: found.order.id,
    city: found.order.shippingCity,
    email: found.order.shippingEmail,
    messages: messagesFor(args.context, "checkout"),
  };
}

export default function CheckoutSuccess({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { orderId, city, email } = loaderData;
  return (
    <section className="mx-auto max-w-lg rounded-xl bg-white p-6 text-center shadow-sm">
      <PageTitle page={t("checkout.success.title")} />
      <h1 className="text-2xl font-extrabold text-green-800">{t("checkout.success.title")}</h1>
      <p className="mt-3 text-lg">{t("checkout.success.placed")}</p>
      <p className="mt-3">{t("checkout.success.deliveredIn", { city })}</p>
      <p className="mt-1">{t("checkout.success.emailOnItsWay", { email })}</p>
      <p className="mt-3 text-sm text-stone-700">{t("checkout.success.orderNumber", { orderId })}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={`/order-confirmation/${orderId}`} className="btn-outline">
          {t("checkout.success.viewOrder")}
        </Link>
        <Link to="/" className="btn">
          {t("common.goHome")}
        </Link>
      </div>
    </section>
  );
}
