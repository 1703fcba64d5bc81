// Owns a user's cart: lines of item (and size), quantity and special instructions. Prices, totals
// and what is left always come from the current catalogue, never from what a browser sends.
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { preparedPerDb } from "../../db/prepared.server.ts";
import { isForeignKeyViolation } from "../../db/errors.server.ts";
import { items, itemSizes } from "../../db/schema/catalogue.ts";
import { cartLines } from "../../db/schema/cart.ts";
import { isUuid } from "../../lib/ids.ts";
import { quote, type Buyer, type NextBreak } from "../../lib/pricing.ts";
import { clampQuantity } from "../../lib/rules/cart.ts";
import { activeSizes } from "../catalogue/index.server.ts";
import { buyerOf } from "../wholesale/index.server.ts";

export interface CartLineView {
  lineId: string;
  itemId: string;
  sizeId: string | null;
  sizeLabel: string | null;
  name: string;
  type: string;
  imageKey: string;
  /** What a piece costs this buyer: a quantity break's price for a wholesale buyer who reached one. */
  unitPriceCents: number;
  retailUnitPriceCents: number;
  /** Priced at a quantity break. */
  wholesale: boolean;
  quantity: number;
  instructions: string;
  lineTotalCents: number;
  /** Pieces left now; null when not counted. */
  left: number | null;
  /** A wholesale buyer's next break when it is near. */
  nextBreak: NextBreak | null;
  /** The item's pack size when its quantity is not a whole number of packs; null otherwise. */
  packSize: number | null;
}

export interface CartView {
  lines: CartLineView[];
  totalQuantity: number;
  /** The items' total, at current catalogue prices (delivery comes at checkout). */
  totalCents: number;
  /** Lines that ask for more than is left now: the cart cannot be checked out as it is. */
  shortLines: string[];
  /** Who is buying: the prices above are this buyer's. */
  buyer: Buyer;
  /** Items whose quantity is not a whole number of packs (wholesale): the cart cannot be checked out as it is. */
  packShort: { itemId: string; name: string; packSize: number }[];
}

/**
 * The cart priced for its owner (retail, or wholesale once approved); inside a transaction, as the
 * order sees it. `known.buyer`: the owner's standing, when the caller has just read it (the order's
 * transaction), so that it is not read twice.
 */
export async function getCart(db: Db, userId: string, known?: { buyer: Buyer }): Promise<CartView> {
  const rows = await db
    .select({
      lineId: cartLines.id,
      itemId: items.id,
      sizeId: cartLines.sizeId,
      sizeLabel: itemSizes.label,
      name: items.name,
      type: items.type,
      imageKey: items.imageKey,
      // A size may have its own price; the item's is the default.
      unitPriceCents: sql<number>`coalesce(${itemSizes.priceCents}, ${items.priceCents})`.mapWith(
        Number,
      ),
      quantity: cartLines.quantity,
      instructions: cartLines.instructions,
      wholesaleBreaks: items.wholesaleBreaks,
      packSize: items.packSize,
      left: sql<
        number | null
      >`case when ${cartLines.sizeId} is null then ${items.stock} else ${itemSizes.stock} end`,
    })
    .from(cartLines)
    .innerJoin(items, eq(items.id, cartLines.itemId))
    .leftJoin(itemSizes, eq(itemSizes.id, cartLines.sizeId))
    .where(eq(cartLines.userId, userId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  const buyer = known?.buyer ?? (await buyerOf(db, userId));
  const priced = quote(
    rows.map(({ wholesaleBreaks, packSize, ...row }) => ({
      ...row,
      terms: { itemId: row.itemId, breaks: wholesaleBreaks, packSize },
    })),
    0,
    buyer,
  );
  return {
    lines: priced.lines,
    totalQuantity: priced.itemCount,
    totalCents: priced.itemsCents,
    shortLines: priced.lines
      .filter((line) => line.left !== null && line.quantity > line.left)
      .map((line) => line.lineId),
    buyer,
    packShort: priced.packShort.map((short) => ({
      ...short,
      name: priced.lines.find((line) => line.itemId === short.itemId)!.name,
    })),
  };
}

/** Prepared: the nav bar of every signed-in page shows the count. */
const countOfCart = preparedPerDb((db) =>
  db
    .select({ n: sql<number>`coalesce(sum(${cartLines.quantity}), 0)::int` })
    .from(cartLines)
    .where(eq(cartLines.userId, sql.placeholder("userId")))
    .prepare("cart_count"),
);

/** Total quantity in the cart, for the nav's cart link. */
export async function cartCount(db: Db, userId: string): Promise<number> {
  const [row] = await countOfCart(db).execute({ userId });
  return row?.n ?? 0;
}

/** More than is left was asked for. */
export interface TooMany {
  tooMany: true;
  left: number;
}

export type AddOutcome =
  "added" | "already-in-cart" | "no-such-item" | "choose-size" | "sold-out" | TooMany;

/**
 * Adds a line of an item, in a size when it has sizes; the same item and size is not added twice,
 * and never more than is left.
 */
export async function addToCart(
  db: Db,
  userId: string,
  itemId: string,
  quantity: number,
  instructions: string,
  sizeId: string | null = null,
): Promise<AddOutcome> {
  if (!isUuid(itemId)) return "no-such-item";
  const [item] = await db
    .select({ id: items.id, stock: items.stock })
    .from(items)
    .where(eq(items.id, itemId));
  if (!item) return "no-such-item";
  const sizes = await activeSizes(db, [itemId]);
  const size = sizes.find((candidate) => candidate.id === sizeId);
  if (sizes.length > 0 && !size) return "choose-size";
  const left = size ? size.stock : item.stock;
  if (left === 0) return "sold-out";
  if (left !== null && quantity > left) return { tooMany: true, left };
  try {
    const inserted = await db
      .insert(cartLines)
      .values({ userId, itemId, sizeId: size?.id ?? null, quantity, instructions })
      .onConflictDoNothing({ target: [cartLines.userId, cartLines.itemId, cartLines.sizeId] })
      .returning({ id: cartLines.id });
    return inserted.length > 0 ? "added" : "already-in-cart";
  } catch (error) {
    // The item (or the size) was deleted between the check and the insert.
    if (isForeignKeyViolation(error)) return "no-such-item";
    throw error;
  }
}

/** true: changed; false: no such line in this user's cart. */
export type QuantityOutcome = boolean | TooMany;

/** Changes a line's quantity (of this user's cart only), never above what is left. */
export async function setQuantity(
  db: Db,
  userId: string,
  lineId: string,
  quantity: number,
): Promise<QuantityOutcome> {
  if (!isUuid(lineId)) return false;
  const [line] = await db
    .select({
      left: sql<
        number | null
      >`case when ${cartLines.sizeId} is null then ${items.stock} else ${itemSizes.stock} end`,
      quantity: cartLines.quantity,
    })
    .from(cartLines)
    .innerJoin(items, eq(items.id, cartLines.itemId))
    .leftJoin(itemSizes, and(eq(itemSizes.id, cartLines.sizeId), isNull(itemSizes.retiredAt)))
    .where(and(eq(cartLines.id, lineId), eq(cartLines.userId, userId)));
  if (!line) return false;
  // Lowering is always allowed, so that a line asking for more than is left can be put right.
  if (line.left !== null && quantity > line.left && quantity > line.quantity)
    return { tooMany: true, left: line.left };
  await db
    .update(cartLines)
    .set({ quantity })
    .where(and(eq(cartLines.id, lineId), eq(cartLines.userId, userId)));
  return true;
}

/** Moves a line's quantity one step up or down (never below 1). */
export async function stepQuantity(
  db: Db,
  userId: string,
  lineId: string,
  step: 1 | -1,
): Promise<QuantityOutcome> {
  if (!isUuid(lineId)) return false;
  const [line] = await db
    .select({ quantity: cartLines.quantity })
    .from(cartLines)
    .where(and(eq(cartLines.id, lineId), eq(cartLines.userId, userId)));
  if (!line) return false;
  return setQuantity(db, userId, lineId, clampQuantity(line.quantity + step));
}

/** Removes a line of this user's cart; false when there is no such line. */
export async function removeLine(db: Db, userId: string, lineId: string): Promise<boolean> {
  if (!isUuid(lineId)) return false;
  const removed = await db
    .delete(cartLines)
    .where(and(eq(cartLines.id, lineId), eq(cartLines.userId, userId)))
    .returning({ id: cartLines.id });
  return removed.length > 0;
}
