// Owns the limits of a catalogue item (New Item and Edit Item forms, and the items table's checks):
// name, type, price, picture, sizes and stock.

export const itemRules = {
  name: { maxLength: 200 },
  /** What a shopper reads below the price (English and Kiswahili each). */
  description: { maxLength: 2000 },
  /** Pictures of one item: the first is the main one. `fileNameShown`: how much of a refused file's name a message repeats. */
  pictures: { maxCount: 8, fileNameShown: 80 },
  type: { maxLength: 50 },
  /** Ksh cents: more than Ksh 0, at most Ksh 10,000,000. */
  priceCents: { min: 1, max: 10_000_000_00 },
  /** The largest picture file the shop takes (each, when several come at once). */
  image: { maxBytes: 10 * 1024 * 1024 },
  /** Sizes as staff type them ("S, M, L, XL" or "38, 39, 40"). */
  sizes: { maxCount: 20, labelMaxLength: 20 },
  /** Pieces on the shelf (of a size, or of an item without sizes); none means not counted. */
  stock: { min: 0, max: 1_000_000 },
  /** At or below this many left, the desk lists the item as low and shoppers read "Only N left". */
  lowStockAt: { min: 0, max: 1_000, default: 3 },
} as const;

/** Why staff changed a stock figure. */
export const stockChangeReasons = ["received", "damaged", "counted"] as const;
export type StockChangeReason = (typeof stockChangeReasons)[number];
