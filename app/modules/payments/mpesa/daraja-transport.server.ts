// Owns what the shared provider transport needs to know of Daraja: its error shape, its OAuth token
// (a GET with Basic credentials, renewed a minute before it expires), what a refused token looks
// like, and the failures the Daraja client reports. It knows nothing of what any API's answer means.
import type { Logger } from "../../../lib/logger.server.ts";
import { neverReached } from "../../../lib/outbound-http.server.ts";
import {
  createProviderTransport,
  type Exchange as ProviderExchange,
  type RetryRule as ProviderRetryRule,
} from "../provider-transport.server.ts";

export { retryUnlessAnswered } from "../provider-transport.server.ts";

/**
 * Why a Daraja call did not succeed.
 * - `invalid`: refused here, before anything was sent (the shop passed a value Daraja would refuse).
 * - `refused`: Daraja answered with a definite no (a 4xx, or M-Pesa's own validation such as
 *   "Wrong credentials"); asking again the same way will not help.
 * - `busy`: the phone already has a payment request waiting ("unable to lock subscriber").
 * - `unavailable`: no usable answer (network, timeout, 5xx) after the retries allowed.
 *   `mayHaveReachedDaraja` is false only when the connection was never made: a push that timed
 *   out may still ring the phone, so the shop should wait for its callback before asking again.
 */
export type DarajaFailure =
  | {
      ok: false;
      kind: "invalid";
      field: "phone" | "amountKsh" | "accountReference" | "callbackUrl";
    }
  | { ok: false; kind: "refused"; status: number; errorCode: string; errorMessage: string }
  | { ok: false; kind: "busy"; errorCode: string; errorMessage: string }
  | { ok: false; kind: "unavailable"; mayHaveReachedDaraja: boolean };

/** Daraja's error body: {requestId, errorCode, errorMessage}. */
interface DarajaError {
  errorCode: string;
  errorMessage: string;
}

/** One request's fate: an HTTP answer (its JSON object body and Daraja error, if any), or none. */
export type Exchange = ProviderExchange<DarajaError>;

/** Whether to send a request again, judged from its last exchange (before the retry delays run out). */
export type RetryRule = ProviderRetryRule<DarajaError>;

export interface DarajaTransportOptions {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  log: Logger;
  timeoutMs: number;
  retryDelaysMs: readonly number[];
  now: () => Date;
}

export interface DarajaTransport {
  /**
   * POSTs `body` with the bearer token, repeating it as `retry` allows. `name` and `loggable` (the
   * body without secrets) are what the log shows. A failure to get a token comes back as a DarajaFailure.
   */
  post(
    name: string,
    path: string,
    body: unknown,
    loggable: unknown,
    retry: RetryRule,
  ): Promise<Exchange | DarajaFailure>;
}

/**
 * Daraja's errorCodes for an access token it does not accept: 404.001.03 (HTTP 404 or 401) and
 * 400.003.01 (HTTP 400), both "Invalid Access Token". Either way a new token is fetched.
 */
const invalidTokenCodes = new Set(["404.001.03", "400.003.01"]);

/** A field of a Daraja answer as text (Daraja mixes numbers and strings for the same fields). */
export function textField(body: Record<string, unknown> | null, name: string): string | null {
  const value = body?.[name];
  return typeof value === "string" || typeof value === "number" ? String(value) : null;
}

export function refusal(exchange: Exchange & { answered: true }): DarajaFailure {
  return {
    ok: false,
    kind: "refused",
    status: exchange.status,
    errorCode: exchange.error?.errorCode ?? "",
    errorMessage: exchange.error?.errorMessage ?? "",
  };
}

export function unavailable(exchange: Exchange): DarajaFailure {
  return {
    ok: false,
    kind: "unavailable",
    mayHaveReachedDaraja: !neverReached(exchange),
  };
}

function darajaError(body: Record<string, unknown> | null): DarajaError | null {
  const errorCode = textField(body, "errorCode");
  return errorCode === null
    ? null
    : { errorCode, errorMessage: textField(body, "errorMessage") ?? "" };
}

export function createDarajaTransport(options: DarajaTransportOptions): DarajaTransport {
  const { now } = options;
  const basicAuth = `Basic ${btoa(`${options.consumerKey}:${options.consumerSecret}`)}`;
  const transport = createProviderTransport<DarajaError, DarajaFailure>({
    provider: "Daraja",
    baseUrl: options.baseUrl,
    log: options.log,
    timeoutMs: options.timeoutMs,
    retryDelaysMs: options.retryDelaysMs,
    now,
    readError: darajaError,
    tokenMarginMs: 60_000,
    tokenRefused: (answer) =>
      answer.status === 401 || invalidTokenCodes.has(answer.error?.errorCode ?? ""),
    async requestToken(send) {
      const answer = await send("oauth", {
        method: "GET",
        path: "/oauth/v1/generate?grant_type=client_credentials",
        authorization: basicAuth,
      });
      // Without a token nothing was sent to the API itself.
      const noToken: DarajaFailure = {
        ok: false,
        kind: "unavailable",
        mayHaveReachedDaraja: false,
      };
      if (!answer.answered || answer.status >= 500) return noToken;
      if (answer.status >= 400) return refusal(answer);
      const token = textField(answer.body, "access_token");
      // Daraja sends expires_in as a string ("3599").
      const expiresInSeconds = Number(textField(answer.body, "expires_in"));
      if (!token || !Number.isFinite(expiresInSeconds)) return noToken;
      return { ok: true, token, expiresAt: new Date(now().getTime() + expiresInSeconds * 1000) };
    },
  });
  return {
    post: (name, path, body, loggable, retry) =>
      transport.send(name, { method: "POST", path, body, loggable }, retry),
  };
}
