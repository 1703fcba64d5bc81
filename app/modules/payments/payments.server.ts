// Owns asking for an order's payment once it is placed, through the provider of the method the
// shopper chose: M-Pesa by STK push when the shop has it (MPESA_ENV), otherwise every method is
// paid by hand (M-Pesa to the shop's number, card or cash on delivery) and recorded by staff.
import type { PaymentMethod } from "../../lib/payment-methods.ts";
import { wholeShillings } from "../../lib/pricing.ts";
import { manualProvider } from "./manual.server.ts";
import type { PaymentProvider, RequestOutcome } from "./provider.ts";

function paymentProviderFor(
  method: PaymentMethod,
  mpesa: PaymentProvider | undefined,
): PaymentProvider {
  switch (method) {
    case "mpesa":
      return mpesa ?? manualProvider;
    case "creditcard":
    case "cashondelivery":
      return manualProvider;
  }
}

/** A placed order as its payment is asked for (the checkout has these at hand: nothing is read back). */
export interface PayableOrder {
  orderId: string;
  orderNumber: string;
  paymentMethod: PaymentMethod;
  totalCents: number;
}

/** Asks for the payment of a placed order (outside its transaction: a provider may call out). */
export function requestPayment(
  { orderId, orderNumber, paymentMethod, totalCents }: PayableOrder,
  { phone, mpesa, staffId }: { phone?: string; mpesa?: PaymentProvider; staffId?: string } = {},
): Promise<RequestOutcome> {
  return paymentProviderFor(paymentMethod, mpesa).request({
    orderId,
    orderNumber,
    amountKsh: wholeShillings(totalCents),
    phone,
    staffId,
  });
}
