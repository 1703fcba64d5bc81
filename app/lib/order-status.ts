// Owns the order life cycle: which status may follow which, and how each is named to people.
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

const labels: Record<OrderStatus, string> = {
  pending: "Pending",
  paid: "Paid",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

export function orderStatusLabel(status: string): string {
  return labels[status as OrderStatus] ?? status;
}

/** The short form of an order id that people read out and search for: its first 8 characters. */
export function shortOrderId(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

/** Longest staff note on a status change (courier note, reason for cancelling). */
export const maxNoteLength = 500;
/** Longest payment reference (an M-Pesa code has 10 characters). */
export const maxReferenceLength = 40;
