// A table built in steps (issue 16: ready in under a second): not at module load, but at once by
// its first user (finish), or a step per turn of the event loop by the warm-up once the service
// listens (warm), so requests are answered in between. The steps are the same either way, in the
// same order, so the table is too.
export interface Stepwise {
  /** Runs whatever steps are left, at once. Cheap once done: call it before every use. */
  finish(): void;
  /** Runs the steps left one per setImmediate; resolves when all have run. */
  warm(): Promise<void>;
}

export function stepwise(steps: () => Generator<void>): Stepwise {
  let running: Generator<void> | undefined;
  let done = false;
  const next = (): boolean => {
    if (!done && (running ??= steps()).next().done) {
      done = true;
      running = undefined;
    }
    return done;
  };
  return {
    finish() {
      while (!next());
    },
    async warm() {
      while (!next()) await new Promise<void>((resolve) => setImmediate(resolve));
    },
  };
}
