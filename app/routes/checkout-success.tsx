// The success view after Place Order: where the items go, that an e-mail is
// on its way, and links home and to the order's confirmation page. With automatic M-Pesa payments
// it also follows the payment request (MpesaPayment) and takes Try again.
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/checkout-success";
import { MpesaPayment, type MpesaPaymentView } from "../components/MpesaPayment.tsx";
import { PageTitle } from "../components/PageTitle.tsx";
import { refusal } from "../i18n/refusal.ts";
import { useT, type Message } from "../i18n/translate.ts";
import { shortOrderId } from "../lib/order-status.ts";
import { wholeShillings } from "../lib/pricing.ts";
import { requireUser } from "../session.server.ts";
import { findOrderForViewer } from "../modules/orders/index.server.ts";
import { mpesaRules } from "../lib/rules/mpesa.ts";
import { retryMpesaPayment, latestMpesaRequest } from "../modules/payments/index.server.ts";
import { messagesFor, services } from "../services.server.ts";

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireUser(args);
  const { db, config, mpesa, settings, lang } = services(args.context);
  const order = await findOrderForViewer(db, args.params.orderId, viewer);
  if (!order)
    throw refusal(404, "common.error.orderNotFound", {
      orderId: args.params.orderId.slice(0, 100),
    });
  const mpesaView: MpesaPaymentView | null =
    mpesa && order.paymentMethod === "mpesa"
      ? {
          orderId: order.id,
          orderStatus: order.status,
          amountKsh: wholeShillings(order.totalCents),
          payment: await latestMpesaRequest(db, order.id, lang),
          phoneDefault: order.shippingPhone,
          test: config.mpesaApi?.env === "simulator",
          byHand: { ...(await settings.current()).settings.mpesa, account: shortOrderId(order.id) },
        }
      : null;
  return {
    orderId: order.id,
    city: order.shippingCity,
    email: order.shippingEmail,
    mpesa: mpesaView,
    messages: messagesFor(args.context, "checkout"),
  };
}

export async function action(args: Route.ActionArgs) {
  const viewer = await requireUser(args);
  const { db, mpesa } = services(args.context);
  const order = await findOrderForViewer(db, args.params.orderId, viewer);
  if (!order)
    throw refusal(404, "common.error.orderNotFound", {
      orderId: args.params.orderId.slice(0, 100),
    });
  // Without automatic M-Pesa payments the page has no form.
  if (!mpesa) throw new Response(null, { status: 405 });
  const form = await args.request.formData();
  const phone = String(form.get("mpesaPhone") ?? "").slice(0, 100);
  const outcome = await retryMpesaPayment(db, order, phone, mpesa.provider);
  const refuse = (status: number, fields: { error?: Message; phoneError?: Message }) =>
    data({ ...fields, phone }, { status });
  if (outcome === "invalid-phone")
    return refuse(400, { phoneError: { key: "checkout.error.mpesaPhone" } });
  if (outcome === "held-back") return refuse(429, { error: { key: "checkout.pay.heldBack" } });
  if (outcome === "not-pending") return refuse(409, { error: { key: "checkout.pay.notPending" } });
  if (outcome === "capped") return refuse(429, { error: { key: "checkout.pay.capped" } });
  if (outcome === "given-up")
    return refuse(409, {
      error: {
        key: "checkout.pay.givenUp",
        values: { minutes: mpesaRules.shopperPromptsForMinutes },
      },
    });
  // Sent, or refused by M-Pesa: the page shows the new request's state.
  throw redirect(`/checkout/success/${order.id}`);
}

export default function CheckoutSuccess({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { orderId, city, email, mpesa } = loaderData;
  return (
    <section className="mx-auto max-w-lg rounded-xl bg-white p-6 text-center shadow-sm">
      <PageTitle page={t("checkout.success.title")} />
      <h1 className="text-2xl font-extrabold text-green-800">{t("checkout.success.title")}</h1>
      <p className="mt-3 text-lg">{t("checkout.success.placed")}</p>
      <p className="mt-3">{t("checkout.success.deliveredIn", { city })}</p>
      <p className="mt-1">{t("checkout.success.emailOnItsWay", { email })}</p>
      <p className="mt-3 text-sm text-stone-700">
        {t("checkout.success.orderNumber", { orderId })}
      </p>
      {mpesa ? (
        <MpesaPayment
          view={mpesa}
          error={actionData?.error}
          phoneError={actionData?.phoneError}
          phoneValue={actionData?.phone}
        />
      ) : null}
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
