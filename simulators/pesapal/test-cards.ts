// Owns the simulator's test cards (four fixed numbers that tests and demos rely on): which card
// number pays, is declined, lacks funds or pays without any IPN, and how a card shows in a status
// answer (its scheme, and its number masked as Pesapal masks it).

export interface CardOutcome {
  /** What GetTransactionStatus says afterwards. */
  status: "COMPLETED" | "FAILED";
  /** Its `description`: the doc's own words for a declined card, the simulator's for the rest. */
  description: string;
  /** False for the card whose payment only the status query finds. */
  sendsIpn: boolean;
  /** What the test-card table on the page says the card does. */
  summary: string;
}

const testCards: ReadonlyMap<string, CardOutcome> = new Map([
  [
    "4111111111111111",
    {
      status: "COMPLETED",
      description: "Payment processed successfully",
      sendsIpn: true,
      summary: "paid",
    },
  ],
  [
    "4000000000000002",
    {
      status: "FAILED",
      description: "Unable to Authorize Transaction.Kindly contact your bank for assistance",
      sendsIpn: true,
      summary: "declined",
    },
  ],
  [
    "4000000000009995",
    {
      status: "FAILED",
      description: "Insufficient funds on the card. Kindly use another card",
      sendsIpn: true,
      summary: "insufficient funds",
    },
  ],
  [
    "4000000000000119",
    {
      status: "COMPLETED",
      description: "Payment processed successfully",
      sendsIpn: false,
      summary: "paid, but no IPN is sent (only the status query finds it)",
    },
  ],
]);

/** The card number without the spaces (or dashes) people type in it. */
export function cardDigits(typed: string): string {
  return typed.replace(/[\s-]/g, "");
}

export function testCardOutcome(typed: string): CardOutcome | undefined {
  return testCards.get(cardDigits(typed));
}

/** Each test card as people type it, with what it does. */
export function testCardTable(): Array<{ number: string; summary: string }> {
  return [...testCards].map(([digits, outcome]) => ({
    number: digits.replace(/(\d{4})(?=\d)/g, "$1 "),
    summary: outcome.summary,
  }));
}

/** `411111xxxxxx1111`: the first six and last four digits, the rest hidden. */
export function maskedCard(digits: string): string {
  return `${digits.slice(0, 6)}${"x".repeat(digits.length - 10)}${digits.slice(-4)}`;
}

/** The scheme a card number belongs to, as payment_method names it (every test card is a Visa). */
export function cardScheme(digits: string): string {
  return digits.startsWith("4") ? "Visa" : "Card";
}
