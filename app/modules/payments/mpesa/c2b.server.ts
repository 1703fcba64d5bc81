// Owns payments made to the shop's paybill by hand (C2B), as M-Pesa confirms them: the account
// number is read as an order number; the right amount for an order that waits marks it paid the
// same way as an STK payment (actor: the shop, note: the M-Pesa transaction id), anything else
// (an unknown account, a wrong amount, an order no longer waiting) is kept for staff to match.
// Each transaction is applied once (its id is the row's key), in one transaction. A confirmation the
// shop cannot read (no amount it can take, a broken body) still carries money: it is kept as sent
// for staff ("needs a person") rather than lost.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.server.ts";
import { orders } from "../../../db/schema/orders.ts";
import { mpesaC2BPayments, payments } from "../../../db/schema/payments.ts";
import { normaliseKenyanMobile } from "../../../lib/mpesa-phone.ts";
import { normaliseOrderNumber } from "../../../lib/order-number.ts";
import { wholeShillings } from "../../../lib/pricing.ts";
import { markPaidByProvider } from "../../orders/index.server.ts";
import type { C2BPayment } from "./daraja-format.ts";

export type C2BOutcome =
  | { applied: true; state: "paid"; orderId: string }
  | {
      applied: true;
      state: "held";
      reason: "unknown-account" | "amount-mismatch" | "order-not-pending" | "unreadable";
      orderId: string | null;
    }
  | { applied: false; reason: "repeated" };

/**
 * The body as PostgreSQL's jsonb keeps it: a NUL (`\u0000`, which jsonb refuses) becomes U+FFFD;
 * everything else is kept as sent.
 */
function storableJson(raw: unknown): object {
  const json = JSON.stringify(raw ?? null).replaceAll("\\u0000", "\\ufffd");
  return JSON.parse(json) as object;
}

/**
 * Keeps a confirmation the shop could not read, as sent, for staff: held as "unreadable", with no
 * amount applied (the amount staff see is the one in the body). Keyed by its transaction id when it
 * has a readable one, by the body's hash otherwise, so a repeated delivery is kept once.
 */
export async function keepUnreadableConfirmation(
  db: Db,
  body: string,
): Promise<{ transId: string; kept: boolean }> {
  const printable = body.replaceAll("\u0000", "\ufffd");
  const transId =
    /"TransID"\s*:\s*"([A-Z0-9]{10})"/.exec(body)?.[1] ??
    `unreadable-${createHash("sha256").update(body).digest("hex").slice(0, 20)}`;
  const inserted = await db
    .insert(mpesaC2BPayments)
    .values({
      transId,
      orderId: null,
      state: "held",
      reason: "unreadable",
      amountCents: 0,
      billRefNumber: "",
      msisdn: "",
      payerName: "",
      transTime: new Date(),
      raw: { unreadable: printable },
    })
    .onConflictDoNothing()
    .returning({ transId: mpesaC2BPayments.transId });
  return { transId, kept: inserted.length > 0 };
}

/** The order an account number names: its order number, typed any way (case, spaces, dashes). */
async function ordersNamedBy(
  db: Db,
  account: string,
): Promise<{ id: string; status: string; totalCents: number }[]> {
  const orderNumber = normaliseOrderNumber(account);
  if (!orderNumber) return [];
  return db
    .select({ id: orders.id, status: orders.status, totalCents: orders.totalCents })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber))
    .limit(2);
}

export async function applyC2BConfirmation(
  db: Db,
  payment: C2BPayment,
  raw: unknown,
  mail: { publicUrl: string },
): Promise<C2BOutcome> {
  return db.transaction(async (tx) => {
    const amountCents = Math.round(payment.amountKsh * 100);
    const named = await ordersNamedBy(tx, payment.billRefNumber);
    const order = named.length === 1 ? named[0]! : undefined;
    const record = async (state: "paid" | "held", reason: string | null) =>
      tx
        .insert(mpesaC2BPayments)
        .values({
          transId: payment.transId,
          orderId: order?.id ?? null,
          state,
          reason,
          amountCents,
          billRefNumber: payment.billRefNumber.slice(0, 40),
          msisdn: payment.msisdn.slice(0, 64),
          payerName: payment.payerName.slice(0, 200),
          transTime: payment.transTime,
          raw: storableJson(raw),
        })
        .onConflictDoNothing()
        .returning({ transId: mpesaC2BPayments.transId });
    // The row first: a repeated confirmation stops here, before anything else changes.
    const held = async (
      reason: "unknown-account" | "amount-mismatch" | "order-not-pending",
    ): Promise<C2BOutcome> => {
      const inserted = await record("held", reason);
      return inserted.length === 0
        ? { applied: false, reason: "repeated" }
        : { applied: true, state: "held", reason, orderId: order?.id ?? null };
    };
    if (!order) return held("unknown-account");
    if (amountCents !== wholeShillings(order.totalCents) * 100 && amountCents !== order.totalCents)
      return held("amount-mismatch");
    if (order.status !== "pending") return held("order-not-pending");
    const inserted = await record("paid", null);
    if (inserted.length === 0) return { applied: false, reason: "repeated" };
    const changed = await markPaidByProvider(
      tx,
      order.id,
      { paidWith: "mpesa", reference: payment.transId },
      mail,
    );
    if (!changed.ok) {
      await tx
        .update(mpesaC2BPayments)
        .set({ state: "held", reason: "order-not-pending" })
        .where(eq(mpesaC2BPayments.transId, payment.transId));
      return { applied: true, state: "held", reason: "order-not-pending", orderId: order.id };
    }
    await tx.insert(payments).values({
      orderId: order.id,
      provider: "mpesa-c2b",
      method: "mpesa",
      state: "paid",
      amountCents,
      phone: normaliseKenyanMobile(payment.msisdn),
      providerRequestId: payment.transId,
      reference: payment.transId,
      providerData: storableJson(raw),
      completedAt: payment.transTime,
    });
    return { applied: true, state: "paid", orderId: order.id };
  });
}
