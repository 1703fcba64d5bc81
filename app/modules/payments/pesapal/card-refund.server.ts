// Owns refunds of card payments, asked by staff from the desk: whole or in part, with a reason, at
// most once per payment (Pesapal takes one refund a payment; a unique index keeps a second out even
// when two members of staff click at once). The row is written before Pesapal is asked, so a
// crash in between leaves a refund "sending" that a person checks, never a second request.
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.server.ts";
import { isUniqueViolation } from "../../../db/errors.server.ts";
import { cardRefunds, payments, type CardRefund } from "../../../db/schema/payments.ts";
import { z } from "zod";
import type { Message } from "../../../i18n/translate.ts";
import type { Logger } from "../../../lib/logger.server.ts";
import { formatKsh, parseKshToCents } from "../../../lib/money.ts";
import { cardRules } from "../../../lib/rules/card.ts";
import { cardPaymentsOf } from "./card.server.ts";
import type { PesapalClient } from "./pesapal-client.server.ts";

export interface CardRefundRequest {
  orderId: string;
  amountCents: number;
  reason: string;
  staffId: string;
  /** Who asked, as Pesapal records it (the staff's e-mail). */
  staffName: string;
}

export type CardRefundOutcome =
  | { ok: true; state: "accepted" | "sending"; refundId: string }
  | { ok: false; reason: "no-card-payment" | "too-much" | "already-refunded" }
  | { ok: false; reason: "refused"; message: string };

/** The order's paid card payment (the one a refund goes against), or undefined. */
async function paidCardPayment(db: Db, orderId: string) {
  return (
    await db
      .select()
      .from(payments)
      .where(cardPaymentsOf(orderId, "paid"))
      .orderBy(desc(payments.completedAt))
      .limit(1)
  )[0];
}

export async function refundCardPayment(
  db: Db,
  client: PesapalClient,
  request: CardRefundRequest,
  log: Logger,
): Promise<CardRefundOutcome> {
  const payment = await paidCardPayment(db, request.orderId);
  if (!payment?.reference) return { ok: false, reason: "no-card-payment" };
  if (request.amountCents < 1 || request.amountCents > payment.amountCents)
    return { ok: false, reason: "too-much" };
  let refund: CardRefund;
  try {
    [refund] = (await db
      .insert(cardRefunds)
      .values({
        paymentId: payment.id,
        orderId: payment.orderId,
        state: "sending",
        amountCents: request.amountCents,
        reason: request.reason,
        requestedBy: request.staffId,
      })
      .returning()) as [CardRefund];
  } catch (error) {
    if (isUniqueViolation(error, "card_refunds_one_per_payment"))
      return { ok: false, reason: "already-refunded" };
    throw error;
  }
  const answer = await client.refund({
    confirmationCode: payment.reference,
    amountCents: request.amountCents,
    username: request.staffName,
    remarks: request.reason,
  });
  const record = (state: "accepted" | "refused", message: string) =>
    db
      .update(cardRefunds)
      .set({ state, message: message.slice(0, 500), completedAt: new Date() })
      .where(eq(cardRefunds.id, refund.id));
  if (answer.ok) {
    await record("accepted", answer.message);
    log.info({ orderId: payment.orderId, refundId: refund.id }, "card refund accepted");
    return { ok: true, state: "accepted", refundId: refund.id };
  }
  if (answer.kind === "unavailable" && answer.mayHaveReachedPesapal) {
    // It may have been taken: asking again could refund twice, so a person checks Pesapal.
    log.warn({ orderId: payment.orderId, refundId: refund.id }, "card refund outcome unknown");
    return { ok: true, state: "sending", refundId: refund.id };
  }
  const message = answer.kind === "refused" ? answer.message : answer.kind;
  await record("refused", message);
  log.warn({ orderId: payment.orderId, kind: answer.kind }, "card refund refused");
  return { ok: false, reason: "refused", message };
}

export interface CardRefundView {
  id: string;
  state: CardRefund["state"];
  amountCents: number;
  reason: string;
  message: string | null;
  createdAt: Date;
}

/** The order's refunds, newest first, and what was given back (the accepted ones). */
export async function cardRefundsOf(
  db: Db,
  orderId: string,
): Promise<{ refunds: CardRefundView[]; refundedCents: number }> {
  const rows = await db
    .select()
    .from(cardRefunds)
    .where(eq(cardRefunds.orderId, orderId))
    .orderBy(desc(cardRefunds.createdAt));
  return {
    refunds: rows.map(({ id, state, amountCents, reason, message, createdAt }) => ({
      id,
      state,
      amountCents,
      reason,
      message,
      createdAt,
    })),
    refundedCents: rows
      .filter((row) => row.state === "accepted")
      .reduce((sum, row) => sum + row.amountCents, 0),
  };
}

/** A refund's amount and reason as typed on the desk, checked; the errors name message keys. */
export function readRefundForm(
  values: Record<string, string | undefined>,
  maxCents: number,
):
  | { ok: true; amountCents: number; reason: string }
  | { ok: false; errors: Record<string, Message> } {
  const errors: Record<string, Message> = {};
  const amountCents = parseKshToCents((values.refundAmount ?? "").slice(0, 40));
  if (amountCents === null || amountCents < 100 || amountCents > maxCents)
    errors.refundAmount = { key: "desk.refund.error.amount", values: { max: formatKsh(maxCents) } };
  const { minLength: min, maxLength: max } = cardRules.refundReason;
  const reason = z
    .string()
    .trim()
    .min(min)
    .max(max)
    .regex(/^[^\p{Cc}]*$/u)
    .safeParse(values.refundReason ?? "");
  if (!reason.success)
    errors.refundReason = { key: "desk.refund.error.reason", values: { min, max } };
  if (amountCents === null || !reason.success || Object.keys(errors).length > 0)
    return { ok: false, errors };
  return { ok: true, amountCents, reason: reason.data };
}

/** What the desk shows of an order's card refunds, and how much a new one may be (null: none may be asked). */
export async function cardRefundDesk(db: Db, orderId: string) {
  const { refunds } = await cardRefundsOf(db, orderId);
  const payment = await paidCardPayment(db, orderId);
  const open = payment?.reference && refunds.every((refund) => refund.state === "refused");
  return {
    refunds: refunds.map(({ id, state, amountCents, reason, message }) => ({
      id,
      state,
      amountCents,
      reason,
      message,
    })),
    refundableCents: open ? payment.amountCents : null,
  };
}
