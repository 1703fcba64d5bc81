// Owns delivering queued e-mail: messages are queued in the transaction that causes them and sent
// by a worker with retries, so none is lost while SMTP is down and none is sent twice after a restart.
import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
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

/** Queues a message; pass the transaction of the change that causes it. */
export async function enqueueMail(db: Db, mail: NewMail): Promise<string> {
  const [row] = await db.insert(outbox).values(mail).returning({ id: outbox.id });
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
  /** How long a taken message stays reserved for the worker that took it. */
  leaseMs?: number;
  batchSize?: number;
}

const defaults: Required<OutboxOptions> = { baseDelayMs: 5_000, maxDelayMs: 3_600_000, leaseMs: 60_000, batchSize: 20 };

/** Takes the due messages (reserving them) and tries each once. Returns how many were sent. */
export async function deliverDue(db: Db, transport: MailTransport, log: Logger, options: OutboxOptions = {}): Promise<number> {
  const { baseDelayMs, maxDelayMs, leaseMs, batchSize } = { ...defaults, ...options };
  const due = await reserveDue(db, leaseMs, batchSize);
  let sent = 0;
  for (const message of due) {
    try {
      await transport.send(message);
      await db
        .update(outbox)
        .set({ status: "sent", sentAt: sql`now()`, attempts: message.attempts + 1, lockedUntil: null, lastError: null })
        .where(eq(outbox.id, message.id));
      sent += 1;
    } catch (error) {
      const outcome = classifySendError(error);
      const attempts = message.attempts + 1;
      const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempts - 1));
      const reason = error instanceof Error ? error.message.slice(0, 500) : String(error);
      log.warn({ mailId: message.id, attempts, outcome, reason }, "e-mail not delivered");
      await db
        .update(outbox)
        .set({
          status: outcome === "give-up" ? "failed" : "pending",
          attempts,
          lastError: reason,
          lockedUntil: null,
          nextAttemptAt: sql`now() + ${`${delay} milliseconds`}::interval`,
        })
        .where(eq(outbox.id, message.id));
    }
  }
  return sent;
}

async function reserveDue(db: Db, leaseMs: number, batchSize: number): Promise<OutboxMessage[]> {
  return db.transaction(async (tx) => {
    const ids = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.status, "pending"),
          lte(outbox.nextAttemptAt, sql`now()`),
          or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    if (ids.length === 0) return [];
    return tx
      .update(outbox)
      .set({ lockedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
      .where(inArray(outbox.id, ids.map((row) => row.id)))
      .returning();
  });
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
        () => undefined,
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
