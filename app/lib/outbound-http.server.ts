// Owns one request from the shop to an outside API (Daraja, Pesapal, Africa's Talking): its
// timeout, which covers reading the answer; its three log lines; how a failure is classed (never
// connected, timed out, broken mid-way); and repeating it by a rule the caller chooses. It knows no
// API's meaning.
import type { Logger } from "./logger.server.ts";

/** Why no answer came: `no-connection` alone proves the request never reached the other side. */
export type NoAnswerReason = "timeout" | "no-connection" | "network";

/** One request's fate: an HTTP answer (its text, and its body as JSON when it is JSON), or none. */
export type HttpExchange =
  | {
      answered: true;
      status: number;
      text: string;
      /** The body as JSON whatever its shape (Pesapal lists IPNs as an array); null when not JSON. */
      jsonValue: unknown;
      /** The body when it is a JSON object, as most answers are; null otherwise. */
      json: Record<string, unknown> | null;
    }
  | { answered: false; reason: NoAnswerReason };

/**
 * True only when the request provably never reached the other side (its connection was never
 * made): then sending it again cannot do a thing twice. Any answer, a timeout or a connection
 * broken mid-way may have been acted on.
 */
export function neverReached(
  exchange: { answered: true } | { answered: false; reason: NoAnswerReason },
): boolean {
  return !exchange.answered && exchange.reason === "no-connection";
}

export interface OutboundRequest {
  /** The API's name in log lines: "Daraja" writes "Daraja request", "Daraja answer", … */
  service: string;
  /** The fields naming the call in every log line, e.g. `{ daraja: "stkpush" }`. */
  logFields: Record<string, unknown>;
  url: string;
  method: "GET" | "POST";
  headers: Record<string, string>;
  body?: string;
  /** What the debug line shows of the body: never a secret, a whole phone number or a message text. */
  loggableBody?: unknown;
  /** More fields for the answer's log line, read from the answer (an API's error code). */
  answerLogFields?: (answer: { status: number; json: Record<string, unknown> | null }) => object;
  timeoutMs: number;
  log: Logger;
  fetch?: typeof fetch;
}

/** Errors that mean the TCP connection was never made, so the request cannot have reached the API. */
const connectionNeverMade = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "UND_ERR_CONNECT_TIMEOUT",
]);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function asObject(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function noAnswerReason(error: unknown): NoAnswerReason {
  if (
    error instanceof DOMException &&
    (error.name === "TimeoutError" || error.name === "AbortError")
  )
    return "timeout";
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return typeof cause?.code === "string" && connectionNeverMade.has(cause.code)
    ? "no-connection"
    : "network";
}

/** Sends one request and reads its answer whole; never throws. */
export async function exchangeOnce(request: OutboundRequest): Promise<HttpExchange> {
  const { service, logFields, log } = request;
  const started = performance.now();
  const elapsedMs = () => Math.round(performance.now() - started);
  const path = URL.parse(request.url)?.pathname ?? "";
  log.debug(
    { ...logFields, method: request.method, path, body: request.loggableBody },
    `${service} request`,
  );
  try {
    const response = await (request.fetch ?? fetch)(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      // Covers reading the answer too: a server that sends headers and then stalls is cut off as well.
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    const text = await response.text();
    const jsonValue = parseJson(text);
    const json = asObject(jsonValue);
    log.info(
      {
        ...logFields,
        status: response.status,
        ...request.answerLogFields?.({ status: response.status, json }),
        ms: elapsedMs(),
      },
      `${service} answer`,
    );
    return { answered: true, status: response.status, text, jsonValue, json };
  } catch (error) {
    const reason = noAnswerReason(error);
    log.warn({ ...logFields, reason, ms: elapsedMs() }, `${service} did not answer`);
    return { answered: false, reason };
  }
}

/** Runs `send`, and again after each delay while `retry` says the last outcome is worth repeating. */
export async function withRetries<T>(
  send: () => Promise<T>,
  retry: (last: T) => boolean,
  retryDelaysMs: readonly number[],
): Promise<T> {
  let last = await send();
  for (const delayMs of retryDelaysMs) {
    if (!retry(last)) break;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    last = await send();
  }
  return last;
}
