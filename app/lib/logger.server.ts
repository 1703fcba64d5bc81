// Owns logging: pino JSON lines; each request gets a child logger carrying its request id.
import pino from "pino";

export type Logger = pino.Logger;

/** `destination`: where lines go (standard output unless given; tests read them from a stream). */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    // Never let a secret reach the log, whatever a caller passes in.
    redact: {
      paths: ["password", "*.password", "token", "*.token", "cookie", "*.cookie", "headers.cookie"],
      censor: "[redacted]",
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** A request's address for the log, with the values of secret query parameters (a reset link's token) left out. */
export function loggableUrl(url: string | undefined): string {
  return (
    (url ?? "")
      .replace(/([?&](?:token|password|code)=)[^&#]*/gi, "$1[redacted]")
      // The M-Pesa callback URLs carry their secret as a path segment.
      .replace(/(\/payments\/(?:stk\/callback|paybill)\/)[^/?#]*/g, "$1[redacted]")
  );
}

const emailAddress = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+/g;

/** The text with every e-mail address in it replaced, for lines written by code that is not the shop's. */
function withoutEmailAddresses(text: string): string {
  return text.replace(emailAddress, "[e-mail]");
}

/**
 * A log function for a library (better-auth): its lines go through the shop's logger, at their
 * level, with e-mail addresses left out of the message and of whatever it passes along.
 */
export function libraryLog(log: Logger, library: string) {
  return (
    level: "debug" | "info" | "warn" | "error",
    message: string,
    ...args: unknown[]
  ): void => {
    // Lines below the shop's level are dropped before their details are serialized.
    if (!log.isLevelEnabled(level)) return;
    const details = args.map((arg) =>
      arg instanceof Error
        ? withoutEmailAddresses(`${arg.name}: ${arg.message}`)
        : withoutEmailAddresses(JSON.stringify(arg) ?? String(arg)),
    );
    log[level](
      { library, ...(details.length > 0 ? { details } : {}) },
      withoutEmailAddresses(message),
    );
  };
}
