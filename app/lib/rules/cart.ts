// Owns the limits of a cart line — quantity and special instructions — for the cart forms, the
// pages that show them and the database's checks alike. No zod here: pages import these.

export const cartRules = {
  quantity: { min: 1, max: 10_000 },
  instructions: { maxLength: 500 },
} as const;

/** The quantity a visitor asked for, or null when it is not a whole number in range. */
export function parseQuantity(raw: string | null | undefined): number | null {
  const text = (raw ?? "").trim();
  if (!/^\d{1,5}$/.test(text)) return null;
  const quantity = Number(text);
  return quantity >= cartRules.quantity.min && quantity <= cartRules.quantity.max ? quantity : null;
}

export function clampQuantity(quantity: number): number {
  const { min, max } = cartRules.quantity;
  return Math.min(max, Math.max(min, Math.trunc(quantity) || min));
}
