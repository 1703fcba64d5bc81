// Owns what the providers' status workers share: claiming the pending requests of one provider that
// are due for a question (FOR UPDATE SKIP LOCKED, with a short claim, so several app servers share
// them and a restart loses nothing: the state is in the database), the growing wait between two
// questions, and the worker's timer that runs one round at a time.
import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { payments, type Payment, type PaymentProvider } from "../../db/schema/payments.ts";
import type { Logger } from "../../lib/logger.server.ts";

const batchSize = 20;

/** Claims the provider's requests due for a question, for this worker only, for `claimSeconds`. */
export async function claimDuePayments(
  db: Db,
  provider: PaymentProvider,
  claimSeconds: number,
): Promise<Payment[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.provider, provider),
          eq(payments.state, "pending"),
          lte(payments.checkAt, sql`now()`),
          or(isNull(payments.lockedUntil), lte(payments.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(payments.checkAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(payments)
      .set({ lockedUntil: sql`now() + ${`${claimSeconds} seconds`}::interval` })
      .where(
        inArray(
          payments.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** The wait before the next question: doubling from the first, up to the most. */
function backoffSeconds(checks: number, { first, max }: { first: number; max: number }) {
  return Math.min(max, first * 2 ** Math.min(checks, 10));
}

/** Puts a still-pending request back for its next question, after the growing wait. */
export async function askAgainLater(
  db: Db,
  payment: Payment,
  backoff: { first: number; max: number },
): Promise<void> {
  await db
    .update(payments)
    .set({
      checks: payment.checks + 1,
      checkAt: sql`now() + ${`${backoffSeconds(payment.checks, backoff)} seconds`}::interval`,
      lockedUntil: null,
    })
    .where(and(eq(payments.id, payment.id), eq(payments.state, "pending")));
}

export interface PaymentWorker {
  stop(): Promise<void>;
}

/** Runs `round` now and every `intervalMs`, never two at once; stop() waits for the one running. */
export function startPaymentWorker(
  round: () => Promise<unknown>,
  log: Logger,
  what: string,
  intervalMs: number,
): PaymentWorker {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = round()
      .catch((error) => log.error({ err: error }, `${what} round failed`))
      .finally(() => (running = null));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
