// Owns how many password hashes this process computes at once. Each scrypt hash takes tens of MB
// and tens of ms of a libuv thread (the pool that file reads also wait for), so a flood of sign-ins
// must not queue without end: a few run, a few more wait their turn, and the rest are told the shop
// is busy (the route answers 503 with Retry-After).
import os from "node:os";

export interface PasswordWork {
  /** Runs `work` when a slot is free (waiting in a short queue); `busy` when the queue is full too. */
  run<T>(work: () => Promise<T>): Promise<{ busy: false; value: T } | { busy: true }>;
}

/** Seconds a visitor told "busy" is asked to wait (the Retry-After header). */
const busyRetrySeconds = 5;

/** As many hashes at once as the machine has cores (at least 2, at most 4: libuv's pool has 4 threads). */
function defaultHashConcurrency(): number {
  return Math.min(4, Math.max(2, os.availableParallelism()));
}

export function passwordWork(
  concurrent = defaultHashConcurrency(),
  waiting = concurrent * 4,
): PasswordWork {
  let running = 0;
  const queue: (() => void)[] = [];
  return {
    async run(work) {
      if (running >= concurrent) {
        if (queue.length >= waiting) return { busy: true };
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        running++;
      }
      try {
        return { busy: false, value: await work() };
      } finally {
        // The slot passes straight to the next in line, or is freed.
        const next = queue.shift();
        if (next) next();
        else running--;
      }
    },
  };
}

/** How a route answers when the password work is full: one message and status for every form. */
export const busyAnswer = {
  key: "account.busy",
  init: { status: 503, headers: { "Retry-After": String(busyRetrySeconds) } },
} as const;
