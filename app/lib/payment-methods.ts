// Owns the payment methods of checkout (seed-spec §9): their values, in the seed's order.

export const paymentMethodValues = ["creditcard", "mpesa", "cashondelivery"] as const;
export type PaymentMethod = (typeof paymentMethodValues)[number];
