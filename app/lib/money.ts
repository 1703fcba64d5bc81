// Owns how money looks: amounts are integer Ksh cents everywhere and formatted only here, at the edge.

const grouping = new Intl.NumberFormat("en-KE", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 125000 -> "Ksh. 1,250.00" */
export function formatKsh(cents: number): string {
  return `Ksh. ${grouping.format(cents / 100)}`;
}

/** Parses a typed Ksh amount ("1250", "1,250.5", "1250.50") into cents; null when it is not one. */
export function parseKshToCents(text: string): number | null {
  const cleaned = text.trim().replace(/,/g, "");
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ""] = cleaned.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}
