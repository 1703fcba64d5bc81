// The card refunds of an order on the desk: each refund asked (amount, reason, Pesapal's answer),
// and, while the paid card payment has none that counts, the form that asks one (`Refund`): an
// amount up to what was paid and a reason.
import { Form, useNavigation } from "react-router";
import { useT, type Message } from "../i18n/translate.ts";
import { formatKsh } from "../lib/money.ts";
import { cardRules } from "../lib/rules/card.ts";
import { boundFields, TextField } from "./ui/fields.tsx";
import { FormError, FormSuccess } from "./ui/notices.tsx";
import { Panel } from "./ui/section.tsx";

export interface CardRefundsView {
  refunds: {
    id: string;
    state: "sending" | "accepted" | "refused";
    amountCents: number;
    reason: string;
    message: string | null;
  }[];
  /** What may be refunded (the paid card payment's amount), or null when no refund can be asked. */
  refundableCents: number | null;
}

export function CardRefunds({
  view,
  notice,
  errors,
  values,
}: {
  view: CardRefundsView;
  notice: { state: "accepted" | "sending"; amountCents: number } | null;
  errors: Record<string, Message | undefined>;
  values: Record<string, string | undefined>;
}) {
  const t = useT();
  const busy = useNavigation().state !== "idle";
  const field = boundFields(values, errors);
  if (view.refunds.length === 0 && view.refundableCents === null) return null;
  return (
    <Panel id="card-refunds" spacing="mt-4" heading={t("desk.refund.heading")}>
      {notice ? (
        <div className="mt-2">
          <FormSuccess>
            {t(notice.state === "accepted" ? "desk.refund.accepted" : "desk.refund.sending", {
              amount: formatKsh(notice.amountCents),
            })}
          </FormSuccess>
        </div>
      ) : null}
      {view.refunds.length > 0 ? (
        <ul className="mt-2 space-y-1 text-sm">
          {view.refunds.map((refund) => (
            <li key={refund.id} className="break-words">
              {t("desk.refund.listItem", {
                amount: formatKsh(refund.amountCents),
                reason: refund.reason,
                state: t(`desk.refund.state.${refund.state}`),
              })}
              {refund.state === "refused" && refund.message ? ` (${refund.message})` : ""}
            </li>
          ))}
        </ul>
      ) : null}
      {view.refundableCents !== null ? (
        <Form
          method="post"
          className="mt-3 space-y-2 rounded-md border border-stone-200 p-3"
          noValidate
        >
          <FormError message={errors.form} />
          <input type="hidden" name="intent" value="card-refund" />
          <TextField
            label={t("desk.refund.amount")}
            {...field("refundAmount")}
            id="refundAmount"
            inputMode="decimal"
            required
            maxLength={20}
            hint={t("desk.refund.amountHint", { max: formatKsh(view.refundableCents) })}
          />
          <TextField
            label={t("desk.refund.reason")}
            {...field("refundReason")}
            id="refundReason"
            required
            maxLength={cardRules.refundReason.maxLength}
          />
          <button type="submit" className="btn" disabled={busy}>
            {t("desk.refund.submit")}
          </button>
        </Form>
      ) : null}
    </Panel>
  );
}
