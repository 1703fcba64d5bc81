// Owns the rules of cart forms: quantity in range (a whole number) and instructions up to a limit.
import { z } from "zod";
import { msg } from "../../i18n/keys.ts";
import { cartRules } from "../../lib/rules/cart.ts";

const quantityField = z
  .string({ message: msg("cart.error.quantityRequired") })
  .trim()
  .regex(/^\d+$/, msg("cart.error.quantityWhole"))
  .transform(Number)
  .pipe(
    z
      .number()
      .min(cartRules.quantity.min, msg("cart.error.quantityMin"))
      .max(cartRules.quantity.max, msg("cart.error.quantityMax")),
  );

export const addToCartForm = z.object({
  quantity: quantityField,
  /** The size chosen on the item page (the cart checks it is one the item sells). */
  sizeId: z
    .string()
    .default("")
    .transform((text) => text.trim() || null)
    .pipe(z.string().max(64, msg("cart.error.chooseSize")).nullable()),
  instructions: z
    .string()
    .default("")
    .transform((text) => text.replace(/\r\n/g, "\n").trim())
    .pipe(z.string().max(cartRules.instructions.maxLength, msg("cart.error.instructionsTooLong"))),
});

const lineId = z
  .string({ message: msg("cart.error.impossible") })
  .max(64, msg("cart.error.impossible"));

export const cartLineForm = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("remove"), lineId }),
    z.object({ intent: z.literal("set-quantity"), lineId, quantity: quantityField }),
    z.object({ intent: z.literal("increase"), lineId }),
    z.object({ intent: z.literal("decrease"), lineId }),
  ],
  { message: msg("cart.error.impossible") },
);
