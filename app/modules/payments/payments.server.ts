// Owns asking for an order's payment once it is placed, through the provider of the method the
// shopper chose: M-Pesa by STK push when the shop has it (MPESA_ENV), otherwise every method is
// paid by hand (M-Pesa to the shop's number, card or cash on delivery) and recorded by staff.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { orders } from "../../db/schema/orders.ts";
import type { PaymentMethod } from "../../lib/payment-methods.ts";
import { wholeShillings } from "../../lib/pricing.ts";
import { manualProvider } from "./manual.server.ts";
import type { PaymentProvider, RequestOutcome } from "./provider.ts";

function paymentProviderFor(method: PaymentMethod, mpesa: PaymentProvider | undefined): PaymentProvider {
  switch (method) {
    case "mpesa":
      return mpesa ?? manualProvider;
    case "creditcard":
    case "cashondelivery":
      return manualProvider;
  }
}

/** Asks for the payment of a placed order (outside its transaction: a provider may call out). */
export async function requestPayment(
  db: Db,
  orderId: string,
  { phone, mpesa, staffId }: { phone?: string; mpesa?: PaymentProvider; staffId?: string } = {},
): Promise<RequestOutcome> {
  const [order] = await db.select({ paymentMethod: orders.paymentMethod, totalCents: orders.totalCents }).from(orders).where(eq(orders.id, orderId));
  if (!order) return { ok: false, reason: "not-found" };
  return paymentProviderFor(order.paymentMethod, mpesa).request({ orderId, amountKsh: wholeShillings(order.totalCents), phone, staffId });
}
