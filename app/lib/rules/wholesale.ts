// Owns the limits of wholesale: an item's quantity breaks and pack size (the item forms and the
// items table's checks), a wholesale application's fields, and when a next break counts as near.

export const wholesaleRules = {
  /** Quantity breaks an item may have. */
  breaks: { maxCount: 6, maxLength: 200 },
  /** A break starts at 2 pieces at least (1 would be the retail price itself). */
  breakQuantity: { min: 2, max: 10_000 },
  /** Pieces in one pack; none: sold by the piece. */
  packSize: { min: 2, max: 1_000 },
  /**
   * "Add N more for Ksh. … each" shows when the pieces missing to the next break are at most this
   * share of that break's quantity (4 of 6: add 2; 1 of 6: add 5 is not near).
   */
  nearBreakShare: 0.5,
  businessName: { maxLength: 120 },
  /** Kenya Revenue Authority PIN: a letter, nine digits and a letter (P051234567Q). */
  kraPin: { pattern: /^[A-Z][0-9]{9}[A-Z]$/ },
  businessPhone: { maxLength: 20, pattern: /^\+?[0-9 ()-]{7,20}$/ },
  town: { maxLength: 100 },
} as const;

/** Where an application (and so an account's wholesale standing) is. */
export const wholesaleStatuses = ["pending", "approved", "declined", "ended"] as const;
export type WholesaleStatus = (typeof wholesaleStatuses)[number];
