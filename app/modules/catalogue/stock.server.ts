// Owns stock: what is left of an item or of one of its sizes, taking it for an order inside the
// order's transaction (a conditional update, so it never goes below zero however many shoppers race
// for the last pieces), putting it back when an order is cancelled, and the changes staff make,
// each kept with who, when, from, to and why.
import { announceChange } from "../../db/changes.server.ts";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { items, itemSizes, stockChanges } from "../../db/schema/catalogue.ts";
import { orderLines } from "../../db/schema/orders.ts";
import { itemRules, type StockChangeReason } from "../../lib/rules/item.ts";

// Spelled out: Drizzle leaves column names unqualified in a one-table query, and inside these
// subqueries "id" and "stock" would bind to item_sizes' own columns.
const item = { id: sql.raw(`"items"."id"`), stock: sql.raw(`"items"."stock"`), lowStockAt: sql.raw(`"items"."low_stock_at"`) };
const sizeItemId = sql.raw(`"item_sizes"."item_id"`);

/** Whether an item has nothing left: every size it sells is sold out, or (no sizes) its counted stock is 0. */
export const soldOutSql = sql<boolean>`case
  when exists (select 1 from ${itemSizes} s where s.item_id = ${item.id} and s.retired_at is null)
  then not exists (select 1 from ${itemSizes} s where s.item_id = ${item.id} and s.retired_at is null and (s.stock is null or s.stock > 0))
  else coalesce(${item.stock} = 0, false) end`;

/** Whether an item is at or below its low-stock mark (sold-out items included). */
export const lowStockSql = sql<boolean>`case
  when exists (select 1 from ${itemSizes} s where s.item_id = ${item.id} and s.retired_at is null)
  then exists (select 1 from ${itemSizes} s where s.item_id = ${item.id} and s.retired_at is null and s.stock <= ${item.lowStockAt})
  else coalesce(${item.stock} <= ${item.lowStockAt}, false) end`;

export interface StockNeed {
  itemId: string;
  sizeId: string | null;
  quantity: number;
}

export type TakeOutcome = { ok: true } | { ok: false; short: StockNeed; left: number };

/**
 * Takes the pieces of an order's lines; pass the order's transaction, and undo it when a line is
 * short. Rows are taken in one order (by id), so two orders never wait on each other in a circle.
 */
export async function takeStock(tx: Db, needs: readonly StockNeed[]): Promise<TakeOutcome> {
  const sorted = [...needs].sort((a, b) => (a.sizeId ?? a.itemId).localeCompare(b.sizeId ?? b.itemId));
  let shown = false;
  for (const need of sorted) {
    const left = need.sizeId ? await takeFromSize(tx, need.sizeId, need.quantity) : await takeFromItem(tx, need.itemId, need.quantity);
    if (left === "taken, now shown") shown = true;
    else if (typeof left === "number") return { ok: false, short: need, left };
  }
  // Pages show what is left only from the low-stock mark down ("Only 2 left", "Sold out"): then the
  // kept copies must go. Above it nothing a page shows has changed, and on a busy day the pages kept
  // for visitors would otherwise be thrown away with every order.
  if (shown) await announceChange(tx, "catalogue");
  return { ok: true };
}

/** Taken from a count (and whether pages now show what is left), "not-counted", else how many are left. */
type Taken = "taken" | "taken, now shown" | "not-counted" | number;

async function takeFromSize(tx: Db, sizeId: string, quantity: number): Promise<Taken> {
  const [taken] = await tx
    .update(itemSizes)
    .set({ stock: sql`${itemSizes.stock} - ${quantity}` })
    .where(and(eq(itemSizes.id, sizeId), isNull(itemSizes.retiredAt), sql`${itemSizes.stock} >= ${quantity}`))
    .returning({ shown: sql<boolean>`${itemSizes.stock} <= (select ${item.lowStockAt} from ${items} where ${item.id} = ${sizeItemId})` });
  if (taken) return taken.shown ? "taken, now shown" : "taken";
  const [size] = await tx.select({ stock: itemSizes.stock, retiredAt: itemSizes.retiredAt }).from(itemSizes).where(eq(itemSizes.id, sizeId));
  if (!size || size.retiredAt) return 0;
  return size.stock === null ? "not-counted" : size.stock;
}

async function takeFromItem(tx: Db, itemId: string, quantity: number): Promise<Taken> {
  const [taken] = await tx
    .update(items)
    .set({ stock: sql`${items.stock} - ${quantity}` })
    .where(and(eq(items.id, itemId), sql`${items.stock} >= ${quantity}`))
    .returning({ shown: sql<boolean>`${items.stock} <= ${items.lowStockAt}` });
  if (taken) return taken.shown ? "taken, now shown" : "taken";
  const [item] = await tx.select({ stock: items.stock }).from(items).where(eq(items.id, itemId));
  if (!item) return 0;
  return item.stock === null ? "not-counted" : item.stock;
}

/** Puts an order's pieces back (a cancelled order); pass the transaction of the status change. */
export async function restoreStock(tx: Db, orderId: string): Promise<void> {
  const max = itemRules.stock.max;
  // Only what is counted comes back: a size or item no longer counted stays so.
  await tx.execute(sql`update ${itemSizes} s set stock = least(s.stock + l.quantity, ${max})
    from ${orderLines} l where l.order_id = ${orderId} and l.size_id = s.id and s.stock is not null`);
  await tx.execute(sql`update ${items} i set stock = least(i.stock + l.quantity, ${max})
    from ${orderLines} l where l.order_id = ${orderId} and l.size_id is null and l.item_id = i.id and i.stock is not null`);
  await announceChange(tx, "catalogue");
}

export interface StockChange {
  itemId: string;
  sizeId: string | null;
  from: number | null;
  to: number | null;
  reason: StockChangeReason;
  staffId: string | null;
}

/** Keeps staff's changes of stock figures (unchanged figures are not changes). */
export async function recordStockChanges(tx: Db, changes: readonly StockChange[]): Promise<void> {
  const real = changes.filter((change) => change.from !== change.to);
  if (real.length === 0) return;
  await tx.insert(stockChanges).values(
    real.map((change) => ({
      itemId: change.itemId,
      sizeId: change.sizeId,
      changedBy: change.staffId,
      fromStock: change.from,
      toStock: change.to,
      reason: change.reason,
    })),
  );
}

export interface StockHistoryEntry {
  itemId: string;
  sizeLabel: string | null;
  from: number | null;
  to: number | null;
  reason: StockChangeReason;
  byEmail: string | null;
  at: Date;
}

/** The latest stock change of each of these items (for the items desk's rows). */
export async function latestStockChanges(db: Db, itemIds: readonly string[]): Promise<Map<string, StockHistoryEntry>> {
  if (itemIds.length === 0) return new Map();
  const rows = (await db.execute(sql`
    select distinct on (c.item_id) c.item_id as "itemId", s.label as "sizeLabel", c.from_stock as "from",
      c.to_stock as "to", c.reason, u.email as "byEmail", c.created_at as "at"
    from ${stockChanges} c
    left join ${itemSizes} s on s.id = c.size_id
    left join "user" u on u.id = c.changed_by
    where c.item_id in (${sql.join(itemIds.map((id) => sql`${id}`), sql`, `)})
    order by c.item_id, c.created_at desc, c.id desc`)) as unknown as { rows: (Omit<StockHistoryEntry, "at"> & { at: Date | string })[] };
  return new Map(rows.rows.map((row) => [row.itemId, { ...row, at: new Date(row.at) }]));
}

/** The sizes an item sells now, in the order staff typed them. */
export function activeSizes(db: Db, itemIds: readonly string[]) {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(itemSizes)
    .where(and(inArray(itemSizes.itemId, [...itemIds]), isNull(itemSizes.retiredAt)))
    .orderBy(itemSizes.itemId, itemSizes.position);
}
