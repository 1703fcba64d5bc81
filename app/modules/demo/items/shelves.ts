// Owns the shorthand for an item's shelf: clothes sizes S to XL and numbered shoe sizes with their stock.
import type { DemoItem } from "../types.ts";

type Shelf = Pick<DemoItem, "sizes">;

/** Sizes S to XL with these counts. */
export const clothes = (s: number, m: number, l: number, xl: number): Shelf => ({
  sizes: [
    { label: "S", stock: s },
    { label: "M", stock: m },
    { label: "L", stock: l },
    { label: "XL", stock: xl },
  ],
});

/** Numeric shoe sizes from `first`, one count each; from `dearer.from` on they cost `dearer.priceKsh`. */
export const shoeSizes = (
  first: number,
  counts: number[],
  dearer?: { from: number; priceKsh: number },
): Shelf => ({
  sizes: counts.map((stock, index) => ({
    label: String(first + index),
    stock,
    ...(dearer && first + index >= dearer.from ? { priceKsh: dearer.priceKsh } : {}),
  })),
});
