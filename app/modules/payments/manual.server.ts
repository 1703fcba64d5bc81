// Owns paying by hand: the shopper sends money to the shop's number (or pays cash or by card on
// delivery) and staff record the payment with its reference. Recording it marks the order paid
// through the actor-neutral status change, with a payment row for the record.
import type { Db } from "../../db/client.server.ts";
import { payments } from "../../db/schema/payments.ts";
import type { OrderStatus } from "../../lib/order-status.ts";
import type { PaymentMethod } from "../../lib/payment-methods.ts";
import { changeOrderStatus, type StatusChangeOutcome } from "../orders/index.server.ts";
import type { OrderMailContext } from "../mail/index.server.ts";
import type { PaymentProvider } from "./provider.ts";

/** Nothing is sent anywhere: the instructions are on the checkout page and in the confirmation e-mail. */
export const manualProvider: PaymentProvider = {
  id: "manual",
  request: async () => ({ ok: true, paymentId: null }),
  // Only staff learn that a payment by hand arrived.
  readResult: async () => ({ state: "pending" }),
};

export interface ManualPayment {
  orderId: string;
  /** The status the desk showed. */
  expected: OrderStatus;
  staffId: string;
  paidWith: PaymentMethod;
  reference: string | null;
}

/** Records a payment by hand; pass a transaction. */
export async function recordManualPayment(
  tx: Db,
  payment: ManualPayment,
  mail: OrderMailContext,
): Promise<StatusChangeOutcome> {
  const outcome = await changeOrderStatus(
    tx,
    {
      orderId: payment.orderId,
      expected: payment.expected,
      to: "paid",
      actor: { kind: "staff", userId: payment.staffId },
      payment: { paidWith: payment.paidWith, reference: payment.reference },
    },
    mail,
  );
  if (outcome.ok) {
    await tx.insert(payments).values({
      orderId: payment.orderId,
      provider: "manual",
      method: payment.paidWith,
      state: "paid",
      amountCents: outcome.order.totalCents,
      reference: payment.reference,
      createdBy: payment.staffId,
      completedAt: new Date(),
    });
  }
  return outcome;
}
