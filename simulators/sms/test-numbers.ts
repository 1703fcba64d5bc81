// Owns what a number's last three digits decide in the simulator: refused at sending, delivered,
// failed, or delivered with a late report. The listing page shows this same table.

export type NumberFate =
  | { kind: "refused"; statusCode: 406; status: "UserInBlacklist" }
  | { kind: "delivered"; lateReport: boolean }
  | { kind: "failed"; failureReason: "DeliveryFailure" };

interface TestNumberRow {
  ending: string;
  fate: NumberFate;
  /** What the listing page says happens. */
  description: string;
}

export const testNumberRows: readonly TestNumberRow[] = [
  {
    ending: "000",
    fate: { kind: "delivered", lateReport: false },
    description: "delivered; the delivery report (status Success) follows shortly",
  },
  {
    ending: "001",
    fate: { kind: "failed", failureReason: "DeliveryFailure" },
    description: "not delivered; the report says status Failed, failureReason DeliveryFailure",
  },
  {
    ending: "002",
    fate: { kind: "delivered", lateReport: true },
    description: "delivered, but the report (status Success) comes late (30 s unless configured)",
  },
  {
    ending: "003",
    fate: { kind: "refused", statusCode: 406, status: "UserInBlacklist" },
    description: "refused at sending: statusCode 406 UserInBlacklist for this recipient, no report",
  },
];

/** Any number not in the table is delivered and reported shortly, as a real phone would be. */
const ordinaryFate: NumberFate = { kind: "delivered", lateReport: false };

export function fateOf(phone: string): NumberFate {
  return testNumberRows.find((row) => phone.endsWith(row.ending))?.fate ?? ordinaryFate;
}
