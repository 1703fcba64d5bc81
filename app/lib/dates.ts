// Owns how times are shown: in the shop's time zone (Nairobi), whatever the server's or phone's zone,
// so that the server's HTML and the browser's render agree; and in the reader's language.
import { intlLocale, type Language } from "../i18n/languages.ts";

/** The shop's time zone, for the database's day boundaries (Nairobi days) too. */
export const shopTimeZone = "Africa/Nairobi";

/** English keeps en-GB's day-month order (en-KE's default order is month first). */
const localeOf = (lang: Language) => (lang === "en" ? "en-GB" : intlLocale[lang]);

const timeFormats = new Map<Language, Intl.DateTimeFormat>();

/** e.g. "21 Nov 2026, 14:05" (English and Kiswahili alike: sw-KE writes it the same way). */
export function formatShopTime(date: Date, lang: Language): string {
  let format = timeFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(lang), {
      timeZone: shopTimeZone,
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
    });
    timeFormats.set(lang, format);
  }
  return format.format(date);
}

const dayFormats = new Map<Language, Intl.DateTimeFormat>();

/** A Nairobi day given as "2026-11-22" -> "Sun 22 Nov" (in Kiswahili, its weekday's name). */
export function formatShopDay(day: string, lang: Language): string {
  let format = dayFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(lang), {
      timeZone: shopTimeZone,
      weekday: "short",
      day: "numeric",
      month: "short",
    });
    dayFormats.set(lang, format);
  }
  // Noon in Nairobi: the same date whatever zone the code runs in.
  return format.format(new Date(`${day}T12:00:00+03:00`));
}

const sortableTime = new Intl.DateTimeFormat("sv-SE", {
  timeZone: shopTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** e.g. "2026-11-22 14:05:09": Nairobi time as a spreadsheet reads and sorts it. */
export function formatShopTimestamp(date: Date): string {
  return sortableTime.format(date);
}
