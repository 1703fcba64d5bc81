// Owns the rules of the New Item and Edit Item forms: name, type, price, and the sizes and stock
// (sizes typed as one comma-separated line; stock a whole number, or empty for "not counted").
import { z } from "zod";
import { msg } from "../../i18n/keys.ts";
import type { MessageKey } from "../../i18n/messages/en.ts";
import { parseKshToCents } from "../../lib/money.ts";
import { itemRules, stockChangeReasons } from "../../lib/rules/item.ts";
import {
  checkWholesaleTerms,
  wholesaleTermsFields,
  wholesaleTermsShape,
} from "./wholesale-terms-form.ts";

const oneLine = (required: MessageKey, max: number, tooLong: MessageKey) =>
  z
    .string({ message: msg(required) })
    .transform((text) => text.replace(/\s+/g, " ").trim())
    .pipe(z.string().min(1, msg(required)).max(max, msg(tooLong)));

/** An optional text: empty means none (null); at most `max` characters. */
const optionalText = (max: number, tooLong: MessageKey, { multiline = false } = {}) =>
  z
    .string()
    .default("")
    .transform((text) =>
      multiline ? text.replace(/\r\n?/g, "\n").trim() : text.replace(/\s+/g, " ").trim(),
    )
    .pipe(z.string().max(max, msg(tooLong)))
    .transform((text) => (text === "" ? null : text));

const price = z
  .string({ message: msg("items.error.priceInvalid") })
  .transform((text, ctx) => {
    const cents = parseKshToCents(text);
    if (cents === null) {
      ctx.addIssue({ code: "custom", message: msg("items.error.priceInvalid") });
      return z.NEVER;
    }
    return cents;
  })
  .pipe(
    z
      .number()
      .min(itemRules.priceCents.min, msg("items.error.priceTooLow"))
      .max(itemRules.priceCents.max, msg("items.error.priceTooHigh")),
  );

/** "S, M, L" -> ["S", "M", "L"]: in the order typed, each once (ignoring case), each short. */
const sizes = z
  .string()
  .default("")
  .transform((text, ctx) => {
    const labels = text
      .split(",")
      .map((label) => label.replace(/\s+/g, " ").trim())
      .filter((label) => label !== "");
    const { maxCount, labelMaxLength } = itemRules.sizes;
    if (labels.length > maxCount)
      ctx.addIssue({
        code: "custom",
        message: msg("items.error.sizesTooMany"),
        params: { max: maxCount },
      });
    const tooLong = labels.find((label) => label.length > labelMaxLength);
    if (tooLong)
      ctx.addIssue({
        code: "custom",
        message: msg("items.error.sizeTooLong"),
        params: { max: labelMaxLength },
      });
    const seen = new Set<string>();
    for (const label of labels) {
      if (seen.has(label.toLowerCase()))
        ctx.addIssue({
          code: "custom",
          message: msg("items.error.sizeTwice"),
          params: { size: label },
        });
      seen.add(label.toLowerCase());
    }
    return labels;
  });

/** A stock figure: a whole number in range, or null (empty: not counted). */
const stockField = z
  .string()
  .default("")
  .transform((text, ctx) => {
    const trimmed = text.trim();
    if (trimmed === "") return null;
    const count = /^\d{1,7}$/.test(trimmed) ? Number(trimmed) : NaN;
    if (!(count >= itemRules.stock.min && count <= itemRules.stock.max)) {
      ctx.addIssue({ code: "custom", message: msg("items.error.stockInvalid") });
      return z.NEVER;
    }
    return count;
  });

/** A size's own price: a Ksh amount, or null (empty: the item's price). */
const sizePriceField = z
  .string()
  .default("")
  .transform((text, ctx) => {
    if (text.trim() === "") return null;
    const cents = parseKshToCents(text);
    if (cents === null || cents < itemRules.priceCents.min || cents > itemRules.priceCents.max) {
      ctx.addIssue({ code: "custom", message: msg("items.error.priceForInvalid") });
      return z.NEVER;
    }
    return cents;
  });

export const itemForm = z
  .object({
    name: oneLine("items.error.nameRequired", itemRules.name.maxLength, "items.error.nameTooLong"),
    nameSw: optionalText(itemRules.name.maxLength, "items.error.nameTooLong"),
    description: optionalText(itemRules.description.maxLength, "items.error.descriptionTooLong", {
      multiline: true,
    }),
    descriptionSw: optionalText(itemRules.description.maxLength, "items.error.descriptionTooLong", {
      multiline: true,
    }),
    type: oneLine("items.error.typeRequired", itemRules.type.maxLength, "items.error.typeTooLong"),
    price,
    sizes,
    stock: stockField,
    lowStockAt: z
      .string()
      .default(String(itemRules.lowStockAt.default))
      .transform((text) =>
        text.trim() === "" ? String(itemRules.lowStockAt.default) : text.trim(),
      )
      .pipe(z.string().regex(/^\d{1,4}$/, msg("items.error.lowStockAtInvalid")))
      .transform(Number)
      .pipe(z.number().max(itemRules.lowStockAt.max, msg("items.error.lowStockAtInvalid"))),
    stockReason: z
      .enum(stockChangeReasons, { message: msg("items.error.stockReason") })
      .default("counted"),
    ...wholesaleTermsShape,
  })
  .superRefine(checkWholesaleTerms);

export type ItemFormInput = z.infer<typeof itemForm>;

/** A key as the edit form posts it back (`images/{itemId}/{name}`), or `new`; longer is no key. */
const pictureKey = z.string().max(120, msg("items.error.formUnreadable"));

/** A picture as posted: its file's name (repeated, shortened, in a refusal) and bytes. */
const postedPicture = z
  .object({ name: z.string(), bytes: z.instanceof(Buffer) })
  .superRefine(({ name, bytes }, ctx) => {
    const file = name.slice(0, itemRules.pictures.fileNameShown) || "?";
    if (bytes.length === 0)
      ctx.addIssue({
        code: "custom",
        message: msg("items.error.photo.imageEmpty"),
        params: { file },
      });
    else if (bytes.length > itemRules.image.maxBytes)
      ctx.addIssue({
        code: "custom",
        message: msg("items.error.photo.imageTooLarge"),
        params: { file },
      });
  });

/**
 * The item form's picture fields: `image` (the pictures chosen now, in order, at most as many as
 * an item holds), and on the edit form `removePhoto` (keys, several) and `mainPhoto` (a key).
 * Whether each picture decodes is the images module's to say, when it is re-encoded.
 */
export const pictureFields = z.object({
  // Too many is said first, whatever is wrong with each one.
  image: z
    .array(z.unknown())
    .superRefine((pictures, ctx) => {
      const max = itemRules.pictures.maxCount;
      if (pictures.length > max)
        ctx.addIssue({
          code: "custom",
          message: msg("items.error.photosTooMany"),
          params: { max, count: pictures.length },
        });
    })
    .pipe(z.array(postedPicture)),
  removePhoto: z
    .array(pictureKey)
    .max(itemRules.pictures.maxCount, msg("items.error.formUnreadable")),
  mainPhoto: pictureKey,
});

/** The item form's text fields (per-size fields are read by the edit page: `stock-<sizeId>`, `price-<sizeId>`). */
export const itemFormFields = [
  "name",
  "nameSw",
  "description",
  "descriptionSw",
  "type",
  "price",
  "sizes",
  "stock",
  "lowStockAt",
  "stockReason",
  ...wholesaleTermsFields,
] as const;

export interface SizeFieldsInput {
  sizeStock: Map<string, number | null>;
  sizePrice: Map<string, number | null>;
  /** Field name (`stock-<sizeId>`, `price-<sizeId>`) -> the message key of its refusal. */
  refusals: Map<string, string>;
}

/** Reads the edit form's fields of each existing size: `stock-<sizeId>` and `price-<sizeId>`. */
export function parseSizeFields(
  posted: Readonly<Record<string, string>>,
  sizeIds: readonly string[],
): SizeFieldsInput {
  const parsed: SizeFieldsInput = {
    sizeStock: new Map(),
    sizePrice: new Map(),
    refusals: new Map(),
  };
  for (const sizeId of sizeIds) {
    for (const [prefix, schema, into] of [
      ["stock", stockField, parsed.sizeStock],
      ["price", sizePriceField, parsed.sizePrice],
    ] as const) {
      const name = `${prefix}-${sizeId}`;
      if (posted[name] === undefined) continue;
      const result = schema.safeParse(posted[name]);
      if (result.success) into.set(sizeId, result.data);
      else parsed.refusals.set(name, result.error.issues[0]!.message);
    }
  }
  return parsed;
}
