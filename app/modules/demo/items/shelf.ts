// Owns the form of a shelf file (items/<shelf>.json, the demo items as data): each item is checked
// when the catalogue loads, and its shorthands (stock by size, one look seen from several sides) are
// turned into a DemoItem.
import { z } from "zod";
import { demoKinds, demoPatterns, demoViews, views } from "../picture.ts";
import type { DemoCategory, DemoItem } from "../types.ts";

const text = z.string().min(1);
const wholeKsh = z.int().positive();
const count = z.int().nonnegative();
const colour = z.string().regex(/^#[0-9a-f]{6}$/);

const itemRecord = z
  .strictObject({
    name: text,
    nameSw: text,
    description: text,
    descriptionSw: text,
    priceKsh: wholeKsh,
    /**
     * Each size's stock, in shop order as written ("S" to "XL"); JavaScript lists number-like keys
     * (shoe sizes) from the smallest up whatever their order, which is their shop order too.
     */
    sizes: z.record(z.string(), count).optional(),
    /** The sizes that cost other than `priceKsh` (the largest shoes), with their price. */
    sizePrices: z.record(z.string(), wholeKsh).optional(),
    /** Stock of an item without sizes; absent: not counted. */
    stock: count.optional(),
    /** One look (kind, colours, pattern) seen from each of `views`, the first the main picture. */
    pictures: z.strictObject({
      kind: z.enum(demoKinds),
      views: z.array(z.enum(demoViews)).min(2),
      colours: z.strictObject({ main: colour, accent: colour.optional(), trim: colour.optional() }),
      pattern: z.enum(demoPatterns).optional(),
    }),
    wholesale: z
      .array(z.strictObject({ minQuantity: z.int().positive(), priceKsh: wholeKsh }))
      .optional(),
    packSize: z.int().min(2).optional(),
  })
  .refine(
    (item) => !(item.sizes && item.stock !== undefined),
    "An item with sizes counts its stock by size.",
  )
  .refine(
    (item) => Object.keys(item.sizePrices ?? {}).every((size) => item.sizes?.[size] !== undefined),
    "A size price is for one of the item's sizes.",
  );

type ItemRecord = z.infer<typeof itemRecord>;

function sizesOf(
  stockBySize: Record<string, number>,
  prices: Record<string, number> = {},
): DemoItem["sizes"] {
  return Object.entries(stockBySize).map(([label, stock]) => ({
    label,
    stock,
    ...(prices[label] !== undefined ? { priceKsh: prices[label] } : {}),
  }));
}

function itemOf(record: ItemRecord, category: DemoCategory): DemoItem {
  const { kind, views: sides, colours, pattern } = record.pictures;
  return {
    name: record.name,
    nameSw: record.nameSw,
    description: record.description,
    descriptionSw: record.descriptionSw,
    category,
    priceKsh: record.priceKsh,
    ...(record.sizes ? { sizes: sizesOf(record.sizes, record.sizePrices) } : {}),
    ...(record.stock !== undefined ? { stock: record.stock } : {}),
    pictures: views(kind, sides, colours, pattern),
    ...(record.wholesale ? { wholesale: record.wholesale } : {}),
    ...(record.packSize !== undefined ? { packSize: record.packSize } : {}),
  };
}

/**
 * The items of one shelf file, the shelf being their category; throws, naming the shelf and the
 * field, when one is not well formed.
 */
export function shelfItems(shelf: DemoCategory, records: unknown): DemoItem[] {
  const parsed = z.array(itemRecord).safeParse(records);
  if (!parsed.success)
    throw new Error(`The demo shelf ${shelf}.json: ${z.prettifyError(parsed.error)}`);
  return parsed.data.map((record) => itemOf(record, shelf));
}
