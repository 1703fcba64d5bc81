// Owns what happens to an order after it is placed: its status changes (checked against the life
// cycle and the status the member of staff saw), its history, and the order lists of My orders and
// the orders desk (newest first, filtered, searched, paged by keyset so deep pages stay cheap).
import { and, asc, desc, eq, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { user } from "../../db/schema/accounts.ts";
import { orderLines, orderStatusChanges, orders, type Order } from "../../db/schema/orders.ts";
import { canChangeStatus, type OrderStatus } from "../../lib/order-status.ts";
import { paymentMethodLabel } from "../../lib/payment-methods.ts";
import { escapeLike, normaliseSearch } from "../../lib/search-terms.ts";
import { isItemId } from "../catalogue/catalogue.server.ts";
import { orderStatusMail } from "../mail/messages.server.ts";
import { enqueueMail } from "../mail/outbox.server.ts";
import type { OrderActionInput } from "./order-desk-forms.ts";

export const ordersPerPage = 25;

export interface OrderListFilter {
  /** Only this customer's orders (My orders). */
  userId?: string;
  status?: OrderStatus;
  /** Part of an order id, an e-mail address or a phone number. */
  search?: string;
}

/** Where a page starts: after (older than) or before (newer than) the order with this id. */
export type OrderCursor = { direction: "older" | "newer"; orderId: string };

export interface OrderListEntry {
  id: string;
  createdAt: Date;
  status: OrderStatus;
  paymentMethod: string;
  name: string;
  email: string;
  phone: string;
  itemCount: number;
  totalCents: number;
}

export interface OrderListPage {
  entries: OrderListEntry[];
  /** Cursors of the neighbouring pages, null where there is none. */
  older: OrderCursor | null;
  newer: OrderCursor | null;
}

export type SearchCondition = { ok: true; where: SQL } | { ok: false; message: string };

export const minSearchLength = 3;

/**
 * What a desk search matches: the start of an order id (its short form, with or without dashes),
 * any part of the e-mail address, or of the phone number's digits (0712..., +254712... alike).
 * Each is served by an index: the primary key's range, and trigram indexes on e-mail and digits.
 */
export function orderSearchCondition(raw: string): SearchCondition {
  const text = normaliseSearch(raw);
  const conditions: SQL[] = [];
  const hex = text.replace(/-/g, "");
  if (/^[0-9a-f]{4,32}$/.test(hex)) {
    conditions.push(sql`${orders.id} between ${uuidFromHex(hex.padEnd(32, "0"))} and ${uuidFromHex(hex.padEnd(32, "f"))}`);
  }
  if (text.length >= minSearchLength) {
    conditions.push(sql`lower(${orders.shippingEmail}) like ${`%${escapeLike(text)}%`}`);
  }
  if (/^[+0-9 ()-]+$/.test(text)) {
    // The national part of the number: what "0712 345 678" and "+254 712 345 678" share.
    const digits = text.replace(/\D/g, "").replace(/^(254|0)/, "");
    if (digits.length >= 4) conditions.push(sql`regexp_replace(${orders.shippingPhone}, '[^0-9]', '', 'g') like ${`%${digits}%`}`);
  }
  if (conditions.length === 0) return { ok: false, message: `Type at least ${minSearchLength} characters of an e-mail, or 4 of an order number or phone number.` };
  return { ok: true, where: or(...conditions)! };
}

function uuidFromHex(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** One page of orders, newest first. A search that cannot match anything must be refused by the caller first. */
export async function listOrders(db: Db, filter: OrderListFilter, cursor: OrderCursor | null = null): Promise<OrderListPage> {
  const conditions: SQL[] = [];
  if (filter.userId !== undefined) conditions.push(eq(orders.userId, filter.userId));
  if (filter.status !== undefined) conditions.push(eq(orders.status, filter.status));
  if (filter.search !== undefined) {
    const search = orderSearchCondition(filter.search);
    if (!search.ok) return { entries: [], older: null, newer: null };
    conditions.push(search.where);
  }
  const newerFirst = !cursor || cursor.direction === "older";
  if (cursor) {
    if (!isItemId(cursor.orderId)) return { entries: [], older: null, newer: null };
    const anchor = sql`(select ${orders.createdAt}, ${orders.id} from ${orders} where ${orders.id} = ${cursor.orderId})`;
    conditions.push(newerFirst ? sql`(${orders.createdAt}, ${orders.id}) < ${anchor}` : sql`(${orders.createdAt}, ${orders.id}) > ${anchor}`);
  }
  const rows = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      name: orders.shippingName,
      email: orders.shippingEmail,
      phone: orders.shippingPhone,
      totalCents: orders.totalCents,
      // Spelled out: Drizzle leaves column names unqualified in a one-table query, which would bind to order_lines here.
      itemCount: sql<number>`(select coalesce(sum(ol.quantity), 0)::int from ${orderLines} ol where ol.order_id = "orders"."id")`,
    })
    .from(orders)
    .where(and(...conditions))
    .orderBy(...(newerFirst ? [desc(orders.createdAt), desc(orders.id)] : [asc(orders.createdAt), asc(orders.id)]))
    .limit(ordersPerPage + 1);
  const more = rows.length > ordersPerPage;
  const entries = rows.slice(0, ordersPerPage);
  if (!newerFirst) entries.reverse();
  const first = entries[0];
  const last = entries.at(-1);
  const hasOlder = newerFirst ? more : true;
  const hasNewer = newerFirst ? cursor !== null : more;
  return {
    entries,
    older: hasOlder && last ? { direction: "older", orderId: last.id } : null,
    newer: hasNewer && first ? { direction: "newer", orderId: first.id } : null,
  };
}

export interface StatusChange {
  id: string;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  note: string;
  createdAt: Date;
  /** The account that made the change; null once it is gone. */
  changedBy: string | null;
  changedByEmail: string | null;
}

/** The order's status history, oldest first. */
export function orderHistory(db: Db, orderId: string): Promise<StatusChange[]> {
  return db
    .select({
      id: orderStatusChanges.id,
      fromStatus: orderStatusChanges.fromStatus,
      toStatus: orderStatusChanges.toStatus,
      note: orderStatusChanges.note,
      createdAt: orderStatusChanges.createdAt,
      changedBy: orderStatusChanges.changedBy,
      changedByEmail: user.email,
    })
    .from(orderStatusChanges)
    .leftJoin(user, eq(user.id, orderStatusChanges.changedBy))
    .where(eq(orderStatusChanges.orderId, orderId))
    .orderBy(asc(orderStatusChanges.createdAt), asc(orderStatusChanges.id));
}

/** Records that the order exists (its first history entry); part of placing it. */
export async function recordPlaced(db: Db, orderId: string, customerId: string): Promise<void> {
  await db.insert(orderStatusChanges).values({ orderId, fromStatus: null, toStatus: "pending", changedBy: customerId });
}

export const actionTargets = {
  "record-payment": "paid",
  "mark-shipped": "shipped",
  "mark-delivered": "delivered",
  cancel: "cancelled",
} as const satisfies Record<OrderActionInput["intent"], OrderStatus>;

export type ChangeOutcome =
  | { ok: true; order: Order }
  | { ok: false; reason: "not-found" }
  /** The change does not follow from the status the page showed (e.g. shipped -> paid). */
  | { ok: false; reason: "illegal"; current: OrderStatus }
  /** The order changed since the page was shown (another member of staff, another tab). */
  | { ok: false; reason: "stale"; current: OrderStatus }
  | { ok: false; reason: "reference-taken"; otherOrderId: string };

/**
 * Applies a staff action to an order, if its status is still the one the form was made for: the
 * status, the payment details, a history entry and (shipped, cancelled) the customer's e-mail are
 * written together. Two staff clicking at once: the second finds the status changed and is refused.
 */
export async function changeOrderStatus(
  db: Db,
  orderId: string,
  actorId: string,
  action: OrderActionInput,
  { publicUrl }: { publicUrl: string },
): Promise<ChangeOutcome> {
  if (!isItemId(orderId)) return { ok: false, reason: "not-found" };
  const to = actionTargets[action.intent];
  try {
    return await db.transaction(async (txn): Promise<ChangeOutcome> => {
      const tx = txn as unknown as Db;
      const refuse = async (): Promise<ChangeOutcome> => {
        const [found] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
        if (!found) return { ok: false, reason: "not-found" };
        return { ok: false, reason: found.status === action.expectedStatus ? "illegal" : "stale", current: found.status };
      };
      if (!canChangeStatus(action.expectedStatus, to)) return refuse();

      const payment = action.intent === "record-payment" ? { paidWith: action.paidWith, paymentReference: action.reference || null } : {};
      if (payment.paymentReference) {
        const [other] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.paymentReference, payment.paymentReference), sql`${orders.id} <> ${orderId}`));
        if (other) return { ok: false, reason: "reference-taken", otherOrderId: other.id };
      }
      const [order] = await tx
        .update(orders)
        .set({ status: to, ...payment })
        .where(and(eq(orders.id, orderId), eq(orders.status, action.expectedStatus)))
        .returning();
      if (!order) return refuse();

      await tx.insert(orderStatusChanges).values({ orderId, fromStatus: action.expectedStatus, toStatus: to, changedBy: actorId, note: historyNote(action) });
      if (to === "shipped" || to === "cancelled") await enqueueMail(tx, orderStatusMail(order, historyNote(action), publicUrl));
      return { ok: true, order };
    });
  } catch (error) {
    // Another order took the same reference between our check and our write.
    if (isUniqueViolation(error, "orders_payment_reference_unique") && action.intent === "record-payment") {
      const [other] = await db.select({ id: orders.id }).from(orders).where(eq(orders.paymentReference, action.reference));
      if (other) return { ok: false, reason: "reference-taken", otherOrderId: other.id };
    }
    throw error;
  }
}

function historyNote(action: OrderActionInput): string {
  switch (action.intent) {
    case "record-payment":
      return action.reference ? `${paymentMethodLabel(action.paidWith)}, reference ${action.reference}` : paymentMethodLabel(action.paidWith);
    case "mark-shipped":
      return action.note;
    case "cancel":
      return action.reason;
    default:
      return "";
  }
}

/** PostgreSQL's unique_violation on the named constraint, as raised by pg or PGlite (maybe wrapped by Drizzle). */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === "23505") return name === undefined || name === constraint;
  }
  return false;
}

/** The page cursor in a list's URL (`?older=<id>` or `?newer=<id>`); anything else means the first page. */
export function cursorFromUrl(url: URL): OrderCursor | null {
  for (const direction of ["older", "newer"] as const) {
    const orderId = url.searchParams.get(direction);
    if (orderId && isItemId(orderId)) return { direction, orderId };
  }
  return null;
}
