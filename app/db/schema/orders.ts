// Owns the cart and order tables: a user's cart lines, and placed orders with their lines kept as
// a snapshot (an order stays as it was when the catalogue changes).
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { orderStatuses, type OrderStatus } from "../../lib/order-status.ts";
import { user } from "./accounts.ts";
import { items } from "./catalogue.ts";

export const cartLines = pgTable(
  "cart_lines",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    // Deleting an item removes it from every cart.
    itemId: uuid("item_id")
      .notNull()
      .references(() => items.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    instructions: text("instructions").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("cart_lines_user_item_unique").on(t.userId, t.itemId),
    check("cart_lines_quantity_range", sql`${t.quantity} between 1 and 10000`),
    check("cart_lines_instructions_length", sql`char_length(${t.instructions}) <= 500`),
  ],
);

export { orderStatuses, type OrderStatus };

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id),
    /** The checkout form's one-time key: a resubmitted form finds its order instead of placing another. */
    idempotencyKey: text("idempotency_key").notNull(),
    status: text("status").$type<OrderStatus>().notNull().default("pending"),
    paymentMethod: text("payment_method").notNull(),
    shippingName: text("shipping_name").notNull(),
    shippingEmail: text("shipping_email").notNull(),
    shippingAddress: text("shipping_address").notNull(),
    shippingPhone: text("shipping_phone").notNull(),
    shippingCity: text("shipping_city").notNull(),
    shippingPostalCode: text("shipping_postal_code").notNull(),
    shippingCountry: text("shipping_country").notNull(),
    itemsTotalCents: integer("items_total_cents").notNull(),
    deliveryFeeCents: integer("delivery_fee_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    /** How the shop was paid, as staff recorded it (may differ from the method chosen at checkout). */
    paidWith: text("paid_with"),
    /** The payment's reference (an M-Pesa transaction code...), upper-cased; one order per reference. */
    paymentReference: text("payment_reference"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("orders_user_key_unique").on(t.userId, t.idempotencyKey),
    // Newest first, in the null order of `order by ... desc` (NULLS FIRST): an index in another null
    // order cannot serve the sort, and 100,000 orders were then read whole and sorted (bench:orders).
    // My orders.
    index("orders_user_created_idx").on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The orders desk.
    index("orders_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The orders desk: a status filter.
    index("orders_status_created_idx").on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The orders desk's search: any part of the e-mail, or of the phone number's digits.
    index("orders_email_trgm_idx").using("gin", sql`lower(${t.shippingEmail}) gin_trgm_ops`),
    index("orders_phone_digits_trgm_idx").using("gin", sql`regexp_replace(${t.shippingPhone}, '[^0-9]', '', 'g') gin_trgm_ops`),
    uniqueIndex("orders_payment_reference_unique").on(t.paymentReference),
    check("orders_status_known", sql`${t.status} in ('pending', 'paid', 'shipped', 'delivered', 'cancelled')`),
    check("orders_payment_known", sql`${t.paymentMethod} in ('creditcard', 'mpesa', 'cashondelivery')`),
    check("orders_total_adds_up", sql`${t.totalCents} = ${t.itemsTotalCents} + ${t.deliveryFeeCents}`),
    check("orders_paid_with_known", sql`${t.paidWith} is null or ${t.paidWith} in ('creditcard', 'mpesa', 'cashondelivery')`),
  ],
);

/** Every status an order has had: who set it, when, and the staff's note (courier, reason, payment). */
export const orderStatusChanges = pgTable(
  "order_status_changes",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** Null for the placing of the order. */
    fromStatus: text("from_status").$type<OrderStatus>(),
    toStatus: text("to_status").$type<OrderStatus>().notNull(),
    /** Who made the change; null once that account is gone. */
    changedBy: text("changed_by").references(() => user.id, { onDelete: "set null" }),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("order_status_changes_order_idx").on(t.orderId, t.createdAt),
    check("order_status_changes_note_length", sql`char_length(${t.note}) <= 500`),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The item as it was; no foreign key, so deleting the item leaves the order whole. */
    itemId: uuid("item_id").notNull(),
    name: text("name").notNull(),
    type: text("type").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    quantity: integer("quantity").notNull(),
    instructions: text("instructions").notNull(),
    lineTotalCents: integer("line_total_cents").notNull(),
  },
  (t) => [index("order_lines_order_idx").on(t.orderId)],
);

export type Order = typeof orders.$inferSelect;
export type OrderLine = typeof orderLines.$inferSelect;
export type OrderStatusChange = typeof orderStatusChanges.$inferSelect;
