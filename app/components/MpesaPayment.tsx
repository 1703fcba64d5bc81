// The M-Pesa part of the success view after Place Order, at its top: "check your phone" while the
// request waits (the page updates itself: a small script polls the status endpoint; without
// JavaScript the page refreshes itself and offers "Check again"), then Paid with the receipt, or —
// as an alert, in red — why it was not paid with Try again (same or another number, same order),
// and while unpaid the way to pay by hand.
import { useEffect } from "react";
import { Form, useNavigation } from "react-router";
import { useT, type Message } from "../i18n/translate.ts";
import { formatKsh } from "../lib/money.ts";
import { FormError } from "./ui/notices.tsx";
import { Section } from "./ui/section.tsx";
import { simulatorPaths } from "../lib/simulator-paths.ts";
import { MpesaPhoneInput } from "./MpesaPhoneInput.tsx";
import { mpesaFailureReason } from "./payment-failures.ts";
import { usePaymentPolling } from "./payment-polling.ts";
import { IntentButton } from "./ui/buttons.tsx";

export interface MpesaPaymentView {
  orderId: string;
  orderStatus: string;
  amountKsh: number;
  payment: {
    id: string;
    state: "pending" | "paid" | "failed" | "held";
    phone: string | null;
    failure: string | null;
    reference: string | null;
    completedAt: string | null;
  } | null;
  /** Shown as the Try again field's first value. */
  phoneDefault: string;
  test: boolean;
  byHand: { number: string; name: string; account: string };
}

export function MpesaPayment({
  view,
  error,
  phoneError,
  phoneValue,
}: {
  view: MpesaPaymentView;
  error?: Message;
  phoneError?: Message;
  phoneValue?: string;
}) {
  const t = useT();
  const busy = useNavigation().state !== "idle";
  const { payment } = view;
  const paid = view.orderStatus !== "pending" && payment?.state === "paid";
  const waiting = view.orderStatus === "pending" && payment?.state === "pending";
  usePaymentPolling(view, waiting);
  // After a refused Try again the form stays, with what was typed.
  const canRetry =
    view.orderStatus === "pending" &&
    payment?.state !== "held" &&
    (!waiting || Boolean(error || phoneError));
  const reason = mpesaFailureReason(payment?.failure ?? null);
  const held = payment?.state === "held";
  const failed = !waiting && !paid && !held && Boolean(payment) && view.orderStatus === "pending";
  const retryForm = canRetry ? (
    <Form method="post" className="mt-3 space-y-2" noValidate>
      <FormError message={error} />
      <p className="text-sm">{t("checkout.pay.tryAgainHint")}</p>
      <MpesaPhoneInput own defaultValue={phoneValue ?? view.phoneDefault} error={phoneError} />
      <IntentButton intent="retry" className="btn" disabled={busy}>
        {t("checkout.pay.tryAgain")}
      </IntentButton>
    </Form>
  ) : null;
  return (
    <Section
      id="mpesa"
      heading={t("checkout.mpesa.heading")}
      className={`mb-6 rounded-lg border p-4 text-left ${failed ? "border-red-700 bg-red-50 text-red-950" : "border-green-700 bg-green-50 text-green-950"}`}
    >
      {view.test ? (
        <p className="mt-1 text-sm font-semibold">{t("checkout.mpesa.testPayments")}</p>
      ) : null}
      {failed ? (
        // A new element (not a changed role): screen readers announce an alert as it appears.
        <div role="alert" className="mt-2">
          <p className="text-lg font-semibold">
            {t("checkout.pay.notPaid", { reason: t(`checkout.pay.reason.${reason}`) })}
          </p>
          {retryForm}
        </div>
      ) : null}
      <div role="status" aria-live="polite" className="mt-2">
        {waiting ? (
          <>
            {/* Without JavaScript the browser reloads the page; with it, the script above asks instead. */}
            <noscript
              dangerouslySetInnerHTML={{ __html: '<meta http-equiv="refresh" content="4">' }}
            />
            <p className="text-lg font-semibold">
              {t("checkout.pay.checkPhone", { amount: formatKsh(view.amountKsh * 100) })}
            </p>
            {payment?.phone ? <p>{t("checkout.pay.sentTo", { phone: payment.phone })}</p> : null}
            <p className="text-sm">{t("checkout.pay.waiting")}</p>
            <a
              href={`/checkout/success/${view.orderId}`}
              className="mt-2 inline-block font-semibold underline"
            >
              {t("checkout.pay.checkAgain")}
            </a>
            {view.test ? (
              <a
                href={`${simulatorPaths.mpesa}/phone`}
                className="ml-4 inline-block font-semibold underline"
              >
                {t("checkout.mpesa.virtualPhone")}
              </a>
            ) : null}
          </>
        ) : paid ? (
          <p className="text-lg font-semibold">
            {payment.reference
              ? t("checkout.pay.paid", {
                  receipt: payment.reference,
                  at: payment.completedAt ?? "",
                })
              : t("checkout.pay.paidNoReceipt", { at: payment.completedAt ?? "" })}
          </p>
        ) : held ? (
          <p className="font-semibold">{t("checkout.pay.held")}</p>
        ) : null}
      </div>
      {failed ? null : retryForm}
      {view.orderStatus === "pending" ? (
        <p className="mt-3 text-sm">
          {t("checkout.pay.orByHand", {
            amount: formatKsh(view.amountKsh * 100),
            number: view.byHand.number,
            name: view.byHand.name,
            account: view.byHand.account,
          })}
        </p>
      ) : null}
    </Section>
  );
}

/**
 * The checkout's `M-Pesa phone number` field, in the M-Pesa panel: the phone the payment request goes
 * to, following the Phone No. as it is typed until the shopper types a number of their own.
 */
export function MpesaPhoneField({
  stk,
  value,
  error,
}: {
  stk: { test: boolean };
  value?: string;
  error?: Message;
}) {
  const t = useT();
  useEffect(() => {
    const phone = document.querySelector<HTMLInputElement>("#field-phone");
    const mpesaPhone = document.querySelector<HTMLInputElement>("#field-mpesaPhone");
    if (!phone || !mpesaPhone) return;
    let followed = mpesaPhone.value === "" || mpesaPhone.value === phone.value;
    const follow = () => {
      if (followed) mpesaPhone.value = phone.value;
    };
    const own = () => (followed = mpesaPhone.value === "");
    phone.addEventListener("input", follow);
    mpesaPhone.addEventListener("input", own);
    return () => {
      phone.removeEventListener("input", follow);
      mpesaPhone.removeEventListener("input", own);
    };
  }, []);
  return (
    <div className="mt-3 space-y-2">
      <p className="text-sm">{t("checkout.mpesa.push")}</p>
      {stk.test ? (
        <p className="text-sm font-semibold">
          {t("checkout.mpesa.testPayments")}{" "}
          <a
            href={`${simulatorPaths.mpesa}/phone`}
            target="_blank"
            rel="noreferrer"
            className="underline"
          >
            {t("checkout.mpesa.virtualPhone")}
          </a>
        </p>
      ) : null}
      <MpesaPhoneInput
        own
        defaultValue={value}
        error={error}
        hint={t("checkout.mpesa.phoneHint")}
      />
    </div>
  );
}
