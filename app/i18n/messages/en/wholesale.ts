// The English texts of wholesale: quantity breaks and pack sizes on the item forms, applying at
// /wholesale, the staff's applications desk, what wholesale buyers see, and the e-mails.

export const wholesale = {
  "wholesale.field.breaks": "Wholesale prices",
  "wholesale.field.breaksHint":
    "Quantity breaks for registered businesses, e.g. 6+ 1200, 12+ 1100 (from 6 pieces Ksh 1,200 each, from 12 Ksh 1,100). Leave empty for none.",
  "wholesale.field.packSize": "Pack size",
  "wholesale.field.packSizeHint":
    "Optional: wholesale buyers then order whole packs of this many pieces.",
  "wholesale.error.breaksTooLong": "Keep the wholesale prices under {max} characters",
  "wholesale.error.breaksTooMany": "Give at most {max} quantity breaks",
  "wholesale.error.breakFormat":
    "Write each break as QUANTITY+ PRICE, e.g. 6+ 1200 (“{entry}” is not one)",
  "wholesale.error.breakQuantityRange":
    "A break's quantity is a whole number from {min} to {max} (“{entry}”)",
  "wholesale.error.breakPriceRange": "A break's price is more than Ksh 0 (“{entry}”)",
  "wholesale.error.breakQuantityOrder":
    "Give the quantities from smallest to largest (“{entry}” comes too late)",
  "wholesale.error.breakPriceOrder":
    "Each break must cost less than the one before (“{entry}” does not)",
  "wholesale.error.breakNotBelowRetail":
    "The first break must cost less than the Item Price (“{entry}” does not)",
  "wholesale.error.packSizeInvalid": "Enter a whole number from 2 to 1,000, or leave it empty",
  "wholesale.error.packSizeWithoutBreaks": "A pack size needs wholesale prices",
  "wholesale.table.caption": "Wholesale prices",
  "wholesale.table.quantity": "Quantity",
  "wholesale.table.price": "Price each",
  "wholesale.table.from": "{count}+ pieces",
  "wholesale.table.packs": "Sold in packs of {count}.",
  "wholesale.forBusinesses": "Wholesale prices for registered businesses",
  "wholesale.addMore": "Add {count} more for {price} each",
  "wholesale.linePrice": "Wholesale price: {price} each",
  "wholesale.packs": "{name} come in packs of {count}",
  "wholesale.badge": "Wholesale",
  "wholesale.apply.title": "Wholesale",
  "wholesale.apply.intro":
    "Shops, boutiques and traders buy at quantity prices. Tell us about your business: the shop checks it and tells you by e-mail.",
  "wholesale.apply.businessName": "Business name",
  "wholesale.apply.kraPin": "KRA PIN",
  "wholesale.apply.kraPinHint": "A letter, nine digits and a letter, e.g. P051234567Q",
  "wholesale.apply.businessPhone": "Business phone",
  "wholesale.apply.town": "Town",
  "wholesale.apply.submit": "Apply",
  "wholesale.apply.pending":
    "Your application for {business} waits for the shop. You will get an e-mail when it is decided.",
  "wholesale.apply.approved":
    "{business} buys wholesale: items with quantity prices show them, and your cart gets them.",
  "wholesale.apply.declined":
    "The shop declined your application for {business}. You may apply again with corrected details.",
  "wholesale.apply.ended": "Wholesale buying for {business} has ended. You may apply again.",
  "wholesale.error.businessNameRequired": "Enter the business name",
  "wholesale.error.businessNameTooLong": "Keep the business name under {max} characters",
  "wholesale.error.kraPinInvalid":
    "Enter the KRA PIN: a letter, nine digits and a letter, e.g. P051234567Q",
  "wholesale.error.businessPhoneInvalid": "Enter a phone number, e.g. 0712 345 678",
  "wholesale.error.townRequired": "Enter the town",
  "wholesale.error.townTooLong": "Keep the town under {max} characters",
  "wholesale.error.oneLine": "Use letters, numbers and punctuation on one line",
  "wholesale.error.alreadyApplied": "This account has applied already.",
  "wholesale.desk.title": "Wholesale",
  "wholesale.desk.nav": "Wholesale",
  "wholesale.desk.pending": "Waiting applications",
  "wholesale.desk.buyers": "Wholesale buyers",
  "wholesale.desk.closed": "Declined and ended",
  "wholesale.desk.none": "None.",
  "wholesale.desk.customer": "Customer",
  "wholesale.desk.business": "Business",
  "wholesale.desk.applied": "Applied {date}",
  "wholesale.desk.decided": "{status} by {who} on {date}",
  "wholesale.desk.approve": "Approve",
  "wholesale.desk.decline": "Decline",
  "wholesale.desk.end": "End wholesale",
  "wholesale.desk.status.pending": "Waiting",
  "wholesale.desk.status.approved": "Approved",
  "wholesale.desk.status.declined": "Declined",
  "wholesale.desk.status.ended": "Ended",
  "wholesale.desk.done.approved": "{business} is a wholesale buyer now; the customer was e-mailed.",
  "wholesale.desk.done.declined": "{business} was declined; the customer was e-mailed.",
  "wholesale.desk.done.ended": "Wholesale for {business} has ended; the customer was e-mailed.",
  "wholesale.desk.stale": "That application changed meanwhile; here it is as it is now.",
  "wholesale.desk.ordersFilter": "Wholesale orders only",
  "wholesale.dashboard.heading": "Retail and wholesale, last {days} days",
  "wholesale.dashboard.retail": "Retail",
  "wholesale.dashboard.wholesale": "Wholesale",
  "wholesale.dashboard.figure": "{count, plural, one {# order} other {# orders}}, {revenue}",
  "wholesale.order.business": "Business: {business}, KRA PIN {kraPin}",
  "wholesale.mail.approved.subject": "Your wholesale account is approved",
  "wholesale.mail.approved.body":
    "{business} can now buy wholesale at Duka Fashions. Items with quantity prices show them when you are signed in, and your cart gets them: {url}",
  "wholesale.mail.declined.subject": "Your wholesale application",
  "wholesale.mail.declined.body":
    "The shop could not approve {business} for wholesale. Reply to this e-mail or call us if you think it should; you may also apply again: {url}",
  "wholesale.mail.ended.subject": "Your wholesale account has ended",
  "wholesale.mail.ended.body":
    "Wholesale buying for {business} has ended; you now see retail prices. Questions? Reply to this e-mail. You may apply again: {url}",
} as const;
