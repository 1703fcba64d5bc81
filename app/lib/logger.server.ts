// Owns logging: pino JSON lines; each request gets a child logger carrying its request id.
import pino from "pino";

export type Logger = pino.Logger;

export function createLogger(level: string): Logger {
  return pino({
    level,
    // Never let a secret reach the log, whatever a caller passes in.
    redact: { paths: ["password", "*.password", "token", "*.token", "cookie", "*.cookie", "headers.cookie"], censor: "[redacted]" },
  });
}

/** A request's address for the log, with the values of secret query parameters (a reset link's token) left out. */
export function loggableUrl(url: string | undefined): string {
  return (url ?? "")
    .replace(/([?&](?:token|password|code)=)[^&#]*/gi, "$1[redacted]")
    // The M-Pesa callback URLs carry their secret as a path segment.
    .replace(/(\/payments\/(?:stk\/callback|paybill)\/)[^/?#]*/g, "$1[redacted]");
}
