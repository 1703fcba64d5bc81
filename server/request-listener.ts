// Owns the order in which the server answers a request: a kept page is answered first of all (it
// brings its own id, headers and log line; an address with control characters is never kept, so it
// cannot be a hit); every other request gets its id and the common security headers and is logged
// once answered; an address holding control characters is refused; then the first handler that takes
// it answers it — the stop refusal, the health check, the simulators, item images, the build's
// files, and at last pages and actions. Every failure, wherever it happens, is logged and answered.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { loggableUrl, type Logger } from "../app/lib/logger.server.ts";
import { answerFailure, answerPlain } from "./answers.ts";
import { addressHasControlCharacters, unreadableAddress } from "./readable-input.ts";

export interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  reqId: string;
  pathname: string;
}

/**
 * Answers the request and returns true, or returns false to pass it on. A handler may also take it
 * by calling `next` later (the build's files fall through to pages that way).
 */
export type RequestHandler = (exchange: Exchange, next: () => Promise<void>) => Promise<boolean>;

export function requestListener(
  handlers: readonly RequestHandler[],
  {
    log,
    commonHeaders,
    onAnswered,
    first,
  }: {
    log: Logger;
    commonHeaders: Record<string, string>;
    /** After each answer has gone out (the drain closes idle connections with it). */
    onAnswered(): void;
    /**
     * Tried before anything else: answers in full (id, headers, log line) and returns true, or
     * returns false having done nothing. The page cache's hits go there.
     */
    first?: (req: IncomingMessage, res: ServerResponse) => boolean;
  },
) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (first?.(req, res)) return;
    const started = performance.now();
    const reqId = randomUUID();
    req.headers["x-request-id"] = reqId;
    res.setHeader("X-Request-Id", reqId);
    for (const [name, value] of Object.entries(commonHeaders)) res.setHeader(name, value);
    res.on("finish", () => {
      const ms = Math.round(performance.now() - started);
      log.info(
        { reqId, method: req.method, url: loggableUrl(req.url), status: res.statusCode, ms },
        "request",
      );
      onAnswered();
    });
    const fail = (error: unknown) => answerFailure(log, reqId, res, error);
    // Before any handler: no page, file or image takes a control character (readable-input.ts).
    if (addressHasControlCharacters(req.url ?? "/"))
      return answerPlain(res, 400, unreadableAddress);
    const pathname = URL.parse(req.url ?? "/", "http://localhost")?.pathname ?? "/";
    const exchange: Exchange = { req, res, reqId, pathname };
    const from = async (index: number): Promise<void> => {
      for (let at = index; at < handlers.length; at++) {
        if (await handlers[at]!(exchange, () => from(at + 1).catch(fail))) return;
      }
    };
    await from(0).catch(fail);
  };
}
