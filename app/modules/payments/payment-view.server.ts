// Owns reading an order's payment attempts for pages: the latest M-Pesa request or card payment (what
// the shopper's success page shows and polls) and every attempt (the desk), phones masked (cards
// come masked from the provider), times in the shop's zone.
import type { Language } from "../../i18n/languages.ts";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { orders } from "../../db/schema/orders.ts";
import {
  mpesaC2BPayments,
  payments,
  type Payment,
  type PaymentState,
} from "../../db/schema/payments.ts";
import { formatShopTime } from "../../lib/dates.ts";
import type { PaymentMethod } from "../../lib/payment-methods.ts";
import { maskPhone } from "../../lib/mpesa-phone.ts";

export interface PaymentAttemptView {
  id: string;
  provider: Payment["provider"];
  /** How it was paid (cash, card, M-Pesa). */
  method: PaymentMethod;
  state: PaymentState;
  /** Masked: the last digits only. */
  phone: string | null;
  /** A card as the provider masks it ("Visa 411111xxxxxx1111"). */
  instrument: string | null;
  amountCents: number;
  /** Why it failed or is held (an outcome code the catalogue words). */
  failure: string | null;
  resultCode: string | null;
  reference: string | null;
  createdAt: string;
  completedAt: string | null;
}

function view(payment: Payment, lang: Language): PaymentAttemptView {
  return {
    id: payment.id,
    provider: payment.provider,
    method: payment.method as PaymentMethod,
    state: payment.state,
    phone: payment.phone ? maskPhone(payment.phone) : null,
    instrument: payment.instrument,
    amountCents: payment.amountCents,
    failure: payment.failure,
    resultCode: payment.resultCode,
    reference: payment.reference,
    createdAt: formatShopTime(payment.createdAt, lang),
    completedAt: payment.completedAt ? formatShopTime(payment.completedAt, lang) : null,
  };
}

async function latestOf(db: Db, orderId: string, provider: Payment["provider"]) {
  const [latest] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.provider, provider)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return latest;
}

/** The order's newest M-Pesa request, or null when none was sent. */
export async function latestMpesaRequest(
  db: Db,
  orderId: string,
  lang: Language,
): Promise<PaymentAttemptView | null> {
  const latest = await latestOf(db, orderId, "mpesa-stk");
  return latest ? view(latest, lang) : null;
}

/** The order's newest card payment, with the hosted page it waits on, or null when none was asked. */
export async function latestCardPayment(
  db: Db,
  orderId: string,
  lang: Language,
): Promise<(PaymentAttemptView & { redirectUrl: string | null }) | null> {
  const latest = await latestOf(db, orderId, "pesapal");
  if (!latest) return null;
  const data = latest.providerData as { redirectUrl?: unknown } | null;
  const redirectUrl = typeof data?.redirectUrl === "string" ? data.redirectUrl : null;
  return { ...view(latest, lang), redirectUrl };
}

/** Every attempt to get the order paid, newest first. */
export async function paymentAttempts(
  db: Db,
  orderId: string,
  lang: Language,
): Promise<PaymentAttemptView[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt));
  return rows.map((row) => view(row, lang));
}

/**
 * Payments held for a person (a wrong amount, an order no longer waiting), newest first; with
 * `provider`, only that provider's (the desk's filter for card payments).
 */
export async function paymentsNeedingAPerson(
  db: Db,
  lang: Language,
  { limit = 100, provider }: { limit?: number; provider?: Payment["provider"] } = {},
): Promise<(PaymentAttemptView & { orderId: string; orderNumber: string })[]> {
  const rows = await db
    .select({ payment: payments, orderNumber: orders.orderNumber })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.state, "held"), provider ? eq(payments.provider, provider) : undefined))
    .orderBy(desc(payments.createdAt))
    .limit(limit);
  return rows.map(({ payment, orderNumber }) => ({
    ...view(payment, lang),
    orderId: payment.orderId,
    orderNumber,
  }));
}

/** The TransAmount of a confirmation kept as sent, as text (cut short); "?" when there is none. */
function amountInBody(raw: unknown): string {
  const body = (raw as { unreadable?: unknown } | null)?.unreadable;
  const amount =
    typeof body === "string" ? /"TransAmount"\s*:\s*"?([^",}]*)/.exec(body)?.[1] : undefined;
  return amount ? amount.slice(0, 40) : "?";
}

/**
 * The payer's number as staff see it: a whole number masked here; one Daraja already masked
 * (`2547 ***** 126`, as it sends since 2026) shown as sent; anything else (a hash) not at all.
 */
function payerNumberShown(msisdn: string): string {
  if (/^\d{12}$/.test(msisdn)) return maskPhone(msisdn);
  return /^\d{3,4} ?[*X•]{3,8} ?\d{3}$/.test(msisdn) ? msisdn : "";
}

/** Payments to the paybill by hand the shop could not apply by itself (unknown account, wrong amount), newest first. */
export async function paybillPaymentsNeedingAPerson(db: Db, lang: Language, limit = 100) {
  const found = await db
    .select({ row: mpesaC2BPayments, orderNumber: orders.orderNumber })
    .from(mpesaC2BPayments)
    .leftJoin(orders, eq(orders.id, mpesaC2BPayments.orderId))
    .where(eq(mpesaC2BPayments.state, "held"))
    .orderBy(desc(mpesaC2BPayments.receivedAt))
    .limit(limit);
  return found.map(({ row, orderNumber }) => ({
    transId: row.transId,
    orderId: row.orderId,
    orderNumber,
    reason: row.reason,
    amountCents: row.amountCents,
    /** For a confirmation the shop could not read: the amount as the body gave it (no sum was applied). */
    amountAsSent: row.reason === "unreadable" ? amountInBody(row.raw) : null,
    account: row.billRefNumber,
    payer: row.payerName,
    phone: payerNumberShown(row.msisdn),
    at: formatShopTime(row.transTime, lang),
  }));
}
