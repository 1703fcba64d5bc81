// Owns reading the `to` field of a send request: the comma-separated numbers, and what Africa's
// Talking answers for each one by itself (a bad number is refused while the others still go).
import { fateOf, type NumberFate } from "./test-numbers.ts";

export type Recipient =
  | { accepted: true; number: string; fate: Exclude<NumberFate, { kind: "refused" }> }
  | { accepted: false; number: string; statusCode: 403 | 404 | 406; status: string };

/** International form only, as Africa's Talking asks ("+254711XXXYYY"); E.164 has at most 15 digits. */
const internationalNumber = /^\+[1-9]\d{6,14}$/;
const kenyanNumber = /^\+254(\d{9})$/;
/** Kenyan mobiles: 7XX XXX XXX and the newer 1XX XXX XXX. */
const kenyanMobileSubscriber = /^[71]\d{8}$/;

function readOne(number: string): Recipient {
  if (!internationalNumber.test(number)) {
    return { accepted: false, number, statusCode: 403, status: "InvalidPhoneNumber" };
  }
  if (number.startsWith("+254")) {
    const subscriber = kenyanNumber.exec(number)?.[1];
    if (subscriber === undefined) {
      return { accepted: false, number, statusCode: 403, status: "InvalidPhoneNumber" };
    }
    // A landline (020…) or other non-mobile number cannot take an SMS.
    if (!kenyanMobileSubscriber.test(subscriber)) {
      return { accepted: false, number, statusCode: 404, status: "UnsupportedNumberType" };
    }
  }
  const fate = fateOf(number);
  if (fate.kind === "refused") {
    return { accepted: false, number, statusCode: fate.statusCode, status: fate.status };
  }
  return { accepted: true, number, fate };
}

/** Each number of `to` in the order given; empty entries ("a,,b") are skipped. */
export function readRecipients(to: string): Recipient[] {
  return to
    .split(",")
    .map((number) => number.trim())
    .filter((number) => number !== "")
    .map(readOne);
}
