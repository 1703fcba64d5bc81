// An order's payment attempts on the desk (phones masked but for the last digits, amount, status,
// result and receipt), a warning when one needs a person, and, with automatic M-Pesa payments, the
// form that sends the customer a new request.
import type { PaymentAttemptView } from "../modules/payments/index.server.ts";
import { Form, useNavigation } from "react-router";
import { useT, type Message, type Translator } from "../i18n/translate.ts";
import { formatKsh } from "../lib/money.ts";
import { MpesaPhoneInput } from "./MpesaPhoneInput.tsx";
import { cardFailureReason, mpesaFailureReason } from "./payment-failures.ts";
import { FormError } from "./ui/notices.tsx";
import { Panel } from "./ui/section.tsx";
import { DataTable } from "./ui/data-table.tsx";
import type { Column } from "./ui/table-head.tsx";
import { IntentButton } from "./ui/buttons.tsx";

/** An attempt as the desk shows it (the module's view; its completion time is not shown here). */
export type AttemptRow = Omit<PaymentAttemptView, "completedAt">;

const heldReasons = [
  "amount-mismatch",
  "order-not-pending",
  "late-payment",
  "unknown-account",
  "unreadable",
] as const;

/**
 * A result in words, as the shopper reads it: paid (with the receipt), why it failed, why it is
 * held, or that it still waits — never a bare result code.
 */
export function resultWords(
  t: Translator,
  attempt: Pick<AttemptRow, "state" | "failure" | "resultCode"> & {
    provider?: AttemptRow["provider"];
  },
): string {
  const failure = attempt.failure ?? "";
  if ((heldReasons as readonly string[]).includes(failure))
    return t(`desk.payments.failure.${failure as (typeof heldReasons)[number]}`);
  if (attempt.state === "failed" && attempt.provider === "pesapal")
    return t(`checkout.card.reason.${cardFailureReason(attempt.failure)}`);
  if (attempt.state === "failed")
    return t(`checkout.pay.reason.${mpesaFailureReason(attempt.failure)}`);
  if (attempt.state === "paid") return t("desk.payments.result.paid");
  if (attempt.state === "pending") return t("desk.payments.result.waiting");
  return "";
}

type PaymentColumn =
  | "order"
  | "when"
  | "how"
  | "account"
  | "payer"
  | "phone"
  | "amount"
  | "state"
  | "result"
  | "receipt";

/** The header of a desk's payments table, these columns in this order: amounts line up on the right. */
export function paymentColumns(t: Translator, names: readonly PaymentColumn[]): Column[] {
  return names.map((name) => ({
    label: t(`desk.payments.column.${name}`),
    numeric: name === "amount",
  }));
}

const attemptColumns = ["when", "how", "phone", "amount", "state", "result", "receipt"] as const;

export function PaymentAttempts({
  attempts,
  canRequest,
  phoneDefault,
  error,
  phoneError,
  phoneValue,
  notice,
}: {
  attempts: AttemptRow[];
  canRequest: boolean;
  phoneDefault: string;
  error?: Message;
  phoneError?: Message;
  phoneValue?: string;
  notice?: "sent" | "not-sent" | null;
}) {
  const t = useT();
  const busy = useNavigation().state !== "idle";
  const held = attempts.some((attempt) => attempt.state === "held");
  return (
    <Panel id="payment-attempts" spacing="mt-4" heading={t("desk.payments.heading")}>
      {held ? (
        <p
          role="alert"
          className="mt-2 rounded-md border border-amber-400 bg-amber-50 px-3 py-2 font-semibold text-amber-900"
        >
          {t("desk.payments.heldWarning")}
        </p>
      ) : null}
      {notice ? (
        <p className="mt-2 text-sm font-semibold">
          {t(notice === "sent" ? "desk.payments.sent" : "desk.payments.notSent")}
        </p>
      ) : null}
      {attempts.length === 0 ? (
        <p className="mt-2 text-sm">{t("desk.payments.none")}</p>
      ) : (
        <DataTable boxClassName="mt-2 overflow-x-auto" columns={paymentColumns(t, attemptColumns)}>
          {attempts.map((attempt) => (
            <tr key={attempt.id} className="border-b border-stone-200">
              <td className="p-2">{attempt.createdAt}</td>
              <td className="p-2">
                {t(`desk.payments.provider.${attempt.provider}`)} (
                {t(`common.payment.${attempt.method}`)})
                {/* A card as Pesapal masks it: the shop never holds a whole card number. */}
                {attempt.instrument ? (
                  <span className="block break-all text-stone-700">{attempt.instrument}</span>
                ) : null}
              </td>
              <td className="p-2">{attempt.phone ?? ""}</td>
              <td className="p-2 text-right">{formatKsh(attempt.amountCents)}</td>
              <td className="p-2">{t(`desk.payments.state.${attempt.state}`)}</td>
              <td className="p-2">{resultWords(t, attempt)}</td>
              <td className="p-2 break-all">{attempt.reference ?? ""}</td>
            </tr>
          ))}
        </DataTable>
      )}
      {canRequest ? (
        <Form
          method="post"
          aria-labelledby="mpesa-request-heading"
          className="mt-3 space-y-2 rounded-md border border-stone-200 p-3"
        >
          <h3 id="mpesa-request-heading" className="font-semibold">
            {t("desk.payments.newRequest")}
          </h3>
          <FormError message={error} />
          <MpesaPhoneInput
            id="desk-mpesaPhone"
            own={false}
            defaultValue={phoneValue ?? phoneDefault}
            error={phoneError}
            hint={t("desk.payments.newRequestHint")}
          />
          <IntentButton intent="mpesa-request" className="btn" disabled={busy}>
            {t("desk.payments.newRequest")}
          </IntentButton>
        </Form>
      ) : null}
    </Panel>
  );
}
