// lastUsedAt of API keys: written at most once a minute per key, after the response, in the
// background; close() waits for writes still in flight so a shutdown loses none of them.
import type { Database } from '../storage/database';

const WRITE_INTERVAL_MS = 60_000;

export interface KeyUsageRecorder {
  /** Note that a key was used now; never waits for the database. */
  touch(keyId: string): void;
  /** Wait for the writes already started. */
  flush(): Promise<void>;
}

export function createKeyUsageRecorder(db: Database, clock: () => Date, onError: (error: unknown) => void): KeyUsageRecorder {
  const lastWritten = new Map<string, number>();
  const inFlight = new Set<Promise<void>>();

  return {
    touch(keyId) {
      const now = performance.now();
      const previous = lastWritten.get(keyId);
      if (previous !== undefined && now - previous < WRITE_INTERVAL_MS) return;
      lastWritten.set(keyId, now);
      const usedAt = clock().toISOString();
      const write: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => db.updateTable('api_keys').set({ last_used_at: usedAt }).where('id', '=', keyId).execute())
        .then(() => undefined, onError)
        .finally(() => inFlight.delete(write));
      inFlight.add(write);
    },
    async flush() {
      await Promise.all([...inFlight]);
    },
  };
}
