// Owns an item's quantity breaks as staff type them — `6+ 1200, 12+ 1100`: from 6 pieces Ksh 1,200
// each, from 12 Ksh 1,100 — read into whole numbers (cents) and written back for the edit form.
// Pure: the item forms' schema and the pages use it alike.
import type { MessageKey } from "../i18n/messages/en.ts";
import { kshFieldValue, parseKshToCents } from "./money.ts";
import { itemRules } from "./rules/item.ts";
import { wholesaleRules } from "./rules/wholesale.ts";

export interface QuantityBreak {
  /** From this many pieces of the item (over all its sizes)... */
  minQuantity: number;
  /** ...every piece costs this (Ksh cents). */
  priceCents: number;
}

/** One mistake in the typed breaks, as a message key and its values. */
export interface BreaksProblem {
  key: MessageKey;
  values?: Record<string, string | number>;
}

export type BreaksParse =
  { ok: true; breaks: QuantityBreak[] } | { ok: false; problem: BreaksProblem };

/** `6+ 1200` or `6+ Ksh 1,200.50`: the quantity, a plus sign, the price of a piece. */
const pairPattern = /^(\d{1,6})\s*\+\s*(?:ksh\.?\s*)?(\d[\d.]*)$/i;

/**
 * Reads typed breaks; empty text is no breaks. `retailCents` (the item's price) lets the first
 * break be checked against it: a break must cost less than retail. The first mistake is named.
 */
export function parseQuantityBreaks(text: string, retailCents?: number): BreaksParse {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: true, breaks: [] };
  if (trimmed.length > wholesaleRules.breaks.maxLength)
    return fail("wholesale.error.breaksTooLong", { max: wholesaleRules.breaks.maxLength });
  const entries = trimmed
    .split(/[,;\n]/)
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length > wholesaleRules.breaks.maxCount)
    return fail("wholesale.error.breaksTooMany", { max: wholesaleRules.breaks.maxCount });
  const breaks: QuantityBreak[] = [];
  for (const entry of entries) {
    const match = pairPattern.exec(entry);
    const priceCents = match ? parseKshToCents(match[2]!) : null;
    if (!match || priceCents === null) return fail("wholesale.error.breakFormat", { entry });
    const minQuantity = Number(match[1]);
    const { min, max } = wholesaleRules.breakQuantity;
    if (minQuantity < min || minQuantity > max)
      return fail("wholesale.error.breakQuantityRange", { entry, min, max });
    if (priceCents < itemRules.priceCents.min || priceCents > itemRules.priceCents.max)
      return fail("wholesale.error.breakPriceRange", { entry });
    const before = breaks.at(-1);
    if (before && minQuantity <= before.minQuantity)
      return fail("wholesale.error.breakQuantityOrder", { entry });
    if (before && priceCents >= before.priceCents)
      return fail("wholesale.error.breakPriceOrder", { entry });
    if (!before && retailCents !== undefined && priceCents >= retailCents)
      return fail("wholesale.error.breakNotBelowRetail", { entry });
    breaks.push({ minQuantity, priceCents });
  }
  return { ok: true, breaks };
}

function fail(key: MessageKey, values?: BreaksProblem["values"]): BreaksParse {
  return { ok: false, problem: { key, values } };
}

/** Breaks as the edit form shows them: `6+ 1200, 12+ 1100`. */
export function quantityBreaksText(breaks: readonly QuantityBreak[]): string {
  return breaks.map((step) => `${step.minQuantity}+ ${kshFieldValue(step.priceCents)}`).join(", ");
}
