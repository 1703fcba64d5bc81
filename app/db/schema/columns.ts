// Owns the columns many tables have alike (a row's id, when it was written, an amount, a count, an
// outbox's delivery state), so that each is declared once and every table reads the same type and
// default.
import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";

/** A row's id: a random UUID the database makes. */
export const randomId = () =>
  uuid("id")
    .primaryKey()
    .default(sql`gen_random_uuid()`);

/** A moment, with its time zone; null until it happens unless the caller says otherwise. */
export const moment = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const writtenAt = () => moment("created_at").notNull().defaultNow();

/** An amount of Ksh in cents: a bigint read as a JavaScript number (exact far beyond any total). */
export const cents = (name: string) => bigint(name, { mode: "number" });

/** A count that starts at zero (tries, checks, failures). */
export const counter = (name: string) => integer(name).notNull().default(0);

/**
 * A message outbox's delivery state: its status (at first the first of `statuses`, the waiting
 * one) until a worker sends it, with its tries, when to try again, the lock of the worker that
 * holds it and the last failure; and when the message was queued and sent.
 */
export const deliveryColumns = <Status extends string>(
  statuses: readonly [Status, ...Status[]],
) => ({
  status: text("status").$type<Status>().notNull().default(statuses[0]),
  attempts: counter("attempts"),
  nextAttemptAt: moment("next_attempt_at").notNull().defaultNow(),
  /** A worker that took the message holds it until then (another app server leaves it alone). */
  lockedUntil: moment("locked_until"),
  lastError: text("last_error"),
  createdAt: writtenAt(),
  sentAt: moment("sent_at"),
});

/** The index an outbox's worker finds the due messages by: `<table>_due_idx`, pending ones only. */
export const deliveryDueIndex = (
  table: string,
  t: { nextAttemptAt: AnyPgColumn; status: AnyPgColumn },
) =>
  index(`${table}_due_idx`)
    .on(t.nextAttemptAt)
    .where(sql`${t.status} = 'pending'`);
