// Owns how times are shown: in the shop's time zone (Nairobi), whatever the server's or phone's zone,
// so that the server's HTML and the browser's render agree.

/** The shop's time zone, for the database's day boundaries (Nairobi days) too. */
export const shopTimeZone = "Africa/Nairobi";

const shopTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: shopTimeZone,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** e.g. "21 Nov 2026, 14:05". */
export function formatShopTime(date: Date): string {
  return shopTime.format(date);
}

const shopDay = new Intl.DateTimeFormat("en-GB", { timeZone: shopTimeZone, weekday: "short", day: "numeric", month: "short" });

/** A Nairobi day given as "2026-11-22" -> "Sun 22 Nov". */
export function formatShopDay(day: string): string {
  // Noon in Nairobi: the same date whatever zone the code runs in.
  return shopDay.format(new Date(`${day}T12:00:00+03:00`));
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
