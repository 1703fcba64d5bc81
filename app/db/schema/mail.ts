// Owns the e-mail outbox: messages are written here in the same transaction as the change that
// causes them, and a worker delivers them with retries.
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const outboxStatuses = ["pending", "sent", "failed"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

export const outbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text_body").notNull(),
    html: text("html_body"),
    status: text("status").$type<OutboxStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A worker that took the message holds it until then (another app server leaves it alone). */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("mail_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`)],
);

export type OutboxMessage = typeof outbox.$inferSelect;
