// Owns the quantity rule of the shop: a whole number of at least 1 (and at most 10,000 per line).

export const minQuantity = 1;
export const maxQuantity = 10_000;

/** The quantity a visitor asked for, or null when it is not a whole number in range. */
export function parseQuantity(raw: string | null | undefined): number | null {
  const text = (raw ?? "").trim();
  if (!/^\d{1,5}$/.test(text)) return null;
  const quantity = Number(text);
  return quantity >= minQuantity && quantity <= maxQuantity ? quantity : null;
}

export function clampQuantity(quantity: number): number {
  return Math.min(maxQuantity, Math.max(minQuantity, Math.trunc(quantity) || minQuantity));
}
