// The English texts of the checkout form and the success view.

export const checkout = {
  "checkout.title": "Checkout",
  "checkout.summary": "Order summary",
  "checkout.paymentMethod": "Payment method",
  "checkout.mpesa.heading": "Pay with M-Pesa",
  "checkout.mpesa.send": "Send {amount} to {number} ({name}).",
  "checkout.mpesa.includesDelivery": "This includes delivery of {fee}.",
  "checkout.mpesa.reference":
    "Use your order number, shown after you place the order, as the reference.",
  "checkout.shippingDetails": "Shipping details",
  "checkout.field.name": "Name",
  "checkout.field.email": "Email",
  "checkout.field.address": "Address",
  "checkout.field.phone": "Phone No.",
  "checkout.field.city": "City",
  "checkout.field.postalCode": "Postal Code",
  "checkout.field.country": "Country",
  "checkout.placeOrder": "Place Order",
  "checkout.error.emptyCart": "Your cart is empty. Add an item before placing an order.",
  "checkout.error.expired": "This form has expired; please reload the page",
  "checkout.error.paymentMethod": "Choose a payment method",
  "checkout.error.nameRequired": "Enter your name",
  "checkout.error.nameTooLong": "Your name can be at most {max, number} characters",
  "checkout.error.nameOneLine": "Your name must be on one line",
  "checkout.error.emailRequired": "Enter your e-mail address",
  "checkout.error.emailTooLong": "Your e-mail address can be at most {max, number} characters",
  "checkout.error.emailOneLine": "Your e-mail address must be on one line",
  "checkout.error.emailInvalid": "Enter a valid e-mail address",
  "checkout.error.addressRequired": "Enter your address",
  "checkout.error.addressTooLong": "Your address can be at most {max, number} characters",
  "checkout.error.addressOneLine": "Your address must be on one line",
  "checkout.error.phoneRequired": "Enter your phone number",
  "checkout.error.phoneTooLong": "Your phone number can be at most {max, number} characters",
  "checkout.error.phoneOneLine": "Your phone number must be on one line",
  "checkout.error.phoneInvalid": "Enter a valid phone number, e.g. 0712 345 678",
  "checkout.error.cityRequired": "Enter your city",
  "checkout.error.cityTooLong": "Your city can be at most {max, number} characters",
  "checkout.error.cityOneLine": "Your city must be on one line",
  "checkout.error.postalCodeRequired": "Enter your postal code",
  "checkout.error.postalCodeTooLong": "Your postal code can be at most {max, number} characters",
  "checkout.error.postalCodeOneLine": "Your postal code must be on one line",
  "checkout.error.country": "Choose a country from the list",
  "checkout.error.totalChanged":
    "Prices or delivery changed since this page was shown: the total is now {total}. Check the order summary, then place your order again.",
  "checkout.error.overLimit":
    "An order can be at most {max} online. Split it into smaller orders, or call us to order wholesale.",
  "checkout.error.tooManyOrders":
    "You have placed {limit, plural, one {# order} other {# orders}} in the last hour. Please wait a while before placing another, or call us.",
  "checkout.error.outOfStock":
    "{left, plural, =0 {Sorry, {name} is sold out.} other {Sorry, only # of {name} left.}} Change your cart, then place your order again.",
  "checkout.error.outOfStockInSize":
    "{left, plural, =0 {Sorry, {name} in size {size} is sold out.} other {Sorry, only # of {name} in size {size} left.}} Change your cart, then place your order again.",
  "checkout.success.title": "Order Successful!",
  "checkout.success.placed": "Your order has been placed successfully!",
  "checkout.success.deliveredIn": "Your items will be delivered in {city}.",
  "checkout.success.emailOnItsWay": "A confirmation e-mail is on its way to {email}.",
  "checkout.success.orderNumber": "Order number: {orderNumber}",
  "checkout.success.viewOrder": "View order details",
  "checkout.state.heading": "Payment",
  "checkout.state.paid": "Paid: we have received your payment of {amount}. Thank you!",
  "checkout.state.paidReference":
    "Paid: we have received your payment of {amount} (reference {reference}). Thank you!",
  "checkout.state.cancelled": "This order was cancelled: there is nothing to pay.",
  "checkout.state.cash": "Not paid yet: pay {amount} in cash when your order is delivered.",
  "checkout.state.card":
    "Not paid yet: we will contact you to take the card payment of {amount}. Nothing has been charged.",
  "checkout.state.mpesaByHand":
    "Not paid yet: send {amount} by M-Pesa to {number} ({name}) with account number {account}.",
  "checkout.card.contactNote": "We will contact you to take the card payment.",
  "checkout.mpesa.phone": "M-Pesa phone number",
  "checkout.mpesa.phoneHint":
    "We send the payment request to this phone. Leave it empty to use your Phone No.",
  "checkout.mpesa.push":
    "Or pay from your phone: when you place the order we send a payment request to the number below, and your phone asks for your M-Pesa PIN.",
  "checkout.mpesa.testPayments":
    "Test payments: no real money moves. Approve requests on the virtual phone.",
  "checkout.mpesa.virtualPhone": "Open the virtual phone",
  "checkout.error.mpesaPhone": "Enter a Kenyan mobile number for M-Pesa, e.g. 0712 345 678",
  "checkout.pay.checkPhone": "Check your phone: enter your M-Pesa PIN to pay {amount}.",
  "checkout.pay.sentTo": "We sent the payment request to {phone}.",
  "checkout.pay.waiting": "This page updates by itself when the payment is through.",
  "checkout.pay.checkAgain": "Check again",
  "checkout.pay.paid": "Paid: M-Pesa receipt {receipt}, {at}.",
  "checkout.pay.paidNoReceipt": "Paid with M-Pesa, {at}.",
  "checkout.pay.held":
    "We received an M-Pesa payment that we must check by hand. Our staff will be in touch.",
  "checkout.pay.notPaid": "Not paid: {reason}",
  "checkout.pay.tryAgainHint":
    "Try again with the same number or another one. It stays the same order.",
  "checkout.pay.tryAgain": "Try again",
  "checkout.pay.heldBack":
    "A payment request is already waiting on that phone. Answer it, or wait a minute before trying again.",
  "checkout.pay.notPending": "This order is no longer waiting for payment.",
  "checkout.pay.capped":
    "You have asked for M-Pesa payment requests too many times in the last hour. Pay by hand as shown below, or try again in an hour.",
  "checkout.pay.givenUp":
    "This order no longer sends payment requests to a phone from this page: it was placed more than {minutes, number} minutes ago. Pay by hand as shown below, or ask the shop to send you a new request.",
  "checkout.pay.orByHand":
    "You can also pay by hand: send {amount} to {number} ({name}) with account number {account}.",
  "checkout.pay.reason.cancelled": "the request was cancelled on the phone.",
  "checkout.pay.reason.insufficient-funds": "there was not enough money in the M-Pesa account.",
  "checkout.pay.reason.unreachable":
    "the phone could not be reached. Check that it is on and has signal.",
  "checkout.pay.reason.wrong-pin": "the M-Pesa PIN was wrong.",
  "checkout.pay.reason.expired": "the request expired before it was answered.",
  "checkout.pay.reason.busy": "another payment request was waiting on the phone.",
  "checkout.pay.reason.unavailable": "M-Pesa could not be reached just now.",
  "checkout.pay.reason.refused": "M-Pesa refused the request.",
  "checkout.pay.reason.failed": "M-Pesa did not complete the payment.",
} as const;
