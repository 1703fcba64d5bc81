// Owns card payments through Pesapal as a payment provider: a request is one payments row (its
// OrderTrackingId unique), submitted with the row's id as merchant reference, the shopper sent to
// Pesapal's hosted page; a payment's status — asked of Pesapal whenever an IPN, the shopper's return
// or the status worker names it, never taken from the notice itself — is applied exactly once, in
// one transaction: COMPLETED for the order's exact amount and currency marks the order paid through
// the actor-neutral status change; money that cannot be applied by itself is held for staff.
import { and, desc, eq, gt, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.server.ts";
import { orders } from "../../../db/schema/orders.ts";
import { payments, type Payment, type PaymentState } from "../../../db/schema/payments.ts";
import type { Logger } from "../../../lib/logger.server.ts";
import { cardRules } from "../../../lib/rules/card.ts";
import { markPaidByProvider } from "../../orders/index.server.ts";
import type { PaymentProvider, RequestOutcome, ResultOutcome } from "../provider.ts";
import type { IpnIdSource } from "./ipn-registration.server.ts";
import type { PesapalClient } from "./pesapal-client.server.ts";
import type { PesapalTransactionStatus } from "./pesapal-format.ts";

/** The only currency the shop's orders are in. */
const shopCurrency = "KES";

/** The condition on payments that finds an order's card payments in `state`. */
export const cardPaymentsOf = (orderId: string, state: PaymentState) =>
  and(eq(payments.orderId, orderId), eq(payments.provider, "pesapal"), eq(payments.state, state));

/** Why a card payment was not (yet) paid, as the payments row keeps it; the pages word each. */
export type CardFailure =
  | "declined"
  | "insufficient-funds"
  | "cancelled"
  | "reversed"
  | "expired"
  | "unavailable"
  | "refused";

export interface CardPaymentsOptions {
  db: Db;
  client: PesapalClient;
  ipn: IpnIdSource;
  /** Where Pesapal sends the shopper back (the shop adds nothing: Pesapal names the order in the query). */
  returnUrl: string;
  /** How long a payment waits for its IPN before the worker asks Pesapal. */
  queryAfterMs: number;
  mail: { publicUrl: string };
  log: Logger;
}

export type CardApplyOutcome =
  | { applied: true; state: "paid" | "failed" | "held"; orderId: string }
  /** Pesapal has no final word yet (INVALID: not paid yet). */
  | { applied: false; reason: "pending"; orderId: string }
  /** Already final: a repeated or late notice changes nothing. */
  | { applied: false; reason: "already-final"; orderId: string };

export type CardVerifyOutcome =
  | CardApplyOutcome
  /** No request of this shop has that OrderTrackingId (and merchant reference). */
  | { applied: false; reason: "unknown" }
  /** Pesapal could not be asked: ask again later (the worker will). */
  | { applied: false; reason: "unavailable"; orderId: string };

export interface CardPayments {
  provider: PaymentProvider;
  /**
   * Asks Pesapal the status of the payment with this OrderTrackingId and applies it once. A notice
   * (IPN or the shopper's return) names the payment; only Pesapal's answer says what happened.
   */
  verify(
    orderTrackingId: string,
    options?: { merchantReference?: string; cancelled?: boolean },
  ): Promise<CardVerifyOutcome>;
  /** The payments row of this OrderTrackingId, or undefined. */
  find(orderTrackingId: string): Promise<Payment | undefined>;
}

function failureOf(status: PesapalTransactionStatus): CardFailure {
  if (status.state === "reversed") return "reversed";
  return /insufficient/i.test(status.description) ? "insufficient-funds" : "declined";
}

/** "Visa 411111xxxxxx1111": the scheme and the account as Pesapal masks it. */
function instrumentOf(status: PesapalTransactionStatus): string | null {
  const words = [status.paymentMethod, status.paymentAccount].filter(Boolean).join(" ");
  return words ? words.slice(0, 100) : null;
}

/** Applies a status Pesapal gave for this payment, once (the row is locked while it is decided). */
async function applyCardStatus(
  db: Db,
  paymentId: string,
  status: PesapalTransactionStatus,
  { mail, cancelled = false }: { mail: { publicUrl: string }; cancelled?: boolean },
): Promise<CardApplyOutcome> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, paymentId))
      .for("update");
    if (!payment) throw new Error(`no payment ${paymentId}`);
    const orderId = payment.orderId;
    const paidNow = status.state === "completed";
    // Money for a request the shop had given up on (cancelled, expired) is still the order's money.
    const lateMoney = payment.state === "failed" && paidNow;
    if (payment.state !== "pending" && !lateMoney)
      return { applied: false, reason: "already-final", orderId };

    const finish = async (
      state: "paid" | "failed" | "held",
      fields: Partial<Payment>,
    ): Promise<CardApplyOutcome> => {
      await tx
        .update(payments)
        .set({
          state,
          resultCode: status.state.toUpperCase(),
          instrument: instrumentOf(status),
          providerData: { ...(payment.providerData as object), status },
          checkAt: null,
          lockedUntil: null,
          completedAt: new Date(),
          ...fields,
        })
        .where(eq(payments.id, payment.id));
      return { applied: true, state, orderId };
    };

    if (status.state === "invalid") {
      if (!cancelled) return { applied: false, reason: "pending", orderId };
      return finish("failed", { failure: "cancelled" satisfies CardFailure });
    }
    if (!paidNow) return finish("failed", { failure: failureOf(status) });
    const reference = status.confirmationCode || null;
    if (status.amountCents !== payment.amountCents || status.currency !== shopCurrency)
      return finish("held", { failure: "amount-mismatch", reference });
    const changed = await markPaidByProvider(
      tx,
      orderId,
      { paidWith: "creditcard", reference },
      mail,
    );
    // Paid twice, paid by hand meanwhile, or cancelled: the money is real, so a person decides.
    if (!changed.ok) return finish("held", { failure: "order-not-pending", reference });
    return finish("paid", { failure: null, reference });
  });
}

export function createCardPayments(options: CardPaymentsOptions): CardPayments {
  const { db, client, ipn, returnUrl, queryAfterMs, mail, log } = options;

  const find = async (orderTrackingId: string) =>
    (
      await db
        .select()
        .from(payments)
        .where(
          and(eq(payments.provider, "pesapal"), eq(payments.providerRequestId, orderTrackingId)),
        )
    )[0];

  /** A pending row for a new request on a pending order (the order's row locked: clicks queue). */
  async function reserve(orderId: string, staffId: string | undefined) {
    return db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
      if (!order) return { ok: false as const, reason: "not-found" };
      if (order.status !== "pending") return { ok: false as const, reason: "not-pending" };
      // A request still open from a moment ago (a second click, a resent form): its page, not a new one.
      const [open] = await tx
        .select()
        .from(payments)
        .where(
          and(
            cardPaymentsOf(orderId, "pending"),
            isNotNull(payments.providerRequestId),
            gt(
              payments.createdAt,
              sql`now() - ${`${cardRules.reuseOpenRequestSeconds} seconds`}::interval`,
            ),
          ),
        )
        .orderBy(desc(payments.createdAt))
        .limit(1);
      const openPage = (open?.providerData as { redirectUrl?: unknown } | null)?.redirectUrl;
      if (open && typeof openPage === "string")
        return { ok: true as const, order, payment: open, openPage };
      const [payment] = await tx
        .insert(payments)
        .values({
          orderId,
          provider: "pesapal",
          method: "creditcard",
          state: "pending",
          amountCents: order.totalCents,
          createdBy: staffId ?? null,
          checkAt: sql`now() + ${`${queryAfterMs} milliseconds`}::interval`,
        })
        .returning();
      return { ok: true as const, order, payment: payment!, openPage: null };
    });
  }

  async function fail(payment: Payment, failure: CardFailure): Promise<void> {
    await db
      .update(payments)
      .set({ state: "failed", failure, checkAt: null, completedAt: new Date() })
      .where(and(eq(payments.id, payment.id), eq(payments.state, "pending")));
  }

  const provider: PaymentProvider = {
    id: "pesapal",
    async request(request): Promise<RequestOutcome> {
      const reserved = await reserve(request.orderId, request.staffId);
      if (!reserved.ok) return reserved;
      const { order, payment, openPage } = reserved;
      if (openPage) return { ok: true, paymentId: payment.id, redirectTo: openPage };
      const ipnId = await ipn.ipnId();
      if (!ipnId.ok) {
        await fail(payment, "unavailable");
        log.warn({ orderId: order.id, kind: ipnId.kind }, "Pesapal IPN not registered");
        return { ok: false, reason: "unavailable" };
      }
      const [firstName, ...rest] = order.shippingName.trim().split(/\s+/);
      const submitted = await client.submitOrder({
        // The row's id: unique for every request, and the IPN names it back.
        merchantReference: payment.id,
        amountCents: order.totalCents,
        currency: shopCurrency,
        description: `Duka order ${request.orderNumber}`,
        callbackUrl: returnUrl,
        cancellationUrl: `${returnUrl}?cancelled=1`,
        notificationId: ipnId.ipnId,
        billing: {
          email: order.shippingEmail,
          phone: order.shippingPhone,
          firstName: firstName || "Shopper",
          lastName: rest.join(" "),
          countryCode: order.shippingCountry,
        },
      });
      if (!submitted.ok) {
        // Without an OrderTrackingId nothing can be asked or matched: the request ends here.
        const failure: CardFailure = submitted.kind === "unavailable" ? "unavailable" : "refused";
        await fail(payment, failure);
        log.warn(
          { orderId: order.id, paymentId: payment.id, kind: submitted.kind },
          "Pesapal order not submitted",
        );
        return { ok: false, reason: failure };
      }
      await db
        .update(payments)
        .set({
          providerRequestId: submitted.orderTrackingId,
          providerData: { redirectUrl: submitted.redirectUrl },
        })
        .where(eq(payments.id, payment.id));
      log.info(
        { orderId: order.id, paymentId: payment.id, amountCents: order.totalCents },
        "card payment requested",
      );
      return { ok: true, paymentId: payment.id, redirectTo: submitted.redirectUrl };
    },
    async readResult(payment): Promise<ResultOutcome> {
      if (!payment.providerRequestId) return { state: "failed", failure: "unavailable" };
      const status = await client.transactionStatus(payment.providerRequestId);
      if (!status.ok || status.state === "invalid") return { state: "pending" };
      return status.state === "completed"
        ? { state: "paid", reference: status.confirmationCode || null }
        : { state: "failed", failure: failureOf(status) };
    },
  };

  return {
    provider,
    find,
    async verify(orderTrackingId, { merchantReference, cancelled } = {}) {
      const payment = await find(orderTrackingId);
      // A notice for a request this shop never made (or naming another reference) asks nothing.
      if (!payment || (merchantReference !== undefined && merchantReference !== payment.id))
        return { applied: false, reason: "unknown" };
      if (payment.state === "paid" || payment.state === "held")
        return { applied: false, reason: "already-final", orderId: payment.orderId };
      const status = await client.transactionStatus(orderTrackingId);
      if (!status.ok) {
        log.warn({ paymentId: payment.id, kind: status.kind }, "Pesapal status not read");
        return { applied: false, reason: "unavailable", orderId: payment.orderId };
      }
      if (status.merchantReference !== payment.id) {
        log.warn({ paymentId: payment.id }, "Pesapal status names another merchant reference");
        return { applied: false, reason: "unknown" };
      }
      const applied = await applyCardStatus(db, payment.id, status, { mail, cancelled });
      if (applied.applied) {
        log[applied.state === "held" ? "warn" : "info"](
          { orderId: applied.orderId, paymentId: payment.id, state: applied.state },
          "card payment status applied",
        );
      }
      return applied;
    },
  };
}
