// Owns M-Pesa's STK push as a payment provider: asking a phone for an order's amount (one payments
// row per request, held back while the phone or the order already has one waiting), and applying a
// request's result — from Daraja's callback or from an STK query — exactly once, in one
// transaction: paid marks the order paid through the actor-neutral status change (actor: the
// shop itself, note: the receipt); money that cannot be applied by itself is held for staff.
import { and, eq, gt, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.server.ts";
import { orders } from "../../../db/schema/orders.ts";
import { payments, type Payment } from "../../../db/schema/payments.ts";
import type { Logger } from "../../../lib/logger.server.ts";
import { maskPhone, normaliseKenyanMobile } from "../../../lib/mpesa-phone.ts";
import { mpesaRules } from "../../../lib/rules/mpesa.ts";
import { markPaidByProvider } from "../../orders/index.server.ts";
import type {
  PaymentProvider,
  PaymentRequest,
  RequestOutcome,
  ResultOutcome,
} from "../provider.ts";
import type { DarajaClient } from "./daraja-client.server.ts";
import { accountReference, type PaymentOutcome } from "./daraja-format.ts";

/** Why a request was not sent; the routes turn each into words. */
export type StkRefusal =
  "not-found" | "not-pending" | "invalid-phone" | "held-back" | "busy" | "refused" | "unavailable";

export interface StkProviderOptions {
  db: Db;
  client: DarajaClient;
  /** Where Daraja posts the result (carries the callback secret). */
  callbackUrl: string;
  /** How long a request waits for its callback before the worker asks Daraja. */
  queryAfterMs: number;
  log: Logger;
}

/** Outside the payer's sight, a failure's outcome code as the payments row keeps it. */
function failureOf(kind: "invalid" | "refused" | "busy" | "unavailable"): StkRefusal {
  return kind === "invalid" ? "refused" : kind;
}

export function createStkProvider(options: StkProviderOptions): PaymentProvider {
  const { db, client, callbackUrl, queryAfterMs, log } = options;

  /** Reserves a pending row for the request, unless the order or the phone already has one waiting. */
  async function reserve(
    request: PaymentRequest,
    phone: string,
  ): Promise<{ ok: true; payment: Payment } | { ok: false; reason: StkRefusal }> {
    return db.transaction(async (tx) => {
      // The order's row is the lock: two clicks of Try again queue here, and the second sees the first's row.
      const [order] = await tx
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, request.orderId))
        .for("update");
      if (!order) return { ok: false, reason: "not-found" };
      if (order.status !== "pending") return { ok: false, reason: "not-pending" };
      const waitFrom = sql`now() - ${`${mpesaRules.samePhoneWaitSeconds} seconds`}::interval`;
      const [waiting] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.provider, "mpesa-stk"),
            eq(payments.state, "pending"),
            gt(payments.createdAt, waitFrom),
            or(eq(payments.phone, phone), eq(payments.orderId, request.orderId)),
          ),
        )
        .limit(1);
      if (waiting) return { ok: false, reason: "held-back" };
      const [payment] = await tx
        .insert(payments)
        .values({
          orderId: request.orderId,
          provider: "mpesa-stk",
          method: "mpesa",
          state: "pending",
          amountCents: request.amountKsh * 100,
          phone,
          createdBy: request.staffId ?? null,
          checkAt: sql`now() + ${`${queryAfterMs} milliseconds`}::interval`,
        })
        .returning();
      return { ok: true, payment: payment! };
    });
  }

  return {
    id: "mpesa-stk",
    async request(request): Promise<RequestOutcome> {
      const phone = normaliseKenyanMobile(request.phone ?? "");
      if (!phone) return { ok: false, reason: "invalid-phone" };
      if (!Number.isSafeInteger(request.amountKsh) || request.amountKsh < 1)
        return { ok: false, reason: "refused" };
      const reserved = await reserve(request, phone);
      if (!reserved.ok) return reserved;
      const { payment } = reserved;
      const pushed = await client.stkPush({
        phone,
        amountKsh: request.amountKsh,
        accountReference: accountReference(request.orderNumber),
        description: `Pay ${accountReference(request.orderNumber)}`,
        callbackUrl,
      });
      if (pushed.ok) {
        await db
          .update(payments)
          .set({
            providerRequestId: pushed.checkoutRequestId,
            providerData: { merchantRequestId: pushed.merchantRequestId },
          })
          .where(eq(payments.id, payment.id));
        log.info(
          {
            orderId: request.orderId,
            paymentId: payment.id,
            phone: maskPhone(phone),
            amountKsh: request.amountKsh,
          },
          "M-Pesa payment requested",
        );
        return { ok: true, paymentId: payment.id };
      }
      // Without a CheckoutRequestID nothing can be queried or matched: the request ends here.
      const reason = failureOf(pushed.kind);
      await db
        .update(payments)
        .set({ state: "failed", failure: reason, checkAt: null, completedAt: new Date() })
        .where(eq(payments.id, payment.id));
      log.warn(
        { orderId: request.orderId, paymentId: payment.id, kind: pushed.kind },
        "M-Pesa payment request not sent",
      );
      return { ok: false, reason };
    },
    async readResult(payment): Promise<ResultOutcome> {
      if (!payment.providerRequestId) return { state: "failed", failure: "unavailable" };
      const answer = await client.stkQuery(payment.providerRequestId);
      if (!answer.ok || answer.state !== "final") return { state: "pending" };
      return answer.outcome === "paid"
        ? { state: "paid", reference: null }
        : { state: "failed", failure: answer.outcome };
    },
  };
}

/** A request's result, from a callback (with amount and receipt when paid) or a query (without). */
export interface StkResult {
  checkoutRequestId: string;
  outcome: PaymentOutcome;
  resultCode: string | null;
  /** From a paid callback: what M-Pesa took, and its receipt. */
  amountKsh?: number;
  receipt?: string;
  paidAt?: Date | null;
  /** What the provider sent, kept for the record. */
  raw: unknown;
}

export type ApplyOutcome =
  | { applied: true; state: "paid" | "failed" | "held"; orderId: string }
  /** No request with that CheckoutRequestID (forged, or not this shop's). */
  | { applied: false; reason: "unknown" }
  /** Already final: a repeated or late result changes nothing. */
  | { applied: false; reason: "already-final"; orderId: string };

/** Applies a request's result once, in one transaction (the row is locked while it is decided). */
export async function applyStkResult(
  db: Db,
  result: StkResult,
  mail: { publicUrl: string },
): Promise<ApplyOutcome> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.provider, "mpesa-stk"),
          eq(payments.providerRequestId, result.checkoutRequestId),
        ),
      )
      .for("update");
    if (!payment) return { applied: false, reason: "unknown" };
    const lateMoney = payment.state === "failed" && result.outcome === "paid";
    if (payment.state !== "pending" && !lateMoney)
      return { applied: false, reason: "already-final", orderId: payment.orderId };

    const finish = async (
      state: "paid" | "failed" | "held",
      fields: Partial<Payment>,
    ): Promise<ApplyOutcome> => {
      await tx
        .update(payments)
        .set({
          state,
          resultCode: result.resultCode,
          providerData: result.raw ?? null,
          checkAt: null,
          lockedUntil: null,
          completedAt: new Date(),
          ...fields,
        })
        .where(eq(payments.id, payment.id));
      return { applied: true, state, orderId: payment.orderId };
    };

    if (result.outcome !== "paid") return finish("failed", { failure: result.outcome });
    // From here money came: the row keeps the amount received (what staff must match or refund),
    // not the amount asked, which the order's total still says.
    const receivedCents =
      result.amountKsh === undefined ? undefined : Math.round(result.amountKsh * 100);
    const finishPaid = (state: "paid" | "held", fields: Partial<Payment>) =>
      finish(state, {
        ...(receivedCents !== undefined && Number.isSafeInteger(receivedCents)
          ? { amountCents: receivedCents }
          : {}),
        ...fields,
      });
    const reference = result.receipt ?? null;
    const paidAt = result.paidAt ?? new Date();
    // Money came for a request the shop had given up on: a person matches it.
    if (lateMoney)
      return finishPaid("held", { failure: "late-payment", reference, completedAt: paidAt });
    if (receivedCents !== undefined && receivedCents !== payment.amountCents) {
      return finishPaid("held", { failure: "amount-mismatch", reference, completedAt: paidAt });
    }
    const changed = await markPaidByProvider(
      tx,
      payment.orderId,
      { paidWith: "mpesa", reference },
      mail,
    );
    // Paid twice, paid by hand meanwhile, or cancelled: the money is real, so a person decides.
    if (!changed.ok)
      return finishPaid("held", { failure: "order-not-pending", reference, completedAt: paidAt });
    return finishPaid("paid", { reference, failure: null, completedAt: paidAt });
  });
}
