// Owns what the simulated Daraja knows of the business it serves, when it is told (the shop's own
// MPESA_SHORTCODE, MPESA_TYPE and MPESA_TILL_NUMBER): Daraja refuses a request for a short code,
// PartyB or transaction type the app's credentials are not linked to, and so does the simulator.
// Without it the simulator serves any short code (the sandbox's 174379 and test paybills alike).

export interface DarajaBusiness {
  /** The paybill number, or for a till the store (head office) number: BusinessShortCode and C2B's ShortCode. */
  shortCode: string;
  type: "paybill" | "till";
  /** For a till: where the money goes (PartyB, and the till customers pay by hand). */
  tillNumber?: string;
}

const commandOf = {
  paybill: "CustomerPayBillOnline",
  till: "CustomerBuyGoodsOnline",
} as const;

/** The first field of an STK push (or query) that does not fit the business, or null when all do. */
export function stkFieldNotFitting(
  business: DarajaBusiness | undefined,
  push: { BusinessShortCode: string; PartyB?: string; TransactionType?: string },
): string | null {
  if (!business) return null;
  if (push.BusinessShortCode !== business.shortCode) return "BusinessShortCode";
  if (push.TransactionType !== undefined && push.TransactionType !== commandOf[business.type])
    return "TransactionType";
  const payee = business.type === "till" ? business.tillNumber : business.shortCode;
  if (push.PartyB !== undefined && push.PartyB !== payee) return "PartyB";
  return null;
}

/** The first field of a C2B registration or simulated payment that does not fit the business, or null. */
export function c2bFieldNotFitting(
  business: DarajaBusiness | undefined,
  request: { ShortCode: string; CommandID?: string },
): string | null {
  if (!business) return null;
  const ownCodes = [business.shortCode, business.tillNumber].filter(Boolean);
  if (!ownCodes.includes(request.ShortCode)) return "ShortCode";
  if (request.CommandID !== undefined && request.CommandID !== commandOf[business.type])
    return "CommandID";
  return null;
}

/** The short code whose registered URLs hear of a payment to `shortCode`: a till's are its store's. */
export function registeredCodeFor(business: DarajaBusiness | undefined, shortCode: string): string {
  return business?.type === "till" && shortCode === business.tillNumber
    ? business.shortCode
    : shortCode;
}
