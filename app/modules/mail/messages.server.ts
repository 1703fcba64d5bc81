// Owns the e-mails the shop sends, worded from the message catalogue in the customer's language:
// the password reset link, the order confirmation, the payment received, and the shipped and
// cancelled notices. Each has a plain-text part and an HTML part in the one layout (layout.server.ts);
// the order e-mails name the order by its number and show its lines in a table. Only an e-mail
// about an order still waiting for payment says how to pay.
import type { Order } from "../../db/schema/orders.ts";
import { serverTranslator } from "../../i18n/catalogue.server.ts";
import type { Language } from "../../i18n/languages.ts";
import type { Translator } from "../../i18n/translate.ts";
import { formatKsh } from "../../lib/money.ts";
import {
  mailHtml,
  orderLinesTable,
  orderLinesText,
  paragraph,
  type MailLine,
} from "./layout.server.ts";
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
}

/** "Questions? Call … or write to …", when the shop's contacts are known. */
function reachLines(t: Translator, reach: ShopReach | undefined): string[] {
  return reach ? [t("mail.order.questions", { phone: reach.phone, email: reach.email })] : [];
}

export function passwordResetMail(lang: Language, to: string, resetUrl: string): NewMail {
  const t = serverTranslator(lang);
  const subject = t("mail.reset.subject");
  return {
    kind: "password-reset",
    to,
    language: lang,
    subject,
    text: [
      t("mail.reset.intro"),
      "",
      t("mail.reset.linkIntro"),
      resetUrl,
      "",
      t("mail.reset.notYou"),
    ].join("\n"),
    html: mailHtml({
      lang,
      t,
      title: subject,
      heading: subject,
      body: [paragraph(t("mail.reset.intro")), paragraph(t("mail.reset.linkNote"))],
      link: { href: resetUrl, label: t("mail.reset.link") },
      footer: [t("mail.reset.notYou")],
    }),
  };
}

/** Payment instructions for the method chosen at checkout (an order waiting for payment only). */
function paymentInstructions(
  t: Translator,
  method: Order["paymentMethod"],
  totalCents: number,
  shop: ShopContact,
  orderNumber: string,
): string {
  const amount = formatKsh(totalCents);
  switch (method) {
    case "mpesa":
      return t("mail.order.payMpesa", {
        amount,
        number: shop.mpesaNumber,
        name: shop.mpesaName,
        account: orderNumber,
      });
    case "cashondelivery":
      return t("mail.order.payCash", { amount });
    case "creditcard":
      return t("mail.order.payCard", { amount });
  }
}

/** The parts of an order every order e-mail uses. */
type MailedOrder = Pick<
  Order,
  | "id"
  | "orderNumber"
  | "language"
  | "deliveryFeeCents"
  | "totalCents"
  | "paymentMethod"
  | "shippingName"
  | "shippingEmail"
> &
  Partial<Pick<Order, "businessName" | "kraPin">>;

/** An order e-mail's two parts from its pieces: headline, paragraphs before and after the lines. */
function orderMail(
  order: MailedOrder,
  lines: MailLine[],
  publicUrl: string,
  reach: ShopReach | undefined,
  parts: { subject: string; headline: string; before: string[]; after: string[] },
): { subject: string; text: string; html: string } {
  const t = serverTranslator(order.language);
  const link = `${publicUrl}/order-confirmation/${order.id}`;
  const number = t("mail.order.orderNumber", { orderNumber: order.orderNumber });
  // A wholesale buyer's order names the business and its KRA PIN.
  const before =
    order.businessName && order.kraPin
      ? [
          t("wholesale.order.business", { business: order.businessName, kraPin: order.kraPin }),
          ...parts.before,
        ]
      : parts.before;
  const text = [
    parts.headline,
    "",
    number,
    ...before,
    "",
    ...orderLinesText(t, lines, order.deliveryFeeCents),
    "",
    ...parts.after,
    "",
    t("mail.order.seeOrderAt", { link }),
    ...reachLines(t, reach),
  ].join("\n");
  const html = mailHtml({
    lang: order.language,
    t,
    title: parts.subject,
    heading: parts.headline,
    body: [
      paragraph(number, { strong: true }),
      ...before.map((line) => paragraph(line)),
      orderLinesTable(t, lines, order.deliveryFeeCents),
      ...parts.after.map((line) => paragraph(line)),
    ],
    link: { href: link, label: t("mail.order.seeOrder") },
    footer: reachLines(t, reach),
  });
  return { subject: parts.subject, text, html };
}

/** What a confirmation says of an order: all known before the order is stored (it is queued in the same statement). */
type ConfirmedOrder = MailedOrder &
  Pick<Order, "shippingAddress" | "shippingCity" | "shippingPostalCode" | "shippingCountry">;

/** Written in the language the order was placed in; the order waits for payment (it was just placed). */
export function orderConfirmationMail(
  { order, lines }: { order: ConfirmedOrder; lines: MailLine[] },
  publicUrl: string,
  shop: ShopContact,
): NewMail {
  const t = serverTranslator(order.language);
  const method = t(`common.payment.${order.paymentMethod}`);
  const instructions = paymentInstructions(
    t,
    order.paymentMethod,
    order.totalCents,
    shop,
    order.orderNumber,
  );
  const address = [
    order.shippingAddress,
    order.shippingCity,
    order.shippingPostalCode,
    t(`common.country.${order.shippingCountry}`),
  ].join(", ");
  const mail = orderMail(order, lines, publicUrl, shop, {
    subject: t("mail.order.subject", { shortId: order.orderNumber }),
    headline: t("mail.order.thanks", { name: order.shippingName }),
    before: [],
    after: [
      t("mail.order.payment", { method, instructions }),
      t("mail.order.deliveryTo", { address, city: order.shippingCity }),
    ],
  });
  return {
    kind: "order-confirmation",
    orderId: order.id,
    to: order.shippingEmail,
    language: order.language,
    ...mail,
  };
}

/** An order whose status just changed, with its lines (the e-mail shows them). */
export interface ChangedOrder {
  order: Order;
  lines: MailLine[];
}

/**
 * The customer's e-mail when an order is paid, shipped or cancelled, in the language the order was
 * placed in; `note` is the payment's reference, the courier note or the reason.
 */
export function orderStatusMail(
  kind: "order-paid" | "order-shipped" | "order-cancelled",
  { order, lines }: ChangedOrder,
  note: string,
  { publicUrl, reach }: OrderMailContext,
): NewMail {
  const t = serverTranslator(order.language);
  const shortId = order.orderNumber;
  const hello = t("mail.status.hello", { name: order.shippingName });
  const parts = (() => {
    switch (kind) {
      case "order-paid": {
        const method = t(`common.payment.${order.paidWith ?? order.paymentMethod}`);
        const amount = formatKsh(order.totalCents);
        return {
          kind: "order-paid" as const,
          subject: t("mail.paid.subject", { shortId }),
          before: [
            note === ""
              ? t("mail.paid.headline", { amount, method })
              : t("mail.paid.headlineReference", { amount, method, reference: note }),
            t("mail.paid.next"),
          ],
        };
      }
      case "order-shipped": {
        // Cash on delivery ships before it is paid: the one case where this e-mail says how to pay.
        const cash =
          order.paymentMethod === "cashondelivery" && order.paidWith === null
            ? [t("mail.order.payCash", { amount: formatKsh(order.totalCents) })]
            : [];
        return {
          kind: "order-shipped" as const,
          subject: t("mail.shipped.subject", { shortId }),
          before: [
            t("mail.shipped.headline", { shortId, city: order.shippingCity }),
            ...(note === "" ? [] : [t("mail.shipped.courier", { note })]),
            ...cash,
          ],
        };
      }
      default:
        return {
          kind: "order-cancelled" as const,
          subject: t("mail.cancelled.subject", { shortId }),
          before: [
            t("mail.cancelled.headline", { shortId }),
            ...(note === "" ? [] : [t("mail.cancelled.reason", { note })]),
          ],
        };
    }
  })();
  const mail = orderMail(order, lines, publicUrl, reach, {
    subject: parts.subject,
    headline: hello,
    before: parts.before,
    after: [],
  });
  return {
    kind: parts.kind,
    orderId: order.id,
    to: order.shippingEmail,
    language: order.language,
    ...mail,
  };
}
