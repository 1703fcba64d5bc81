// Owns a user's cart: lines of item, quantity and special instructions. Prices and totals always
// come from the current catalogue, never from what a browser sends.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { items } from "../../db/schema/catalogue.ts";
import { cartLines } from "../../db/schema/orders.ts";
import { isItemId } from "../catalogue/catalogue.server.ts";
import { clampQuantity } from "../../lib/quantity.ts";

export interface CartLineView {
  lineId: string;
  itemId: string;
  name: string;
  type: string;
  imageKey: string;
  unitPriceCents: number;
  quantity: number;
  instructions: string;
  lineTotalCents: number;
}

export interface CartView {
  lines: CartLineView[];
  totalQuantity: number;
  totalCents: number;
}

export function cartTotals(lines: Pick<CartLineView, "quantity" | "lineTotalCents">[]) {
  return {
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    totalCents: lines.reduce((sum, line) => sum + line.lineTotalCents, 0),
  };
}

export async function getCart(db: Db, userId: string): Promise<CartView> {
  const rows = await db
    .select({
      lineId: cartLines.id,
      itemId: items.id,
      name: items.name,
      type: items.type,
      imageKey: items.imageKey,
      unitPriceCents: items.priceCents,
      quantity: cartLines.quantity,
      instructions: cartLines.instructions,
    })
    .from(cartLines)
    .innerJoin(items, eq(items.id, cartLines.itemId))
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  const lines = rows.map((row) => ({ ...row, lineTotalCents: row.unitPriceCents * row.quantity }));
  return { lines, ...cartTotals(lines) };
}

/** Total quantity in the cart, for the nav's cart link. */
export async function cartCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${cartLines.quantity}), 0)::int` })
    .from(cartLines)
    .where(eq(cartLines.userId, userId));
  return row?.n ?? 0;
}

export type AddOutcome = "added" | "already-in-cart" | "no-such-item";

/** Adds a line; an item already in the cart is not added twice. */
export async function addToCart(
  db: Db,
  userId: string,
  itemId: string,
  quantity: number,
  instructions: string,
): Promise<AddOutcome> {
  if (!isItemId(itemId)) return "no-such-item";
  const [item] = await db.select({ id: items.id }).from(items).where(eq(items.id, itemId));
  if (!item) return "no-such-item";
  try {
    const inserted = await db
      .insert(cartLines)
      .values({ userId, itemId, quantity, instructions })
      .onConflictDoNothing({ target: [cartLines.userId, cartLines.itemId] })
      .returning({ id: cartLines.id });
    return inserted.length > 0 ? "added" : "already-in-cart";
  } catch (error) {
    // The item was deleted between the check and the insert.
    if ((error as { code?: string }).code === "23503" || /foreign key/i.test(String(error))) return "no-such-item";
    throw error;
  }
}

/** Changes a line's quantity (of this user's cart only); false when there is no such line. */
export async function setQuantity(db: Db, userId: string, lineId: string, quantity: number): Promise<boolean> {
  if (!isItemId(lineId)) return false;
  const updated = await db
    .update(cartLines)
    .set({ quantity })
    .where(and(eq(cartLines.id, lineId), eq(cartLines.userId, userId)))
    .returning({ id: cartLines.id });
  return updated.length > 0;
}

/** Moves a line's quantity one step up or down (never below 1); false when there is no such line. */
export async function stepQuantity(db: Db, userId: string, lineId: string, step: 1 | -1): Promise<boolean> {
  if (!isItemId(lineId)) return false;
  const [line] = await db
    .select({ quantity: cartLines.quantity })
    .from(cartLines)
    .where(and(eq(cartLines.id, lineId), eq(cartLines.userId, userId)));
  if (!line) return false;
  return setQuantity(db, userId, lineId, clampQuantity(line.quantity + step));
}

/** Removes a line of this user's cart; false when there is no such line. */
export async function removeLine(db: Db, userId: string, lineId: string): Promise<boolean> {
  if (!isItemId(lineId)) return false;
  const removed = await db
    .delete(cartLines)
    .where(and(eq(cartLines.id, lineId), eq(cartLines.userId, userId)))
    .returning({ id: cartLines.id });
  return removed.length > 0;
}
