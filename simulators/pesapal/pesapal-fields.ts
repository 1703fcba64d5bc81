// Owns what the simulator accepts in Pesapal requests: reading a JSON body, the fields of each
// request as Zod schemas, amounts (exact cents, more than 2 decimals refused), and the origin rule
// that keeps the simulator from posting or redirecting anywhere but to the shop.
import { z } from "zod";
import { readBodyText } from "../shared/request-body.ts";
import { invalidParameter, pesapalError } from "./pesapal-answers.ts";

const bodyLimitBytes = 64 * 1024;

/** The request's JSON body, or the answer Pesapal gives to a body it cannot read. */
export async function readJsonBody(
  request: Request,
): Promise<{ ok: true; body: unknown } | { ok: false; answer: Response }> {
  if (!/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) {
    const answer = pesapalError(
      "invalid_request_error",
      "unsupported_media_type",
      "Content-Type must be application/json",
      { httpStatus: 415 },
    );
    return { ok: false, answer };
  }
  const text = await readBodyText(request, bodyLimitBytes);
  if (text === null) {
    return { ok: false, answer: new Response("Request body too large", { status: 413 }) };
  }
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return { ok: false, answer: invalidParameter("request body") };
  }
}

/** The Pesapal answer to a body that failed a schema: its first field at fault. */
export function invalidField(error: z.ZodError): Response {
  const path = error.issues[0]?.path ?? [];
  return invalidParameter(path.length > 0 ? path.join(".") : "request body");
}

/**
 * Whole cents of a positive Pesapal amount: a JSON number (read through its shortest decimal
 * form, which is what the JSON said) or a decimal string like the refund sample's "100.00".
 */
const positiveAmountCents = z.union([z.number(), z.string()]).transform((value, context) => {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(String(value).trim());
  const cents = match ? Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0")) : 0;
  if (cents <= 0) {
    context.addIssue({ code: "custom", message: "a positive amount with at most 2 decimals" });
  }
  return cents;
});

const text = z.string().trim().min(1);
const optionalText = z.string().nullish();
const httpUrl = z.url({ protocol: /^https?$/ }).max(2048);

export const tokenRequest = z.object({ consumer_key: text, consumer_secret: text });

export const ipnRegistrationRequest = z.object({
  url: httpUrl,
  ipn_notification_type: z.enum(["GET", "POST"]),
});

const billingAddress = z
  .object({
    email_address: optionalText,
    phone_number: z.union([z.string(), z.number()]).nullish(),
    country_code: z
      .string()
      .regex(/^([A-Za-z]{2})?$/)
      .nullish(),
    first_name: optionalText,
    middle_name: optionalText,
    last_name: optionalText,
    line_1: optionalText,
    line_2: optionalText,
    city: optionalText,
    state: optionalText,
    postal_code: optionalText,
    zip_code: optionalText,
  })
  .refine(
    (address) =>
      Boolean(address.email_address?.trim() || String(address.phone_number ?? "").trim()),
    { message: "an email_address or a phone_number", path: ["email_address"] },
  );

export const orderRequest = z.object({
  id: z
    .string()
    .min(1)
    .max(50)
    .regex(/^[A-Za-z0-9_.:-]+$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
  amount: positiveAmountCents,
  description: text.max(100),
  redirect_mode: z.enum(["TOP_WINDOW", "PARENT_WINDOW", ""]).nullish(),
  callback_url: httpUrl,
  cancellation_url: httpUrl.nullish(),
  notification_id: text,
  branch: optionalText,
  billing_address: billingAddress,
});
export type OrderRequest = z.infer<typeof orderRequest>;

export const refundRequest = z.object({
  confirmation_code: text,
  amount: positiveAmountCents,
  username: text,
  remarks: text,
});

/** True when `url` may receive the simulator's IPNs and browsers: any URL, or only the allowed origin's. */
export function allowedDestination(url: string, allowedOrigin: string | undefined): boolean {
  return allowedOrigin === undefined || URL.parse(url)?.origin === URL.parse(allowedOrigin)?.origin;
}
