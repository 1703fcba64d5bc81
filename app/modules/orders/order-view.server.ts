// Owns reading one order for a page: the order, its lines and its history, for its customer or
// staff only (anyone else learns nothing, not even that it exists), as plain data for a page
// (times in the shop's zone; who made a change is shown to staff only).
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { orderLines, orders, type Order, type OrderLine } from "../../db/schema/orders.ts";
import type { Language } from "../../i18n/languages.ts";
import { formatShopTime } from "../../lib/dates.ts";
import { isUuid } from "../../lib/ids.ts";
import { orderHistory } from "./history.server.ts";

export interface OrderWithLines {
  order: Order;
  lines: OrderLine[];
}

interface Viewer {
  id: string;
  role: string;
}

/**
 * The order alone (the success page after Place Order, its payment checks and retries need no
 * lines), for its owner or an admin; undefined for anyone else, a malformed id or no such order.
 */
export async function findOrderForViewer(
  db: Db,
  orderId: string,
  viewer: Viewer,
): Promise<Order | undefined> {
  if (!isUuid(orderId)) return undefined;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || (order.userId !== viewer.id && viewer.role !== "admin")) return undefined;
  return order;
}

/** The order with its lines, for its owner or an admin; undefined for anyone else, a malformed id or no such order. */
export async function getOrderForViewer(
  db: Db,
  orderId: string,
  viewer: Viewer,
): Promise<OrderWithLines | undefined> {
  const order = await findOrderForViewer(db, orderId, viewer);
  if (!order) return undefined;
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.name));
  return { order, lines };
}

/**
 * An order as every list of orders (My orders, the orders desk) shows it first: its id for the link,
 * its number, and when it was placed, in the shop's time zone.
 */
export function orderInList(
  order: { id: string; orderNumber: string; createdAt: Date },
  lang: Language,
) {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    placedAt: formatShopTime(order.createdAt, lang),
  };
}

export async function viewOrder(
  db: Db,
  orderId: string,
  viewer: Viewer,
  { forStaff, lang }: { forStaff: boolean; lang: Language },
) {
  const found = await getOrderForViewer(db, orderId, viewer);
  if (!found) return undefined;
  const { order, lines } = found;
  const history = await orderHistory(db, order.id);
  return {
    order: {
      id: order.id,
      orderNumber: order.orderNumber,
      createdAt: formatShopTime(order.createdAt, lang),
      status: order.status,
      paymentMethod: order.paymentMethod,
      paidWith: order.paidWith,
      paymentReference: order.paymentReference,
      shipping: {
        name: order.shippingName,
        email: order.shippingEmail,
        address: order.shippingAddress,
        phone: order.shippingPhone,
        city: order.shippingCity,
        postalCode: order.shippingPostalCode,
        country: order.shippingCountry,
      },
      deliveryFeeCents: order.deliveryFeeCents,
      // The delivery zone that set the fee (staff only; null: the default fee, or before zones).
      ...(forStaff ? { deliveryZone: order.deliveryZone } : {}),
      totalCents: order.totalCents,
      /** A wholesale buyer's business and KRA PIN when the order was placed; null: retail. */
      businessName: order.businessName,
      kraPin: order.kraPin,
    },
    // The line as the customer ordered it; its total comes from the pricing function where shown.
    lines: lines.map(({ id, orderId: _orderId, lineTotalCents: _lineTotal, ...line }) => ({
      key: id,
      ...line,
    })),
    history: history.map((change) => ({
      id: change.id,
      toStatus: change.toStatus,
      placed: change.fromStatus === null,
      at: formatShopTime(change.createdAt, lang),
      note: change.note,
      paidWith: change.paidWith,
      emailed: change.emailed,
      // Staff see who made each change: an e-mail, "" for a former account, null for the shop itself.
      ...(forStaff ? { by: change.actor === "system" ? null : (change.changedByEmail ?? "") } : {}),
    })),
  };
}
