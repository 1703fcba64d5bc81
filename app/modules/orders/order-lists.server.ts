// Owns the lists of orders — a shopper's (My orders) and the shop's (the orders desk) — newest
// first, filtered and searched, paged by keyset so that deep pages stay cheap.
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { orderLines, orders } from "../../db/schema/orders.ts";
import { isUuid } from "../../lib/ids.ts";
import type { OrderStatus } from "../../lib/order-status.ts";
import type { PaymentMethod } from "../../lib/payment-methods.ts";
import { orderSearchCondition } from "./order-search.server.ts";

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
  paymentMethod: PaymentMethod;
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

const emptyPage: OrderListPage = { entries: [], older: null, newer: null };

/** The conditions of a filter; null when its search cannot match anything. */
function orderFilterConditions(filter: OrderListFilter): SQL[] | null {
  const conditions: SQL[] = [];
  if (filter.userId !== undefined) conditions.push(eq(orders.userId, filter.userId));
  if (filter.status !== undefined) conditions.push(eq(orders.status, filter.status));
  if (filter.search !== undefined) {
    const search = orderSearchCondition(filter.search);
    if (!search.ok) return null;
    conditions.push(search.where);
  }
  return conditions;
}

/** One page of orders, newest first. */
export async function listOrders(db: Db, filter: OrderListFilter, cursor: OrderCursor | null = null): Promise<OrderListPage> {
  const conditions = orderFilterConditions(filter);
  if (!conditions) return emptyPage;
  const newerFirst = !cursor || cursor.direction === "older";
  if (cursor) {
    if (!isUuid(cursor.orderId)) return emptyPage;
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

/** The page cursor in a list's URL (`?older=<id>` or `?newer=<id>`); anything else means the first page. */
export function cursorFromUrl(url: URL): OrderCursor | null {
  for (const direction of ["older", "newer"] as const) {
    const orderId = url.searchParams.get(direction);
    if (orderId && isUuid(orderId)) return { direction, orderId };
  }
  return null;
}
