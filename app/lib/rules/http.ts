// Owns the limits of the HTTP server: how large a posted body may be (per route) and how long, and
// how many, connections it keeps, so that big, slow or numerous clients cannot starve the others.
import type { BodyKind } from "../route-handle.ts";
import { itemRules } from "./item.ts";

const formBodyMaxBytes = 64 * 1024;

export const httpRules = {
  /** Any form (sign-in, cart, checkout, desk actions...): far above what a person types. */
  formBodyMaxBytes,
  /** New Item and Edit Item: as many pictures as an item holds, each of the largest size taken, plus the text fields and framing. */
  itemFormBodyMaxBytes: itemRules.pictures.maxCount * itemRules.image.maxBytes + formBodyMaxBytes,
  /** The whole request head must arrive within this (slow-header clients). */
  headersTimeoutMs: 10_000,
  /** The whole request, body included, must arrive within this (slow-body clients; a 10 MB picture needs ~700 kbit/s). */
  requestTimeoutMs: 120_000,
  /** After refusing a body as too large, how long the rest of it is read and dropped before the connection closes. */
  discardAfterRefusalMs: 2_000,
  /** How often the server looks for connections past those deadlines. */
  deadlineCheckMs: 1_000,
  /** An idle kept-alive connection is closed after this. */
  keepAliveTimeoutMs: 5_000,
  /** Connections held open at once (MAX_CONNECTIONS); more are closed as they arrive. */
  maxConnections: { default: 1_000, min: 10, max: 100_000 },
  /**
   * Pages and actions being answered at once, rendering or waiting their turn (MAX_IN_FLIGHT); the
   * next is answered 503 with Retry-After at once rather than waiting seconds behind them. At 100 to
   * 300 rendered pages a second on one core, 250 in line is one to two and a half seconds of waiting.
   */
  maxInFlight: { default: 250, min: 1, max: 10_000 },
  /**
   * Of those, how many render at the same time; the rest wait their turn, first come first served.
   * The event loop takes one new connection per turn (libuv accepts one at a time), and a turn runs
   * a step of every render under way: with a hundred under way a turn took 0.4 s, and in a 220-user
   * soak new visitors waited up to 30 s before the shop even read their request.
   */
  rendersAtOnce: 8,
  /** Processes serving the one port (WORKERS): 1, or several on one PostgreSQL database; 64 is far past any machine the shop is meant for. */
  workers: { default: 1, min: 1, max: 64 },
  /** What a refused client is told to wait before trying again (s). */
  overloadRetryAfterSeconds: 2,
  /** /healthz reads the database's state from a ping this often (ms), never pinging in line. */
  healthPingEveryMs: 1_000,
  /** Without a successful ping for this long (ms), /healthz answers 503. */
  healthStaleMs: 10_000,
} as const;

/** The largest body a route that takes `kind` may be sent. */
export function bodyLimitFor(kind: BodyKind): number {
  return kind === "pictures" ? httpRules.itemFormBodyMaxBytes : httpRules.formBodyMaxBytes;
}
