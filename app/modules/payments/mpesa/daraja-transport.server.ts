// Owns the HTTP under the Daraja client: Daraja's requests and error shape over the shop's outbound
// requests (app/lib/outbound-http.server.ts: timeouts, log lines, retries by the caller's rule), the
// OAuth token shared by all callers (renewed a minute before it expires, one fetch in flight), and
// bearer POSTs that fetch a new token once when Daraja refuses the old one. It knows Daraja's error
// shape but not what any API's answer means.
import type { Logger } from "../../../lib/logger.server.ts";
import {
  exchangeOnce,
  withRetries,
  type NoAnswerReason,
} from "../../../lib/outbound-http.server.ts";

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
export type Exchange =
  | {
      answered: true;
      status: number;
      body: Record<string, unknown> | null;
      error: DarajaError | null;
    }
  | { answered: false; reason: NoAnswerReason };

/** Whether to send a request again, judged from its last exchange (before the retry delays run out). */
export type RetryRule = (exchange: Exchange) => boolean;

/** For requests that change nothing at Daraja (token, query) or change it idempotently (URL registration). */
export const retryUnlessAnswered: RetryRule = (exchange) =>
  !exchange.answered || exchange.status >= 500;

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

/** Daraja's errorCode for an access token it does not accept (answered with HTTP 401). */
const invalidTokenCode = "404.001.03";

/** Renew the token this long before Daraja's expiry, so it never dies between reading and use. */
const tokenMarginMs = 60_000;

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
    mayHaveReachedDaraja: exchange.answered || exchange.reason !== "no-connection",
  };
}

function darajaError(body: Record<string, unknown> | null): DarajaError | null {
  const errorCode = textField(body, "errorCode");
  return errorCode === null
    ? null
    : { errorCode, errorMessage: textField(body, "errorMessage") ?? "" };
}

export function createDarajaTransport(options: DarajaTransportOptions): DarajaTransport {
  const { log, now, retryDelaysMs, timeoutMs } = options;
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const basicAuth = `Basic ${btoa(`${options.consumerKey}:${options.consumerSecret}`)}`;

  async function exchange(
    name: string,
    path: string,
    init: { method: "GET" | "POST"; authorization: string; body?: unknown; loggable?: unknown },
  ): Promise<Exchange> {
    const answer = await exchangeOnce({
      service: "Daraja",
      logFields: { daraja: name },
      url: `${baseUrl}${path}`,
      method: init.method,
      headers: {
        Authorization: init.authorization,
        Accept: "application/json",
        ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      loggableBody: init.loggable,
      answerLogFields: ({ json }) => {
        const error = darajaError(json);
        return { errorCode: error?.errorCode, errorMessage: error?.errorMessage };
      },
      timeoutMs,
      log,
    });
    if (!answer.answered) return answer;
    return {
      answered: true,
      status: answer.status,
      body: answer.json,
      error: darajaError(answer.json),
    };
  }

  type TokenResult = { ok: true; token: string } | DarajaFailure;
  let token: { value: string; renewAt: number } | null = null;
  let tokenInFlight: Promise<TokenResult> | null = null;

  async function fetchToken(): Promise<TokenResult> {
    const answer = await withRetries(
      () =>
        exchange("oauth", "/oauth/v1/generate?grant_type=client_credentials", {
          method: "GET",
          authorization: basicAuth,
        }),
      retryUnlessAnswered,
      retryDelaysMs,
    );
    // Without a token nothing was sent to the API itself.
    const noToken: DarajaFailure = { ok: false, kind: "unavailable", mayHaveReachedDaraja: false };
    if (!answer.answered || answer.status >= 500) return noToken;
    if (answer.status >= 400) return refusal(answer);
    const value = textField(answer.body, "access_token");
    // Daraja sends expires_in as a string ("3599").
    const expiresInSeconds = Number(textField(answer.body, "expires_in"));
    if (!value || !Number.isFinite(expiresInSeconds)) return noToken;
    token = { value, renewAt: now().getTime() + expiresInSeconds * 1000 - tokenMarginMs };
    return { ok: true, token: value };
  }

  function accessToken(): Promise<TokenResult> {
    if (token && now().getTime() < token.renewAt) {
      return Promise.resolve({ ok: true, token: token.value });
    }
    tokenInFlight ??= fetchToken().finally(() => (tokenInFlight = null));
    return tokenInFlight;
  }

  return {
    async post(name, path, body, loggable, retry) {
      for (let attempt = 1; ; attempt++) {
        const bearer = await accessToken();
        if (!bearer.ok) return bearer;
        const answer = await withRetries(
          () =>
            exchange(name, path, {
              method: "POST",
              authorization: `Bearer ${bearer.token}`,
              body,
              loggable,
            }),
          retry,
          retryDelaysMs,
        );
        const tokenRefused =
          answer.answered &&
          (answer.status === 401 || answer.error?.errorCode === invalidTokenCode);
        // A refused token means the request was turned away at the gate, so sending it again is safe even for a push.
        if (!tokenRefused || attempt === 2) return answer;
        if (token?.value === bearer.token) token = null;
        log.info({ daraja: name }, "Daraja refused the access token; fetching a new one");
      }
    },
  };
}
