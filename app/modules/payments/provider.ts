// Owns what a way of paying must offer the shop: ask the payer for an order's amount, and read the
// result of that request when no notice of it came. Staff recording a payment by hand is the
// first; M-Pesa's STK push is the next.
import type { Payment, PaymentProvider as ProviderId } from "../../db/schema/payments.ts";

export interface PaymentRequest {
  orderId: string;
  /** The order's number: what the payer sees as the account (M-Pesa's AccountReference). */
  orderNumber: string;
  /** The whole-shilling amount from the pricing function. */
  amountKsh: number;
  /** The payer's phone (any form people write it), for providers that ask on a phone. */
  phone?: string;
  /** The member of staff who asked from the desk, if any. */
  staffId?: string;
}

export type RequestOutcome =
  /** Asked: the payer is expected to answer (the payment row is pending). */
  | { ok: true; paymentId: string }
  /** Nothing to ask: the shopper pays by hand and staff record it. */
  | { ok: true; paymentId: null }
  | { ok: false; reason: string };

export type ResultOutcome =
  | { state: "pending" }
  | { state: "paid"; reference: string | null }
  | { state: "failed"; failure: string };

export interface PaymentProvider {
  readonly id: ProviderId;
  request(request: PaymentRequest): Promise<RequestOutcome>;
  readResult(payment: Payment): Promise<ResultOutcome>;
}
