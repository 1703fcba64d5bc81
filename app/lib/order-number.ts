// Owns the order number: the short name of an order that people read out over the phone, type as
// the M-Pesa account number and search for on the desk. Eight characters from an alphabet without
// the look-alikes 0/O and 1/I (32 symbols: 32^8 ≈ 10^12 numbers, so a clash is rare and the unique
// index, with a retry when placing, makes it impossible). Orders placed before the number existed
// kept their old short id (the first 8 characters of their id, upper-cased) as their number, so
// what their customers were told still finds them. URLs keep the order's id.

/** The symbols of a new order number: digits 2-9 and letters A-Z without I and O. */
export const orderNumberAlphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const orderNumberLength = 8;

/** A new random order number (crypto-strong: numbers must not be guessable in sequence). */
export function newOrderNumber(): string {
  const bytes = new Uint8Array(orderNumberLength);
  crypto.getRandomValues(bytes);
  // 256 is a multiple of 32: every symbol is equally likely.
  return Array.from(bytes, (byte) => orderNumberAlphabet[byte % orderNumberAlphabet.length]).join(
    "",
  );
}

/**
 * An order number as someone typed or said it ("7kq4 9xpm", "7KQ4-9XPM"): upper-cased without
 * spaces or dashes; null when it cannot be one. At most 12 characters (Daraja's AccountReference
 * limit: the number is that reference), as the database's check says; older orders' numbers may
 * hold 0 and 1.
 */
export function normaliseOrderNumber(typed: string): string | null {
  const compact = typed.toUpperCase().replace(/[\s-]/g, "");
  return /^[0-9A-Z]{4,12}$/.test(compact) ? compact : null;
}
