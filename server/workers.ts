// Owns WORKERS=N: the primary process of a node:cluster that owns nothing but its workers. It forks
// them, restarts one that dies unexpectedly (backing off, so that a crash loop does not spin),
// forwards SIGTERM and SIGINT to all, and says the shop is ready once every worker listens.
import cluster, { type Worker } from "node:cluster";
import type { Logger } from "../app/lib/logger.server.ts";

/** What a worker tells the primary once it listens (scripts/start.mjs sends it). */
export interface WorkerReady {
  shopReady: string;
}

const isReady = (message: unknown): message is WorkerReady =>
  typeof message === "object" &&
  message !== null &&
  typeof (message as WorkerReady).shopReady === "string";

/** Restart back-off: the first restart after this, doubling for each worker that died young, up to the cap. */
const restartDelay = { firstMs: 500, maxMs: 30_000 };
/** A worker that served this long before dying resets the back-off: it was not a crash loop. */
const healthyAfterMs = 60_000;

export interface Supervisor {
  /** The shop's address, once every worker listens; rejects when a worker fails to start. */
  ready: Promise<string>;
  /** Resolves with the exit code the primary should end with: 0 when every worker stopped cleanly. */
  stopped: Promise<number>;
}

/**
 * Forks `count` workers of the current script. The first starts alone: it migrates the database
 * and seeds the demo catalogue, so the others find it done and do not race it. Then the rest start
 * at once. They share the primary's listening socket, so with PORT=0 all serve the one port it got.
 */
export function superviseWorkers(count: number, log: Logger): Supervisor {
  /** The workers alive now, with when each was forked. */
  const startedAt = new Map<Worker, number>();
  const restarts = new Set<NodeJS.Timeout>();
  let youngDeaths = 0;
  let stopping = false;
  let starting = true;
  let failedExit = false;
  let resolveStopped!: (code: number) => void;
  const stopped = new Promise<number>((resolve) => (resolveStopped = resolve));

  const finishIfAllGone = () => {
    if (stopping && startedAt.size === 0 && restarts.size === 0) resolveStopped(failedExit ? 1 : 0);
  };

  /** Forks one worker; resolves with its URL once it listens, rejects if it exits first. */
  const fork = (): Promise<string> => {
    const worker = cluster.fork();
    startedAt.set(worker, performance.now());
    return new Promise((resolve, reject) => {
      worker.on("message", (message: unknown) => {
        if (isReady(message)) resolve(message.shopReady);
      });
      worker.once("exit", (code, signal) => {
        reject(new Error(`worker ${worker.id} exited with ${signal ?? code} while starting`));
        onExit(worker, code, signal);
      });
    });
  };

  const onExit = (worker: Worker, code: number | null, signal: string | null) => {
    const lived = performance.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (code !== 0) failedExit = true;
      finishIfAllGone();
      return;
    }
    if (starting) {
      // A worker that dies before all listen fails the start: a loop of restarts would hide why.
      failedExit = true;
      stopAll("SIGTERM");
      return;
    }
    youngDeaths = lived >= healthyAfterMs ? 0 : youngDeaths + 1;
    const delayMs = Math.min(
      restartDelay.maxMs,
      restartDelay.firstMs * 2 ** Math.max(0, youngDeaths - 1),
    );
    log.error(
      { worker: worker.id, workerPid: worker.process.pid, code, signal, restartInMs: delayMs },
      "a worker died; starting another",
    );
    const timer = setTimeout(() => {
      restarts.delete(timer);
      if (stopping) return finishIfAllGone();
      fork().then(
        () => log.info("the new worker is serving"),
        // Its exit was handled above (and another restart scheduled): nothing more to do here.
        () => {},
      );
    }, delayMs);
    restarts.add(timer);
  };

  const stopAll = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const timer of restarts) clearTimeout(timer);
    restarts.clear();
    // Straight to each process (not worker.kill(), which first cuts the IPC channel): each worker
    // stops as a single shop does, finishing the requests it holds, and exits 0.
    for (const worker of startedAt.keys()) worker.process.kill(signal);
    finishIfAllGone();
  };
  // `on`, not `once`: a second Ctrl-C must not kill the primary while its workers are still finishing.
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => stopAll(signal));

  const ready = (async () => {
    try {
      const url = await fork();
      await Promise.all(Array.from({ length: count - 1 }, fork));
      return url;
    } catch (error) {
      // One worker could not start (it said why on its own output): the shop does not start.
      stopAll("SIGTERM");
      throw error;
    } finally {
      starting = false;
    }
  })();
  return { ready, stopped };
}
