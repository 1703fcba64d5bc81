// Owns the limits of the checkout form's shipping fields, for its schema, its inputs and the
// database's checks on stored orders.

export const checkoutRules = {
  name: { maxLength: 100 },
  email: { maxLength: 254 },
  address: { maxLength: 200 },
  phone: { maxLength: 20, pattern: /^\+?[0-9 ()-]{7,20}$/ },
  city: { maxLength: 100 },
  postalCode: { maxLength: 20 },
} as const;

export type ShippingField = keyof typeof checkoutRules;
