// The English texts of the e-mails the shop sends (never sent to a browser).

export const mail = {
  "mail.reset.subject": "Reset your Duka Fashions password",
  "mail.reset.intro": "Someone asked to reset the password of your Duka Fashions account.",
  "mail.reset.linkIntro": "Set a new password here (the link works once, for 1 hour):",
  "mail.reset.link": "Set a new password",
  "mail.reset.linkNote": "(the link works once, for 1 hour).",
  "mail.reset.notYou": "If it was not you, ignore this e-mail: your password stays as it is.",
  "mail.order.subject": "Your Duka Fashions order {shortId}",
  "mail.order.thanks": "Thank you for your order, {name}!",
  "mail.order.orderNumber": "Order number: {orderNumber}",
  "mail.order.payment": "Payment: {method}. {instructions}",
  "mail.order.payMpesa":
    "Pay {amount} by M-Pesa to {number} ({name}) with account number {account}.",
  "mail.order.payCash": "Pay {amount} in cash when your order is delivered.",
  "mail.order.payCard": "We will contact you to take the card payment of {amount}.",
  "mail.order.deliveryTo": "Delivery to: {address}. Your items will be delivered in {city}.",
  "mail.order.seeOrder": "See your order",
  "mail.order.seeOrderAt": "See your order: {link}",
  "mail.order.questions": "Questions? Call us on {phone} or write to {email}.",
  "mail.status.hello": "Hello {name},",
  "mail.paid.subject": "Payment received for your Duka Fashions order {shortId}",
  "mail.paid.headline": "We have received your payment of {amount} ({method}). Thank you!",
  "mail.paid.headlineReference":
    "We have received your payment of {amount} ({method}, reference {reference}). Thank you!",
  "mail.paid.next": "We are getting your order ready and will e-mail you when it ships.",
  "mail.shipped.subject": "Your Duka Fashions order {shortId} has shipped",
  "mail.shipped.headline": "Your order {shortId} is on its way to {city}.",
  "mail.shipped.courier": "Courier: {note}",
  "mail.cancelled.subject": "Your Duka Fashions order {shortId} was cancelled",
  "mail.cancelled.headline": "Your order {shortId} has been cancelled.",
  "mail.cancelled.reason": "Reason: {note}",
} as const;
