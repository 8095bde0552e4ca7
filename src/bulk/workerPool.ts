// A fixed pool of worker threads (one per core by default) running EP-01 on chunks of records.
// Each chunk goes to the least busy worker; answers come back as promises, so the caller keeps
// the file order by awaiting them in the order it sent them.
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import type { RecordRequest, RecordResult } from './record';
import { MessageDecoder, type EncodedResults } from './reasonMessages';

export interface WorkerPool {
  readonly size: number;
  /** Whether the workers prove conservation on every record (src/pipeline/conservation.ts). */
  readonly checkConservation: boolean;
  run(requests: RecordRequest[]): Promise<RecordResult[]>;
  close(): Promise<void>;
}

interface Pending {
  resolve: (results: RecordResult[]) => void;
  reject: (error: Error) => void;
}

/**
 * Each worker's heap: the postal reference and one chunk in flight need well under this. The
 * cap makes a worker collect instead of growing: with V8's default (a share of the machine's
 * memory) a million-record run peaked at 1,455 MB RSS although its live data stays constant;
 * with 384 MB per heap it peaked at 724 MB, the same as a 300,000-record run (docs/bulk.md).
 */
const WORKER_HEAP_MB = 512;

export interface WorkerPoolOptions {
  threads?: number;
  now: Date;
  /** Prove conservation on every record; undefined leaves the pipeline's default (on outside production). */
  checkConservation?: boolean;
}

export async function startWorkerPool(options: WorkerPoolOptions): Promise<WorkerPool> {
  const size = Math.max(1, options.threads ?? availableParallelism());
  // Workers do not inherit the main thread's tsx hooks: a two-line bootstrap registers them.
  const entry = new URL('./pipelineWorker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); });`;
  const workers = Array.from({ length: size }, () => ({
    worker: new Worker(bootstrap, { eval: true, workerData: { nowIso: options.now.toISOString(), checkConservation: options.checkConservation }, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } }),
    busy: 0,
    messages: new MessageDecoder(),
  }));
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let failure: Error | undefined;

  const ready = await Promise.all(
    workers.map(
      (w) =>
        new Promise<{ checkConservation: boolean }>((resolve, reject) => {
          const onMessage = (m: { ready?: boolean; checkConservation: boolean }) => {
            if (!m.ready) return;
            w.worker.off('message', onMessage);
            resolve(m);
          };
          w.worker.on('message', onMessage);
          w.worker.once('error', reject);
        }),
    ),
  );
  for (const w of workers) {
    w.worker.on('message', (m: { id: number; error?: string } & Partial<EncodedResults>) => {
      // Decoded even when nobody waits any more: the table must stay in step with the worker's.
      const results = m.results ? w.messages.decode(m as EncodedResults) : undefined;
      const p = pending.get(m.id);
      if (!p) return;
      pending.delete(m.id);
      w.busy--;
      if (results) p.resolve(results);
      else p.reject(new Error(`worker failed: ${m.error}`));
    });
    w.worker.on('error', (error) => {
      failure = error;
      for (const p of pending.values()) p.reject(error);
      pending.clear();
    });
  }

  return {
    size,
    checkConservation: ready.every((r) => r.checkConservation),
    run(requests) {
      if (failure) return Promise.reject(failure);
      const w = workers.reduce((a, b) => (b.busy < a.busy ? b : a));
      const id = nextId++;
      w.busy++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        w.worker.postMessage({ id, requests });
      });
    },
    async close() {
      await Promise.all(workers.map((w) => w.worker.terminate()));
    },
  };
}
