// Owns the simulator's calls to the shop: a JSON POST to a URL the shop gave (STK CallBackURL, C2B
// validation and confirmation URLs), repeated after the configured delays while the shop answers
// non-2xx or cannot be reached, and stopped when the simulator closes.
import type { Logger } from "../../app/lib/logger.server.ts";
import type { Scheduler } from "./scheduler.ts";

/** How long the shop has to answer one delivery, as M-Pesa gives up on slow endpoints. */
const answerTimeoutMs = 8_000;

type Delivery = { delivered: true; answer: unknown } | { delivered: false };

export interface CallbackSender {
  /** Posts `body` until a 2xx answer (its JSON body, if any) or until the retries are spent. */
  deliver(
    url: string,
    body: unknown,
    what: string,
    retryDelaysMs: readonly number[],
  ): Promise<Delivery>;
}

export function createCallbackSender(options: {
  fetch: typeof fetch;
  scheduler: Scheduler;
  log?: Logger;
}): CallbackSender {
  const { scheduler, log } = options;

  async function postOnce(url: string, body: unknown, what: string): Promise<Delivery> {
    try {
      const response = await options.fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.any([scheduler.signal, AbortSignal.timeout(answerTimeoutMs)]),
      });
      const text = await response.text();
      log?.info({ simulator: what, status: response.status }, "M-Pesa simulator: shop answered");
      if (!response.ok) return { delivered: false };
      try {
        return { delivered: true, answer: JSON.parse(text) };
      } catch {
        return { delivered: true, answer: null };
      }
    } catch (error) {
      log?.warn(
        { simulator: what, error: error instanceof Error ? error.message : String(error) },
        "M-Pesa simulator: shop not reached",
      );
      return { delivered: false };
    }
  }

  return {
    async deliver(url, body, what, retryDelaysMs) {
      let outcome = await postOnce(url, body, what);
      for (const delayMs of retryDelaysMs) {
        if (outcome.delivered || !(await scheduler.wait(delayMs))) break;
        outcome = await postOnce(url, body, what);
      }
      return outcome;
    },
  };
}
