// The payment's state at the top of the success view when no M-Pesa request is followed there:
// paid (with its reference), cancelled, or what the shopper does next for the method chosen — cash
// at the door, the shop's call to take a card payment, or M-Pesa sent by hand with the order number.
import { useT } from "../i18n/translate.ts";
import { formatKsh } from "../lib/money.ts";
import type { OrderStatus } from "../lib/order-status.ts";
import type { PaymentMethod } from "../lib/payment-methods.ts";
import { Section } from "./ui/section.tsx";

export interface PaymentStateView {
  status: OrderStatus;
  method: PaymentMethod;
  totalCents: number;
  reference: string | null;
  /** The shop's M-Pesa number and name, and the account to give (the order number). */
  byHand: { number: string; name: string; account: string };
}

function useNextStep(view: PaymentStateView): { text: string; done: boolean } {
  const t = useT();
  const amount = formatKsh(view.totalCents);
  if (view.status === "cancelled") return { text: t("checkout.state.cancelled"), done: true };
  if (view.status !== "pending")
    return {
      text: view.reference
        ? t("checkout.state.paidReference", { amount, reference: view.reference })
        : t("checkout.state.paid", { amount }),
      done: true,
    };
  switch (view.method) {
    case "cashondelivery":
      return { text: t("checkout.state.cash", { amount }), done: false };
    case "creditcard":
      return { text: t("checkout.state.card", { amount }), done: false };
    case "mpesa":
      return { text: t("checkout.state.mpesaByHand", { amount, ...view.byHand }), done: false };
  }
}

export function PaymentState({ view }: { view: PaymentStateView }) {
  const t = useT();
  const { text, done } = useNextStep(view);
  return (
    <Section
      id="payment-state"
      heading={t("checkout.state.heading")}
      className={`mb-6 rounded-lg border p-4 text-left ${done ? "border-green-700 bg-green-50 text-green-950" : "border-amber-600 bg-amber-50 text-amber-950"}`}
    >
      <p className="mt-1 text-lg font-semibold">{text}</p>
    </Section>
  );
}
