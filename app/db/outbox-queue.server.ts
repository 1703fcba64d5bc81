// Owns delivering the rows of an outbox table (e-mail, SMS): each row is queued in the transaction
// that causes it and taken by one worker at a time under a lease (`FOR UPDATE SKIP LOCKED`), tried,
// and marked sent, final or due again after a back-off — so none is lost while the provider is
// down, and none is sent twice by two app servers or after a restart. What a try means (SMTP's
// codes, Africa's Talking's answers) is the caller's `send`; the claiming and the timing are here.
import { and, asc, eq, gt, isNull, lte, notInArray, or, sql } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Logger } from "../lib/logger.server.ts";
import type { Db } from "./client.server.ts";

/** The columns every outbox table has, by these names. */
export interface OutboxColumns {
  id: PgColumn;
  status: PgColumn;
  attempts: PgColumn;
  nextAttemptAt: PgColumn;
  lockedUntil: PgColumn;
  lastError: PgColumn;
  sentAt: PgColumn;
}

/** What one try of a row came to. `set` adds the provider's fields (its message id, the cost). */
export type TryOutcome =
  | { outcome: "sent"; set?: Record<string, unknown> }
  /** Worth another try after the back-off. */
  | { outcome: "retry"; reason: string }
  /** Never tried again: `status` says why (failed, or a status of the table's own). */
  | { outcome: "final"; status: string; reason: string; set?: Record<string, unknown> };

export interface OutboxOptions {
  /** First retry delay; doubles with each attempt up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /**
   * How long a taken row stays reserved for the worker that took it. Each row has a lease of its
   * own, taken just before it is tried; a try that lasts longer than half of it counts as failed.
   */
  leaseMs?: number;
  /** Rows per round. */
  batchSize?: number;
}

const defaults: Required<OutboxOptions> = {
  baseDelayMs: 5_000,
  maxDelayMs: 3_600_000,
  leaseMs: 60_000,
  batchSize: 20,
};

export interface OutboxQueue<Row> {
  /** The table, whose columns are read by their names. */
  table: PgTable & OutboxColumns;
  /** Names the rows in the log ("e-mail", "SMS"). */
  what: string;
  /** Tries one row once. A throw is a retry, unless `classifyError` says otherwise. */
  send(row: Row): Promise<TryOutcome>;
  /** What a thrown error (or a try that outlasted its lease) means; default: retry. */
  classifyError?(error: unknown, reason: string): TryOutcome;
  /**
   * A row whose lease lapsed without an outcome (its worker stopped mid-try: a crash, a hang) is
   * taken again by default. A queue whose provider cannot tell a repeat from a new message sets
   * this instead: such a row gets this status and is not tried again.
   */
  interrupted?: { status: string; reason: string };
  /** Closes the provider's connections when the worker stops (SMTP's pool). */
  close?(): void;
}

class Deadline extends Error {}

/** Rejects when `work` takes longer than `ms` (the lease must outlast every try). */
function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Deadline(`sending took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** A try that outlasted its lease may still finish: whether that may be tried again is the queue's call. */
export function isDeadline(error: unknown): boolean {
  return error instanceof Deadline;
}

/**
 * Takes the due rows one at a time, each under its own lease, and tries each once. A row is marked
 * only while this worker still holds its lease: the lease's token is the attempt number its taking
 * set, so a worker whose lease lapsed and was taken over changes nothing. Returns how many were sent.
 */
async function deliverDueRows<Row extends { id: string; attempts: number }>(
  db: Db,
  queue: OutboxQueue<Row>,
  log: Logger,
  options: OutboxOptions = {},
): Promise<number> {
  const { baseDelayMs, maxDelayMs, leaseMs, batchSize } = { ...defaults, ...options };
  const { table, what } = queue;
  const mark = (row: Row, values: Record<string, unknown>) =>
    db
      .update(table)
      .set(values as PgUpdateSetSource<PgTable>)
      .where(
        and(
          eq(table.id, row.id),
          eq(table.attempts, row.attempts),
          gt(table.lockedUntil, sql`now()`),
        ),
      )
      .returning({ id: table.id });
  // Every outcome clears the lease; one still set and lapsed is a try that never finished.
  if (queue.interrupted)
    await db
      .update(table)
      .set({
        status: queue.interrupted.status,
        lastError: queue.interrupted.reason,
        lockedUntil: null,
      } as PgUpdateSetSource<PgTable>)
      .where(and(eq(table.status, "pending"), lte(table.lockedUntil, sql`now()`)));
  let sent = 0;
  // A round tries each row once, even one that failed and is due again at once.
  const tried: string[] = [];
  while (tried.length < batchSize) {
    const row = await takeDue<Row>(db, queue, leaseMs, tried);
    if (!row) break;
    tried.push(row.id);
    let result: TryOutcome;
    try {
      result = await withDeadline(queue.send(row), leaseMs / 2);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      result = queue.classifyError?.(error, reason) ?? { outcome: "retry", reason };
    }
    if (result.outcome === "sent") {
      const marked = await mark(row, {
        ...result.set,
        status: "sent",
        sentAt: sql`now()`,
        lockedUntil: null,
        lastError: null,
      });
      if (marked.length === 0)
        log.error({ outboxId: row.id, what }, `${what} sent after its lease lapsed`);
      else sent += 1;
      continue;
    }
    const reason = result.reason.slice(0, 500);
    const attempts = row.attempts;
    const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempts - 1));
    log.warn(
      { outboxId: row.id, what, attempts, outcome: result.outcome, reason },
      `${what} not sent`,
    );
    await mark(row, {
      ...(result.outcome === "final" ? result.set : {}),
      status: result.outcome === "final" ? result.status : "pending",
      lastError: reason,
      lockedUntil: null,
      nextAttemptAt: sql`now() + ${`${delay} milliseconds`}::interval`,
    });
  }
  return sent;
}

/**
 * Reserves the next due row for `leaseMs`, counting the attempt; undefined when none is due. One
 * statement (the row is locked by its subquery until the update ends): the worker runs after every
 * order, and a transaction of its own would cost three more round trips per row.
 */
async function takeDue<Row>(
  db: Db,
  { table }: OutboxQueue<Row>,
  leaseMs: number,
  except: string[],
): Promise<Row | undefined> {
  const next = db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(table.status, "pending"),
        lte(table.nextAttemptAt, sql`now()`),
        or(isNull(table.lockedUntil), lte(table.lockedUntil, sql`now()`)),
        except.length > 0 ? notInArray(table.id, except) : undefined,
      ),
    )
    .orderBy(asc(table.nextAttemptAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(table)
    .set({
      lockedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
      attempts: sql`${table.attempts} + 1`,
    } as PgUpdateSetSource<PgTable>)
    .where(eq(table.id, sql`(${next})`))
    .returning();
  return row as Row | undefined;
}

export interface OutboxWorker {
  /** Asks for a delivery round soon (after a row was queued). */
  wake(): void;
  stop(): Promise<void>;
}

/** Delivers due rows every intervalMs, and soon after wake(). */
function startOutboxRounds(
  deliverDue: () => Promise<number>,
  log: Logger,
  { intervalMs = 2_000, batchSize = defaults.batchSize, onStop = () => {} } = {},
): OutboxWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const round = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = deliverDue()
      .then(
        (sent) => {
          // A whole batch went out: more may be waiting (a busy hour's confirmations), so the next
          // round starts at once instead of at the next tick, which would cap delivery at a batch
          // per interval (10 a second).
          if (sent >= batchSize) again = true;
        },
        (error) => log.error({ err: error }, "outbox round failed"),
      )
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          round();
        }
      });
  };
  const timer = setInterval(round, intervalMs);
  timer.unref();
  round();
  return {
    wake: () => setImmediate(round),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      onStop();
    },
  };
}

/** A worker's options: how often it starts a round, and each round's. */
export type OutboxWorkerOptions = OutboxOptions & { intervalMs?: number };

/**
 * An outbox's two ways of delivering, for the queue that `queueFor` makes around its provider (an
 * SMTP transport, an SMS client): one round now (tests, scripts) and a worker's rounds. `ownDefaults`
 * are the outbox's own options, which a caller's override.
 */
export function outboxDelivery<Row extends { id: string; attempts: number }, Provider>(
  queueFor: (provider: Provider) => OutboxQueue<Row>,
  ownDefaults: OutboxOptions = {},
) {
  return {
    /** Tries each due row once; returns how many were sent. */
    deliverDue: (db: Db, provider: Provider, log: Logger, options: OutboxOptions = {}) =>
      deliverDueRows(db, queueFor(provider), log, { ...ownDefaults, ...options }),
    /** Delivers due rows every intervalMs, and soon after wake(). */
    startWorker(
      db: Db,
      provider: Provider,
      log: Logger,
      { intervalMs = 2_000, ...options }: OutboxWorkerOptions = {},
    ): OutboxWorker {
      const queue = queueFor(provider);
      const roundOptions = { ...ownDefaults, ...options };
      return startOutboxRounds(() => deliverDueRows(db, queue, log, roundOptions), log, {
        intervalMs,
        batchSize: roundOptions.batchSize,
        onStop: () => queue.close?.(),
      });
    },
  };
}
