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

/** The instant a Daraja `YYYYMMDDHHmmss` names on Nairobi's wall clock (UTC+3, no summer time); null when it names none. */
export function fromNairobiTimestamp(stamp: string): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(stamp);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const at = new Date(Date.UTC(year, month - 1, day, hour - 3, minute, second));
  // Date.UTC rolls 20261332… over into another date: such a stamp names no instant.
  return nairobiTimestamp(at) === stamp ? at : null;
}
