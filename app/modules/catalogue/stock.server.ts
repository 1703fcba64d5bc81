// Owns stock: what is left of an item or of one of its sizes, taking it for an order inside the
// order's transaction (a conditional update, so it never goes below zero however many shoppers race
// for the last pieces), putting it back when an order is cancelled, and the changes staff make,
// each kept with who, when, from, to and why.
import { announceChange, announceChangeSql } from "../../db/changes.server.ts";
import { and, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { items, itemSizes, stockChanges } from "../../db/schema/catalogue.ts";
import { orderLines } from "../../db/schema/orders.ts";
import { itemRules, type StockChangeReason } from "../../lib/rules/item.ts";

// Spelled out: Drizzle leaves column names unqualified in a one-table query, and inside these
// subqueries "id" and "stock" would bind to item_sizes' own columns.
const item = {
  id: sql.raw(`"items"."id"`),
  stock: sql.raw(`"items"."stock"`),
  lowStockAt: sql.raw(`"items"."low_stock_at"`),
};

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
 * short. One statement for the lines with sizes and one for those without (each skipped when
 * there are none), not one per line: on PGlite every other shopper waits while the order's
 * transaction is open. Each statement locks its rows in one order (by id) before it changes them,
 * so two orders never wait on each other in a circle.
 */
export async function takeStock(tx: Db, needs: readonly StockNeed[]): Promise<TakeOutcome> {
  const sized = needs.filter((need) => need.sizeId !== null);
  const unsized = needs.filter((need) => need.sizeId === null);
  const results = [
    ...(await takeFrom(tx, "sizes", sized)),
    ...(await takeFrom(tx, "items", unsized)),
  ];
  const short = results.find((result) => result.left !== "taken" && result.left !== "not-counted");
  if (short) return { ok: false, short: short.need, left: short.left as number };
  return { ok: true };
}

interface LineTaken {
  need: StockNeed;
  /** "taken" from a count, "not-counted", else how many are left. */
  left: "taken" | "not-counted" | number;
}

/** Takes the needs of one table (sizes by size id, items without sizes by item id) in one statement. */
async function takeFrom(
  tx: Db,
  table: "sizes" | "items",
  needs: readonly StockNeed[],
): Promise<LineTaken[]> {
  if (needs.length === 0) return [];
  const idOf = (need: StockNeed) => (table === "sizes" ? need.sizeId! : need.itemId);
  const target = table === "sizes" ? itemSizes : items;
  // A retired size sells nothing; an item has no retirement of its own.
  const retired = table === "sizes" ? sql`t.retired_at is not null` : sql`false`;
  // The item's low-stock mark: from there down its pages show what is left.
  const lowStockAt =
    table === "sizes"
      ? sql`(select i.low_stock_at from ${items} i where i.id = t.item_id)`
      : sql`t.low_stock_at`;
  const values = sql.join(
    needs.map((need) => sql`(${idOf(need)}::uuid, ${need.quantity}::int)`),
    sql`, `,
  );
  // `locked` holds each row as it is once locked (before this statement's change): what is left
  // when a line falls short, and whether it is counted at all. Pages show what is left only from
  // the low-stock mark down ("Only 2 left", "Sold out"): when a piece taken brings a row there, the
  // statement also announces it, so kept copies go. Above the mark nothing a page shows has
  // changed, and on a busy day the pages kept for visitors would otherwise go with every order.
  const rows = (await tx.execute(sql`with need (id, quantity) as (values ${values}),
    locked as materialized (select t.id, t.stock, ${retired} as retired from ${target} t where t.id in (select id from need) order by t.id for update),
    taken as (update ${target} t set stock = t.stock - need.quantity from need, locked
      where locked.id = t.id and need.id = t.id and not locked.retired and t.stock >= need.quantity
      returning t.id, t.stock <= ${lowStockAt} as shown)
    select need.id, locked.stock, coalesce(locked.retired, true) as gone, exists (select 1 from taken where taken.id = need.id) as taken,
      (select ${announceChangeSql("catalogue")} where exists (select 1 from taken where shown)) as announced
    from need left join locked on locked.id = need.id`)) as unknown as {
    rows: { id: string; stock: number | null; gone: boolean; taken: boolean }[];
  };
  const byId = new Map(rows.rows.map((row) => [row.id, row]));
  return needs.map((need) => {
    const row = byId.get(idOf(need))!;
    if (row.taken) return { need, left: "taken" };
    if (row.gone) return { need, left: 0 };
    return { need, left: row.stock === null ? "not-counted" : row.stock };
  });
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
export async function latestStockChanges(
  db: Db,
  itemIds: readonly string[],
): Promise<Map<string, StockHistoryEntry>> {
  if (itemIds.length === 0) return new Map();
  const rows = (await db.execute(sql`
    select distinct on (c.item_id) c.item_id as "itemId", s.label as "sizeLabel", c.from_stock as "from",
      c.to_stock as "to", c.reason, u.email as "byEmail", c.created_at as "at"
    from ${stockChanges} c
    left join ${itemSizes} s on s.id = c.size_id
    left join "user" u on u.id = c.changed_by
    where c.item_id in (${sql.join(
      itemIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    order by c.item_id, c.created_at desc, c.id desc`)) as unknown as {
    rows: (Omit<StockHistoryEntry, "at"> & { at: Date | string })[];
  };
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
