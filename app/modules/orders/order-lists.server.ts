// Owns the lists of orders — a shopper's (My orders) and the shop's (the orders desk) — newest
// first, filtered and searched, paged by keyset so that deep pages stay cheap.
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { orderLines, orders } from "../../db/schema/orders.ts";
import { cardRefunds } from "../../db/schema/payments.ts";
import { isUuid } from "../../lib/ids.ts";
import type { CountryCode } from "../../lib/countries.ts";
import { withoutControlCharacters } from "../../lib/control-characters.ts";
import { orderStatuses, type OrderStatus } from "../../lib/order-status.ts";
import type { PaymentMethod } from "../../lib/payment-methods.ts";
import { normaliseSearch } from "../../lib/search-terms.ts";
import { orderSearchCondition } from "./order-search.server.ts";

export const ordersPerPage = 25;

export interface OrderListFilter {
  /** Only this customer's orders (My orders). */
  userId?: string;
  status?: OrderStatus;
  /** An order number, the start of an order id, part of an e-mail address or of a phone number. */
  search?: string;
  /** Only orders with a line priced at a quantity break. */
  wholesale?: boolean;
}

/** Where a page starts: after (older than) or before (newer than) the order with this id. */
export type OrderCursor = { direction: "older" | "newer"; orderId: string };

/** What both the desk's list and the export show of an order (summaryColumns). */
interface OrderSummary {
  id: string;
  orderNumber: string;
  createdAt: Date;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  name: string;
  phone: string;
  totalCents: number;
  /** A wholesale buyer's business and KRA PIN when the order was placed; null: retail. */
  businessName: string | null;
  kraPin: string | null;
}

export interface OrderListEntry extends OrderSummary {
  email: string;
  itemCount: number;
}

export interface OrderListPage {
  entries: OrderListEntry[];
  /** Cursors of the neighbouring pages, null where there is none. */
  older: OrderCursor | null;
  newer: OrderCursor | null;
}

const emptyPage: OrderListPage = { entries: [], older: null, newer: null };

/**
 * The orders desk's filter in its URL (`?status=paid&q=0712`), as the desk and its CSV export read
 * it: an unknown status means all; `query` is the search as typed (normalised), "" for none.
 */
export function deskFilterFromUrl(url: URL): { filter: OrderListFilter; query: string } {
  const rawStatus = url.searchParams.get("status") ?? "";
  const status = (orderStatuses as readonly string[]).includes(rawStatus)
    ? (rawStatus as OrderStatus)
    : undefined;
  // Control characters match no e-mail, phone or order number, and a NUL is refused by the database.
  const raw = url.searchParams.get("q");
  const query = normaliseSearch(raw === null ? undefined : withoutControlCharacters(raw, " "));
  const wholesale = url.searchParams.get("wholesale") === "1" ? true : undefined;
  return { filter: { status, search: query === "" ? undefined : query, wholesale }, query };
}

/** Orders older than (newer than) the one with this id, in the lists' order: the keyset condition of a page. */
function beyond(orderId: string, direction: OrderCursor["direction"]): SQL {
  const anchor = sql`(select ${orders.createdAt}, ${orders.id} from ${orders} where ${orders.id} = ${orderId})`;
  return direction === "older"
    ? sql`(${orders.createdAt}, ${orders.id}) < ${anchor}`
    : sql`(${orders.createdAt}, ${orders.id}) > ${anchor}`;
}

/** The conditions of a filter; null when its search cannot match anything. */
function orderFilterConditions(filter: OrderListFilter): SQL[] | null {
  const conditions: SQL[] = [];
  if (filter.userId !== undefined) conditions.push(eq(orders.userId, filter.userId));
  if (filter.status !== undefined) conditions.push(eq(orders.status, filter.status));
  if (filter.wholesale) conditions.push(eq(orders.wholesale, true));
  if (filter.search !== undefined) {
    const search = orderSearchCondition(filter.search);
    if (!search.ok) return null;
    conditions.push(search.where);
  }
  return conditions;
}

/** The columns of an OrderSummary. */
const summaryColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  createdAt: orders.createdAt,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  name: orders.shippingName,
  phone: orders.shippingPhone,
  totalCents: orders.totalCents,
  businessName: orders.businessName,
  kraPin: orders.kraPin,
};

/** One page of orders, newest first. */
export async function listOrders(
  db: Db,
  filter: OrderListFilter,
  cursor: OrderCursor | null = null,
): Promise<OrderListPage> {
  const conditions = orderFilterConditions(filter);
  if (!conditions) return emptyPage;
  const newerFirst = !cursor || cursor.direction === "older";
  if (cursor) {
    if (!isUuid(cursor.orderId)) return emptyPage;
    conditions.push(beyond(cursor.orderId, cursor.direction));
  }
  const rows = await db
    .select({
      ...summaryColumns,
      email: orders.shippingEmail,
      // Spelled out: Drizzle leaves column names unqualified in a one-table query, which would bind to order_lines here.
      itemCount: sql<number>`(select coalesce(sum(ol.quantity), 0)::int from ${orderLines} ol where ol.order_id = "orders"."id")`,
    })
    .from(orders)
    .where(and(...conditions))
    .orderBy(
      ...(newerFirst
        ? [desc(orders.createdAt), desc(orders.id)]
        : [asc(orders.createdAt), asc(orders.id)]),
    )
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

export interface ExportedOrder extends OrderSummary {
  city: string;
  country: CountryCode;
  deliveryFeeCents: number;
  lines: { name: string; sizeLabel: string | null; quantity: number }[];
  /** How it was paid and its reference (an M-Pesa receipt, a card's confirmation code), once paid. */
  paidWith: PaymentMethod | null;
  paymentReference: string | null;
  /** Card refunds Pesapal accepted. */
  refundedCents: number;
}

/**
 * Every order a filter shows, newest first, a page at a time (the desk's keyset pages, `pageSize`
 * orders and their lines per step): what is read is never more than one page, however many match.
 */
export async function* orderPagesForExport(
  db: Db,
  filter: OrderListFilter,
  pageSize: number,
): AsyncGenerator<ExportedOrder[]> {
  const conditions = orderFilterConditions(filter);
  if (!conditions) return;
  let after: string | null = null;
  for (;;) {
    const page = await db
      .select({
        ...summaryColumns,
        city: orders.shippingCity,
        country: orders.shippingCountry,
        deliveryFeeCents: orders.deliveryFeeCents,
        paidWith: orders.paidWith,
        paymentReference: orders.paymentReference,
        // In the page's one query: card refunds are few, and an order has at most one that counts.
        // ("orders"."id" written out: drizzle leaves a column of the outer select unqualified here.)
        refundedCents: sql<number>`(select coalesce(sum(${cardRefunds.amountCents}), 0)::float8 from ${cardRefunds}
          where ${cardRefunds.orderId} = "orders"."id" and ${cardRefunds.state} = 'accepted')`,
      })
      .from(orders)
      .where(and(...conditions, ...(after ? [beyond(after, "older")] : [])))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize);
    if (page.length === 0) return;
    const lines = await db
      .select({
        orderId: orderLines.orderId,
        name: orderLines.name,
        sizeLabel: orderLines.sizeLabel,
        quantity: orderLines.quantity,
      })
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          page.map((order) => order.id),
        ),
      )
      .orderBy(asc(orderLines.orderId), asc(orderLines.name), asc(orderLines.id));
    const linesOf = new Map<string, ExportedOrder["lines"]>();
    for (const { orderId, ...line } of lines)
      linesOf.set(orderId, [...(linesOf.get(orderId) ?? []), line]);
    yield page.map((order) => ({
      ...order,
      refundedCents: Number(order.refundedCents),
      lines: linesOf.get(order.id) ?? [],
    }));
    if (page.length < pageSize) return;
    after = page.at(-1)!.id;
  }
}
