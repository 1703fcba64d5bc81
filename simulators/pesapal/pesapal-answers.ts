// Owns what the simulator's answers look like to a Pesapal client: JSON bodies with Pesapal's
// `status` field, its error object {error_type, code, message} (refusals answered with HTTP 200 and
// status "500", as the sandbox does; a bad bearer token with 401), and identifiers and dates written
// as Pesapal writes them (GUIDs, 22-digit card confirmation codes, .NET's seven decimals).
import { randomInt, randomUUID } from "node:crypto";

export function json(status: number, body: unknown): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}

/** The error kinds seen in Pesapal's answers. */
export type PesapalErrorType = "api_error" | "invalid_request_error" | "authentication_error";

/**
 * Pesapal's refusal: `{error: {error_type, code, message}, status: "500"}`, with HTTP 200 (the
 * sandbox answers a pending status that way), unless `httpStatus` says otherwise.
 */
export function pesapalError(
  errorType: PesapalErrorType,
  code: string,
  message: string,
  { httpStatus = 200, extra = {} }: { httpStatus?: number; extra?: Record<string, unknown> } = {},
): Response {
  const status = httpStatus === 200 ? "500" : String(httpStatus);
  return json(httpStatus, { ...extra, error: { error_type: errorType, code, message }, status });
}

/** A missing or malformed field, worded as the sandbox words a bad notification_id. */
export function invalidParameter(what: string): Response {
  return pesapalError(
    "invalid_request_error",
    "invalid_api_request_parameters",
    `Invalid ${what} provided.Check format and try again`,
  );
}

/** An unknown, expired or missing bearer token. */
export function invalidToken(): Response {
  return pesapalError(
    "authentication_error",
    "invalid_api_credentials_provided",
    "Invalid Access Token",
    {
      httpStatus: 401,
    },
  );
}

/** `2026-11-26T11:30:05.2500000Z`: UTC with the seven decimals .NET writes (expiryDate, IPN created_date). */
export function dotNetUtc(at: Date): string {
  return at.toISOString().replace(/(\.\d{3})Z$/, "$10000Z");
}

/** Pesapal's order tracking ids and ipn_ids are GUIDs. */
export function pesapalGuid(): string {
  return randomUUID();
}

export interface ConfirmationCodes {
  /** A card payment's confirmation code like `6513008693186320103009` (22 digits), never twice. */
  next(): string;
}

export function createConfirmationCodes(): ConfirmationCodes {
  const issued = new Set<string>();
  return {
    next() {
      for (;;) {
        let code = String(randomInt(1, 10));
        while (code.length < 22) code += String(randomInt(10));
        if (!issued.has(code)) {
          issued.add(code);
          return code;
        }
      }
    },
  };
}
