// Owns what the simulator accepts in the fields of Daraja requests, as Zod schemas shared by its STK
// and C2B endpoints. Stricter than Daraja where Daraja's documented limits are (12-character
// AccountReference, 13-character TransactionDesc), so a client breaking them fails in tests.
import { z } from "zod";
import { fromNairobiTimestamp } from "../shared/nairobi-time.ts";
import { badRequest } from "./daraja-answers.ts";

/** Daraja takes codes and amounts as JSON numbers or strings alike. */
const numberOrText = z.union([z.string(), z.number()]).transform((value) => String(value).trim());

export const shortCode = numberOrText.pipe(z.string().regex(/^\d{5,7}$/));
/** The only phone form Daraja accepts: 2547XXXXXXXX or 2541XXXXXXXX. */
export const kenyanMobile = numberOrText.pipe(z.string().regex(/^254[17]\d{8}$/));
export const wholeShillings = numberOrText
  .pipe(z.string().regex(/^\d+$/))
  .transform(Number)
  .pipe(z.number().int().min(1));
export const timestamp = numberOrText.pipe(z.string().regex(/^\d{14}$/));
export const httpUrl = z.url({ protocol: /^https?$/ });

/** The Daraja answer to a body that failed `schema`: 400.002.02 naming the first field at fault. */
export function invalidField(error: z.ZodError): Response {
  const field = error.issues[0]?.path[0];
  return badRequest(typeof field === "string" ? field : "Request");
}

/** The STK Password the simulator expects, computed here independently of the client's code. */
export function expectedStkPassword(
  businessShortCode: string,
  passkey: string,
  stamp: string,
): string {
  return Buffer.from(`${businessShortCode}${passkey}${stamp}`).toString("base64");
}

/** How far a request's Timestamp may be from the simulator's clock. */
const timestampToleranceMs = 60 * 60 * 1000;

/**
 * Whether a Timestamp is one Daraja takes: Nairobi's wall clock within an hour of now. A client that
 * writes UTC (three hours behind) or a stale stamp is refused, as Daraja refuses it.
 */
export function timestampNearNow(stamp: string, now = new Date()): boolean {
  const at = fromNairobiTimestamp(stamp);
  return at !== null && Math.abs(at.getTime() - now.getTime()) <= timestampToleranceMs;
}
