// Owns delivering queued e-mail: messages are queued in the transaction that causes them and sent
// by a worker with retries, so none is lost while SMTP is down and none is sent twice after a restart.
import { and, asc, eq, gt, isNull, lte, notInArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { outbox, type MailKind, type OutboxMessage } from "../../db/schema/mail.ts";
import type { Language } from "../../i18n/languages.ts";
import type { Logger } from "../../lib/logger.server.ts";
import type { MailTransport } from "./transport.server.ts";

export interface NewMail {
  kind: MailKind;
  /** The order the message is about, if any. */
  orderId?: string;
  to: string;
  /** The language the message is written in. */
  language: Language;
  subject: string;
  text: string;
  html?: string;
}

/** The insert that queues a message, to run or to make part of a bigger statement (placing an order). */
export function mailInsert(db: Db, mail: NewMail) {
  return db.insert(outbox).values(mail);
}

/** Queues a message; pass the transaction of the change that causes it. */
export async function enqueueMail(db: Db, mail: NewMail): Promise<string> {
  const [row] = await mailInsert(db, mail).returning({ id: outbox.id });
  return row!.id;
}

export type SendOutcome = "retry" | "give-up";

/** SMTP 5xx is a permanent refusal; 4xx and broken connections are worth another try. */
function classifySendError(error: unknown): SendOutcome {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600 ? "give-up" : "retry";
}

export interface OutboxOptions {
  /** First retry delay; doubles with each attempt up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /**
   * How long a taken message stays reserved for the worker that took it. Each message has a lease of
   * its own, taken just before it is sent; a send that lasts longer than half of it counts as failed.
   */
  leaseMs?: number;
  /** Messages per round. */
  batchSize?: number;
}

const defaults: Required<OutboxOptions> = {
  baseDelayMs: 5_000,
  maxDelayMs: 3_600_000,
  leaseMs: 60_000,
  batchSize: 20,
};

/** Rejects when `work` takes longer than `ms` (the lease must outlast every send). */
function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`sending took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Takes the due messages one at a time, each under its own lease, and tries each once. A message
 * is marked sent (or failed) only while this worker still holds its lease: the lease's token is the
 * attempt number its taking set, so a worker whose lease lapsed and was taken over changes nothing.
 * Returns how many were sent.
 */
export async function deliverDue(
  db: Db,
  transport: MailTransport,
  log: Logger,
  options: OutboxOptions = {},
): Promise<number> {
  const { baseDelayMs, maxDelayMs, leaseMs, batchSize } = { ...defaults, ...options };
  let sent = 0;
  // A round tries each message once, even one that failed and is due again at once.
  const tried: string[] = [];
  while (tried.length < batchSize) {
    const message = await takeDue(db, leaseMs, tried);
    if (!message) break;
    tried.push(message.id);
    const held = and(
      eq(outbox.id, message.id),
      eq(outbox.attempts, message.attempts),
      gt(outbox.lockedUntil, sql`now()`),
    );
    try {
      await withDeadline(transport.send(message), leaseMs / 2);
      const marked = await db
        .update(outbox)
        .set({ status: "sent", sentAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(held)
        .returning({ id: outbox.id });
      if (marked.length === 0)
        log.error(
          { mailId: message.id },
          "e-mail sent after its lease lapsed: another worker may send it again",
        );
      else sent += 1;
    } catch (error) {
      const outcome = classifySendError(error);
      const attempts = message.attempts;
      const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempts - 1));
      const reason = error instanceof Error ? error.message.slice(0, 500) : String(error);
      log.warn({ mailId: message.id, attempts, outcome, reason }, "e-mail not delivered");
      await db
        .update(outbox)
        .set({
          status: outcome === "give-up" ? "failed" : "pending",
          lastError: reason,
          lockedUntil: null,
          nextAttemptAt: sql`now() + ${`${delay} milliseconds`}::interval`,
        })
        .where(held);
    }
  }
  return sent;
}

/**
 * Reserves the next due message for `leaseMs`, counting the attempt; undefined when none is due.
 * One statement (the row is locked by its subquery until the update ends): the worker runs after
 * every order, and a transaction of its own would cost three more round trips per message.
 */
async function takeDue(
  db: Db,
  leaseMs: number,
  except: string[],
): Promise<OutboxMessage | undefined> {
  const next = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, "pending"),
        lte(outbox.nextAttemptAt, sql`now()`),
        or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, sql`now()`)),
        except.length > 0 ? notInArray(outbox.id, except) : undefined,
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [message] = await db
    .update(outbox)
    .set({
      lockedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
      attempts: sql`${outbox.attempts} + 1`,
    })
    .where(eq(outbox.id, sql`(${next})`))
    .returning();
  return message;
}

export interface OutboxWorker {
  /** Asks for a delivery round soon (after a message was queued). */
  wake(): void;
  stop(): Promise<void>;
}

/** Delivers due messages every intervalMs, and soon after wake(). */
export function startOutboxWorker(
  db: Db,
  transport: MailTransport,
  log: Logger,
  { intervalMs = 2_000, ...options }: OutboxOptions & { intervalMs?: number } = {},
): OutboxWorker {
  const batchSize = options.batchSize ?? defaults.batchSize;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const round = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = deliverDue(db, transport, log, options)
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
      transport.close();
    },
  };
}
