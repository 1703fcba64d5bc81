// The English texts of the SMS the shop sends (never sent to a browser). Each is kept to one SMS:
// at most 160 GSM-7 characters with the longest values (tests/unit/sms-texts.test.ts checks it).

export const sms = {
  "sms.placed.mpesa":
    "Duka Fashions: order {ref} received, total {total}. Pay by M-Pesa to {number}, account {ref}.",
  "sms.placed.cashondelivery":
    "Duka Fashions: order {ref} received, total {total}. Pay in cash when it is delivered.",
  "sms.placed.creditcard":
    "Duka Fashions: order {ref} received, total {total}. We will call you to take the card payment.",
  "sms.paid": "Duka Fashions: payment of {total} for order {ref} received. Thank you!",
  "sms.shipped": "Duka Fashions: order {ref} is on its way to {city}.",
  "sms.delivered": "Duka Fashions: order {ref} has been delivered. Thank you for shopping with us!",
  "sms.cancelled": "Duka Fashions: order {ref} has been cancelled.",
  "sms.alert": "New order {ref}: {total}, {method}, {name}, {city}.",
} as const;
