// Owns the simulated GetTransactionStatus: the status of an order as Pesapal words it (INVALID with
// a "Pending Payment" error until paid, COMPLETED or FAILED after the card, REVERSED after a whole
// refund), field for field as the documentation's sample and a recorded sandbox answer have it.
import { nairobiDateTime } from "../shared/nairobi-time.ts";
import { json, pesapalError } from "./pesapal-answers.ts";
import type { OrderDesk, SimulatedOrder } from "./orders.ts";

const statusCodes = { INVALID: 0, COMPLETED: 1, FAILED: 2, REVERSED: 3 } as const;

/** 125050 -> 1250.5 as a JSON number, through its decimal text. */
function amountNumber(cents: number): number {
  return Number(`${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`);
}

/** Pesapal's "no error" on a status answer: an error object whose fields are all null. */
const noError = { error_type: null, code: null, message: null, call_back_url: null };

function statusOf(order: SimulatedOrder): keyof typeof statusCodes {
  if (!order.payment) return "INVALID";
  if (order.payment.status === "COMPLETED" && order.refund?.amountCents === order.amountCents) {
    return "REVERSED";
  }
  return order.payment.status;
}

/** The answer for one order. */
function statusAnswer(order: SimulatedOrder): Response {
  const status = statusOf(order);
  const payment = order.payment;
  // The sandbox's call_back_url names the order in its query, without the notification type.
  const callBack = new URL(order.callbackUrl);
  callBack.searchParams.set("OrderTrackingId", order.orderTrackingId);
  callBack.searchParams.set("OrderMerchantReference", order.merchantReference);
  const pending = status === "INVALID";
  return json(200, {
    payment_method: payment?.paymentMethod ?? "",
    amount: amountNumber(order.amountCents),
    // Nairobi's wall clock without a zone, as both the sample and the sandbox write it.
    created_date: nairobiDateTime(payment?.at ?? order.createdAt),
    confirmation_code: payment?.confirmationCode ?? "",
    order_tracking_id: order.orderTrackingId,
    payment_status_description: status,
    description: pending ? null : payment!.description,
    message: "Request processed successfully",
    payment_account: payment?.paymentAccount ?? "",
    call_back_url: callBack.href,
    status_code: statusCodes[status],
    merchant_reference: order.merchantReference,
    payment_status_code: "",
    currency: order.currency,
    error: pending
      ? {
          error_type: "api_error",
          code: "payment_details_not_found",
          message: "Pending Payment",
          call_back_url: callBack.href,
        }
      : noError,
    status: pending ? "500" : "200",
  });
}

/** GET /api/Transactions/GetTransactionStatus?orderTrackingId= (the parameter's case does not matter, as in ASP.NET). */
export function transactionStatus(orders: OrderDesk, url: URL): Response {
  const id = [...url.searchParams].find(([name]) => name.toLowerCase() === "ordertrackingid")?.[1];
  const order = id ? orders.find(id.trim()) : undefined;
  if (!order) {
    return pesapalError(
      "invalid_request_error",
      "invalid_api_request_parameters",
      "Invalid OrderTrackingId provided.Check format and try again",
    );
  }
  return statusAnswer(order);
}
