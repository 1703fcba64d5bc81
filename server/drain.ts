// Owns stopping the HTTP server without losing a request: no new connections, the requests in
// flight finish (their connections cut after a deadline), connections still waiting in the
// listening socket's queue are answered "restarting" instead of reset.
import type http from "node:http";
import type { Logger } from "../app/lib/logger.server.ts";

/** Time allowed for requests in flight to finish on stop before their connections are cut. */
const drainMs = 8_000;

export interface Drain {
  /** True once the stop began: new requests are refused (503, Retry-After). */
  readonly stopping: boolean;
  /** Call after each answer: once stopping, a kept-alive connection left idle is closed. */
  answered(): void;
  /** Stops taking connections and resolves once the requests in flight are done. */
  drain(): Promise<void>;
}

export function drainOnStop(server: http.Server, log: Logger): Drain {
  let stopping = false;
  let accepted = 0;
  server.on("connection", () => (accepted += 1));
  return {
    get stopping() {
      return stopping;
    },
    answered() {
      // A connection kept alive for an answer that was in flight when the stop began would
      // otherwise stay open for keepAliveTimeout and delay the exit: close it now that it is idle.
      if (stopping) server.closeIdleConnections();
    },
    async drain() {
      stopping = true;
      const deadline = performance.now() + drainMs;
      const timer = setTimeout(() => server.closeAllConnections(), drainMs);
      // Connections the kernel has completed but the busy event loop has not accepted yet wait in
      // the listening socket's queue, and closing that socket resets them: their clients, whose
      // requests are already sent, see ECONNRESET. libuv accepts one connection per turn of the
      // event loop, so turn it until a turn accepts none (each is answered 503), then close.
      await new Promise((resolve) => setImmediate(resolve));
      for (let before = -1; before !== accepted && performance.now() < deadline;) {
        before = accepted;
        await new Promise((resolve) => setImmediate(resolve));
      }
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      log.info("stopping: no longer accepting connections; finishing the requests in flight");
      server.closeIdleConnections();
      await closed;
      clearTimeout(timer);
    },
  };
}
