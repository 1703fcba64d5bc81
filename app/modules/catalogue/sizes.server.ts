// Owns an item's sizes and stock as staff edit them, in the transaction of the item's change: sizes
// typed anew are added (with the stock given for them), sizes taken off are retired (they leave every
// cart; orders and the stock history keep them), a size typed again comes back with its stock, and
// every stock figure that changes is recorded with who, why, from and to.
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { items, itemSizes } from "../../db/schema/catalogue.ts";
import { cartLines } from "../../db/schema/cart.ts";
import type { StockChangeReason } from "../../lib/rules/item.ts";
import { recordStockChanges, type StockChange } from "./stock.server.ts";

export interface SizeAndStockEdit {
  /** The sizes as typed, in their order; empty for an item without sizes. */
  labels: readonly string[];
  /** The "Stock" field: the item's stock (no sizes), or each new size's (null: not counted). */
  stock: number | null;
  /** Stock and price of existing sizes, by size id, as posted (absent: unchanged). */
  sizeStock: ReadonlyMap<string, number | null>;
  sizePrice: ReadonlyMap<string, number | null>;
  reason: StockChangeReason;
  staffId: string | null;
}

export async function saveSizesAndStock(
  tx: Db,
  itemId: string,
  itemStock: number | null,
  edit: SizeAndStockEdit,
): Promise<void> {
  const changes: StockChange[] = [];
  const change = (sizeId: string | null, from: number | null, to: number | null) =>
    changes.push({ itemId, sizeId, from, to, reason: edit.reason, staffId: edit.staffId });

  const existing = await tx.select().from(itemSizes).where(eq(itemSizes.itemId, itemId));
  const byLabel = new Map(existing.map((size) => [size.label.toLowerCase(), size]));
  const kept = new Set<string>();
  for (const [position, label] of edit.labels.entries()) {
    const size = byLabel.get(label.toLowerCase());
    if (!size) {
      const [added] = await tx
        .insert(itemSizes)
        .values({ itemId, label, position, stock: edit.stock })
        .returning({ id: itemSizes.id });
      change(added!.id, null, edit.stock);
      continue;
    }
    kept.add(size.id);
    const stock = edit.sizeStock.has(size.id) ? edit.sizeStock.get(size.id)! : size.stock;
    const priceCents = edit.sizePrice.has(size.id) ? edit.sizePrice.get(size.id)! : size.priceCents;
    await tx
      .update(itemSizes)
      .set({ label, position, stock, priceCents, retiredAt: null })
      .where(eq(itemSizes.id, size.id));
    change(size.id, size.stock, stock);
  }
  for (const size of existing) {
    if (kept.has(size.id) || size.retiredAt) continue;
    await tx.update(itemSizes).set({ retiredAt: new Date() }).where(eq(itemSizes.id, size.id));
    await tx
      .delete(cartLines)
      .where(and(eq(cartLines.itemId, itemId), eq(cartLines.sizeId, size.id)));
  }
  // With sizes, the item's own figure means nothing: each size counts its pieces.
  const newItemStock = edit.labels.length === 0 ? edit.stock : null;
  if (newItemStock !== itemStock) {
    await tx.update(items).set({ stock: newItemStock }).where(eq(items.id, itemId));
    change(null, itemStock, newItemStock);
  }
  await recordStockChanges(tx, changes);
}
