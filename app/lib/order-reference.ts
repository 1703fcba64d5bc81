// Owns how messages to a customer (SMS, WhatsApp) name an order: the one place to change when
// orders get a number of their own.
import { shortOrderId } from "./order-status.ts";

export function customerOrderReference(orderId: string): string {
  return shortOrderId(orderId);
}
