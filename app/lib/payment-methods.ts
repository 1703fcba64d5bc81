// Owns the payment methods of checkout (seed-spec §9) and how they are named to people.

export const paymentMethods = [
  { value: "creditcard", label: "Credit card" },
  { value: "mpesa", label: "M-Pesa" },
  { value: "cashondelivery", label: "Cash on delivery" },
] as const;

export type PaymentMethod = (typeof paymentMethods)[number]["value"];
export const paymentMethodValues = paymentMethods.map((m) => m.value) as [PaymentMethod, ...PaymentMethod[]];

export function paymentMethodLabel(value: string): string {
  return paymentMethods.find((m) => m.value === value)?.label ?? value;
}
