// The success view after Place Order. It leads with the payment's state — with automatic M-Pesa
// payments the request it follows (MpesaPayment: a failure is an alert with Try again), with card
// payments (Pesapal) the card payment (CardPayment: Try again goes to the payment page), otherwise
// PaymentState (paid, or what to do next) — then the seed's texts: where the items go, that an
// e-mail is on its way, the order number, and links home and to the order's confirmation page.
import { data, Link, redirect, redirectDocument } from "react-router";
import type { Route } from "./+types/checkout-success";
import { CardPayment, type CardPaymentView } from "../components/CardPayment.tsx";
import { MpesaPayment, type MpesaPaymentView } from "../components/MpesaPayment.tsx";
import { PaymentState, type PaymentStateView } from "../components/PaymentState.tsx";
import { PageTitle } from "../components/PageTitle.tsx";
import { refusal } from "../i18n/refusal.ts";
import { useT, type Message } from "../i18n/translate.ts";
import { wholeShillings } from "../lib/pricing.ts";
import { requireUser } from "../session.server.ts";
import { findOrderForViewer } from "../modules/orders/index.server.ts";
import { mpesaRules } from "../lib/rules/mpesa.ts";
import {
  cardRefundsOf,
  latestCardPayment,
  latestMpesaRequest,
  retryMpesaPayment,
} from "../modules/payments/index.server.ts";
import { messagesFor, services } from "../services.server.ts";

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireUser(args);
  const { db, config, mpesa, card, settings, lang } = services(args.context);
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
  const cardView: CardPaymentView | null =
    card && order.paymentMethod === "creditcard"
      ? {
          orderId: order.id,
          orderStatus: order.status,
          amountCents: order.totalCents,
          payment: await latestCardPayment(db, order.id, lang),
          test: config.pesapalApi?.env === "simulator",
          refunds: (await cardRefundsOf(db, order.id)).refunds.filter(
            (refund) => refund.state !== "refused",
          ),
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
    card: cardView,
    paymentState,
    messages: messagesFor(args.context, "checkout"),
  };
}

export async function action(args: Route.ActionArgs) {
  const viewer = await requireUser(args);
  const { db, mpesa, card } = services(args.context);
  const order = await findOrderForViewer(db, args.params.orderId, viewer);
  if (!order)
    throw refusal(404, "common.error.orderNotFound", {
      orderId: args.params.orderId.slice(0, 100),
    });
  const form = await args.request.formData();
  if (form.get("intent") === "card-retry") {
    if (!card || order.paymentMethod !== "creditcard") throw new Response(null, { status: 405 });
    if (order.status !== "pending")
      return data({ cardError: { key: "checkout.pay.notPending" } as Message }, { status: 409 });
    const outcome = await card.provider.request({
      orderId: order.id,
      orderNumber: order.orderNumber,
      amountKsh: wholeShillings(order.totalCents),
    });
    // Sent: to Pesapal's page (a document load: it is another site, or the simulator outside the app).
    if (outcome.ok && outcome.redirectTo) throw redirectDocument(outcome.redirectTo);
    // Refused by Pesapal: the page shows the new attempt's failure.
    throw redirect(`/checkout/success/${order.id}`);
  }
  // Without automatic M-Pesa payments the page has no other form.
  if (!mpesa) throw new Response(null, { status: 405 });
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
  const { orderId, orderNumber, city, email, mpesa, card, paymentState } = loaderData;
  const failure = actionData && "cardError" in actionData ? actionData : undefined;
  const mpesaAnswer = actionData && !("cardError" in actionData) ? actionData : undefined;
  return (
    <section className="mx-auto max-w-lg rounded-xl bg-white p-6 text-center shadow-sm">
      <PageTitle page={t("checkout.success.title")} />
      {mpesa ? (
        <MpesaPayment
          view={mpesa}
          error={mpesaAnswer?.error}
          phoneError={mpesaAnswer?.phoneError}
          phoneValue={mpesaAnswer?.phone}
        />
      ) : card ? (
        <CardPayment view={card} error={failure?.cardError} />
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
