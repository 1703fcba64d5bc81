// Owns a simulator's calls to the shop: a POST (JSON or a form) or a GET to a URL the shop gave
// (M-Pesa's callback and C2B URLs, Pesapal's IPN URL, Africa's Talking's delivery-report URL),
// repeated after the configured delays while the shop answers non-2xx (or an answer the caller does
// not accept) or cannot be reached, and stopped when the simulator closes. Every attempt's outcome
// is kept, so that tests can wait for a delivery to have been answered instead of sleeping. Given
// `onlyTo` (the shop's origin, when the simulator is mounted in the shop), nothing goes anywhere
// else: a simulator reachable by anyone must not be an open relay that posts, and retries, to any URL.
import type { Logger } from "../../app/lib/logger.server.ts";
import type { Scheduler } from "./scheduler.ts";

/** How long the shop has to answer one delivery, as the providers give up on slow endpoints. */
const answerTimeoutMs = 8_000;
/** Attempts remembered for `attempts()`; the oldest are forgotten beyond this. */
const rememberedAttempts = 1_000;

type Delivery = { delivered: true; answer: unknown } | { delivered: false };

/** What is sent: a JSON body (the default), a form body, or a GET with the values in the query. */
export type Outgoing =
  { json: unknown } | { form: Record<string, string> } | { query: Record<string, string> };

export interface DeliveryAttempt {
  /** What was delivered (`stk-callback`, `c2b-confirmation`, `ipn`, `delivery-report`...). */
  what: string;
  /** Which delivery this was (M-Pesa's CheckoutRequestID, Pesapal's OrderTrackingId), when the caller said. */
  about?: string;
  /** 1 for the first sending of this delivery, 2 for its first repeat, and so on. */
  attempt: number;
  /** The URL's path (its query and any secret in it are not kept). */
  path: string;
  /** The shop's HTTP status, or null when it could not be reached. */
  status: number | null;
  /** True when this answer ended the delivery: a 2xx that `accepts` (if given) agreed to. */
  accepted: boolean;
  at: Date;
}

export interface DeliveryOptions {
  /** Kept with each attempt, so that a test can find the attempts of one delivery. */
  about?: string;
  /** Whether a 2xx answer's JSON body (null when it has none) acknowledges the delivery; any 2xx when absent. */
  accepts?: (answer: unknown) => boolean;
}

export interface CallbackSender {
  /** Sends `outgoing` until an accepted 2xx answer (its JSON body, if any) or until the retries are spent. */
  deliver(
    url: string,
    outgoing: Outgoing,
    what: string,
    retryDelaysMs: readonly number[],
    options?: DeliveryOptions,
  ): Promise<Delivery>;
  /** Every attempt so far, oldest first. */
  attempts(): readonly DeliveryAttempt[];
}

function request(url: string, outgoing: Outgoing): { url: string; init: RequestInit } {
  if ("query" in outgoing) {
    const target = new URL(url);
    for (const [name, value] of Object.entries(outgoing.query))
      target.searchParams.set(name, value);
    return { url: target.href, init: { method: "GET" } };
  }
  if ("form" in outgoing) {
    const headers = { "Content-Type": "application/x-www-form-urlencoded" };
    return {
      url,
      init: { method: "POST", headers, body: new URLSearchParams(outgoing.form).toString() },
    };
  }
  const headers = { "Content-Type": "application/json" };
  return { url, init: { method: "POST", headers, body: JSON.stringify(outgoing.json) } };
}

export function createCallbackSender(options: {
  /** The simulator's name in log lines ("M-Pesa simulator"). */
  name: string;
  /** Default: the global fetch. */
  fetch?: typeof fetch;
  scheduler: Scheduler;
  log?: Logger;
  /** When set, the only origin deliveries go to; any other URL is dropped (and logged). */
  onlyTo?: string;
}): CallbackSender {
  const { name, scheduler, log } = options;
  const onlyTo = options.onlyTo === undefined ? undefined : URL.parse(options.onlyTo)?.origin;
  const fetchOutgoing = options.fetch ?? globalThis.fetch;
  const attempts: DeliveryAttempt[] = [];

  function remember(
    what: string,
    about: string | undefined,
    attempt: number,
    url: string,
    status: number | null,
    accepted: boolean,
  ): void {
    const path = URL.parse(url)?.pathname ?? "";
    attempts.push({
      what,
      ...(about === undefined ? {} : { about }),
      attempt,
      path,
      status,
      accepted,
      at: new Date(),
    });
    if (attempts.length > rememberedAttempts) attempts.shift();
  }

  function jsonOrNull(text: string): unknown {
    try {
      return JSON.parse(text);
    } catch {
      return null;
    }
  }

  async function sendOnce(
    url: string,
    outgoing: Outgoing,
    what: string,
    attempt: number,
    { about, accepts }: DeliveryOptions,
  ): Promise<Delivery> {
    const { url: target, init } = request(url, outgoing);
    try {
      const response = await fetchOutgoing(target, {
        ...init,
        signal: AbortSignal.any([scheduler.signal, AbortSignal.timeout(answerTimeoutMs)]),
      });
      const answer = jsonOrNull(await response.text());
      const accepted = response.ok && (accepts?.(answer) ?? true);
      remember(what, about, attempt, url, response.status, accepted);
      log?.info({ simulator: what, status: response.status, accepted }, `${name}: shop answered`);
      return accepted ? { delivered: true, answer } : { delivered: false };
    } catch (error) {
      remember(what, about, attempt, url, null, false);
      log?.warn(
        { simulator: what, error: error instanceof Error ? error.message : String(error) },
        `${name}: shop not reached`,
      );
      return { delivered: false };
    }
  }

  return {
    async deliver(url, outgoing, what, retryDelaysMs, deliveryOptions = {}) {
      if (onlyTo !== undefined && URL.parse(url)?.origin !== onlyTo) {
        remember(what, deliveryOptions.about, 1, url, null, false);
        log?.warn({ simulator: what }, `${name}: not sent, the URL is not the shop's own origin`);
        return { delivered: false };
      }
      let attempt = 1;
      let outcome = await sendOnce(url, outgoing, what, attempt, deliveryOptions);
      for (const delayMs of retryDelaysMs) {
        if (outcome.delivered || !(await scheduler.wait(delayMs))) break;
        attempt += 1;
        outcome = await sendOnce(url, outgoing, what, attempt, deliveryOptions);
      }
      return outcome;
    },
    attempts: () => attempts,
  };
}
