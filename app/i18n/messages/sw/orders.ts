// The Kiswahili texts of an order's page, its summary and history, My orders: the same keys, placeholders and plural forms as the English.
import type { orders as english } from "../en/orders.ts";

export const orders: Record<keyof typeof english, string> = {
  "orders.summary.item": "Bidhaa",
  "orders.summary.quantity": "Idadi",
  "orders.summary.lineTotal": "Jumla ya mstari",
  "orders.summary.delivery": "Usafirishaji",
  "orders.summary.total": "Jumla",
  "orders.summary.size": "Saizi: {size}",
  "orders.status.heading": "Hali: {status}",
  // A step of the order's history: when it was placed.
  "orders.history.placed": "Imewekwa",
  // Who made a step of the order's history: {who} is an e-mail, orders.history.byShop or orders.history.formerAccount.
  "orders.history.by": "na {who}",
  "orders.history.byShop": "duka",
  "orders.history.formerAccount": "akaunti ya zamani",
  "orders.history.payment": "{method}",
  "orders.history.paymentWithReference": "{method}, kumbukumbu {reference}",
  "orders.confirmation.orderNumber": "Nambari ya oda: {orderNumber}",
  "orders.confirmation.receipt": "Risiti",
  "orders.receipt.title": "Risiti ya oda {orderNumber}",
  "orders.receipt.orderNumber": "Nambari ya oda",
  "orders.receipt.date": "Tarehe",
  "orders.receipt.customer": "Mteja",
  "orders.receipt.payment": "Malipo",
  "orders.receipt.paid": "Imelipwa: {method}",
  "orders.receipt.paidReference": "Imelipwa: {method}, kumbukumbu {reference}",
  "orders.receipt.notPaid": "Bado haijalipwa ({method})",
  "orders.receipt.thanks": "Asante kwa kununua kwetu.",
  "orders.confirmation.placedAt": "Imewekwa {at}",
  "orders.confirmation.shipping": "Maelezo ya usafirishaji",
  "orders.confirmation.payment": "Njia ya malipo",
  "orders.confirmation.items": "Bidhaa ulizoagiza",
  "orders.confirmation.thanks":
    "Asante kwa kununua kwetu! Maelezo ya oda yako yametumwa kwa {email}.",
  "orders.mine.title": "Oda zangu",
  "orders.mine.none": "Bado huna oda yoyote.",
  "orders.mine.startShopping": "Anza kununua",
  "orders.mine.order": "Oda {shortId}",
  "orders.mine.itemCount": "{count, plural, one {bidhaa #} other {bidhaa #}}",
};
