// Owns Kenyan mobile numbers as M-Pesa wants them (2547XXXXXXXX / 2541XXXXXXXX) and how they are
// shown where a whole number must not appear (logs, the simulator's phone page). Browser-safe.

/** Separators people type inside a number: spaces, dashes, dots and parentheses. */
const separators = /[\s\-.()]/g;

/**
 * Reads a Kenyan mobile number in any of the forms people write it — `0712 345 678`, `0112-345-678`,
 * `+254 712 345 678`, `254712345678`, `(+254) 712.345.678`, `712345678`, and the `+254 (0)712…`
 * form some people copy from business cards — and returns the 12 digits M-Pesa expects, or null.
 * Only numbers whose subscriber part starts with 7 or 1 are mobiles; landlines (020…) and other
 * countries are refused.
 */
export function normaliseKenyanMobile(text: string): string | null {
  const compact = text.trim().replace(separators, "");
  const match = /^(?:\+?2540?|0)?([71]\d{8})$/.exec(compact);
  return match ? `254${match[1]}` : null;
}

/**
 * Hides the middle of a phone number: the country code and first digit of the subscriber part stay
 * (so a Safaricom 07… or 01… number is still recognisable) and the last three digits stay (so a
 * person can tell their own number); every digit between becomes a bullet.
 * `254712345678` -> `2547•••••678`. Anything of 7 characters or fewer is hidden entirely.
 */
export function maskPhone(phone: string): string {
  const keepStart = 4;
  const keepEnd = 3;
  if (phone.length <= keepStart + keepEnd) return "•".repeat(phone.length);
  return `${phone.slice(0, keepStart)}${"•".repeat(phone.length - keepStart - keepEnd)}${phone.slice(-keepEnd)}`;
}

/** The phone an M-Pesa request goes to: the M-Pesa phone number typed, or else the Phone No.; null when it is not a Kenyan mobile. */
export function payerPhone(
  mpesaPhone: string | undefined,
  phone: string | undefined,
): string | null {
  const typed = mpesaPhone?.trim() ? mpesaPhone : phone;
  return normaliseKenyanMobile(typed ?? "");
}
