// Owns how an order is shown to its customer and to staff: the order, its lines and its history,
// as plain data for a page (times formatted in the shop's zone; who made a change only for staff).
import type { Db } from "../../db/client.server.ts";
import { countryName } from "../../lib/countries.ts";
import { formatShopTime } from "../../lib/dates.ts";
import { getOrderForViewer } from "./orders.server.ts";
import { orderHistory } from "./order-desk.server.ts";

export type OrderView = NonNullable<Awaited<ReturnType<typeof viewOrder>>>;

/** The order for its owner or an admin; undefined for anyone else, a malformed id or no such order. */
export async function viewOrder(db: Db, orderId: string, viewer: { id: string; role: string }, { forStaff }: { forStaff: boolean }) {
  const found = await getOrderForViewer(db, orderId, viewer);
  if (!found) return undefined;
  const { order, lines } = found;
  const history = await orderHistory(db, order.id);
  return {
    order: {
      id: order.id,
      createdAt: formatShopTime(order.createdAt),
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
        country: countryName(order.shippingCountry),
      },
      itemsTotalCents: order.itemsTotalCents,
      deliveryFeeCents: order.deliveryFeeCents,
      totalCents: order.totalCents,
    },
    lines: lines.map((line) => ({
      key: line.id,
      itemId: line.itemId,
      name: line.name,
      type: line.type,
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
      instructions: line.instructions,
      lineTotalCents: line.lineTotalCents,
    })),
    history: history.map((change) => ({
      id: change.id,
      toStatus: change.toStatus,
      placed: change.fromStatus === null,
      at: formatShopTime(change.createdAt),
      note: change.note,
      ...(forStaff ? { by: change.changedByEmail ?? "a former account" } : {}),
    })),
  };
}
