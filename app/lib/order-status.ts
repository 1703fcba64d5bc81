// Owns the order life cycle: which status may follow which (the catalogue names each status).
// pending (placed) -> paid -> shipped -> delivered; cancelled from pending or paid. Cash on delivery
// is paid at the door: such an order, not yet paid, may also go pending -> shipped, and the cash is
// recorded when it is delivered. Nothing else.
import type { PaymentMethod } from "./payment-methods.ts";

export const orderStatuses = ["pending", "paid", "shipped", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof orderStatuses)[number];

const nextStatuses: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ["paid", "cancelled"],
  paid: ["shipped", "cancelled"],
  shipped: ["delivered"],
  delivered: [],
  cancelled: [],
};

/** Cash on delivery ships before it is paid. */
const cashOnDeliveryNext: Partial<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ["paid", "shipped", "cancelled"],
};

/** What decides an order's next statuses: its status, and whether it is paid in cash at the door. */
export interface LifeCycleOrder {
  status: OrderStatus;
  paymentMethod: PaymentMethod;
}

export function allowedNextStatuses(order: LifeCycleOrder): readonly OrderStatus[] {
  return (
    (order.paymentMethod === "cashondelivery" ? cashOnDeliveryNext[order.status] : undefined) ??
    nextStatuses[order.status]
  );
}

export function canChangeStatus(order: LifeCycleOrder, to: OrderStatus): boolean {
  return allowedNextStatuses(order).includes(to);
}
