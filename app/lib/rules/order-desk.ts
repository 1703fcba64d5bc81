// Owns the limits of what staff type on the orders desk: notes on a status change and payment
// references (an M-Pesa code has 10 characters; card slips are longer).

export const orderDeskRules = {
  note: { maxLength: 500 },
  reference: { maxLength: 40, pattern: /^[A-Z0-9][A-Z0-9 ./_-]*$/ },
} as const;
