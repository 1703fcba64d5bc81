// Owns Daraja's data formats, with no I/O: its timestamps, the STK password, the length limits of
// the texts a payment request carries, what a ResultCode means for the shop, and the checked
// reading of the bodies Daraja posts to the shop (STK callbacks, C2B validation and confirmation).
import { z } from "zod";
import { withoutControlCharacters } from "../../../lib/control-characters.ts";

/** Kenya keeps East Africa Time, UTC+3, all year (no daylight saving), so a fixed offset is exact. */
const nairobiOffsetMs = 3 * 60 * 60 * 1000;

/** `YYYYMMDDHHmmss` in Nairobi time: the Timestamp of STK requests and the dates of callbacks. */
export function darajaTimestamp(date: Date): string {
  return new Date(date.getTime() + nairobiOffsetMs).toISOString().slice(0, 19).replace(/\D/g, "");
}

/** Reads Daraja's `YYYYMMDDHHmmss` (Nairobi time; a number in callbacks, a string in C2B bodies); null when it is not one. */
export function parseDarajaTimestamp(value: string | number): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(String(value));
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  const date = new Date(utc - nairobiOffsetMs);
  // Date.UTC rolls 31 February over into March; a real timestamp comes back unchanged.
  return darajaTimestamp(date) === String(value) ? date : null;
}

/** The STK Password: base64 of shortcode + passkey + timestamp (all ASCII, so btoa is exact). */
export function stkPassword(shortcode: string, passkey: string, timestamp: string): string {
  return btoa(`${shortcode}${passkey}${timestamp}`);
}

/** Daraja's limit on AccountReference; the payer's phone and SMS show it. */
export const maxAccountReferenceLength = 12;
/** Daraja's limit on TransactionDesc. */
const maxTransactionDescLength = 13;

/**
 * The AccountReference of an order's payment: its order number, as people read it on their order
 * page and e-mail (at most 12 characters, Daraja's limit), so the SMS names the order they know.
 */
export function accountReference(orderNumber: string): string {
  return orderNumber
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .slice(0, maxAccountReferenceLength);
}

/** A TransactionDesc from any text: letters, digits and single spaces, at most 13 characters. */
export function transactionDesc(text: string): string {
  const cleaned = text
    .replace(/[^A-Za-z0-9 ]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return cleaned.slice(0, maxTransactionDescLength).trim() || "Payment";
}

/** What a finished STK request means for the shop; the message catalogue turns it into words. */
export type PaymentOutcome =
  | "paid"
  | "cancelled"
  | "insufficient-funds"
  | "unreachable"
  | "wrong-pin"
  | "expired"
  | "busy"
  | "failed";

const outcomeByResultCode: Readonly<Record<string, PaymentOutcome>> = {
  "0": "paid",
  "1": "insufficient-funds",
  "1032": "cancelled",
  "1037": "unreachable",
  "2001": "wrong-pin",
  "1019": "expired",
  // "Unable to lock subscriber": another request was already waiting on the phone.
  "1001": "busy",
};

/** Daraja sends ResultCode as a number in callbacks and as a string in STK query answers. */
export function resultOutcome(resultCode: number | string): PaymentOutcome {
  return outcomeByResultCode[String(resultCode).trim()] ?? "failed";
}

/** A parse that never throws: the value, or a short reason naming what was wrong (for the log). */
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join(".") || "body"}: ${issue.message}` : "invalid body";
}

const resultCodeSchema = z.union([z.number(), z.string().min(1)]);

const stkCallbackSchema = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string().min(1),
      CheckoutRequestID: z.string().min(1),
      ResultCode: resultCodeSchema,
      ResultDesc: z.string(),
      CallbackMetadata: z
        .object({
          Item: z.array(
            // A Value may be missing or null (Balance often is): such an item is read as absent.
            z.object({
              Name: z.string(),
              Value: z
                .union([z.number(), z.string(), z.null()])
                .optional()
                .transform((value) => value ?? undefined),
            }),
          ),
        })
        .optional(),
    }),
  }),
});

interface StkCallbackCommon {
  merchantRequestId: string;
  checkoutRequestId: string;
  /** As Daraja sent it, as text (some failures carry codes like `SFC_IC0003`). */
  resultCode: string;
  resultDesc: string;
}

/** A paid callback carries what the shop must check (the amount) and record (the receipt). */
export interface PaidStkCallback extends StkCallbackCommon {
  outcome: "paid";
  amountKsh: number;
  receipt: string;
  /** When M-Pesa completed the payment; null when Daraja left it out. */
  transactionDate: Date | null;
  /** The paying number, 2547XXXXXXXX; null when Daraja left it out. */
  phone: string | null;
}

export interface UnpaidStkCallback extends StkCallbackCommon {
  outcome: Exclude<PaymentOutcome, "paid">;
}

export type StkCallback = PaidStkCallback | UnpaidStkCallback;

/**
 * Reads an STK callback body. Metadata items are found by Name, never by position: Daraja's own
 * samples disagree on their order and count (Balance is sometimes there, without a Value).
 */
export function parseStkCallback(body: unknown): Parsed<StkCallback> {
  const parsed = stkCallbackSchema.safeParse(body);
  if (!parsed.success) return { ok: false, error: firstIssue(parsed.error) };
  const callback = parsed.data.Body.stkCallback;
  const common: StkCallbackCommon = {
    merchantRequestId: callback.MerchantRequestID,
    checkoutRequestId: callback.CheckoutRequestID,
    resultCode: String(callback.ResultCode),
    resultDesc: callback.ResultDesc,
  };
  const outcome = resultOutcome(callback.ResultCode);
  if (outcome !== "paid") return { ok: true, value: { ...common, outcome } };

  const items = new Map(
    (callback.CallbackMetadata?.Item ?? []).map((item) => [item.Name, item.Value]),
  );
  const amount = Number(items.get("Amount"));
  const receipt = items.get("MpesaReceiptNumber");
  if (!Number.isFinite(amount) || amount <= 0) {
    return { ok: false, error: "CallbackMetadata: no valid Amount in a paid callback" };
  }
  if (typeof receipt !== "string" || !/^[A-Z0-9]{10}$/.test(receipt)) {
    return { ok: false, error: "CallbackMetadata: no valid MpesaReceiptNumber in a paid callback" };
  }
  const date = items.get("TransactionDate");
  const phone = items.get("PhoneNumber");
  return {
    ok: true,
    value: {
      ...common,
      outcome,
      amountKsh: amount,
      receipt,
      transactionDate: date === undefined ? null : parseDarajaTimestamp(date),
      phone: phone === undefined ? null : String(phone),
    },
  };
}

// Names and account numbers are shown to staff: control characters (a NUL, which PostgreSQL refuses
// in text) are dropped; the body itself is kept as sent (c2b.server.ts).
const text = z
  .union([z.string(), z.number()])
  .transform((value) => withoutControlCharacters(String(value)));
const optionalText = text.optional().transform((value) => value ?? "");

const c2bSchema = z.object({
  TransactionType: optionalText,
  TransID: z.string().regex(/^[A-Z0-9]{10}$/, "not an M-Pesa transaction id"),
  TransTime: text,
  TransAmount: text,
  BusinessShortCode: text.pipe(z.string().regex(/^\d{5,7}$/, "not a shortcode")),
  BillRefNumber: optionalText,
  InvoiceNumber: optionalText,
  OrgAccountBalance: optionalText,
  ThirdPartyTransID: optionalText,
  MSISDN: text,
  FirstName: optionalText,
  MiddleName: optionalText,
  LastName: optionalText,
});

/** A payment made to the shop's paybill or till by hand, as Daraja reports it (validation and confirmation share the shape). */
export interface C2BPayment {
  transactionType: string;
  transId: string;
  transTime: Date;
  amountKsh: number;
  businessShortCode: string;
  /** The account number the payer typed (empty for a till). */
  billRefNumber: string;
  invoiceNumber: string;
  /** Empty in validation requests. */
  orgAccountBalance: string;
  thirdPartyTransId: string;
  /** As Daraja sends it: the number in the sandbox, masked or hashed in production. */
  msisdn: string;
  payerName: string;
}

export function parseC2BPayment(body: unknown): Parsed<C2BPayment> {
  const parsed = c2bSchema.safeParse(body);
  if (!parsed.success) return { ok: false, error: firstIssue(parsed.error) };
  const payment = parsed.data;
  const transTime = parseDarajaTimestamp(payment.TransTime);
  if (!transTime) return { ok: false, error: "TransTime: not a Daraja timestamp" };
  const amountKsh = Number(payment.TransAmount);
  // At most nine digits of shillings: far above any M-Pesa transaction, and exact in cents.
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(payment.TransAmount) || amountKsh <= 0) {
    return { ok: false, error: "TransAmount: not an amount" };
  }
  return {
    ok: true,
    value: {
      transactionType: payment.TransactionType,
      transId: payment.TransID,
      transTime,
      amountKsh,
      businessShortCode: payment.BusinessShortCode,
      billRefNumber: payment.BillRefNumber.trim(),
      invoiceNumber: payment.InvoiceNumber,
      orgAccountBalance: payment.OrgAccountBalance,
      thirdPartyTransId: payment.ThirdPartyTransID,
      msisdn: payment.MSISDN,
      payerName: [payment.FirstName, payment.MiddleName, payment.LastName]
        .filter(Boolean)
        .join(" "),
    },
  };
}
