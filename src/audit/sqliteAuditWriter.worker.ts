// Worker thread that writes audit batches into the SQLite file with its own connection, so the
// inserts (the costly part of the audit trail) run beside the event loop instead of on it.
// Messages in: { id, events } (events in their wire form, auditWire.ts); out: { id } or { id, error }.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { toAuditRow } from './auditRow';
import { fromWire, type WireEvent } from './auditWire';

const sqlite = new SQLite(workerData.file as string);
sqlite.pragma('journal_mode = WAL');
sqlite.pragma('synchronous = NORMAL');
sqlite.pragma('busy_timeout = 5000');
const insert = sqlite.prepare(
  'insert into audit_events (event_id, account_id, environment, occurred_at, reference, decision, event_json) values (?, ?, ?, ?, ?, ?, ?)',
);
const appendAll = sqlite.transaction((events: readonly WireEvent[]) => {
  for (const wire of events) {
    const row = toAuditRow(fromWire(wire));
    insert.run(row.event_id, row.account_id, row.environment, row.occurred_at, row.reference, row.decision, row.event_json);
  }
});

parentPort!.on('message', (message: { id: number; events: WireEvent[] } | 'close') => {
  if (message === 'close') {
    sqlite.close();
    // In a worker, process.exit ends this thread only (tsx's loader port would keep it alive).
    process.exit(0);
  }
  try {
    appendAll(message.events);
    parentPort!.postMessage({ id: message.id });
  } catch (error) {
    parentPort!.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
