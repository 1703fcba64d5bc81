// Owns the rules of the New Item and Edit Item forms.
import { z } from "zod";
import { parseKshToCents } from "../../lib/money.ts";

export const maxNameLength = 200;
export const maxTypeLength = 50;
export const maxPriceCents = 10_000_000_00;

const oneLine = (required: string, max: number, tooLong: string) =>
  z
    .string({ message: required })
    .transform((text) => text.replace(/\s+/g, " ").trim())
    .pipe(z.string().min(1, required).max(max, tooLong));

export const itemForm = z.object({
  name: oneLine("Enter the item's name", maxNameLength, `The name can be at most ${maxNameLength} characters`),
  type: oneLine("Enter the item's type, e.g. women", maxTypeLength, `The type can be at most ${maxTypeLength} characters`),
  price: z
    .string({ message: "Enter the price in Ksh" })
    .transform((text, ctx) => {
      const cents = parseKshToCents(text);
      if (cents === null) {
        ctx.addIssue({ code: "custom", message: "Enter the price in Ksh, e.g. 1250 or 1250.50" });
        return z.NEVER;
      }
      return cents;
    })
    .pipe(
      z
        .number()
        .min(1, "The price must be more than Ksh 0")
        .max(maxPriceCents, "The price can be at most Ksh 10,000,000"),
    ),
});

export type ItemFormInput = z.infer<typeof itemForm>;
