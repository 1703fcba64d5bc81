// Owns the simulated RefundRequest with the limits Pesapal's documentation lists: only a COMPLETED
// payment, never more than was paid, one refund a payment (so a second request, even for the rest,
// is refused). A whole refund reverses the payment; a part leaves it COMPLETED. Answers
// {status: "200" | "500", message}, as the documentation does.
import { json } from "./pesapal-answers.ts";
import { invalidField, readJsonBody, refundRequest } from "./pesapal-fields.ts";
import type { OrderDesk } from "./orders.ts";

function rejected(message: string): Response {
  return json(200, { status: "500", message });
}

export async function requestRefund(orders: OrderDesk, request: Request): Promise<Response> {
  const read = await readJsonBody(request);
  if (!read.ok) return read.answer;
  const parsed = refundRequest.safeParse(read.body);
  if (!parsed.success) return invalidField(parsed.error);
  const { confirmation_code: code, amount, username, remarks } = parsed.data;
  const order = orders.findByConfirmationCode(code.trim());
  if (!order?.payment) return rejected("Invalid confirmation code. No payment has that code");
  if (order.payment.status !== "COMPLETED") {
    return rejected("Refund rejected. Only payments with the status of COMPLETED can be refunded");
  }
  if (order.refund) {
    return rejected("Refund rejected. Multiple refunds are not allowed against one payment");
  }
  if (amount > order.amountCents) {
    return rejected("Refund rejected. You can't refund more than what was originally collected");
  }
  orders.refund(order, { amountCents: amount, username, remarks, at: new Date() });
  return json(200, { status: "200", message: "Refund request successfully" });
}
