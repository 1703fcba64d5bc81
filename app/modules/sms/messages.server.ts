// Owns the SMS the shop sends about an order, worded from the message catalogue in the order's
// language and kept to one GSM-7 SMS where the values allow (typographic characters traded for
// plain ones): placed (with how to pay), paid, shipped, delivered, cancelled, and the owner's alert.
import type { NewSms, SmsKind } from "../../db/schema/sms.ts";
import { serverTranslator } from "../../i18n/catalogue.server.ts";
import { defaultLanguage, type Language } from "../../i18n/languages.ts";
import { normaliseKenyanMobile } from "../../lib/mpesa-phone.ts";
import { formatKsh } from "../../lib/money.ts";
import type { OrderStatus } from "../../lib/order-status.ts";
import type { PaymentMethod } from "../../lib/payment-methods.ts";
import { toGsm7 } from "../../lib/sms-text.ts";

/** Why a message was skipped, as its row records it (the desk words each in the reader's language). */
export const skippedReasons = {
  off: "SMS is off (SMS_ENV)",
  notMobile: "not a Kenyan mobile number",
} as const;

/** What an order's SMS say of it: all known before the order is stored (placing queues them in the same statement). */
export interface SmsOrder {
  id: string;
  /** The order number people read out (the same on every page, e-mail and SMS). */
  orderNumber: string;
  language: Language;
  totalCents: number;
  paymentMethod: PaymentMethod;
  shippingName: string;
  shippingPhone: string;
  shippingCity: string;
}

/** How an SMS names an order (the same reference as the shop's WhatsApp texts). */
export function smsOrderReference(order: Pick<SmsOrder, "orderNumber">): string {
  return order.orderNumber;
}

/** The phone in +254… form, or null when it cannot take an SMS. */
function smsPhone(phone: string): string | null {
  const digits = normaliseKenyanMobile(phone);
  return digits ? `+${digits}` : null;
}

/** The customer's message for a status the order reached, when that status sends one. */
const customerSmsOn: Partial<Record<OrderStatus, SmsKind>> = {
  paid: "order-paid",
  shipped: "order-shipped",
  delivered: "order-delivered",
  cancelled: "order-cancelled",
};

function customerText(kind: SmsKind, order: SmsOrder, mpesaNumber: string): string {
  const t = serverTranslator(order.language);
  const ref = smsOrderReference(order);
  const total = formatKsh(order.totalCents);
  switch (kind) {
    case "order-placed":
      return order.paymentMethod === "mpesa"
        ? t("sms.placed.mpesa", { ref, total, number: mpesaNumber })
        : t(`sms.placed.${order.paymentMethod}`, { ref, total });
    case "order-paid":
      return t("sms.paid", { ref, total });
    case "order-shipped":
      return t("sms.shipped", { ref, city: order.shippingCity });
    case "order-delivered":
      return t("sms.delivered", { ref });
    case "order-cancelled":
      return t("sms.cancelled", { ref });
    case "order-alert":
      throw new Error("the owner's alert is not a customer message");
  }
}

/** A message to `phone`; one that cannot take an SMS is kept (the desk shows why) but never sent. */
function message(
  kind: SmsKind,
  orderId: string,
  phone: string,
  language: Language,
  text: string,
): NewSms {
  const to = smsPhone(phone);
  return {
    kind,
    orderId,
    to: to ?? phone.slice(0, 40),
    language,
    text: toGsm7(text),
    ...(to ? {} : { status: "skipped" as const, lastError: skippedReasons.notMobile }),
  };
}

/** The customer's SMS for an order placed, and the owner's alert when an alerts phone is set. */
export function orderPlacedSms(
  order: SmsOrder,
  shop: { mpesaNumber: string; alertsPhone?: string | null },
): NewSms[] {
  const messages = [
    message(
      "order-placed",
      order.id,
      order.shippingPhone,
      order.language,
      customerText("order-placed", order, shop.mpesaNumber),
    ),
  ];
  if (shop.alertsPhone) {
    // The owner reads the shop's default language; a name is cut so the alert stays one SMS.
    const t = serverTranslator(defaultLanguage);
    const text = t("sms.alert", {
      ref: smsOrderReference(order),
      total: formatKsh(order.totalCents),
      method: t(`common.payment.${order.paymentMethod}`),
      name: order.shippingName.slice(0, 40),
      city: order.shippingCity.slice(0, 30),
    });
    messages.push(message("order-alert", order.id, shop.alertsPhone, defaultLanguage, text));
  }
  return messages;
}

/** The customer's SMS for a status the order just reached; null when that status sends none. */
export function orderStatusSms(order: SmsOrder, to: OrderStatus): NewSms | null {
  const kind = customerSmsOn[to];
  if (!kind) return null;
  return message(
    kind,
    order.id,
    order.shippingPhone,
    order.language,
    customerText(kind, order, ""),
  );
}
