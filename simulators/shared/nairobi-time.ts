// Owns how the simulators write times the way the providers do: Nairobi's wall clock (East Africa
// Time, UTC+3 all year) as `YYYYMMDDHHmmss` (Daraja) or `YYYY-MM-DDTHH:mm:ss.SSS` without a zone
// (Pesapal's created_date). Written here, apart from the shop's own formatting, so
// that a bug in the shop's code cannot hide behind the same bug in the simulator's.

const nairobiParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Africa/Nairobi",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

function partsInNairobi(at: Date): Record<string, string> {
  return Object.fromEntries(nairobiParts.formatToParts(at).map(({ type, value }) => [type, value]));
}

/** `20261126143005` for 2026-11-26 11:30:05 UTC. */
export function nairobiTimestamp(at: Date): string {
  const part = partsInNairobi(at);
  return `${part.year}${part.month}${part.day}${part.hour}${part.minute}${part.second}`;
}

/** `2026-11-26T14:30:05.250` for 2026-11-26 11:30:05.250 UTC: Nairobi's wall clock, no zone written. */
export function nairobiDateTime(at: Date): string {
  const part = partsInNairobi(at);
  const millis = String(at.getUTCMilliseconds()).padStart(3, "0");
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}.${millis}`;
}
