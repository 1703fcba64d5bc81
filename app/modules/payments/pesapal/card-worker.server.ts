// Owns finding the status of card payments whose IPN never came: a worker in the shop process
// claims the due pending payments (due-payments.server.ts: FOR UPDATE SKIP LOCKED with a short
// claim, so several app servers share them and a restart loses nothing), asks Pesapal and applies
// a final status once; otherwise asks again later with a growing delay, and gives a payment up as
// expired after a while (money that still comes later is applied, or held for a person).
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.server.ts";
import { payments, type Payment } from "../../../db/schema/payments.ts";
import type { Logger } from "../../../lib/logger.server.ts";
import { cardRules } from "../../../lib/rules/card.ts";
import {
  askAgainLater,
  claimDuePayments,
  startPaymentWorker,
  type PaymentWorker,
} from "../due-payments.server.ts";
import type { CardFailure, CardPayments } from "./card.server.ts";

async function giveUp(db: Db, payment: Payment, failure: CardFailure): Promise<void> {
  await db
    .update(payments)
    .set({ state: "failed", failure, checkAt: null, lockedUntil: null, completedAt: new Date() })
    .where(and(eq(payments.id, payment.id), eq(payments.state, "pending")));
}

async function checkOne(db: Db, card: CardPayments, payment: Payment, log: Logger) {
  const ageMs = Date.now() - payment.createdAt.getTime();
  const id = payment.providerRequestId;
  if (!id) {
    // The request never came back with a tracking id (the process stopped while sending).
    if (ageMs > cardRules.claimSeconds * 1000) await giveUp(db, payment, "unavailable");
    else await askAgainLater(db, payment, cardRules.queryBackoffSeconds);
    return;
  }
  const outcome = await card.verify(id);
  if (outcome.applied || outcome.reason === "already-final" || outcome.reason === "unknown") {
    log.info({ paymentId: payment.id, applied: outcome.applied }, "card payment asked about");
    return;
  }
  if (ageMs > cardRules.giveUpAfterMinutes * 60_000) {
    await giveUp(db, payment, "expired");
    log.warn({ paymentId: payment.id }, "card payment given up: no final status");
    return;
  }
  await askAgainLater(db, payment, cardRules.queryBackoffSeconds);
}

/** One round: claims the due payments and asks about each. */
async function checkDueCardPayments(db: Db, card: CardPayments, log: Logger): Promise<number> {
  const due = await claimDuePayments(db, "pesapal", cardRules.claimSeconds);
  for (const payment of due) {
    try {
      await checkOne(db, card, payment, log);
    } catch (error) {
      log.error({ err: error, paymentId: payment.id }, "card status query failed");
    }
  }
  return due.length;
}

export function startCardStatusWorker(
  db: Db,
  card: CardPayments,
  log: Logger,
  { intervalMs = 5_000 }: { intervalMs?: number } = {},
): PaymentWorker {
  return startPaymentWorker(
    () => checkDueCardPayments(db, card, log),
    log,
    "card status query",
    intervalMs,
  );
}
