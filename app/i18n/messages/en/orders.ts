// The English texts of an order's page, its summary and history, My orders.

export const orders = {
  "orders.summary.item": "Item",
  "orders.summary.quantity": "Quantity",
  "orders.summary.lineTotal": "Line total",
  "orders.summary.delivery": "Delivery",
  "orders.summary.total": "Total",
  "orders.summary.size": "Size: {size}",
  "orders.status.heading": "Status: {status}",
  "orders.history.placed": "Placed",
  "orders.history.by": "by {who}",
  "orders.history.byShop": "the shop",
  "orders.history.formerAccount": "a former account",
  "orders.history.payment": "{method}",
  "orders.history.paymentWithReference": "{method}, reference {reference}",
  "orders.confirmation.orderNumber": "Order number: {orderNumber}",
  "orders.confirmation.placedAt": "Placed {at}",
  "orders.confirmation.shipping": "Shipping information",
  "orders.confirmation.payment": "Payment method",
  "orders.confirmation.items": "Ordered items",
  "orders.confirmation.thanks":
    "Thank you for shopping with us! The details of your order have been sent to {email}.",
  "orders.mine.title": "My orders",
  "orders.mine.none": "You have no orders yet.",
  "orders.mine.startShopping": "Start shopping",
  "orders.mine.order": "Order {shortId}",
  "orders.mine.itemCount": "{count, plural, one {# item} other {# items}}",
} as const;
