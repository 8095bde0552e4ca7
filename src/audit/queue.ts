// The audit write path: the request only pushes onto an in-memory queue; batches go to the store
// when the queue reaches `batchSize` or every `flushIntervalMs`, and `drain` empties it on close.
import type { AuditEvent } from './event';
import type { AuditStore } from './store';

export interface AuditQueueOptions {
  batchSize: number;
  flushIntervalMs: number;
  /** Events kept while the store fails; beyond it the oldest are dropped and counted. */
  maxPending: number;
  onError?: (error: unknown, pending: number) => void;
}

export interface AuditQueue {
  push(event: AuditEvent): void;
  /** Writes everything pushed so far; resolves when the store has it (or has failed). */
  drain(): Promise<void>;
  /** Drains, then stops the timer; later pushes are written by a final drain only. */
  close(): Promise<void>;
  pending(): number;
  dropped(): number;
}

export function createAuditQueue(store: AuditStore, options: AuditQueueOptions): AuditQueue {
  let pending: AuditEvent[] = [];
  let dropped = 0;
  let writing: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function writeBatches(): Promise<void> {
    while (pending.length > 0) {
      const batch = pending;
      pending = [];
      try {
        await store.append(batch);
      } catch (error) {
        if (await writeOneByOne(batch)) continue;
        // The store is down: put the batch back in front; the next tick or drain retries it.
        pending = batch.concat(pending);
        if (pending.length > options.maxPending) {
          dropped += pending.length - options.maxPending;
          pending = pending.slice(pending.length - options.maxPending);
        }
        options.onError?.(error, pending.length);
        throw error;
      }
    }
  }

  /**
   * After a failed batch: writes event by event so that one event the store refuses for good
   * cannot block the others forever. An event refused twice while others were written is dropped
   * (and counted). False when none was written: then the store itself is down.
   */
  async function writeOneByOne(batch: AuditEvent[]): Promise<boolean> {
    let written = 0;
    let lastError: unknown;
    const writeEach = async (events: AuditEvent[]): Promise<AuditEvent[]> => {
      const refused: AuditEvent[] = [];
      for (const [index, event] of events.entries()) {
        try {
          await store.append([event]);
          written += 1;
        } catch (error) {
          // Not even the first event went in: the store is down; trying the rest one by one
          // would only wait out a connection timeout per event.
          if (written === 0 && index === 0) return [...events];
          refused.push(event);
          lastError = error;
        }
      }
      return refused;
    };
    const refused = await writeEach(batch);
    if (written === 0) return false;
    const refusedAgain = refused.length > 0 ? await writeEach(refused) : [];
    if (refusedAgain.length > 0) {
      dropped += refusedAgain.length;
      options.onError?.(lastError, pending.length);
    }
    return true;
  }

  /** One writer at a time; a flush asked for while one runs chains after it. */
  function flush(): Promise<void> {
    const previous = writing ?? Promise.resolve();
    const next = previous.then(writeBatches, writeBatches);
    const settled = next.catch(() => undefined);
    writing = settled;
    void settled.then(() => {
      if (writing === settled) writing = undefined;
    });
    return next;
  }

  function startTimer(): void {
    timer = setInterval(() => {
      if (pending.length > 0 && writing === undefined) flush().catch(() => undefined);
    }, options.flushIntervalMs);
    timer.unref();
  }
  startTimer();

  return {
    push(event) {
      pending.push(event);
      if (pending.length >= options.batchSize && writing === undefined) flush().catch(() => undefined);
    },
    async drain() {
      // Loop: events pushed while a batch was being written belong to this drain too.
      while (pending.length > 0 || writing !== undefined) {
        await (writing ?? flush()).catch(() => undefined);
        if (pending.length > 0) await flush();
      }
    },
    async close() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await this.drain();
    },
    pending: () => pending.length,
    dropped: () => dropped,
  };
}
