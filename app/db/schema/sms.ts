// Owns the SMS outbox: one row per order event and recipient, written in the same transaction as
// the change that causes it (unique per order and kind: an event never queues twice), delivered by
// a worker with retries, and followed by Africa's Talking's delivery reports.
import { check, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { languages, type Language } from "../../i18n/languages.ts";
import { oneOf } from "./checks.ts";
import { orderOfRow } from "./orders.ts";
import { deliveryColumns, deliveryDueIndex, moment, randomId } from "./columns.ts";

/**
 * pending: waiting to be sent (or to be tried again); sent: Africa's Talking took it; failed: refused
 * for good; skipped: SMS is off (SMS_ENV unset) or the number cannot take an SMS; unknown: the
 * request may have reached Africa's Talking but no answer said so — never sent again, since
 * Africa's Talking has no idempotency key and a second try could send it twice.
 */
export const smsStatuses = ["pending", "sent", "failed", "skipped", "unknown"] as const;
export type SmsStatus = (typeof smsStatuses)[number];

/** What a message is about: the customer's order events, and the owner's alert of a new order. */
export const smsKinds = [
  "order-placed",
  "order-paid",
  "order-shipped",
  "order-delivered",
  "order-cancelled",
  "order-alert",
] as const;
export type SmsKind = (typeof smsKinds)[number];

/** What the latest delivery report said: final (delivered, failed) or not yet. */
export const smsDeliveries = ["delivered", "failed", "pending"] as const;
export type SmsDelivery = (typeof smsDeliveries)[number];

export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: randomId(),
    kind: text("kind").$type<SmsKind>().notNull(),
    orderId: orderOfRow(),
    /** The phone as it was typed or saved; sent in +254… form. */
    to: text("to_phone").notNull(),
    language: text("language").$type<Language>().notNull().default("en"),
    text: text("text_body").notNull(),
    ...deliveryColumns(smsStatuses),
    /** Africa's Talking's id (ATXid_…): delivery reports name the message by it. */
    providerMessageId: text("provider_message_id"),
    /** The cost Africa's Talking answered, in cents of `currency`. */
    costCents: integer("cost_cents"),
    currency: text("currency"),
    delivery: text("delivery").$type<SmsDelivery>(),
    /** The report's own words (Success, Failed, Buffered…) and, when it failed, why. */
    deliveryStatus: text("delivery_status"),
    failureReason: text("failure_reason"),
    reportedAt: moment("reported_at"),
  },
  (t) => [
    deliveryDueIndex("sms_outbox", t),
    uniqueIndex("sms_outbox_order_kind_unique").on(t.orderId, t.kind),
    uniqueIndex("sms_outbox_provider_message_unique").on(t.providerMessageId),
    check("sms_outbox_kind_known", oneOf(t.kind, smsKinds)),
    check("sms_outbox_status_known", oneOf(t.status, smsStatuses)),
    check("sms_outbox_delivery_known", oneOf(t.delivery, smsDeliveries)),
    check("sms_outbox_language_known", oneOf(t.language, languages)),
  ],
);

export type SmsMessage = typeof smsOutbox.$inferSelect;
export type NewSms = typeof smsOutbox.$inferInsert;
