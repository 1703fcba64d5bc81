// Owns the simulator's time: every timer and wait it starts, and the signal that cuts its outgoing
// requests, so that close() leaves nothing running behind it.

export interface Scheduler {
  /** Aborted on close; outgoing requests listen to it. */
  readonly signal: AbortSignal;
  /** Runs `task` after `ms` unless cancelled or closed first. */
  after(ms: number, task: () => void): { cancel(): void };
  /** Resolves true after `ms`, or false as soon as the simulator closes. */
  wait(ms: number): Promise<boolean>;
  close(): void;
}

export function createScheduler(): Scheduler {
  const controller = new AbortController();
  /** Each pending timer with what to do if it is cut short. */
  const pending = new Map<NodeJS.Timeout, () => void>();

  function start(ms: number, onTime: () => void, onCut: () => void): NodeJS.Timeout {
    const timer = setTimeout(() => {
      pending.delete(timer);
      onTime();
    }, ms);
    pending.set(timer, onCut);
    return timer;
  }

  return {
    signal: controller.signal,
    after(ms, task) {
      if (controller.signal.aborted) return { cancel() {} };
      const timer = start(ms, task, () => {});
      return {
        cancel() {
          clearTimeout(timer);
          pending.delete(timer);
        },
      };
    },
    wait(ms) {
      if (controller.signal.aborted) return Promise.resolve(false);
      return new Promise((resolve) =>
        start(
          ms,
          () => resolve(true),
          () => resolve(false),
        ),
      );
    },
    close() {
      controller.abort();
      for (const [timer, onCut] of pending) {
        clearTimeout(timer);
        onCut();
      }
      pending.clear();
    },
  };
}
