// Owns the plain answers the server gives outside React Router (refusals, failures) and closing a
// connection whose body was refused unread.
import type { IncomingMessage, ServerResponse } from "node:http";
import { httpRules } from "../app/lib/rules/http.ts";
import type { Logger } from "../app/lib/logger.server.ts";

export const somethingWentWrong = "Something went wrong on our side. Please try again.";

export function answerPlain(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    ...headers,
  });
  res.end(text);
}

/** Logs a failure of the request listener and answers it (or cuts a response already under way). */
export function answerFailure(
  log: Logger,
  reqId: string,
  res: ServerResponse,
  error: unknown,
): void {
  log.error({ reqId, err: error }, "request failed");
  answerPlain(res, 500, somethingWentWrong);
}

/**
 * After an answer to a body left unread: the rest of the body is read and dropped (nothing kept) for
 * a moment, so the client, still sending, sees the answer rather than a reset; then the connection closes.
 */
export function closeAfterDiscarding(req: IncomingMessage, res: ServerResponse): void {
  res.once("finish", () => {
    const close = () => req.socket.destroy();
    const timer = setTimeout(close, httpRules.discardAfterRefusalMs);
    req.once("end", () => {
      clearTimeout(timer);
      close();
    });
    req.resume();
  });
}
