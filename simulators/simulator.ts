// Owns what every provider simulator offers whoever mounts it (the shop, or a process of its own):
// a fetch-style handler for the paths under its prefix, and a close() that stops its timers and
// outgoing requests.

export interface Simulator {
  /** The path every URL of the simulator starts with ("/simulator/mpesa"). */
  readonly prefix: string;
  /** Answers a request under `prefix`; null for any other path. */
  handle(request: Request): Promise<Response | null>;
  close(): Promise<void>;
}
