// Owns the limits of automatic M-Pesa payments (STK push): how soon a phone may be asked again,
// when the shop asks Daraja itself about a request with no answer, and when it gives up.

export const mpesaRules = {
  /**
   * A second request to a phone (or for an order) while one is still waiting is held back this
   * long: Safaricom refuses it anyway ("unable to lock subscriber") while the first is on the phone.
   */
  samePhoneWaitSeconds: 60,
  /** Between two queries of one request: doubling from the first, up to the last. */
  queryBackoffSeconds: { first: 15, max: 300 },
  /** A request still without a final answer this long after it was sent is given up as expired. */
  giveUpAfterMinutes: 15,
  /** How long one app server keeps a claimed request to itself while it asks Daraja. */
  claimSeconds: 60,
  /** A callback body larger than this is refused unread. */
  callbackMaxBytes: 64 * 1024,
} as const;
