// Owns how money looks: amounts are integer Ksh cents everywhere and formatted only here, at the edge.

const grouping = new Intl.NumberFormat("en-KE", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 125000 -> "Ksh. 1,250.00" */
export function formatKsh(cents: number): string {
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
