// Owns paying by hand: the shopper sends money to the shop's number (or pays cash or by card on
// delivery) and staff record the payment with its reference. Recording it marks the order paid
// through the actor-neutral status change, with a payment row for the record.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { orders } from "../../db/schema/orders.ts";
import { payments } from "../../db/schema/payments.ts";
import { isUuid } from "../../lib/ids.ts";
import type { OrderStatus } from "../../lib/order-status.ts";
import type { PaymentMethod } from "../../lib/payment-methods.ts";
import { changeByStaff, type StatusChangeOutcome } from "../orders/index.server.ts";
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

/** The payment row of money staff took by hand: who, when, how much. */
function paidByHand(tx: Db, payment: ManualPayment, amountCents: number) {
  return tx.insert(payments).values({
    orderId: payment.orderId,
    provider: "manual",
    method: payment.paidWith,
    state: "paid",
    amountCents,
    reference: payment.reference,
    createdBy: payment.staffId,
    completedAt: new Date(),
  });
}

/**
 * Marks an order delivered; pass a transaction. A cash-on-delivery order not paid yet was paid at
 * the door: the cash is recorded with the delivery (the order's total, by this member of staff, now).
 */
export async function recordDelivery(
  tx: Db,
  delivery: Omit<ManualPayment, "paidWith" | "reference">,
  mail: OrderMailContext,
): Promise<StatusChangeOutcome> {
  const [order] = isUuid(delivery.orderId)
    ? await tx
        .select({ paymentMethod: orders.paymentMethod, paidWith: orders.paidWith })
        .from(orders)
        .where(eq(orders.id, delivery.orderId))
        .for("update")
    : [];
  const cash = order?.paymentMethod === "cashondelivery" && order.paidWith === null;
  const outcome = await changeByStaff(
    tx,
    {
      ...delivery,
      to: "delivered",
      ...(cash ? { payment: { paidWith: "cashondelivery" as const, reference: null } } : {}),
    },
    mail,
  );
  if (outcome.ok && cash)
    await paidByHand(
      tx,
      { ...delivery, paidWith: "cashondelivery", reference: null },
      outcome.order.totalCents,
    );
  return outcome;
}

/** Records a payment by hand; pass a transaction. */
export async function recordManualPayment(
  tx: Db,
  payment: ManualPayment,
  mail: OrderMailContext,
): Promise<StatusChangeOutcome> {
  const { paidWith, reference, ...byStaff } = payment;
  const outcome = await changeByStaff(
    tx,
    { ...byStaff, to: "paid", payment: { paidWith, reference } },
    mail,
  );
  if (outcome.ok) await paidByHand(tx, payment, outcome.order.totalCents);
  return outcome;
}
