// Owns the rules of cart forms: quantity 1..10,000 (a whole number) and instructions up to 500 characters.
import { z } from "zod";
import { maxInstructionsLength } from "../../lib/cart-limits.ts";
import { maxQuantity, minQuantity } from "../../lib/quantity.ts";

export const quantityField = z
  .string({ message: "Enter a quantity" })
  .trim()
  .regex(/^\d+$/, "Quantity must be a whole number")
  .transform(Number)
  .pipe(
    z
      .number()
      .min(minQuantity, `Quantity must be at least ${minQuantity}`)
      .max(maxQuantity, `Quantity can be at most ${maxQuantity.toLocaleString("en-KE")}`),
  );

export const addToCartForm = z.object({
  quantity: quantityField,
  instructions: z
    .string()
    .default("")
    .transform((text) => text.replace(/\r\n/g, "\n").trim())
    .pipe(z.string().max(maxInstructionsLength, `Special instructions can be at most ${maxInstructionsLength} characters`)),
});

export const cartLineForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("remove"), lineId: z.string().max(64) }),
  z.object({ intent: z.literal("set-quantity"), lineId: z.string().max(64), quantity: quantityField }),
  z.object({ intent: z.literal("increase"), lineId: z.string().max(64) }),
  z.object({ intent: z.literal("decrease"), lineId: z.string().max(64) }),
]);
