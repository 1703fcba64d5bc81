// Owns Africa's Talking's SMS data formats, with no I/O: its API hosts, the checked reading of a
// send answer and of a delivery report form (unknown fields allowed), what each per-recipient
// statusCode and each report status mean for the shop (sent, final refusal, worth a retry), and
// costs as whole cents. Sources: docs/decisions/0016-africas-talking-shapes.md.
import { z } from "zod";

export { africasTalkingApiUrls } from "../../lib/africas-talking-urls.ts";

/** The send endpoint, below either host (and below the simulator's prefix). */
export const sendPath = "/version1/messaging";

/**
 * What a recipient's statusCode means for the shop:
 * - `sent`: taken for delivery (its delivery report tells the rest);
 * - `invalid-number`: the number cannot take an SMS; asking again will not help;
 * - `refused`: a final no for this message (blacklisted, sender id, held for risk review);
 * - `retry`: a passing fault (balance, routing, gateway); the same message may go later.
 */
export type RecipientMeaning = "sent" | "invalid-number" | "refused" | "retry";

export const recipientStatusCodes: Readonly<
  Record<number, { name: string; meaning: RecipientMeaning }>
> = {
  100: { name: "Processed", meaning: "sent" },
  101: { name: "Sent", meaning: "sent" },
  102: { name: "Queued", meaning: "sent" },
  // Held for review: it may still go out, so sending it again could send it twice.
  401: { name: "RiskHold", meaning: "refused" },
  402: { name: "InvalidSenderId", meaning: "refused" },
  403: { name: "InvalidPhoneNumber", meaning: "invalid-number" },
  404: { name: "UnsupportedNumberType", meaning: "invalid-number" },
  // The account's balance runs out; after a top-up the same message goes.
  405: { name: "InsufficientBalance", meaning: "retry" },
  406: { name: "UserInBlacklist", meaning: "refused" },
  407: { name: "CouldNotRoute", meaning: "retry" },
  409: { name: "DoNotDisturbRejection", meaning: "refused" },
  500: { name: "InternalServerError", meaning: "retry" },
  501: { name: "GatewayError", meaning: "retry" },
  502: { name: "RejectedByGateway", meaning: "refused" },
};

/** An unlisted code by its class: 1xx taken, 4xx refused, anything else a passing fault. */
export function recipientMeaning(statusCode: number): RecipientMeaning {
  const known = recipientStatusCodes[statusCode];
  if (known) return known.meaning;
  if (statusCode >= 100 && statusCode < 200) return "sent";
  return statusCode >= 400 && statusCode < 500 ? "refused" : "retry";
}

/** A request refused as a whole ({"Message": "InvalidSenderId", "Recipients": []}): its meaning by name. */
export function wholeRequestMeaning(message: string): Exclude<RecipientMeaning, "sent"> {
  const known = Object.values(recipientStatusCodes).find((entry) => entry.name === message);
  return known && known.meaning !== "sent" ? known.meaning : "refused";
}

const textOrNumber = z.union([z.string(), z.number()]).transform(String);

/** statusCode and status always come; a recipient not sent to may lack the rest. */
const recipientSchema = z.looseObject({
  statusCode: z.coerce.number().int(),
  status: z.string(),
  number: z.string().default(""),
  cost: textOrNumber.default("0"),
  messageId: z.string().default("None"),
});

export const sendAnswerSchema = z.looseObject({
  SMSMessageData: z.looseObject({
    Message: z.string(),
    Recipients: z.array(recipientSchema),
  }),
});

/** Africa's Talking writes "None" as the messageId of a recipient it did not send to. */
export function realMessageId(messageId: string): string | null {
  return messageId === "" || messageId === "None" ? null : messageId;
}

/** "Message parts: 2" in the answer's summary, as the sandbox writes it; null when absent. */
export function messageParts(summary: string): number | null {
  const parts = /Message parts: (\d+)/.exec(summary)?.[1];
  return parts === undefined ? null : Number(parts);
}

/**
 * A cost string, "KES 0.8000" (currency, space, decimal), as whole cents of that currency, rounded
 * half up ("USD 0.0079" is 1 cent); "0" (a recipient not sent to) is 0 with no currency. Null when
 * it reads otherwise.
 */
export function parseCost(cost: string): { currency: string | null; cents: number } | null {
  const trimmed = cost.trim();
  if (/^0+(\.0+)?$/.test(trimmed)) return { currency: null, cents: 0 };
  const match = /^([A-Z]{3}) (\d{1,12})(?:\.(\d+))?$/.exec(trimmed);
  if (!match) return null;
  const [, currency, whole, fraction = ""] = match;
  const digits = fraction.padEnd(3, "0");
  const roundUp = Number(digits[2]) >= 5 ? 1 : 0;
  return { currency: currency!, cents: Number(whole) * 100 + Number(digits.slice(0, 2)) + roundUp };
}

/**
 * What a delivery report's status means: `delivered` and `failed` are final; `pending` (Sent,
 * Submitted, Buffered) and any status not in the documentation may still change.
 */
export type DeliveryMeaning = "delivered" | "failed" | "pending";

const deliveryMeanings: Readonly<Record<string, DeliveryMeaning>> = {
  Success: "delivered",
  Failed: "failed",
  Rejected: "failed",
  Sent: "pending",
  Submitted: "pending",
  Buffered: "pending",
};

export function deliveryMeaning(status: string): DeliveryMeaning {
  return Object.hasOwn(deliveryMeanings, status) ? deliveryMeanings[status]! : "pending";
}

const deliveryReportSchema = z.looseObject({
  id: z.string().min(1),
  status: z.string().min(1),
  phoneNumber: z.string().min(1),
  networkCode: z.string().optional(),
  failureReason: z.string().optional(),
  retryCount: z.coerce.number().int().min(0).optional(),
});

export interface DeliveryReport {
  messageId: string;
  status: string;
  meaning: DeliveryMeaning;
  phoneNumber: string;
  networkCode: string | null;
  failureReason: string | null;
  retryCount: number | null;
}

/** A delivery report's form fields, checked; null when it is not one. */
export function parseDeliveryReport(
  fields: URLSearchParams | Record<string, string>,
): DeliveryReport | null {
  const record = fields instanceof URLSearchParams ? Object.fromEntries(fields) : fields;
  // An empty field ("failureReason=") is the same as none.
  const present = Object.fromEntries(Object.entries(record).filter(([, value]) => value !== ""));
  const parsed = deliveryReportSchema.safeParse(present);
  if (!parsed.success) return null;
  const report = parsed.data;
  return {
    messageId: report.id,
    status: report.status,
    meaning: deliveryMeaning(report.status),
    phoneNumber: report.phoneNumber,
    networkCode: report.networkCode ?? null,
    failureReason: report.failureReason ?? null,
    retryCount: report.retryCount ?? null,
  };
}
