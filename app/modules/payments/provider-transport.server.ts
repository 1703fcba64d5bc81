// Owns what the payment providers' clients (Daraja, Pesapal) share above one outbound request
// (app/lib/outbound-http.server.ts: timeout, log lines, no-answer reasons, retries): the bearer
// token shared by all callers (renewed a margin before it expires, one fetch in flight), requests
// that fetch a new token once when the provider turns the old one away, the provider's error read
// from each answer, and the retry rules. What a provider's answers and errors mean, and how its
// token is asked for, stay with that provider's client.
import type { Logger } from "../../lib/logger.server.ts";
import {
  exchangeOnce,
  neverReached,
  withRetries,
  type NoAnswerReason,
} from "../../lib/outbound-http.server.ts";

/** One request's fate: an HTTP answer (its JSON, the JSON if an object, the provider's error if any), or none. */
export type Exchange<ProviderError> =
  | {
      answered: true;
      status: number;
      /** The parsed answer whatever its shape (Pesapal lists IPNs as a JSON array); null when not JSON. */
      json: unknown;
      body: Record<string, unknown> | null;
      error: ProviderError | null;
    }
  | { answered: false; reason: NoAnswerReason };

/** Whether to send a request again, judged from its last exchange (before the retry delays run out). */
export type RetryRule<ProviderError> = (exchange: Exchange<ProviderError>) => boolean;

/** For requests that change nothing at the provider (token, queries) or change it harmlessly (registrations). */
export const retryUnlessAnswered: RetryRule<unknown> = (exchange) =>
  !exchange.answered || exchange.status >= 500;

/**
 * For requests that must not be sent twice (a payment request, a refund): repeated only when they
 * provably never reached the provider, i.e. the connection was never made, or a gateway answered
 * 502/503 without any error body of the provider's. A timeout, a reset connection or any other 5xx
 * may have been acted on.
 */
export const retryOnlyIfNeverSent: RetryRule<unknown> = (exchange) =>
  exchange.answered
    ? (exchange.status === 502 || exchange.status === 503) && exchange.error === null
    : neverReached(exchange);

export interface ProviderRequest {
  method: "GET" | "POST";
  /** Below the base URL, with its query if any. */
  path: string;
  /** A JSON body. */
  body?: unknown;
  /** What the log shows of the body (never a secret). */
  loggable?: unknown;
}

/** Sends a request without the bearer token (the token request itself), repeated while unanswered. */
export type SendWithoutToken<ProviderError> = (
  name: string,
  request: ProviderRequest & { authorization?: string },
) => Promise<Exchange<ProviderError>>;

export type TokenOutcome<Failure> = { ok: true; token: string; expiresAt: Date } | Failure;

export interface ProviderTransportOptions<
  ProviderError extends object,
  Failure extends { ok: false },
> {
  /** The provider's name in log messages ("Daraja"); lowercased, the key of its log fields. */
  provider: string;
  baseUrl: string;
  log: Logger;
  timeoutMs: number;
  retryDelaysMs: readonly number[];
  now: () => Date;
  fetch?: typeof fetch;
  /** The provider's error in an answer's JSON object, or null when it carries none. */
  readError(body: Record<string, unknown> | null): ProviderError | null;
  /** Asks the provider for a token through `send`, and reads its answer. */
  requestToken(send: SendWithoutToken<ProviderError>): Promise<TokenOutcome<Failure>>;
  /** Renew the token this long before its expiry, so that it never dies between reading and use. */
  tokenMarginMs: number;
  /** True when an answer says the bearer token was turned away (unknown or expired). */
  tokenRefused(answer: Exchange<ProviderError> & { answered: true }): boolean;
}

export interface ProviderTransport<ProviderError, Failure> {
  /**
   * Sends `request` with the bearer token, repeating it as `retry` allows, and once more with a new
   * token when the provider refuses the old one. A failure to get a token comes back as `Failure`.
   */
  send(
    name: string,
    request: ProviderRequest,
    retry: RetryRule<ProviderError>,
  ): Promise<Exchange<ProviderError> | Failure>;
}

export function createProviderTransport<
  ProviderError extends object,
  Failure extends { ok: false },
>(
  options: ProviderTransportOptions<ProviderError, Failure>,
): ProviderTransport<ProviderError, Failure> {
  const { log, now, provider, retryDelaysMs, timeoutMs } = options;
  const logKey = provider.toLowerCase();
  const baseUrl = options.baseUrl.replace(/\/+$/, "");

  async function exchange(
    name: string,
    request: ProviderRequest & { authorization?: string },
  ): Promise<Exchange<ProviderError>> {
    const { method, path, body, loggable, authorization } = request;
    const answer = await exchangeOnce({
      service: provider,
      logFields: { [logKey]: name },
      url: `${baseUrl}${path}`,
      method,
      headers: {
        ...(authorization === undefined ? {} : { Authorization: authorization }),
        Accept: "application/json",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      loggableBody: loggable,
      answerLogFields: ({ json }) => ({ ...options.readError(json) }),
      timeoutMs,
      log,
      fetch: options.fetch,
    });
    if (!answer.answered) return answer;
    return {
      answered: true,
      status: answer.status,
      json: answer.jsonValue,
      body: answer.json,
      error: options.readError(answer.json),
    };
  }

  const sendWithoutToken: SendWithoutToken<ProviderError> = (name, request) =>
    withRetries(() => exchange(name, request), retryUnlessAnswered, retryDelaysMs);

  let token: { value: string; renewAt: number } | null = null;
  let tokenInFlight: Promise<TokenOutcome<Failure>> | null = null;

  async function fetchToken(): Promise<TokenOutcome<Failure>> {
    const outcome = await options.requestToken(sendWithoutToken);
    if (outcome.ok) {
      token = {
        value: outcome.token,
        renewAt: outcome.expiresAt.getTime() - options.tokenMarginMs,
      };
    }
    return outcome;
  }

  function accessToken(): Promise<TokenOutcome<Failure>> {
    if (token && now().getTime() < token.renewAt) {
      return Promise.resolve({ ok: true, token: token.value, expiresAt: new Date(token.renewAt) });
    }
    tokenInFlight ??= fetchToken().finally(() => (tokenInFlight = null));
    return tokenInFlight;
  }

  return {
    async send(name, request, retry) {
      for (let attempt = 1; ; attempt++) {
        const bearer = await accessToken();
        if (!bearer.ok) return bearer;
        const authorization = `Bearer ${bearer.token}`;
        const answer = await withRetries(
          () => exchange(name, { ...request, authorization }),
          retry,
          retryDelaysMs,
        );
        // A refused token means the request was turned away at the gate, so sending it again is safe even for a payment.
        if (!(answer.answered && options.tokenRefused(answer)) || attempt === 2) return answer;
        if (token?.value === bearer.token) token = null;
        log.info({ [logKey]: name }, `${provider} refused the access token; fetching a new one`);
      }
    },
  };
}
