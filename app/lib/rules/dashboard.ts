// Owns how much the owner's dashboard shows: the days of its chart, the length of its lists, and
// the size of the pages in which the CSV export reads orders.

export const dashboardRules = {
  /** Days of the chart, today included (Nairobi days). */
  chartDays: 30,
  /** Items in each "top items" list. */
  topItems: 5,
  /** Items named in "low or out of stock" (the items desk lists them all). */
  stockAlerts: 10,
  /** Failed e-mails named (the newest). */
  failedMails: 5,
  /** Orders read from the database at a time by the CSV export. */
  csvPageSize: 500,
} as const;
