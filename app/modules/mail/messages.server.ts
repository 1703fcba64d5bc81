// Owns the e-mails the shop sends, worded from the message catalogue in the customer's language:
// the password reset link, the order confirmation, and the shipped and cancelled notices.
import type { Order, OrderLine } from "../../db/schema/orders.ts";
import { serverTranslator } from "../../i18n/catalogue.server.ts";
import type { Language } from "../../i18n/languages.ts";
import type { Translator } from "../../i18n/translate.ts";
import { formatKsh } from "../../lib/money.ts";
import { shortOrderId } from "../../lib/order-status.ts";
import { quote } from "../../lib/pricing.ts";
import type { NewMail } from "./outbox.server.ts";

/** How a customer reaches the shop (from its settings), at the end of every order e-mail. */
export interface ShopReach {
  phone: string;
  email: string;
}

/** What an order e-mail needs besides the order: where its page is, and how to reach the shop. */
export interface OrderMailContext {
  publicUrl: string;
  /** Absent: the e-mail has no contact line. */
  reach?: ShopReach;
}

export interface ShopContact extends ShopReach {
  mpesaNumber: string;
  mpesaName: string;
  /** Cards are paid online on Pesapal's page (PESAPAL_ENV), not arranged by the shop. */
  cardOnline?: boolean;
}

/** "Questions? Call … or write to …", when the shop's contacts are known. */
function reachLines(t: Translator, reach: ShopReach | undefined): string[] {
  return reach ? [t("mail.order.questions", { phone: reach.phone, email: reach.email })] : [];
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

export function passwordResetMail(lang: Language, to: string, resetUrl: string): NewMail {
  const t = serverTranslator(lang);
  return {
    kind: "password-reset",
    to,
    language: lang,
    subject: t("mail.reset.subject"),
    text: [
      t("mail.reset.intro"),
      "",
      t("mail.reset.linkIntro"),
      resetUrl,
      "",
      t("mail.reset.notYou"),
    ].join("\n"),
    html: `<p>${escapeHtml(t("mail.reset.intro"))}</p>
<p><a href="${escapeHtml(resetUrl)}">${escapeHtml(t("mail.reset.link"))}</a> ${escapeHtml(t("mail.reset.linkNote"))}</p>
<p>${escapeHtml(t("mail.reset.notYou"))}</p>`,
  };
}

/** A line's item as the customer chose it: its name, and its size when it has one. */
function lineName(t: Translator, line: Pick<OrderLine, "name" | "sizeLabel">): string {
  return line.sizeLabel
    ? `${line.name} (${t("orders.summary.size", { size: line.sizeLabel })})`
    : line.name;
}

/** Payment instructions for the method chosen at checkout. */
function paymentInstructions(
  t: Translator,
  method: Order["paymentMethod"],
  totalCents: number,
  shop: ShopContact,
): string {
  const amount = formatKsh(totalCents);
  switch (method) {
    case "mpesa":
      return t("mail.order.payMpesa", { amount, number: shop.mpesaNumber, name: shop.mpesaName });
    case "cashondelivery":
      return t("mail.order.payCash", { amount });
    case "creditcard":
      return t(shop.cardOnline ? "mail.order.payCardOnline" : "mail.order.payCard", { amount });
  }
}

/** Written in the language the order was placed in. */
/** What a confirmation says of an order: all known before the order is stored (it is queued in the same statement). */
type ConfirmedOrder = Pick<
  Order,
  | "id"
  | "language"
  | "deliveryFeeCents"
  | "paymentMethod"
  | "shippingName"
  | "shippingEmail"
  | "shippingAddress"
  | "shippingCity"
  | "shippingPostalCode"
  | "shippingCountry"
>;
type ConfirmedLine = Pick<OrderLine, "name" | "sizeLabel" | "unitPriceCents" | "quantity">;

export function orderConfirmationMail(
  { order, lines }: { order: ConfirmedOrder; lines: ConfirmedLine[] },
  publicUrl: string,
  shop: ShopContact,
): NewMail {
  const lang = order.language;
  const t = serverTranslator(lang);
  const link = `${publicUrl}/order-confirmation/${order.id}`;
  const priced = quote(lines, order.deliveryFeeCents);
  const instructions = paymentInstructions(t, order.paymentMethod, priced.totalCents, shop);
  const method = t(`common.payment.${order.paymentMethod}`);
  const address = [
    order.shippingAddress,
    order.shippingCity,
    order.shippingPostalCode,
    t(`common.country.${order.shippingCountry}`),
  ].join(", ");
  const delivery =
    priced.deliveryCents > 0
      ? [`${t("orders.summary.delivery")}: ${formatKsh(priced.deliveryCents)}`]
      : [];
  const text = [
    t("mail.order.thanks", { name: order.shippingName }),
    "",
    t("mail.order.orderNumber", { orderId: order.id }),
    "",
    ...priced.lines.map(
      (line) => `- ${lineName(t, line)} x ${line.quantity}: ${formatKsh(line.lineTotalCents)}`,
    ),
    ...delivery,
    `${t("orders.summary.total")}: ${formatKsh(priced.totalCents)}`,
    "",
    t("mail.order.payment", { method, instructions }),
    t("mail.order.deliveryTo", { address, city: order.shippingCity }),
    "",
    t("mail.order.seeOrderAt", { link }),
    ...reachLines(t, shop),
  ].join("\n");
  const row = (cells: string[]) =>
    `<tr>${cells.map((c) => `<td style="padding:4px 8px">${c}</td>`).join("")}</tr>`;
  const bold = (text: string) => `<strong>${escapeHtml(text)}</strong>`;
  const html = `<h1>${escapeHtml(t("mail.order.thanks", { name: order.shippingName }))}</h1>
<p>${escapeHtml(t("mail.order.orderNumber", { orderId: order.id }))}</p>
<table>
${row([bold(t("orders.summary.item")), bold(t("orders.summary.quantity")), bold(t("orders.summary.lineTotal"))])}
${priced.lines.map((line) => row([escapeHtml(lineName(t, line)), String(line.quantity), formatKsh(line.lineTotalCents)])).join("\n")}
${priced.deliveryCents > 0 ? row([escapeHtml(t("orders.summary.delivery")), "", formatKsh(priced.deliveryCents)]) : ""}
${row([bold(t("orders.summary.total")), "", bold(formatKsh(priced.totalCents))])}
</table>
<p>${escapeHtml(t("mail.order.payment", { method, instructions }))}</p>
<p>${escapeHtml(t("mail.order.deliveryTo", { address, city: order.shippingCity }))}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(t("mail.order.seeOrder"))}</a></p>
${reachLines(t, shop)
  .map((line) => `<p>${escapeHtml(line)}</p>`)
  .join("")}`;
  return {
    kind: "order-confirmation",
    orderId: order.id,
    to: order.shippingEmail,
    language: lang,
    subject: t("mail.order.subject", { shortId: shortOrderId(order.id) }),
    text,
    html,
  };
}

/**
 * The customer's e-mail when an order is shipped or cancelled, in the language the order was placed
 * in; `note` is the courier note or the reason.
 */
export function orderStatusMail(
  order: Order,
  note: string,
  { publicUrl, reach }: OrderMailContext,
): NewMail {
  const lang = order.language;
  const t = serverTranslator(lang);
  const link = `${publicUrl}/order-confirmation/${order.id}`;
  const shortId = shortOrderId(order.id);
  const shipped = order.status === "shipped";
  const headline = shipped
    ? t("mail.shipped.headline", { shortId, city: order.shippingCity })
    : t("mail.cancelled.headline", { shortId });
  const noteLine =
    note === ""
      ? []
      : [shipped ? t("mail.shipped.courier", { note }) : t("mail.cancelled.reason", { note })];
  const hello = t("mail.status.hello", { name: order.shippingName });
  const text = [
    hello,
    "",
    headline,
    ...noteLine,
    "",
    t("mail.order.seeOrderAt", { link }),
    ...reachLines(t, reach),
  ].join("\n");
  const html = `<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(headline)}</p>
${noteLine.map((line) => `<p>${escapeHtml(line).replace(/\n/g, "<br>")}</p>`).join("\n")}
<p><a href="${escapeHtml(link)}">${escapeHtml(t("mail.order.seeOrder"))}</a></p>
${reachLines(t, reach)
  .map((line) => `<p>${escapeHtml(line)}</p>`)
  .join("")}`;
  return {
    kind: shipped ? "order-shipped" : "order-cancelled",
    orderId: order.id,
    to: order.shippingEmail,
    language: lang,
    subject: shipped
      ? t("mail.shipped.subject", { shortId })
      : t("mail.cancelled.subject", { shortId }),
    text,
    html,
  };
}
