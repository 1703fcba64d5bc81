// Owns the order tables: placed orders with their lines kept as a snapshot (an order stays as it
// was when the catalogue changes) and their history.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { orderStatuses, type OrderStatus } from "../../lib/order-status.ts";
import type { CountryCode } from "../../lib/countries.ts";
import { languages, type Language } from "../../i18n/languages.ts";
import { paymentMethodValues, type PaymentMethod } from "../../lib/payment-methods.ts";
import { checkoutRules, type ShippingField } from "../../lib/rules/checkout.ts";
import { orderDeskRules } from "../../lib/rules/order-desk.ts";
import { byAccount, user } from "./accounts.ts";
import { charLength, oneOf } from "./checks.ts";
import { cents, randomId, writtenAt } from "./columns.ts";

export { orderStatuses, type OrderStatus };

/** The shipping fields, named as the checkout form names them (`postalCode`: `shippingPostalCode`). */
const shippingFields = Object.keys(checkoutRules) as ShippingField[];
const capitalised = <Word extends string>(word: Word) =>
  `${word[0]!.toUpperCase()}${word.slice(1)}` as Capitalize<Word>;

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey(),
    /**
     * The short name people read and type (app/lib/order-number.ts); the shop always sets it. The
     * default (12 random hex characters) only fills rows that existed before the column: the
     * migration then gives them their old short id.
     */
    orderNumber: text("order_number")
      .notNull()
      .default(sql`upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12))`),
    userId: text("user_id")
      .notNull()
      .references(() => user.id),
    /** The checkout form's one-time key: a resubmitted form finds its order instead of placing another. */
    idempotencyKey: text("idempotency_key").notNull(),
    status: text("status").$type<OrderStatus>().notNull().default("pending"),
    paymentMethod: text("payment_method").$type<PaymentMethod>().notNull(),
    shippingName: text("shipping_name").notNull(),
    shippingEmail: text("shipping_email").notNull(),
    shippingAddress: text("shipping_address").notNull(),
    shippingPhone: text("shipping_phone").notNull(),
    shippingCity: text("shipping_city").notNull(),
    shippingPostalCode: text("shipping_postal_code").notNull(),
    shippingCountry: text("shipping_country").$type<CountryCode>().notNull(),
    // 64-bit: a wholesale order of three items at Ksh 10,000,000 passes what 32 bits hold.
    itemsTotalCents: cents("items_total_cents").notNull(),
    deliveryFeeCents: cents("delivery_fee_cents").notNull(),
    /** The delivery zone whose fee was charged, by its name then; null: the default fee. */
    deliveryZone: text("delivery_zone"),
    totalCents: cents("total_cents").notNull(),
    /** How the shop was paid, as staff recorded it (may differ from the method chosen at checkout). */
    paidWith: text("paid_with").$type<PaymentMethod>(),
    /** The payment's reference (an M-Pesa transaction code...), upper-cased; one order per reference. */
    paymentReference: text("payment_reference"),
    /** The language the customer shopped in: the order's e-mails are written in it. */
    language: text("language").$type<Language>().notNull().default("en"),
    /** At least one line was priced at a quantity break (the desk's wholesale filter, the dashboard). */
    wholesale: boolean("wholesale").notNull().default(false),
    /** The wholesale buyer's business and KRA PIN when the order was placed; null: a retail buyer. */
    businessName: text("business_name"),
    kraPin: text("kra_pin"),
    createdAt: writtenAt(),
  },
  (t) => [
    unique("orders_user_key_unique").on(t.userId, t.idempotencyKey),
    // Newest first, in the null order of `order by ... desc` (NULLS FIRST): an index in another null
    // order cannot serve the sort, and 100,000 orders were then read whole and sorted (bench:orders).
    // My orders.
    index("orders_user_created_idx").on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The orders desk.
    index("orders_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The orders desk: a status filter.
    index("orders_status_created_idx").on(
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The orders desk's search: any part of the e-mail, or of the phone number's digits.
    index("orders_email_trgm_idx").using("gin", sql`lower(${t.shippingEmail}) gin_trgm_ops`),
    index("orders_phone_digits_trgm_idx").using(
      "gin",
      sql`regexp_replace(${t.shippingPhone}, '[^0-9]', '', 'g') gin_trgm_ops`,
    ),
    uniqueIndex("orders_payment_reference_unique").on(t.paymentReference),
    // One order per number; also the desk's search and M-Pesa's account number find it here.
    uniqueIndex("orders_order_number_unique").on(t.orderNumber),
    check("orders_order_number_shape", sql`${t.orderNumber} ~ '^[0-9A-Z]{4,12}$'`),
    check("orders_status_known", oneOf(t.status, orderStatuses)),
    check("orders_language_known", oneOf(t.language, languages)),
    check("orders_payment_known", oneOf(t.paymentMethod, paymentMethodValues)),
    check(
      "orders_total_adds_up",
      sql`${t.totalCents} = ${t.itemsTotalCents} + ${t.deliveryFeeCents}`,
    ),
    check(
      "orders_paid_with_known",
      sql`${t.paidWith} is null or ${oneOf(t.paidWith, paymentMethodValues)}`,
    ),
    check(
      "orders_payment_reference_length",
      charLength(t.paymentReference, { max: orderDeskRules.reference.maxLength }),
    ),
    // The shipping details are the checkout form's fields, each within the form's limit.
    ...shippingFields.map((field) =>
      check(
        `orders_shipping_${field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}_length`,
        charLength(t[`shipping${capitalised(field)}`], { max: checkoutRules[field].maxLength }),
      ),
    ),
  ],
);

/** The order a row belongs to (a line, a payment, a message): deleting the order deletes the row. */
export const orderOfRow = () =>
  uuid("order_id")
    .notNull()
    .references(() => orders.id, { onDelete: "cascade" });

/** Who changes an order: its customer (placing it), shop staff, or the shop itself (a payment confirmed by M-Pesa). */
export const orderActors = ["customer", "staff", "system"] as const;
export type OrderActor = (typeof orderActors)[number];

/** Every status an order has had: who set it, when, and the note (courier, reason, payment). */
export const orderStatusChanges = pgTable(
  "order_status_changes",
  {
    id: randomId(),
    orderId: orderOfRow(),
    /** Null for the placing of the order. */
    fromStatus: text("from_status").$type<OrderStatus>(),
    toStatus: text("to_status").$type<OrderStatus>().notNull(),
    actor: text("actor").$type<OrderActor>().notNull(),
    /** The account that made the change (customer or staff); null for the system, or once that account is gone. */
    changedBy: byAccount("changed_by"),
    /** Staff's note (courier note, reason for cancelling), or a payment's reference. */
    note: text("note").notNull().default(""),
    /** For a payment: how it was paid (the note then holds its reference). */
    paidWith: text("paid_with").$type<PaymentMethod>(),
    createdAt: writtenAt(),
  },
  (t) => [
    index("order_status_changes_order_idx").on(t.orderId, t.createdAt),
    check(
      "order_status_changes_note_length",
      charLength(t.note, { max: orderDeskRules.note.maxLength }),
    ),
    check("order_status_changes_actor_known", oneOf(t.actor, orderActors)),
    check(
      "order_status_changes_paid_with_known",
      sql`${t.paidWith} is null or ${oneOf(t.paidWith, paymentMethodValues)}`,
    ),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: randomId(),
    orderId: orderOfRow(),
    /** The item as it was; no foreign key, so deleting the item leaves the order whole. */
    itemId: uuid("item_id").notNull(),
    name: text("name").notNull(),
    type: text("type").notNull(),
    /** The size ordered (its id and its label then); null for an item without sizes. */
    sizeId: uuid("size_id"),
    sizeLabel: text("size_label"),
    unitPriceCents: cents("unit_price_cents").notNull(),
    quantity: integer("quantity").notNull(),
    instructions: text("instructions").notNull(),
    lineTotalCents: cents("line_total_cents").notNull(),
    /** Priced at a quantity break (unitPriceCents is then the break's price). */
    wholesale: boolean("wholesale").notNull().default(false),
  },
  (t) => [index("order_lines_order_idx").on(t.orderId)],
);

export type Order = typeof orders.$inferSelect;
export type OrderLine = typeof orderLines.$inferSelect;
export type OrderStatusChange = typeof orderStatusChanges.$inferSelect;
