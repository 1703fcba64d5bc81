// Owns what staff do to an order from the orders desk: record a payment, mark it shipped or
// delivered (with the cash, for cash on delivery), cancel it — each one transaction through the
// actor-neutral status change.
import type { Db } from "../../db/client.server.ts";
import type { OrderStatus } from "../../lib/order-status.ts";
import {
  changeByStaff,
  type OrderActionInput,
  type StatusChangeOutcome,
} from "../orders/index.server.ts";
import type { OrderMailContext } from "../mail/index.server.ts";
import { recordDelivery, recordManualPayment } from "../payments/index.server.ts";

export const actionTargets = {
  "record-payment": "paid",
  "mark-shipped": "shipped",
  "mark-delivered": "delivered",
  cancel: "cancelled",
} as const satisfies Record<OrderActionInput["intent"], OrderStatus>;

export function applyOrderAction(
  db: Db,
  orderId: string,
  staffId: string,
  action: OrderActionInput,
  mail: OrderMailContext,
): Promise<StatusChangeOutcome> {
  return db.transaction(async (tx) => {
    const expected = action.expectedStatus;
    switch (action.intent) {
      case "record-payment":
        return recordManualPayment(
          tx,
          {
            orderId,
            expected,
            staffId,
            paidWith: action.paidWith,
            reference: action.reference || null,
          },
          mail,
        );
      case "mark-shipped":
        return changeByStaff(
          tx,
          { orderId, expected, staffId, to: "shipped", note: action.note },
          mail,
        );
      case "mark-delivered":
        return recordDelivery(tx, { orderId, expected, staffId }, mail);
      case "cancel":
        return changeByStaff(
          tx,
          { orderId, expected, staffId, to: "cancelled", note: action.reason },
          mail,
        );
    }
  });
}
