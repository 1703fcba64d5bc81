// Owns the texts of the e-mails the shop sends.
import type { Order, OrderLine } from "../../db/schema/orders.ts";
import { countryName } from "../../lib/countries.ts";
import { formatKsh } from "../../lib/money.ts";
import { shortOrderId } from "../../lib/order-status.ts";
import { paymentMethodLabel } from "../../lib/payment-methods.ts";
import type { NewMail } from "./outbox.server.ts";

export interface ShopContact {
  mpesaNumber: string;
  mpesaName: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function passwordResetMail(to: string, resetUrl: string): NewMail {
  return {
    to,
    subject: "Reset your Duka Fashions password",
    text: [
      "Someone asked to reset the password of your Duka Fashions account.",
      "",
      `Set a new password here (the link works once, for 1 hour):`,
      resetUrl,
      "",
      "If it was not you, ignore this e-mail: your password stays as it is.",
    ].join("\n"),
    html: `<p>Someone asked to reset the password of your Duka Fashions account.</p>
<p><a href="${escapeHtml(resetUrl)}">Set a new password</a> (the link works once, for 1 hour).</p>
<p>If it was not you, ignore this e-mail: your password stays as it is.</p>`,
  };
}

export { escapeHtml };

/** Payment instructions for the method chosen at checkout. */
export function paymentInstructions(method: string, totalCents: number, shop: ShopContact): string {
  switch (method) {
    case "mpesa":
      return `Pay ${formatKsh(totalCents)} by M-Pesa to ${shop.mpesaNumber} (${shop.mpesaName}), with your order number as the reference.`;
    case "cashondelivery":
      return `Pay ${formatKsh(totalCents)} in cash when your order is delivered.`;
    default:
      return `Pay ${formatKsh(totalCents)} by credit card; we will contact you to complete the payment.`;
  }
}

export function orderConfirmationMail({ order, lines }: { order: Order; lines: OrderLine[] }, publicUrl: string, shop: ShopContact): NewMail {
  const link = `${publicUrl}/order-confirmation/${order.id}`;
  const instructions = paymentInstructions(order.paymentMethod, order.totalCents, shop);
  const address = [order.shippingAddress, order.shippingCity, order.shippingPostalCode, countryName(order.shippingCountry)];
  const textLines = lines.map((line) => `- ${line.name} x ${line.quantity}: ${formatKsh(line.lineTotalCents)}`);
  const fee = order.deliveryFeeCents > 0 ? [`Delivery: ${formatKsh(order.deliveryFeeCents)}`] : [];
  const text = [
    `Thank you for your order, ${order.shippingName}!`,
    "",
    `Order number: ${order.id}`,
    "",
    ...textLines,
    ...fee,
    `Total: ${formatKsh(order.totalCents)}`,
    "",
    `Payment: ${paymentMethodLabel(order.paymentMethod)}. ${instructions}`,
    `Delivery to: ${address.join(", ")}. Your items will be delivered in ${order.shippingCity}.`,
    "",
    `See your order: ${link}`,
  ].join("\n");
  const row = (cells: string[]) => `<tr>${cells.map((c) => `<td style="padding:4px 8px">${c}</td>`).join("")}</tr>`;
  const html = `<h1>Thank you for your order, ${escapeHtml(order.shippingName)}!</h1>
<p>Order number: <strong>${escapeHtml(order.id)}</strong></p>
<table>
${row(["<strong>Item</strong>", "<strong>Quantity</strong>", "<strong>Line total</strong>"])}
${lines.map((line) => row([escapeHtml(line.name), String(line.quantity), formatKsh(line.lineTotalCents)])).join("\n")}
${order.deliveryFeeCents > 0 ? row(["Delivery", "", formatKsh(order.deliveryFeeCents)]) : ""}
${row(["<strong>Total</strong>", "", `<strong>${formatKsh(order.totalCents)}</strong>`])}
</table>
<p>Payment: ${escapeHtml(paymentMethodLabel(order.paymentMethod))}. ${escapeHtml(instructions)}</p>
<p>Delivery to: ${escapeHtml(address.join(", "))}. Your items will be delivered in ${escapeHtml(order.shippingCity)}.</p>
<p><a href="${escapeHtml(link)}">See your order</a></p>`;
  return { to: order.shippingEmail, subject: `Your Duka Fashions order ${shortOrderId(order.id)}`, text, html };
}

/** The customer's e-mail when staff mark the order shipped or cancel it. */
export function orderStatusMail(order: Order, note: string, publicUrl: string): NewMail {
  const link = `${publicUrl}/order-confirmation/${order.id}`;
  const shortId = shortOrderId(order.id);
  const shipped = order.status === "shipped";
  const headline = shipped
    ? `Your order ${shortId} is on its way to ${order.shippingCity}.`
    : `Your order ${shortId} has been cancelled.`;
  const noteLine = note === "" ? [] : [shipped ? `Courier: ${note}` : `Reason: ${note}`];
  const text = [`Hello ${order.shippingName},`, "", headline, ...noteLine, "", `See your order: ${link}`].join("\n");
  const html = `<p>Hello ${escapeHtml(order.shippingName)},</p>
<p>${escapeHtml(headline)}</p>
${noteLine.map((line) => `<p>${escapeHtml(line).replace(/\n/g, "<br>")}</p>`).join("\n")}
<p><a href="${escapeHtml(link)}">See your order</a></p>`;
  return { to: order.shippingEmail, subject: shipped ? `Your Duka Fashions order ${shortId} has shipped` : `Your Duka Fashions order ${shortId} was cancelled`, text, html };
}
