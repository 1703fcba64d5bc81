// Owns the limits of automatic M-Pesa payments (STK push): how soon a phone may be asked again,
// when the shop asks Daraja itself about a request with no answer, when it gives up, and how many
// payment prompts a shopper may have sent to a phone.

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
  /**
   * Payment prompts a shopper may have sent (the checkout's and each Try again) within an hour: for
   * one order, and for all the orders of one account. A prompt is pushed to whatever phone is typed,
   * so without a cap Try again could push prompts at someone for ever. Staff's requests from the
   * desk are not counted and not capped.
   */
  shopperPromptsPerOrderPerHour: 3,
  shopperPromptsPerAccountPerHour: 6,
  /**
   * A shopper's Try again is taken this long after the order was placed; after that the order is
   * given up by the shopper's page (the paybill by hand, or staff from the desk, still work).
   */
  shopperPromptsForMinutes: 15,
  /** A callback body larger than this is refused unread. */
  callbackMaxBytes: 64 * 1024,
} as const;
