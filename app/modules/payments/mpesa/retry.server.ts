// Owns asking again for an order's M-Pesa payment (the shopper's Try again, staff's new request):
// the same order, never a second one, to the same or another number; a shopper's within the caps
// of prompt-caps.server.ts, staff's from the desk without them.
import type { Db } from "../../../db/client.server.ts";
import type { Order } from "../../../db/schema/orders.ts";
import { normaliseKenyanMobile } from "../../../lib/mpesa-phone.ts";
import { wholeShillings } from "../../../lib/pricing.ts";
import type { PaymentProvider } from "../provider.ts";
import { shopperPromptRefusal, type PromptCapRefusal } from "./prompt-caps.server.ts";

export type RetryOutcome =
  "sent" | "not-sent" | "invalid-phone" | "held-back" | "not-pending" | PromptCapRefusal;

export async function retryMpesaPayment(
  db: Db,
  order: Pick<Order, "id" | "orderNumber" | "status" | "totalCents" | "userId" | "createdAt">,
  phoneText: string,
  provider: PaymentProvider,
  staffId?: string,
): Promise<RetryOutcome> {
  if (order.status !== "pending") return "not-pending";
  const phone = normaliseKenyanMobile(phoneText);
  if (!phone) return "invalid-phone";
  if (!staffId) {
    const refusal = await shopperPromptRefusal(db, order);
    if (refusal) return refusal;
  }
  const outcome = await provider.request({
    orderId: order.id,
    orderNumber: order.orderNumber,
    amountKsh: wholeShillings(order.totalCents),
    phone,
    staffId,
  });
  if (outcome.ok) return "sent";
  if (outcome.reason === "held-back" || outcome.reason === "not-pending") return outcome.reason;
  return "not-sent";
}
