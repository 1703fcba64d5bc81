// Owns the checks on a stopped shop's database after orders were placed through its forms (the crash
// test, the checkout benchmark, the soak run): one function per rule, each returning what breaks
// it as sentences, so that a script prints them and a test expects none.
import { count, eq, sum } from "drizzle-orm";
import { openDatabase, type DatabaseTarget, type Db } from "../../app/db/client.server.ts";
import { outbox } from "../../app/db/schema/mail.ts";
import { cartLines } from "../../app/db/schema/cart.ts";
import { orderLines, orders } from "../../app/db/schema/orders.ts";

export interface StoredOrder {
  id: string;
  key: string;
  lines: number;
  itemsTotalCents: number;
  linesTotalCents: number;
  confirmationMails: number;
}

/** What the database holds about orders. */
export interface OrderBook {
  orders: StoredOrder[];
  cartLines: number;
  outboxMessages: number;
}

/** An order the shop acknowledged: the one-time key posted, the order id answered, the lines the cart held. */
export interface AcknowledgedOrder {
  key: string;
  orderId: string;
  lines: number;
}

/**
 * The one rule for finding an order's confirmation e-mail: the outbox row of kind
 * "order-confirmation" that carries the order's id, never a match on the message's text. Counted
 * per order id.
 */
async function confirmationMailsPerOrder(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ orderId: outbox.orderId, mails: count() })
    .from(outbox)
    .where(eq(outbox.kind, "order-confirmation"))
    .groupBy(outbox.orderId);
  return new Map(rows.flatMap((row) => (row.orderId ? [[row.orderId, row.mails] as const] : [])));
}

/** Opens the database of a stopped shop (PGlite allows one process), reads its orders, closes it. */
export async function readOrderBook(target: DatabaseTarget): Promise<OrderBook> {
  const database = await openDatabase(target);
  try {
    const { db } = database;
    const stored = await db
      .select({
        id: orders.id,
        key: orders.idempotencyKey,
        itemsTotalCents: orders.itemsTotalCents,
      })
      .from(orders);
    const lineFigures = await db
      .select({
        orderId: orderLines.orderId,
        lines: count(),
        totalCents: sum(orderLines.lineTotalCents),
      })
      .from(orderLines)
      .groupBy(orderLines.orderId);
    const linesOf = new Map(lineFigures.map((row) => [row.orderId, row]));
    const mailsOf = await confirmationMailsPerOrder(db);
    const [cart] = await db.select({ n: count() }).from(cartLines);
    const [mail] = await db.select({ n: count() }).from(outbox);
    return {
      orders: stored.map((order) => ({
        ...order,
        lines: linesOf.get(order.id)?.lines ?? 0,
        linesTotalCents: Number(linesOf.get(order.id)?.totalCents ?? 0),
        confirmationMails: mailsOf.get(order.id) ?? 0,
      })),
      cartLines: cart!.n,
      outboxMessages: mail!.n,
    };
  } finally {
    await database.close();
  }
}

/** Every acknowledged order is stored, under the key that was posted, with the lines its cart held. */
export function acknowledgedOrdersNotStored(
  book: OrderBook,
  acknowledged: AcknowledgedOrder[],
): string[] {
  const byId = new Map(book.orders.map((order) => [order.id, order]));
  return acknowledged.flatMap(({ key, orderId, lines }) => {
    const order = byId.get(orderId);
    if (!order) return [`order ${orderId} (key ${key}) was acknowledged but is not stored`];
    if (order.key !== key)
      return [`order ${orderId} was acknowledged for key ${key}, the table has key ${order.key}`];
    if (order.lines !== lines)
      return [`order ${orderId} has ${order.lines} lines, the cart had ${lines}`];
    return [];
  });
}

/** No one-time key has two orders. */
export function keysWithSeveralOrders(book: OrderBook): string[] {
  const ordersPerKey = new Map<string, number>();
  for (const { key } of book.orders) ordersPerKey.set(key, (ordersPerKey.get(key) ?? 0) + 1);
  return [...ordersPerKey].filter(([, n]) => n > 1).map(([key, n]) => `key ${key} has ${n} orders`);
}

/** As many orders as expected: none lost, none doubled. */
export function orderCountDiffers(book: OrderBook, expected: number, what: string): string[] {
  return book.orders.length === expected
    ? []
    : [`orders table has ${book.orders.length} rows for ${expected} ${what}`];
}

export function ordersWithoutLines(book: OrderBook): string[] {
  return book.orders
    .filter((order) => order.lines === 0)
    .map((order) => `order ${order.id} has no lines`);
}

/** Exactly one confirmation e-mail per order, queued in the order's own transaction. */
export function ordersWithoutOneConfirmation(book: OrderBook): string[] {
  return book.orders
    .filter((order) => order.confirmationMails !== 1)
    .map(
      (order) =>
        `order ${order.id} has ${order.confirmationMails} confirmation e-mails in the outbox`,
    );
}

export function totalsDifferingFromLines(book: OrderBook): string[] {
  return book.orders
    .filter((order) => order.itemsTotalCents !== order.linesTotalCents)
    .map((order) => `order ${order.id}: items total differs from the sum of its lines`);
}

/** Every cart was checked out: no line is left in any cart. */
export function cartLinesLeft(book: OrderBook): string[] {
  return book.cartLines === 0 ? [] : [`cart_lines still has ${book.cartLines} rows`];
}

/** The outbox holds the orders' confirmations and nothing else (for runs that send no other mail). */
export function outboxBeyondConfirmations(book: OrderBook): string[] {
  return book.outboxMessages === book.orders.length
    ? []
    : [`mail_outbox has ${book.outboxMessages} rows for ${book.orders.length} orders`];
}
