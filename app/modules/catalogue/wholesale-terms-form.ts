// Owns the item forms' wholesale fields: `Wholesale prices` (quantity breaks, decision 0031) and
// `Pack size`, checked with the item's price (a break costs less than retail) and with each other
// (a pack size needs breaks: it only applies at wholesale prices).
import { z } from "zod";
import { msg } from "../../i18n/keys.ts";
import {
  parseQuantityBreaks,
  quantityBreaksText,
  type QuantityBreak,
} from "../../lib/quantity-breaks.ts";
import { wholesaleRules } from "../../lib/rules/wholesale.ts";

export const wholesaleTermsShape = {
  wholesalePrices: z
    .string()
    .default("")
    .transform((text, ctx): QuantityBreak[] => {
      const parsed = parseQuantityBreaks(text);
      if (parsed.ok) return parsed.breaks;
      ctx.addIssue({ code: "custom", message: parsed.problem.key, params: parsed.problem.values });
      return z.NEVER;
    }),
  packSize: z
    .string()
    .default("")
    .transform((text, ctx) => {
      const trimmed = text.trim();
      if (trimmed === "") return null;
      const size = /^\d{1,5}$/.test(trimmed) ? Number(trimmed) : NaN;
      if (!(size >= wholesaleRules.packSize.min && size <= wholesaleRules.packSize.max)) {
        ctx.addIssue({ code: "custom", message: msg("wholesale.error.packSizeInvalid") });
        return z.NEVER;
      }
      return size;
    }),
};

export const wholesaleTermsFields = ["wholesalePrices", "packSize"] as const;

/** The checks across fields, once each field parsed: the first break below the price, a pack size only with breaks. */
export function checkWholesaleTerms(
  input: { price: number; wholesalePrices: QuantityBreak[]; packSize: number | null },
  ctx: z.RefinementCtx,
): void {
  const [first] = input.wholesalePrices;
  if (first && first.priceCents >= input.price)
    ctx.addIssue({
      code: "custom",
      path: ["wholesalePrices"],
      message: msg("wholesale.error.breakNotBelowRetail"),
      params: { entry: quantityBreaksText([first]) },
    });
  if (input.packSize !== null && input.wholesalePrices.length === 0)
    ctx.addIssue({
      code: "custom",
      path: ["packSize"],
      message: msg("wholesale.error.packSizeWithoutBreaks"),
    });
}
