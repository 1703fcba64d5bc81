// Owns finding the result of STK requests whose callback never came: a worker in the shop process
// claims the due pending requests (due-payments.server.ts: FOR UPDATE SKIP LOCKED, with a short
// claim, so several app servers share them and a restart loses nothing), asks Daraja (STK query) and applies a final answer once; otherwise it asks again
// later with a growing delay, and gives the request up as expired after a while.
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.server.ts";
import { payments, type Payment } from "../../../db/schema/payments.ts";
import type { Logger } from "../../../lib/logger.server.ts";
import { mpesaRules } from "../../../lib/rules/mpesa.ts";
import {
  askAgainLater,
  claimDuePayments,
  startPaymentWorker,
  type PaymentWorker,
} from "../due-payments.server.ts";
import type { DarajaClient } from "./daraja-client.server.ts";
import { applyStkResult } from "./stk.server.ts";

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
  await askAgainLater(db, payment, mpesaRules.queryBackoffSeconds);
}

/** One round: claims the due requests and asks about each. Returns how many were asked about. */
async function checkDuePayments(
  db: Db,
  client: DarajaClient,
  mail: { publicUrl: string },
  log: Logger,
): Promise<number> {
  const due = await claimDuePayments(db, "mpesa-stk", mpesaRules.claimSeconds);
  for (const payment of due) {
    try {
      await checkOne(db, client, payment, mail, log);
    } catch (error) {
      log.error({ err: error, paymentId: payment.id }, "M-Pesa query failed");
    }
  }
  return due.length;
}

export type StkQueryWorker = PaymentWorker;

export function startStkQueryWorker(
  db: Db,
  client: DarajaClient,
  mail: { publicUrl: string },
  log: Logger,
  { intervalMs = 5_000 }: { intervalMs?: number } = {},
): StkQueryWorker {
  return startPaymentWorker(
    () => checkDuePayments(db, client, mail, log),
    log,
    "M-Pesa query",
    intervalMs,
  );
}
