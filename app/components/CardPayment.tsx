// The card part of the success view after Place Order (with Pesapal): while the payment waits, a
// link back to Pesapal's payment page and "Check again" (the page follows the payment: a small
// script polls the status endpoint; without JavaScript the page refreshes itself); then Paid with
// the confirmation code, or why it was not paid in plain words with Try again (a new request for
// the same order, straight to the payment page); and any refund to the card.
import { Form, useNavigation } from "react-router";
import { useT, type Message } from "../i18n/translate.ts";
import { formatKsh } from "../lib/money.ts";
import { FormError } from "./ui/notices.tsx";
import { Section } from "./ui/section.tsx";
import { cardFailureReason } from "./payment-failures.ts";
import { usePaymentPolling } from "./payment-polling.ts";
import { IntentButton } from "./ui/buttons.tsx";

export interface CardPaymentView {
  orderId: string;
  orderStatus: string;
  amountCents: number;
  payment: {
    id: string;
    state: "pending" | "paid" | "failed" | "held";
    failure: string | null;
    reference: string | null;
    completedAt: string | null;
    redirectUrl: string | null;
  } | null;
  test: boolean;
  refunds: { id: string; state: string; amountCents: number; reason: string }[];
}

export function CardPayment({ view, error }: { view: CardPaymentView; error?: Message }) {
  const t = useT();
  const busy = useNavigation().state !== "idle";
  const { payment } = view;
  const pending = view.orderStatus === "pending";
  const waiting = pending && payment?.state === "pending";
  usePaymentPolling(view, waiting);
  const failed = pending && (!payment || payment.state === "failed");
  const amount = formatKsh(view.amountCents);
  return (
    <Section
      id="card"
      heading={t("checkout.card.heading")}
      className="mt-6 rounded-lg border border-sky-800 bg-sky-50 p-4 text-left text-sky-950"
    >
      {view.test ? (
        <p className="mt-1 text-sm font-semibold">{t("checkout.card.testPayments")}</p>
      ) : null}
      <div role="status" aria-live="polite" className="mt-2">
        {waiting ? (
          <>
            {/* Without JavaScript the browser reloads the page; with it, the script asks instead. */}
            <noscript
              dangerouslySetInnerHTML={{ __html: '<meta http-equiv="refresh" content="4">' }}
            />
            <p className="text-lg font-semibold">{t("checkout.card.waiting", { amount })}</p>
            <p className="text-sm">{t("checkout.pay.waiting")}</p>
            <p className="mt-2 flex flex-wrap gap-4">
              {payment.redirectUrl ? (
                <a href={payment.redirectUrl} className="inline-block py-2 font-semibold underline">
                  {t("checkout.card.continue")}
                </a>
              ) : null}
              <a
                href={`/checkout/success/${view.orderId}`}
                className="inline-block py-2 font-semibold underline"
              >
                {t("checkout.pay.checkAgain")}
              </a>
            </p>
          </>
        ) : payment?.state === "paid" ? (
          <p className="text-lg font-semibold">
            {t("checkout.card.paid", {
              code: payment.reference ?? "",
              at: payment.completedAt ?? "",
            })}
          </p>
        ) : payment?.state === "held" ? (
          <p className="font-semibold">{t("checkout.card.held")}</p>
        ) : null}
      </div>
      {failed && payment ? (
        <p role="alert" className="mt-2 font-semibold text-red-800">
          {t("checkout.card.notPaid", {
            reason: t(`checkout.card.reason.${cardFailureReason(payment.failure)}`),
          })}
        </p>
      ) : null}
      {failed ? (
        <Form method="post" reloadDocument className="mt-3 space-y-2" noValidate>
          <FormError message={error} />
          {payment ? <p className="text-sm">{t("checkout.card.tryAgainHint")}</p> : null}
          <IntentButton intent="card-retry" className="btn" disabled={busy}>
            {payment ? t("checkout.pay.tryAgain") : t("checkout.card.payNow")}
          </IntentButton>
        </Form>
      ) : null}
      {view.refunds.map((refund) => (
        <p key={refund.id} className="mt-2 font-semibold">
          {t(refund.state === "accepted" ? "checkout.card.refunded" : "checkout.card.refundAsked", {
            amount: formatKsh(refund.amountCents),
            reason: refund.reason,
          })}
        </p>
      ))}
    </Section>
  );
}
