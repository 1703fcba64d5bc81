// Owns how times are shown: in the shop's time zone (Nairobi), whatever the server's or phone's zone,
// so that the server's HTML and the browser's render agree; and in the reader's language.
import { intlLocale, type Language } from "../i18n/languages.ts";

const formats = new Map<Language, Intl.DateTimeFormat>();

/** e.g. "21 Nov 2026, 14:05" (English and Kiswahili alike: sw-KE writes it the same way). */
export function formatShopTime(date: Date, lang: Language): string {
  let format = formats.get(lang);
  if (!format) {
    // English keeps en-GB's day-month order (en-KE's default order is month first).
    format = new Intl.DateTimeFormat(lang === "en" ? "en-GB" : intlLocale[lang], {
      timeZone: "Africa/Nairobi",
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
    });
    formats.set(lang, format);
  }
  return format.format(date);
}
