// Main-thread side of the SQLite audit writer: sends each batch to the worker thread and resolves
// when the worker has committed it, so `drain` on close still means "written".
import { Worker } from 'node:worker_threads';
import type { AuditEvent } from './event';
import type { AuditAppender } from './sqlStore';
import { toWire } from './auditWire';

export interface SqliteAuditWriter {
  append: AuditAppender;
  close(): Promise<void>;
}

export function startSqliteAuditWriter(file: string): SqliteAuditWriter {
  // Compiled (dist/src/cli/serve.js, see scripts/build.mjs) the worker is its own bundle under
  // dist/src/audit. From source it runs through tsx, as the main thread does: a worker does not
  // inherit the main thread's module hooks, so a two-line bootstrap registers tsx there first.
  // '../audit/' reaches the worker from this file and from the compiled serve.js alike.
  const compiled = import.meta.url.endsWith('.js');
  const entry = new URL(`../audit/sqliteAuditWriter.worker.${compiled ? 'js' : 'ts'}`, import.meta.url);
  const worker = compiled
    ? new Worker(entry, { workerData: { file } })
    : new Worker(
        `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((api) => { api.register(); return import(${JSON.stringify(entry.href)}); });`,
        { eval: true, workerData: { file } },
      );
  worker.unref();
  let exited = false;
  const exit = new Promise<void>((resolve) => worker.once('exit', () => {
    exited = true;
    resolve();
  }));
  const waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  let nextId = 0;
  // Idle, the worker must not keep the process alive; with a batch or a close pending, it must.
  worker.on('message', (message: { id: number; error?: string }) => {
    const entry = waiting.get(message.id);
    waiting.delete(message.id);
    if (waiting.size === 0) worker.unref();
    if (message.error !== undefined) entry?.reject(new Error(message.error));
    else entry?.resolve();
  });
  const failAll = (error: Error) => {
    for (const entry of waiting.values()) entry.reject(error);
    waiting.clear();
  };
  worker.on('error', failAll);
  void exit.then(() => failAll(new Error('audit writer stopped')));
  return {
    append(events: readonly AuditEvent[]) {
      if (exited) return Promise.reject(new Error('audit writer stopped'));
      return new Promise<void>((resolve, reject) => {
        const id = nextId++;
        if (waiting.size === 0) worker.ref();
        waiting.set(id, { resolve, reject });
        // As arrays of fields: a quarter of the objects for postMessage to copy (auditWire.ts).
        worker.postMessage({ id, events: events.map(toWire) });
      });
    },
    async close() {
      if (!exited) {
        worker.ref();
        worker.postMessage('close');
      }
      await exit;
    },
  };
}
