// Owns finding the result of STK requests whose callback never came: a worker in the shop process
// claims the due pending requests (FOR UPDATE SKIP LOCKED, with a short claim, like the mail
// outbox, so several app servers share them and a restart loses nothing: the state is in the
// database), asks Daraja (STK query) and applies a final answer once; otherwise it asks again
// later with a growing delay, and gives the request up as expired after a while.
import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.server.ts";
import { payments, type Payment } from "../../../db/schema/payments.ts";
import type { Logger } from "../../../lib/logger.server.ts";
import { mpesaRules } from "../../../lib/rules/mpesa.ts";
import type { DarajaClient } from "./daraja-client.server.ts";
import { applyStkResult } from "./stk.server.ts";

const batchSize = 20;

/** Claims the requests due for a query, for this worker only, for a short while. */
async function claimDue(db: Db): Promise<Payment[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.provider, "mpesa-stk"),
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
      .set({ lockedUntil: sql`now() + ${`${mpesaRules.claimSeconds} seconds`}::interval` })
      .where(
        inArray(
          payments.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** The wait before the next query: doubling from the first, up to the most. */
function backoffSeconds(checks: number): number {
  const { first, max } = mpesaRules.queryBackoffSeconds;
  return Math.min(max, first * 2 ** Math.min(checks, 10));
}

async function checkOne(
  db: Db,
  client: DarajaClient,
  payment: Payment,
  mail: { publicUrl: string },
  log: Logger,
): Promise<void> {
  const ageMs = Date.now() - payment.createdAt.getTime();
  const expired = ageMs > mpesaRules.giveUpAfterMinutes * 60_000;
  const id = payment.providerRequestId;
  if (id) {
    const answer = await client.stkQuery(id);
    if (answer.ok && answer.state === "final") {
      const applied = await applyStkResult(
        db,
        {
          checkoutRequestId: id,
          outcome: answer.outcome,
          resultCode: answer.resultCode,
          raw: { query: answer.resultDesc },
        },
        mail,
      );
      log.info(
        { paymentId: payment.id, outcome: answer.outcome, applied: applied.applied },
        "M-Pesa request answered by a query",
      );
      return;
    }
    if (expired) {
      await applyStkResult(
        db,
        {
          checkoutRequestId: id,
          outcome: "expired",
          resultCode: null,
          raw: { query: "no final answer; given up" },
        },
        mail,
      );
      log.warn({ paymentId: payment.id }, "M-Pesa request given up: no final answer");
      return;
    }
  } else if (ageMs > mpesaRules.claimSeconds * 1000) {
    // The push never came back with an id (the process stopped while sending): nothing to ask about.
    await db
      .update(payments)
      .set({
        state: "failed",
        failure: "unavailable",
        checkAt: null,
        lockedUntil: null,
        completedAt: new Date(),
      })
      .where(and(eq(payments.id, payment.id), eq(payments.state, "pending")));
    return;
  }
  await db
    .update(payments)
    .set({
      checks: payment.checks + 1,
      checkAt: sql`now() + ${`${backoffSeconds(payment.checks)} seconds`}::interval`,
      lockedUntil: null,
    })
    .where(and(eq(payments.id, payment.id), eq(payments.state, "pending")));
}

/** One round: claims the due requests and asks about each. Returns how many were asked about. */
async function checkDuePayments(
  db: Db,
  client: DarajaClient,
  mail: { publicUrl: string },
  log: Logger,
): Promise<number> {
  const due = await claimDue(db);
  for (const payment of due) {
    try {
      await checkOne(db, client, payment, mail, log);
    } catch (error) {
      log.error({ err: error, paymentId: payment.id }, "M-Pesa query failed");
    }
  }
  return due.length;
}

export interface StkQueryWorker {
  stop(): Promise<void>;
}

export function startStkQueryWorker(
  db: Db,
  client: DarajaClient,
  mail: { publicUrl: string },
  log: Logger,
  { intervalMs = 5_000 }: { intervalMs?: number } = {},
): StkQueryWorker {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const round = () => {
    if (stopped || running) return;
    running = checkDuePayments(db, client, mail, log)
      .catch((error) => log.error({ err: error }, "M-Pesa query round failed"))
      .finally(() => (running = null));
  };
  const timer = setInterval(round, intervalMs);
  timer.unref();
  round();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
