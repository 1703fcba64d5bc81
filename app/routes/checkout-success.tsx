// The success view after Place Order. It leads with the payment's state — with automatic M-Pesa
// payments the request it follows (MpesaPayment: a failure is an alert with Try again), otherwise
// PaymentState (paid, or what to do next) — then the seed's texts: where the items go, that an
// e-mail is on its way, the order number, and links home and to the order's confirmation page.
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/checkout-success";
import { MpesaPayment, type MpesaPaymentView } from "../components/MpesaPayment.tsx";
import { PaymentState, type PaymentStateView } from "../components/PaymentState.tsx";
import { PageTitle } from "../components/PageTitle.tsx";
import { refusal } from "../i18n/refusal.ts";
import { useT, type Message } from "../i18n/translate.ts";
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
  const byHand = { ...(await settings.current()).settings.mpesa, account: order.orderNumber };
  const request =
    mpesa && order.paymentMethod === "mpesa" ? await latestMpesaRequest(db, order.id, lang) : null;
  // The request is followed while the order waits, and shown once it paid; anything else (paid
  // another way, cancelled) is said by PaymentState.
  const mpesaView: MpesaPaymentView | null =
    mpesa &&
    order.paymentMethod === "mpesa" &&
    (order.status === "pending" || request?.state === "paid")
      ? {
          orderId: order.id,
          orderStatus: order.status,
          amountKsh: wholeShillings(order.totalCents),
          payment: request,
          phoneDefault: order.shippingPhone,
          test: config.mpesaApi?.env === "simulator",
          byHand,
        }
      : null;
  const paymentState: PaymentStateView = {
    status: order.status,
    method: order.paymentMethod,
    totalCents: order.totalCents,
    reference: order.paymentReference,
    byHand,
  };
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    city: order.shippingCity,
    email: order.shippingEmail,
    mpesa: mpesaView,
    paymentState,
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
  const { orderId, orderNumber, city, email, mpesa, paymentState } = loaderData;
  return (
    <section className="mx-auto max-w-lg rounded-xl bg-white p-6 text-center shadow-sm">
      <PageTitle page={t("checkout.success.title")} />
      {mpesa ? (
        <MpesaPayment
          view={mpesa}
          error={actionData?.error}
          phoneError={actionData?.phoneError}
          phoneValue={actionData?.phone}
        />
      ) : (
        <PaymentState view={paymentState} />
      )}
      <h1 className="text-2xl font-extrabold text-green-800">{t("checkout.success.title")}</h1>
      <p className="mt-3 text-lg">{t("checkout.success.placed")}</p>
      <p className="mt-3">{t("checkout.success.deliveredIn", { city })}</p>
      <p className="mt-1">{t("checkout.success.emailOnItsWay", { email })}</p>
      <p className="mt-3 text-sm text-stone-700">
        {t("checkout.success.orderNumber", { orderNumber })}
      </p>
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
