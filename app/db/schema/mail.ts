// Owns the e-mail outbox: messages are written here in the same transaction as the change that
// causes them, and a worker delivers them with retries.
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { languages, type Language } from "../../i18n/languages.ts";
import { oneOf } from "./checks.ts";
import { orders } from "./orders.ts";
import { deliveryColumns, deliveryDueIndex, randomId } from "./columns.ts";

export const outboxStatuses = ["pending", "sent", "failed"] as const;

/** What a message is about: tests, checks and the desk find an order's e-mails by kind and order id. */
export const mailKinds = [
  "password-reset",
  "order-confirmation",
  "order-paid",
  "order-shipped",
  "order-cancelled",
  "wholesale-decision",
] as const;
export type MailKind = (typeof mailKinds)[number];

export const outbox = pgTable(
  "mail_outbox",
  {
    id: randomId(),
    kind: text("kind").$type<MailKind>().notNull(),
    /** The order the message is about, if any. */
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "cascade" }),
    to: text("to_address").notNull(),
    /** The language the message is written in: the customer's when they asked (a reset) or ordered. */
    language: text("language").$type<Language>().notNull().default("en"),
    subject: text("subject").notNull(),
    text: text("text_body").notNull(),
    html: text("html_body"),
    ...deliveryColumns(outboxStatuses),
  },
  (t) => [
    deliveryDueIndex("mail_outbox", t),
    index("mail_outbox_order_idx").on(t.orderId, t.kind),
    // The dashboard's failed e-mails, newest first, without reading every message ever sent.
    index("mail_outbox_failed_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'failed'`),
    check("mail_outbox_kind_known", oneOf(t.kind, mailKinds)),
    check("mail_outbox_language_known", oneOf(t.language, languages)),
  ],
);

export type OutboxMessage = typeof outbox.$inferSelect;
