// Owns the limits of card payments through Pesapal: when the shop asks Pesapal itself about a payment
// whose notification never came, when it gives up, and what a refund's reason may hold.

export const cardRules = {
  /** Between two status queries of one payment: doubling from the first, up to the last. */
  queryBackoffSeconds: { first: 15, max: 300 },
  /**
   * A payment still without a final status this long after the hosted page was opened is given up
   * as expired (Pesapal's page itself times out well before).
   */
  giveUpAfterMinutes: 60,
  /**
   * A new request for an order whose last one is still open and younger than this gets that one's
   * payment page instead (a double click or a resent form asks Pesapal once).
   */
  reuseOpenRequestSeconds: 120,
  /** How long one app server keeps a claimed payment to itself while it asks Pesapal. */
  claimSeconds: 60,
  /** An IPN body larger than this is refused unread. */
  ipnMaxBytes: 16 * 1024,
  /** The reason staff give for a refund (Pesapal's `remarks`). */
  refundReason: { minLength: 3, maxLength: 200 },
} as const;
