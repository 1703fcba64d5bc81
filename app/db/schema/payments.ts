// Owns the payments table: every attempt to get an order paid — a payment staff record by hand, and
// (with M-Pesa) each request pushed to a shopper's phone — with its state and result.
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { paymentMethodValues } from "../../lib/payment-methods.ts";
import { orderDeskRules } from "../../lib/rules/order-desk.ts";
import { byAccount } from "./accounts.ts";
import { charLength, oneOf } from "./checks.ts";
import { orderOfRow, orders } from "./orders.ts";
import { cents, counter, moment, randomId, writtenAt } from "./columns.ts";

/**
 * Who carries the payment: staff recording it by hand, M-Pesa's STK push (Lipa na M-Pesa Online),
 * a payment to the paybill by hand that M-Pesa confirmed (C2B) and the shop matched to the order,
 * or a card paid on Pesapal's hosted page.
 */
export const paymentProviders = ["manual", "mpesa-stk", "mpesa-c2b", "pesapal"] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

/**
 * pending: asked for, no answer yet; paid and failed are final. held: money came but cannot be
 * applied by itself (a wrong amount, an order no longer waiting for payment): a person decides.
 */
export const paymentStates = ["pending", "paid", "failed", "held"] as const;
export type PaymentState = (typeof paymentStates)[number];

export const payments = pgTable(
  "payments",
  {
    id: randomId(),
    orderId: orderOfRow(),
    provider: text("provider").$type<PaymentProvider>().notNull(),
    method: text("method").notNull(),
    state: text("state").$type<PaymentState>().notNull(),
    /** Ksh cents asked for or received. */
    amountCents: cents("amount_cents").notNull(),
    /** The payer's phone (M-Pesa), as 2547XXXXXXXX. */
    phone: text("phone"),
    /** The provider's id of the request (M-Pesa's CheckoutRequestID, Pesapal's OrderTrackingId): one row per request. */
    providerRequestId: text("provider_request_id"),
    /** The payment's reference once paid: an M-Pesa receipt number, a card slip, staff's reference. */
    reference: text("reference"),
    /** Why it failed, as an outcome code (cancelled, insufficient-funds, ...). */
    failure: text("failure"),
    /** What paid, masked as the provider sends it ("Visa 411111xxxxxx1111"): never a whole card number. */
    instrument: text("instrument"),
    /** What the provider sent, kept for the record. */
    providerData: jsonb("provider_data"),
    /** The account that recorded a manual payment or asked for a new request. */
    createdBy: byAccount("created_by"),
    /** The provider's result code as sent (M-Pesa's ResultCode), once known. */
    resultCode: text("result_code"),
    /** When the query worker next asks the provider about a pending request. */
    checkAt: moment("check_at"),
    /** How many times the worker has asked. */
    checks: counter("checks"),
    /** A worker's claim on the row while it asks (several app servers share the table). */
    lockedUntil: moment("locked_until"),
    createdAt: writtenAt(),
    completedAt: moment("completed_at"),
  },
  (t) => [
    index("payments_order_idx").on(t.orderId, t.createdAt),
    index("payments_check_due_idx")
      .on(t.checkAt)
      .where(sql`${t.state} = 'pending'`),
    uniqueIndex("payments_provider_request_unique").on(t.provider, t.providerRequestId),
    check("payments_provider_known", oneOf(t.provider, paymentProviders)),
    check("payments_method_known", oneOf(t.method, paymentMethodValues)),
    check("payments_state_known", oneOf(t.state, paymentStates)),
    check("payments_amount_positive", sql`${t.amountCents} > 0`),
    check(
      "payments_reference_length",
      charLength(t.reference, { max: orderDeskRules.reference.maxLength }),
    ),
  ],
);

export type Payment = typeof payments.$inferSelect;

/** What became of a payment made to the paybill by hand: matched and applied, or held for staff. */
export const c2bStates = ["paid", "held"] as const;
export type C2BState = (typeof c2bStates)[number];

/** Every C2B confirmation M-Pesa sent, once per transaction id, with what the shop did with it. */
export const mpesaC2BPayments = pgTable(
  "mpesa_c2b_payments",
  {
    /** M-Pesa's transaction id (the receipt): a confirmation is applied once. */
    transId: text("trans_id").primaryKey(),
    /** The order the account number named, when it named exactly one. */
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    state: text("state").$type<C2BState>().notNull(),
    /** Why it is held: unknown-account, amount-mismatch, order-not-pending, unreadable (kept as sent). */
    reason: text("reason"),
    amountCents: cents("amount_cents").notNull(),
    /** The account number the payer typed. */
    billRefNumber: text("bill_ref_number").notNull(),
    msisdn: text("msisdn").notNull(),
    payerName: text("payer_name").notNull(),
    transTime: moment("trans_time").notNull(),
    /** The confirmation as M-Pesa sent it. */
    raw: jsonb("raw").notNull(),
    receivedAt: moment("received_at").notNull().defaultNow(),
  },
  (t) => [
    index("mpesa_c2b_payments_held_idx")
      .on(t.receivedAt)
      .where(sql`${t.state} = 'held'`),
    check("mpesa_c2b_payments_state_known", oneOf(t.state, c2bStates)),
  ],
);

/**
 * The IPN URL registered with Pesapal and the ipn_id it gave: registered once per API and URL and
 * kept, so every app server and every restart sends the same notification_id.
 */
export const pesapalIpnRegistrations = pgTable(
  "pesapal_ipn_registrations",
  {
    apiUrl: text("api_url").notNull(),
    ipnUrl: text("ipn_url").notNull(),
    ipnId: text("ipn_id").notNull(),
    registeredAt: moment("registered_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("pesapal_ipn_registrations_unique").on(t.apiUrl, t.ipnUrl)],
);

/**
 * sending: asked, no answer yet (or the answer was lost: a person checks Pesapal's dashboard);
 * accepted and refused are Pesapal's answers.
 */
export const refundStates = ["sending", "accepted", "refused"] as const;
export type RefundState = (typeof refundStates)[number];

/** Refunds staff asked for on a paid card payment: at most one that is not refused (Pesapal takes one). */
export const cardRefunds = pgTable(
  "card_refunds",
  {
    id: randomId(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    orderId: orderOfRow(),
    state: text("state").$type<RefundState>().notNull(),
    amountCents: cents("amount_cents").notNull(),
    reason: text("reason").notNull(),
    /** Pesapal's words on the answer. */
    message: text("message"),
    requestedBy: byAccount("requested_by"),
    createdAt: writtenAt(),
    completedAt: moment("completed_at"),
  },
  (t) => [
    index("card_refunds_order_idx").on(t.orderId),
    uniqueIndex("card_refunds_one_per_payment")
      .on(t.paymentId)
      .where(sql`${t.state} <> 'refused'`),
    check("card_refunds_state_known", oneOf(t.state, refundStates)),
    check("card_refunds_amount_positive", sql`${t.amountCents} > 0`),
  ],
);

export type CardRefund = typeof cardRefunds.$inferSelect;
