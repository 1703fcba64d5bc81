// Owns what the shared provider transport needs to know of Pesapal: its error object, its token (a
// JSON POST of the consumer key and secret, kept until shortly before its expiryDate), what a
// refused token looks like, and the failures the Pesapal client reports. It knows nothing of what
// any API's answer means.
import type { Logger } from "../../../lib/logger.server.ts";
import { neverReached } from "../../../lib/outbound-http.server.ts";
import {
  createProviderTransport,
  type Exchange,
  type ProviderTransport,
} from "../provider-transport.server.ts";
import { parseTokenAnswer, pesapalError, type PesapalError } from "./pesapal-format.ts";

/**
 * Why a Pesapal call did not succeed.
 * - `invalid`: refused here, before anything was sent (the shop passed a value Pesapal would refuse).
 * - `refused`: Pesapal answered with a definite no (its error object, a refund answered "500", a
 *   4xx); asking again the same way will not help.
 * - `unavailable`: no usable answer (network, timeout, 5xx, a body that is not Pesapal's) after the
 *   retries allowed. `mayHaveReachedPesapal` is false only when the request never left: an order
 *   or refund that timed out may have been taken, so ask its status before sending another.
 */
export type PesapalFailure =
  | { ok: false; kind: "invalid"; field: string }
  | {
      ok: false;
      kind: "refused";
      /** The HTTP status (Pesapal refuses with 200 as often as not). */
      status: number;
      errorType: string;
      code: string;
      message: string;
    }
  | { ok: false; kind: "unavailable"; mayHaveReachedPesapal: boolean };

export type PesapalExchange = Exchange<PesapalError>;

export interface PesapalTransportOptions {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  log: Logger;
  fetch?: typeof fetch;
  timeoutMs: number;
  retryDelaysMs: readonly number[];
  now: () => Date;
}

/** Pesapal's tokens last about five minutes: renewed with half a minute to spare. */
const tokenMarginMs = 30_000;

export function refused(
  exchange: PesapalExchange & { answered: true },
  message = exchange.error?.message ?? "",
): PesapalFailure {
  return {
    ok: false,
    kind: "refused",
    status: exchange.status,
    errorType: exchange.error?.errorType ?? "",
    code: exchange.error?.code ?? "",
    message,
  };
}

export function unavailable(exchange: PesapalExchange): PesapalFailure {
  return {
    ok: false,
    kind: "unavailable",
    mayHaveReachedPesapal: !neverReached(exchange),
  };
}

export function createPesapalTransport(
  options: PesapalTransportOptions,
): ProviderTransport<PesapalError, PesapalFailure> {
  const { consumerKey, consumerSecret } = options;
  return createProviderTransport<PesapalError, PesapalFailure>({
    provider: "Pesapal",
    baseUrl: options.baseUrl,
    log: options.log,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
    retryDelaysMs: options.retryDelaysMs,
    now: options.now,
    readError: pesapalError,
    tokenMarginMs,
    // An expired or unknown token: HTTP 401, or Pesapal's authentication_error in a body.
    tokenRefused: (answer) =>
      answer.status === 401 || answer.error?.errorType === "authentication_error",
    async requestToken(send) {
      // The secret travels in the body only; the log line of this request shows no body at all.
      const answer = await send("token", {
        method: "POST",
        path: "/api/Auth/RequestToken",
        body: { consumer_key: consumerKey, consumer_secret: consumerSecret },
      });
      // Without a token nothing was sent to the API itself.
      const noToken: PesapalFailure = {
        ok: false,
        kind: "unavailable",
        mayHaveReachedPesapal: false,
      };
      if (!answer.answered) return noToken;
      if (answer.error || (answer.status >= 400 && answer.status < 500)) return refused(answer);
      const parsed = parseTokenAnswer(answer.body);
      return parsed.ok ? { ok: true, ...parsed.value } : noToken;
    },
  });
}
