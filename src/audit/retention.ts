// Expiry of stored operational records: a sweep at start and then on an interval deletes audit
// events past their retention and idempotency records past their 24 h, off the request path.

export interface RetentionTask {
  name: string;
  /** Deletes what has expired at `now`; returns how many records went. */
  purge(now: Date): Promise<number>;
}

export interface RetentionSweeper {
  /** Runs every task once now (also what the interval runs). */
  sweep(): Promise<void>;
  /** Stops the interval and waits for a sweep that is running. */
  stop(): Promise<void>;
}

export function startRetentionSweeper(tasks: readonly RetentionTask[], options: { intervalMs: number; clock: () => Date; onError: (task: string, error: unknown) => void }): RetentionSweeper {
  let running: Promise<void> | undefined;
  async function sweepOnce(): Promise<void> {
    for (const task of tasks) {
      try {
        await task.purge(options.clock());
      } catch (error) {
        options.onError(task.name, error);
      }
    }
  }
  const sweep = () => (running ??= sweepOnce().finally(() => (running = undefined)));
  const timer = setInterval(() => void sweep(), options.intervalMs);
  timer.unref();
  return {
    sweep,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
