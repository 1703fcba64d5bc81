// Owns the payment methods of checkout: their values, in the seed's order.

export const paymentMethodValues = ["creditcard", "mpesa", "cashondelivery"] as const;
export type PaymentMethod = (typeof paymentMethodValues)[number];
