// Owns placing an order. One transaction: the cart at current prices becomes an order with a
// snapshot of its lines, their stock is taken (never below zero), its history starts, the cart is
// emptied and the confirmation e-mail and SMS are queued — all or nothing, and once per checkout form (its
// one-time key). Few statements: on PGlite every other shopper waits while this transaction is open.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { isUniqueViolation } from "../../db/errors.server.ts";
import { user } from "../../db/schema/accounts.ts";
import { cartLines } from "../../db/schema/cart.ts";
import { orderLines, orders } from "../../db/schema/orders.ts";
import { wholesaleAccounts } from "../../db/schema/wholesale.ts";
import { defaultLanguage, type Language } from "../../i18n/languages.ts";
import type { DeliveryRules } from "../../lib/delivery.ts";
import { newOrderNumber } from "../../lib/order-number.ts";
import type { PaymentMethod } from "../../lib/payment-methods.ts";
import { quoteDelivered } from "../../lib/pricing.ts";
import { getCart } from "../cart/index.server.ts";
import { takeStock } from "../catalogue/index.server.ts";
import { orderConfirmationMail, mailInsert, type ShopContact } from "../mail/index.server.ts";
import { approvedAccountOf } from "../wholesale/index.server.ts";
import { orderPlacedSms, smsInsert } from "../sms/index.server.ts";
import type { CheckoutInput } from "./checkout-form.ts";
import { statusChangeInsert } from "./history.server.ts";

export type PlaceOutcome =
  /** A new order, with what its payment is asked for (nothing to read back). */
  | {
      ok: true;
      orderId: string;
      orderNumber: string;
      repeated: false;
      paymentMethod: PaymentMethod;
      totalCents: number;
    }
  /** The form was posted before: the order it placed then. */
  | { ok: true; orderId: string; repeated: true }
  | { ok: false; reason: "empty-cart" }
  /** The total is not what the page showed (a price, an item, the delivery fee or the address's zone changed): nothing was placed. */
  | { ok: false; reason: "total-changed"; totalCents: number }
  /** Above the largest order taken online. */
  | { ok: false; reason: "over-limit"; maxCents: number }
  /** The account placed its hour's orders already. */
  | { ok: false; reason: "too-many-orders"; limit: number }
  /** A wholesale-priced item's quantity is not a whole number of packs: nothing was placed. */
  | { ok: false; reason: "pack-size"; name: string; packSize: number }
  /** A line asks for more than is left (another shopper took it): nothing was placed. */
  | { ok: false; reason: "out-of-stock"; name: string; sizeLabel: string | null; left: number };

/** Thrown inside the transaction to undo it when stock runs short; never leaves this module. */
class OutOfStock extends Error {
  readonly outcome: PlaceOutcome;
  constructor(outcome: PlaceOutcome) {
    super("out of stock");
    this.outcome = outcome;
  }
}

export interface PlaceOptions {
  /** The shop's delivery zones and fees as they are now (the fee is computed here, in the transaction). */
  delivery: DeliveryRules;
  publicUrl: string;
  shop: ShopContact;
  /** The language the customer shops in (absent: English): the order's e-mails are written in it. */
  language?: Language;
  /** The phone that gets an SMS for every new order (settings' Order alerts phone), if any. */
  alertsPhone?: string | null;
  /** The largest order total taken online (Ksh cents); absent: no limit. */
  maxTotalCents?: number;
  /** Orders per account per hour; absent or 0: no limit. */
  ordersPerHour?: number;
  /** Makes the order number (tests give one that clashes); absent: a random one. */
  orderNumber?: () => string;
  /** Orders per hour for an approved wholesale buyer; absent: ordersPerHour. */
  wholesaleOrdersPerHour?: number;
}

/** Tries with a new number after a clash on the unique index: two clashes in a row are all but impossible. */
const numberAttempts = 3;

export async function placeOrder(
  db: Db,
  userId: string,
  input: CheckoutInput,
  options: PlaceOptions,
): Promise<PlaceOutcome> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await placeInTransaction(db, userId, input, options);
    } catch (error) {
      if (error instanceof OutOfStock) return error.outcome;
      // The whole transaction was undone: placing again takes the same cart and stock afresh.
      if (attempt < numberAttempts && isUniqueViolation(error, "orders_order_number_unique"))
        continue;
      throw error;
    }
  }
}

function placeInTransaction(
  db: Db,
  userId: string,
  input: CheckoutInput,
  options: PlaceOptions,
): Promise<PlaceOutcome> {
  return db.transaction(async (tx) => {
    // One checkout at a time per user: a second submit of the same form waits here, then finds
    // the order the first one placed.
    await tx.execute(sql`select 1 from ${user} where ${user.id} = ${userId} for update`);
    // One statement after the lock (not part of it: only a statement begun after the lock sees what
    // a parallel checkout of the account committed): this form's order, if placed; the hour's
    // count; and the buyer's standing as it is now (an account ended meanwhile pays retail).
    const counted = options.ordersPerHour || options.wholesaleOrdersPerHour;
    const hourCount = counted
      ? sql`(select count(*)::int from ${orders} where ${orders.userId} = ${userId} and ${orders.createdAt} > now() - interval '1 hour')`
      : sql`0`;
    const [before] = await tx
      .select({
        existingId: sql<
          string | null
        >`(select ${orders.id} from ${orders} where ${orders.userId} = ${userId} and ${orders.idempotencyKey} = ${input.idempotencyKey})`,
        lastHour: sql<number>`${hourCount}`,
        businessName: wholesaleAccounts.businessName,
        kraPin: wholesaleAccounts.kraPin,
      })
      .from(sql`(select 1) as one`)
      .leftJoin(wholesaleAccounts, approvedAccountOf(userId));
    if (before!.existingId)
      return { ok: true as const, orderId: before!.existingId, repeated: true as const };
    const { businessName, kraPin } = before!;
    const business = businessName !== null && kraPin !== null ? { businessName, kraPin } : null;
    const ordersPerHour = business
      ? (options.wholesaleOrdersPerHour ?? options.ordersPerHour)
      : options.ordersPerHour;
    if (ordersPerHour && before!.lastHour >= ordersPerHour)
      return { ok: false as const, reason: "too-many-orders" as const, limit: ordersPerHour };

    // Priced for the buyer's standing read above, in this transaction.
    const cart = await getCart(tx, userId, { buyer: business ? "wholesale" : "retail" });
    if (cart.lines.length === 0) return { ok: false as const, reason: "empty-cart" as const };
    const shipTo = { city: input.city, country: input.country };
    const priced = quoteDelivered(cart.lines, options.delivery, shipTo);
    const { totalCents } = priced;
    if (input.shownTotalCents !== undefined && input.shownTotalCents !== totalCents) {
      return { ok: false as const, reason: "total-changed" as const, totalCents };
    }
    const [short] = cart.packShort;
    if (short)
      return {
        ok: false as const,
        reason: "pack-size" as const,
        name: short.name,
        packSize: short.packSize,
      };
    if (options.maxTotalCents !== undefined && totalCents > options.maxTotalCents) {
      return { ok: false as const, reason: "over-limit" as const, maxCents: options.maxTotalCents };
    }
    const taken = await takeStock(tx, cart.lines);
    if (!taken.ok) {
      const line = cart.lines.find(
        (candidate) =>
          candidate.itemId === taken.short.itemId && candidate.sizeId === taken.short.sizeId,
      )!;
      throw new OutOfStock({
        ok: false,
        reason: "out-of-stock",
        name: line.name,
        sizeLabel: line.sizeLabel,
        left: taken.left,
      });
    }
    const orderId = randomUUID();
    const orderNumber = (options.orderNumber ?? newOrderNumber)();
    const order = {
      id: orderId,
      orderNumber,
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
      itemsTotalCents: priced.itemsCents,
      deliveryFeeCents: priced.deliveryCents,
      deliveryZone: priced.deliveryZone,
      totalCents: priced.totalCents,
      language: options.language ?? defaultLanguage,
      wholesale: priced.wholesale,
      businessName: business?.businessName ?? null,
      kraPin: business?.kraPin ?? null,
    };
    const lines = priced.lines.map((line) => ({
      orderId,
      itemId: line.itemId,
      name: line.name,
      type: line.type,
      sizeId: line.sizeId,
      sizeLabel: line.sizeLabel,
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
      instructions: line.instructions,
      lineTotalCents: line.lineTotalCents,
      wholesale: line.wholesale,
    }));
    const confirmation = orderConfirmationMail({ order, lines }, options.publicUrl, options.shop);
    const texts = orderPlacedSms(order, {
      mpesaNumber: options.shop.mpesaNumber,
      alertsPhone: options.alertsPhone,
    });
    // Every write of the order is one statement: each statement is a round trip during which the
    // transaction holds PGlite's one connection and every other shopper's query waits. Foreign keys
    // are checked at the statement's end, so the lines may name the new order; Drizzle puts each
    // embedded statement in parentheses.
    await tx.execute(sql`with
      placed as ${tx.insert(orders).values(order)},
      placed_lines as ${tx.insert(orderLines).values(lines)},
      history as ${statusChangeInsert(tx, { orderId, fromStatus: null, toStatus: "pending", actor: "customer", changedBy: userId })},
      queued as ${mailInsert(tx, confirmation)},
      texted as ${smsInsert(tx, texts)},
      emptied as ${tx.delete(cartLines).where(eq(cartLines.userId, userId))}
      select 1`);
    return {
      ok: true as const,
      orderId,
      orderNumber,
      repeated: false as const,
      paymentMethod: input.paymentMethod,
      totalCents,
    };
  });
}
