// Owns Pesapal API 3.0's data formats, with no I/O: exact amounts (Ksh cents against Pesapal's
// decimals), what status_code and payment_status_description mean for the shop, Pesapal's error
// object, and the checked reading of every answer and of the IPN / callback notifications.
// Where sources disagree (see docs/decisions/0015-pesapal-shapes.md) the readers accept both forms.
import { z } from "zod";

/** The largest amount written or read: 15 significant digits stay exact through a JSON number. */
const maxCents = 999_999_999_999_99;

/** 125050 -> "1250.50", by moving digits, never by dividing. Null when not whole positive-or-zero cents. */
export function centsToDecimalText(cents: number): string | null {
  if (!Number.isSafeInteger(cents) || cents < 0 || cents > maxCents) return null;
  const digits = String(cents).padStart(3, "0");
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * The JSON number Pesapal's `amount` takes (125050 -> 1250.5). Number() of a decimal text of at most
 * 15 significant digits gives the double whose shortest form is that text, so the JSON written says
 * exactly the amount; no arithmetic touches it.
 */
export function centsToPesapalAmount(cents: number): number | null {
  const text = centsToDecimalText(cents);
  return text === null ? null : Number(text);
}

/**
 * Pesapal's amount (a JSON number, or a string as in its refund sample) in cents: "1250.5" -> 125050.
 * A number is read through its shortest decimal form, which is what the JSON said. Null for
 * negatives, more than 2 decimals, exponents or anything else.
 */
export function pesapalAmountToCents(value: unknown): number | null {
  let text: string;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === "string") {
    text = value.trim();
  } else {
    return null;
  }
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const cents = Number(`${match[1]}${(match[2] ?? "").padEnd(2, "0")}`);
  return cents <= maxCents ? cents : null;
}

/** What a transaction's status means for the shop. `invalid`: no payment (yet), or none Pesapal knows of. */
export type PesapalPaymentState = "completed" | "failed" | "invalid" | "reversed";

const stateByStatusCode: Readonly<Record<string, PesapalPaymentState>> = {
  "0": "invalid",
  "1": "completed",
  "2": "failed",
  "3": "reversed",
};

/**
 * The state from status_code (the documented 0-3) and payment_status_description (INVALID, FAILED,
 * COMPLETED, REVERSED; Pesapal's own sample writes "Failed", so any case). When both are given they
 * must agree; null when neither says a known state, or they contradict each other.
 */
export function paymentState(
  statusCode: unknown,
  description: unknown,
): PesapalPaymentState | null {
  const byCode =
    typeof statusCode === "number" || typeof statusCode === "string"
      ? stateByStatusCode[String(statusCode).trim()]
      : undefined;
  const word = typeof description === "string" ? description.trim().toLowerCase() : "";
  const byWord = (["completed", "failed", "invalid", "reversed"] as const).find(
    (state) => state === word,
  );
  if (byCode && byWord) return byCode === byWord ? byCode : null;
  return byCode ?? byWord ?? null;
}

/** Pesapal's error object, read whether its kind is named `error_type` (as answered) or `type` (as documented). */
export interface PesapalError {
  errorType: string;
  code: string;
  message: string;
}

/** A field of the error object; absent, null or a number read as text ("" when none). */
const errorText = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((value) => (value === null || value === undefined ? "" : String(value)));

const errorObject = z.object({
  error_type: errorText,
  type: errorText,
  code: errorText,
  message: errorText,
});

/**
 * The error an answer carries, or null. Pesapal sends `error: null` on success, and on a
 * transaction status an error object whose fields are all null: neither is an error.
 */
export function pesapalError(body: Record<string, unknown> | null): PesapalError | null {
  const error = body?.error;
  if (typeof error === "string") {
    return error.trim() ? { errorType: "", code: "", message: error.trim() } : null;
  }
  const parsed = errorObject.safeParse(error);
  if (!parsed.success) return null;
  const { error_type, type, code, message } = parsed.data;
  if (!error_type && !type && !code && !message) return null;
  return { errorType: error_type || type, code, message };
}

/** Pesapal's `status` field: "200" on success ("500" with an error), sometimes a number, sometimes null. */
export function bodyStatus(body: Record<string, unknown> | null): string | null {
  const status = body?.status;
  return typeof status === "string" || typeof status === "number" ? String(status).trim() : null;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

function parsedWith<T>(schema: z.ZodType<T>, input: unknown): Parsed<T> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  return { ok: false, error: `${issue?.path.join(".") || "body"}: ${issue?.message ?? "invalid"}` };
}

const text = z.string().trim().min(1);
const optionalText = z
  .string()
  .nullish()
  .transform((value) => value?.trim() ?? "");

/** RequestToken: {token, expiryDate (UTC, up to 7 decimals of a second), error, status, message}. */
const tokenAnswer = z.object({
  token: text,
  expiryDate: text.refine((value) => !Number.isNaN(Date.parse(value)), "not a date"),
});

export function parseTokenAnswer(body: unknown): Parsed<{ token: string; expiresAt: Date }> {
  const parsed = parsedWith(tokenAnswer, body);
  return parsed.ok
    ? {
        ok: true,
        value: { token: parsed.value.token, expiresAt: new Date(parsed.value.expiryDate) },
      }
    : parsed;
}

export type IpnNotificationMethod = "GET" | "POST";

export interface IpnRegistration {
  ipnId: string;
  url: string;
  /** Absent where Pesapal leaves it out (the IPN list of its documentation). */
  notificationMethod: IpnNotificationMethod | null;
}

const notificationMethod = z
  .string()
  .nullish()
  .transform((value) => {
    const upper = value?.trim().toUpperCase();
    return upper === "GET" || upper === "POST" ? upper : null;
  });

const ipnEntry = z
  .object({
    ipn_id: text,
    url: text,
    ipn_notification_type_description: notificationMethod,
  })
  .transform(({ ipn_id, url, ipn_notification_type_description }): IpnRegistration => ({
    ipnId: ipn_id,
    url,
    notificationMethod: ipn_notification_type_description,
  }));

/** RegisterIPN: {url, created_date, ipn_id, ipn_notification_type_description, ipn_status..., error, status}. */
export function parseIpnRegistration(body: unknown): Parsed<IpnRegistration> {
  return parsedWith(ipnEntry, body);
}

/** GetIpnList: a JSON array of registrations. */
export function parseIpnList(body: unknown): Parsed<IpnRegistration[]> {
  return parsedWith(z.array(ipnEntry), body);
}

const submittedOrder = z
  .object({ order_tracking_id: text, merchant_reference: text, redirect_url: z.url() })
  .transform(({ order_tracking_id, merchant_reference, redirect_url }) => ({
    orderTrackingId: order_tracking_id,
    merchantReference: merchant_reference,
    redirectUrl: redirect_url,
  }));

/** SubmitOrderRequest: {order_tracking_id, merchant_reference, redirect_url, error, status}. */
export function parseSubmittedOrder(
  body: unknown,
): Parsed<{ orderTrackingId: string; merchantReference: string; redirectUrl: string }> {
  return parsedWith(submittedOrder, body);
}

export interface PesapalTransactionStatus {
  state: PesapalPaymentState;
  /** Empty while nothing was paid. */
  confirmationCode: string;
  amountCents: number;
  currency: string;
  /** "Visa", "Mastercard", "MpesaKE"...; empty while nothing was paid. */
  paymentMethod: string;
  /** Masked as Pesapal sends it ("476173**0010"); Pesapal never sends a whole card number. */
  paymentAccount: string;
  /** Pesapal's words on the outcome ("Unable to Authorize Transaction..."); may be empty. */
  description: string;
  merchantReference: string;
}

const transactionStatus = z
  .object({
    payment_method: optionalText,
    amount: z.unknown(),
    confirmation_code: optionalText,
    payment_status_description: z.string().nullish(),
    description: optionalText,
    payment_account: optionalText,
    status_code: z.union([z.number(), z.string()]).nullish(),
    merchant_reference: text,
    currency: text,
  })
  .transform((answer, context): PesapalTransactionStatus => {
    const state = paymentState(answer.status_code, answer.payment_status_description);
    const amountCents = pesapalAmountToCents(answer.amount);
    if (state === null) {
      context.addIssue({ code: "custom", path: ["status_code"], message: "no known state" });
    }
    if (amountCents === null) {
      context.addIssue({ code: "custom", path: ["amount"], message: "not an amount" });
    }
    return {
      state: state ?? "invalid",
      confirmationCode: answer.confirmation_code,
      amountCents: amountCents ?? 0,
      currency: answer.currency.toUpperCase(),
      paymentMethod: answer.payment_method,
      paymentAccount: answer.payment_account,
      description: answer.description,
      merchantReference: answer.merchant_reference,
    };
  });

/**
 * GetTransactionStatus. While nothing is paid Pesapal answers INVALID (status_code 0) together with
 * an error object ("payment_details_not_found", "Pending Payment") and status "500": still a
 * status, read as `invalid`.
 */
export function parseTransactionStatus(body: unknown): Parsed<PesapalTransactionStatus> {
  return parsedWith(transactionStatus, body);
}

/** True when the body is a transaction status at all (it names its state), error object or not. */
export function isTransactionStatus(body: Record<string, unknown> | null): boolean {
  return body !== null && ("status_code" in body || "payment_status_description" in body);
}

/** RefundRequest: {status: "200", message: "Refund request successfully"}; "500" with a message when refused. */
export function parseRefundAnswer(body: unknown): Parsed<{ accepted: boolean; message: string }> {
  return parsedWith(
    z
      .object({ status: z.union([z.string(), z.number()]), message: optionalText })
      .transform(({ status, message }) => ({ accepted: String(status).trim() === "200", message })),
    body,
  );
}

export type PesapalNotificationType = "IPNCHANGE" | "CALLBACKURL" | "RECURRING";

export interface PesapalNotification {
  orderTrackingId: string;
  merchantReference: string;
  notificationType: PesapalNotificationType;
}

const notification = z
  .object({
    OrderTrackingId: z.string().trim().min(1).max(100),
    OrderMerchantReference: z.string().trim().min(1).max(100),
    OrderNotificationType: z.enum(["IPNCHANGE", "CALLBACKURL", "RECURRING"]),
  })
  .transform(
    ({ OrderTrackingId, OrderMerchantReference, OrderNotificationType }): PesapalNotification => ({
      orderTrackingId: OrderTrackingId,
      merchantReference: OrderMerchantReference,
      notificationType: OrderNotificationType,
    }),
  );

/**
 * An IPN (a GET's query, or a POST's JSON body, as the IPN was registered) or the browser's return to
 * the callback URL (its query). It names the order only: the status call says what happened.
 */
export function parsePesapalNotification(
  input: URLSearchParams | unknown,
): Parsed<PesapalNotification> {
  return parsedWith(
    notification,
    input instanceof URLSearchParams ? Object.fromEntries(input) : input,
  );
}

/** The JSON the shop answers an IPN with; status 500 asks Pesapal to send it again later. */
export function ipnAcknowledgement(notice: PesapalNotification, processed: boolean) {
  return {
    orderNotificationType: notice.notificationType,
    orderTrackingId: notice.orderTrackingId,
    orderMerchantReference: notice.merchantReference,
    status: processed ? 200 : 500,
  };
}
