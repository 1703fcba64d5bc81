// Owns changing an order's status, whoever asks — staff on the desk, the shop itself when a
// payment is confirmed, later the customer — inside the caller's transaction: the life cycle is
// checked, the change applies only if the order still has the status the caller saw, the history
// gets its row, and the customer's e-mail and SMS are queued when the change calls for them.
import { and, asc, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { isUniqueViolation } from "../../db/errors.server.ts";
import type { MailKind } from "../../db/schema/mail.ts";
import { orderLines, orders, type Order } from "../../db/schema/orders.ts";
import { isUuid } from "../../lib/ids.ts";
import { canChangeStatus, type OrderStatus } from "../../lib/order-status.ts";
import type { PaymentMethod } from "../../lib/payment-methods.ts";
import { restoreStock } from "../catalogue/index.server.ts";
import { orderStatusMail, enqueueMail, type OrderMailContext } from "../mail/index.server.ts";
import { enqueueSms, orderStatusSms } from "../sms/index.server.ts";
import { recordStatusChange } from "./history.server.ts";

export type Actor = { kind: "customer" | "staff"; userId: string } | { kind: "system" };

export interface StatusChange {
  orderId: string;
  /** The status the caller saw: the change applies only while the order still has it. */
  expected: OrderStatus;
  to: OrderStatus;
  actor: Actor;
  /** Kept in the history: a courier note, a reason for cancelling. */
  note?: string;
  /** For a payment: how it was paid and its reference (also kept on the order: one order per reference). */
  payment?: { paidWith: PaymentMethod; reference: string | null };
}

export type StatusChangeOutcome =
  | { ok: true; order: Order; customerEmailed: boolean }
  | { ok: false; reason: "not-found" }
  /** The change does not follow from the status the caller saw (e.g. shipped -> paid). */
  | { ok: false; reason: "illegal"; current: OrderStatus }
  /** The order changed since the caller looked (another member of staff, another tab, a callback). */
  | { ok: false; reason: "stale"; current: OrderStatus }
  | { ok: false; reason: "reference-taken"; otherOrderId: string; otherOrderNumber: string };

/**
 * The changes that e-mail the customer (placing an order sends its own confirmation): a payment by
 * any method (staff's, M-Pesa's), shipping and cancelling.
 */
const customerMailOn: Partial<
  Record<OrderStatus, Extract<MailKind, "order-paid" | "order-shipped" | "order-cancelled">>
> = {
  paid: "order-paid",
  shipped: "order-shipped",
  cancelled: "order-cancelled",
};

export async function changeOrderStatus(
  tx: Db,
  change: StatusChange,
  mail: OrderMailContext,
): Promise<StatusChangeOutcome> {
  const { orderId, expected, to, actor } = change;
  if (!isUuid(orderId)) return { ok: false, reason: "not-found" };
  const refuse = async (): Promise<StatusChangeOutcome> => {
    const [found] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!found) return { ok: false, reason: "not-found" };
    return {
      ok: false,
      reason: found.status === expected ? "illegal" : "stale",
      current: found.status,
    };
  };
  // The cheap check first (no order read): could any order in the expected status take this step?
  // Shipping an unpaid order is for cash on delivery only: the update below checks the method.
  const codShipping = expected === "pending" && to === "shipped";
  if (!canChangeStatus({ status: expected, paymentMethod: "cashondelivery" }, to)) return refuse();

  const reference = change.payment?.reference ?? null;
  const otherOrderWith = async (ref: string): Promise<StatusChangeOutcome | undefined> => {
    const [other] = await tx
      .select({ id: orders.id, orderNumber: orders.orderNumber })
      .from(orders)
      .where(and(eq(orders.paymentReference, ref), ne(orders.id, orderId)));
    return other
      ? {
          ok: false,
          reason: "reference-taken",
          otherOrderId: other.id,
          otherOrderNumber: other.orderNumber,
        }
      : undefined;
  };
  if (reference) {
    const taken = await otherOrderWith(reference);
    if (taken) return taken;
  }

  let order: Order | undefined;
  try {
    // A savepoint: if another order takes the reference between the check and this write, the
    // unique index refuses it and only this step is undone, not the caller's transaction.
    order = await tx.transaction(async (savepoint) => {
      const [updated] = await savepoint
        .update(orders)
        .set({
          status: to,
          ...(change.payment
            ? { paidWith: change.payment.paidWith, paymentReference: reference }
            : {}),
        })
        .where(
          and(
            eq(orders.id, orderId),
            eq(orders.status, expected),
            codShipping ? eq(orders.paymentMethod, "cashondelivery") : undefined,
          ),
        )
        .returning();
      return updated;
    });
  } catch (error) {
    if (!reference || !isUniqueViolation(error, "orders_payment_reference_unique")) throw error;
    const taken = await otherOrderWith(reference);
    if (!taken) throw error;
    return taken;
  }
  if (!order) return refuse();

  // A cancelled order's pieces go back on the shelf, with the change itself.
  if (to === "cancelled") await restoreStock(tx, orderId);
  const note = change.payment ? (reference ?? "") : (change.note ?? "");
  await recordStatusChange(tx, {
    orderId,
    fromStatus: expected,
    toStatus: to,
    actor: actor.kind,
    changedBy: actor.kind === "system" ? null : actor.userId,
    note,
    paidWith: change.payment?.paidWith ?? null,
  });
  // Cash taken at the door is a payment too: its customer gets Payment received.
  const mailKind = change.payment ? "order-paid" : customerMailOn[to];
  if (mailKind) {
    // The e-mail shows the order's lines: read in the same transaction as the change.
    const lines = await tx
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.name));
    await enqueueMail(tx, orderStatusMail(mailKind, { order, lines }, note, mail));
  }
  const text = orderStatusSms(order, to);
  if (text) await enqueueSms(tx, [text]);
  return { ok: true, order, customerEmailed: mailKind !== undefined };
}

/** A change a member of staff makes from the desk, from the status it showed them. */
export interface StaffChange extends Omit<StatusChange, "actor"> {
  staffId: string;
}

/** Changes an order's status for a member of staff (the desk's actions); pass a transaction. */
export function changeByStaff(
  tx: Db,
  { staffId, ...change }: StaffChange,
  mail: OrderMailContext,
): Promise<StatusChangeOutcome> {
  return changeOrderStatus(tx, { ...change, actor: { kind: "staff", userId: staffId } }, mail);
}

/**
 * Marks a pending order paid by the shop itself, when a provider confirmed its payment (M-Pesa's
 * STK push or paybill, a card through Pesapal); pass a transaction.
 */
export function markPaidByProvider(
  tx: Db,
  orderId: string,
  payment: NonNullable<StatusChange["payment"]>,
  mail: OrderMailContext,
): Promise<StatusChangeOutcome> {
  return changeOrderStatus(
    tx,
    { orderId, expected: "pending", to: "paid", actor: { kind: "system" }, payment },
    mail,
  );
}
