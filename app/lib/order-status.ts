// Owns the order life cycle: which status may follow which (the catalogue names each status).
// pending (placed) -> paid -> shipped -> delivered; cancelled from pending or paid. Nothing else.

export const orderStatuses = ["pending", "paid", "shipped", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof orderStatuses)[number];

const nextStatuses: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ["paid", "cancelled"],
  paid: ["shipped", "cancelled"],
  shipped: ["delivered"],
  delivered: [],
  cancelled: [],
};

export function canChangeStatus(from: OrderStatus, to: OrderStatus): boolean {
  return nextStatuses[from].includes(to);
}

export function allowedNextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return nextStatuses[from];
}
