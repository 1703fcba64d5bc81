// An order's payment attempts on the desk (phones masked but for the last digits, amount, status,
// result and receipt), a warning when one needs a person, and, with automatic M-Pesa payments, the
// form that sends the customer a new request.
import type { PaymentAttemptView } from "../modules/payments/index.server.ts";
import { Form, useNavigation } from "react-router";
import { useT, type Message, type Translator } from "../i18n/translate.ts";
import { formatKsh } from "../lib/money.ts";
import { TextField } from "./ui/fields.tsx";
import { FormError } from "./ui/notices.tsx";
import { Section } from "./ui/section.tsx";
import { TableHead } from "./ui/table-head.tsx";

/** An attempt as the desk shows it (the module's view; its completion time is not shown here). */
export type AttemptRow = Omit<PaymentAttemptView, "completedAt">;

const heldReasons = [
  "amount-mismatch",
  "order-not-pending",
  "late-payment",
  "unknown-account",
  "unreadable",
] as const;
const failureReasons = [
  "cancelled",
  "insufficient-funds",
  "unreachable",
  "wrong-pin",
  "expired",
  "busy",
  "unavailable",
  "refused",
  "failed",
] as const;

/**
 * A result in words, as the shopper reads it: paid (with the receipt), why it failed, why it is
 * held, or that it still waits — never a bare result code.
 */
export function resultWords(
  t: Translator,
  attempt: Pick<AttemptRow, "state" | "failure" | "resultCode">,
): string {
  const failure = attempt.failure ?? "";
  if ((heldReasons as readonly string[]).includes(failure))
    return t(`desk.payments.failure.${failure as (typeof heldReasons)[number]}`);
  if (attempt.state === "failed") {
    const reason = (failureReasons as readonly string[]).includes(failure)
      ? (failure as (typeof failureReasons)[number])
      : "failed";
    return t(`checkout.pay.reason.${reason}`);
  }
  if (attempt.state === "paid") return t("desk.payments.result.paid");
  if (attempt.state === "pending") return t("desk.payments.result.waiting");
  return "";
}

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
    <Section
      id="payment-attempts"
      className="mt-4 rounded-lg bg-white p-4 shadow-sm"
      heading={t("desk.payments.heading")}
    >
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
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <TableHead
              columns={[
                { label: t("desk.payments.column.when") },
                { label: t("desk.payments.column.how") },
                { label: t("desk.payments.column.phone") },
                { label: t("desk.payments.column.amount"), numeric: true },
                { label: t("desk.payments.column.state") },
                { label: t("desk.payments.column.result") },
                { label: t("desk.payments.column.receipt") },
              ]}
            />
            <tbody>
              {attempts.map((attempt) => (
                <tr key={attempt.id} className="border-b border-stone-200">
                  <td className="p-2">{attempt.createdAt}</td>
                  <td className="p-2">
                    {t(`desk.payments.provider.${attempt.provider}`)} (
                    {t(`common.payment.${attempt.method}`)})
                  </td>
                  <td className="p-2">{attempt.phone ?? ""}</td>
                  <td className="p-2 text-right">{formatKsh(attempt.amountCents)}</td>
                  <td className="p-2">{t(`desk.payments.state.${attempt.state}`)}</td>
                  <td className="p-2">{resultWords(t, attempt)}</td>
                  <td className="p-2 break-all">{attempt.reference ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
          <TextField
            label={t("checkout.mpesa.phone")}
            name="mpesaPhone"
            id="desk-mpesaPhone"
            type="tel"
            maxLength={40}
            hint={t("desk.payments.newRequestHint")}
            defaultValue={phoneValue ?? phoneDefault}
            error={phoneError}
          />
          <button type="submit" name="intent" value="mpesa-request" className="btn" disabled={busy}>
            {t("desk.payments.newRequest")}
          </button>
        </Form>
      ) : null}
    </Section>
  );
}
