// Owns placing orders and reading them back. Placing is one transaction: the cart at current
// prices becomes an order with a snapshot of its lines, the cart is emptied and the confirmation
// e-mail is queued — all or nothing, and once per checkout form (its one-time key).
import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { user } from "../../db/schema/accounts.ts";
import { cartLines, orderLines, orders, type Order, type OrderLine } from "../../db/schema/orders.ts";
import { getCart } from "../cart/cart.server.ts";
import { isItemId } from "../catalogue/catalogue.server.ts";
import { orderConfirmationMail, type ShopContact } from "../mail/messages.server.ts";
import { enqueueMail } from "../mail/outbox.server.ts";
import type { CheckoutInput } from "./checkout-form.ts";
import { recordPlaced } from "./order-desk.server.ts";

export type { Order, OrderLine };

export interface OrderWithLines {
  order: Order;
  lines: OrderLine[];
}

export type PlaceOutcome = { ok: true; orderId: string; repeated: boolean } | { ok: false; reason: "empty-cart" };

export interface PlaceOptions {
  deliveryFeeCents: number;
  publicUrl: string;
  shop: ShopContact;
}

export async function placeOrder(db: Db, userId: string, input: CheckoutInput, options: PlaceOptions): Promise<PlaceOutcome> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    // One checkout at a time per user: a second submit of the same form waits here, then finds
    // the order the first one placed.
    await tx.execute(sql`select 1 from ${user} where ${user.id} = ${userId} for update`);
    const [existing] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, input.idempotencyKey)));
    if (existing) return { ok: true as const, orderId: existing.id, repeated: true };

    const cart = await getCart(tx, userId);
    if (cart.lines.length === 0) return { ok: false as const, reason: "empty-cart" as const };

    const orderId = randomUUID();
    const [order] = await tx
      .insert(orders)
      .values({
        id: orderId,
        userId,
        idempotencyKey: input.idempotencyKey,
        paymentMethod: input.paymentMethod,
        shippingName: input.name,
        shippingEmail: input.email,
        shippingAddress: input.address,
        shippingPhone: input.phone,
        shippingCity: input.city,
        shippingPostalCode: input.postalCode,
        shippingCountry: input.country,
        itemsTotalCents: cart.totalCents,
        deliveryFeeCents: options.deliveryFeeCents,
        totalCents: cart.totalCents + options.deliveryFeeCents,
      })
      .returning();
    const lines = await tx
      .insert(orderLines)
      .values(
        cart.lines.map((line) => ({
          orderId,
          itemId: line.itemId,
          name: line.name,
          type: line.type,
          unitPriceCents: line.unitPriceCents,
          quantity: line.quantity,
          instructions: line.instructions,
          lineTotalCents: line.lineTotalCents,
        })),
      )
      .returning();
    await recordPlaced(tx, orderId, userId);
    await tx.delete(cartLines).where(eq(cartLines.userId, userId));
    await enqueueMail(tx, orderConfirmationMail({ order: order!, lines }, options.publicUrl, options.shop));
    return { ok: true as const, orderId, repeated: false };
  });
}

/** The order with its lines, for its owner or an admin; undefined for anyone else or no such order. */
export async function getOrderForViewer(
  db: Db,
  orderId: string,
  viewer: { id: string; role: string },
): Promise<OrderWithLines | undefined> {
  if (!isItemId(orderId)) return undefined;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || (order.userId !== viewer.id && viewer.role !== "admin")) return undefined;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.name));
  return { order, lines };
}
