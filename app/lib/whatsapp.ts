// Owns the shop's WhatsApp number as wa.me links want it: the international number in digits
// alone (a Kenyan number in any form people write it, or any number typed with its + and country
// code), and the link that opens a chat with a text already written. Browser-safe.
import { normaliseKenyanMobile } from "./mpesa-phone.ts";

/** The digits wa.me takes (2547…), or null when `number` is not one WhatsApp can reach. */
export function whatsappDigits(number: string): string | null {
  const kenyan = normaliseKenyanMobile(number);
  if (kenyan) return kenyan;
  const compact = number.trim().replace(/[\s\-.()]/g, "");
  return /^\+[1-9]\d{7,14}$/.test(compact) ? compact.slice(1) : null;
}

/** https://wa.me/<digits>?text=… (no text: a chat opens empty); null when WhatsApp cannot reach the number. */
export function whatsappLink(number: string, text = ""): string | null {
  const digits = whatsappDigits(number);
  if (!digits) return null;
  // %20 for a space, as wa.me's own documentation writes it (not a form's "+").
  return text
    ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}`
    : `https://wa.me/${digits}`;
}
