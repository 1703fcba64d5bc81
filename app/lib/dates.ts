// Owns how times are shown: in the shop's time zone (Nairobi), whatever the server's or phone's zone,
// so that the server's HTML and the browser's render agree.
const shopTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Africa/Nairobi",
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
