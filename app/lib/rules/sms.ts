// Owns the limits of order SMS and of the settings that name phones for them.

export const smsRules = {
  /** A delivery report is a short form; a larger body is refused unread. */
  deliveryReportMaxBytes: 8 * 1024,
} as const;
