// Audit events in the service database (table audit_events, migration 032), through Kysely for
// SQLite and PostgreSQL. A batch is one multi-row insert (several, in one transaction, past 500 rows).
import { CompiledQuery } from 'kysely';
import type { Database } from '../storage/database';
import type { AuditEventTable } from '../storage/schema';
import { toAuditRow as toRow } from './auditRow';
import type { AuditEvent } from './event';
import type { AuditStore } from './store';
import { eventIdFloor } from './eventId';

/** Rows per INSERT statement: 7 parameters a row keeps it far under every parameter limit. */
const ROWS_PER_INSERT = 500;

function fromRow(row: Pick<AuditEventTable, 'event_json'>): AuditEvent {
  return JSON.parse(row.event_json) as AuditEvent;
}

/** The columns of a row, in the order of the insert's values. */
const COLUMNS = ['event_id', 'account_id', 'environment', 'occurred_at', 'reference', 'decision', 'event_json'] as const;
/** Insert texts kept, by row count; past it the texts are made again (sizes vary only under low load). */
const MAX_INSERT_TEXTS = 64;

/** Appends batches: through a worker thread for a SQLite file, through Kysely otherwise. */
export type AuditAppender = (events: readonly AuditEvent[]) => Promise<void>;

export function sqlAuditStore(db: Database, appendElsewhere?: AuditAppender): AuditStore {
  // Why the insert's SQL text is kept (issue 16): Kysely's insertInto().values(rows) builds a tree
  // of seven value nodes a row and compiles it to SQL on every batch, about 4 µs an event (an
  // eighth of an in-memory SQLite insert, measured) for a text that depends only on the number of
  // rows and the dialect. Kysely compiles it once per row count; later batches of that size send
  // their values as a compiled query, through the same executor (and transaction) as before.
  const insertTexts = new Map<number, string>();
  const insertOf = (executor: Pick<Database, 'insertInto'>, rows: readonly AuditEventTable[]): CompiledQuery => {
    let text = insertTexts.get(rows.length);
    if (text === undefined) {
      if (insertTexts.size >= MAX_INSERT_TEXTS) insertTexts.clear();
      // Rows of exactly COLUMNS, in that order: the text's columns are the parameters' order below.
      const template = rows.map(() => Object.fromEntries(COLUMNS.map((column) => [column, null])) as unknown as AuditEventTable);
      text = executor.insertInto('audit_events').values(template).compile().sql;
      insertTexts.set(rows.length, text);
    }
    const parameters: unknown[] = new Array(rows.length * COLUMNS.length);
    let p = 0;
    for (const row of rows) for (const column of COLUMNS) parameters[p++] = row[column];
    return CompiledQuery.raw(text, parameters);
  };

  return {
    async append(events) {
      if (events.length === 0) return;
      if (appendElsewhere) return appendElsewhere(events);
      // One statement is atomic alone: a transaction (two more statements) only where there are several.
      if (events.length <= ROWS_PER_INSERT) {
        await db.executeQuery(insertOf(db, events.map(toRow)));
        return;
      }
      await db.transaction().execute(async (tx) => {
        for (let i = 0; i < events.length; i += ROWS_PER_INSERT) {
          await tx.executeQuery(insertOf(tx, events.slice(i, i + ROWS_PER_INSERT).map(toRow)));
        }
      });
    },

    async page(scope, filters, after, limit) {
      let query = db.selectFrom('audit_events').select(['event_json']).where('account_id', '=', scope.accountId).where('environment', '=', scope.environment);
      if (filters.from !== undefined) query = query.where('occurred_at', '>=', filters.from);
      if (filters.to !== undefined) query = query.where('occurred_at', '<', filters.to);
      if (filters.reference !== undefined) query = query.where('reference', '=', filters.reference);
      if (filters.decision !== undefined) query = query.where('decision', '=', filters.decision);
      if (after) {
        query = query.where((eb) =>
          eb.or([eb('occurred_at', '<', after.occurredAt), eb.and([eb('occurred_at', '=', after.occurredAt), eb('event_id', '<', after.eventId)])]),
        );
      }
      // One row more than asked tells whether another page exists.
      const rows = await query.orderBy('occurred_at', 'desc').orderBy('event_id', 'desc').limit(limit + 1).execute();
      const events = rows.slice(0, limit).map(fromRow);
      const last = events[events.length - 1];
      return { events, next: rows.length > limit && last ? { occurredAt: last.occurredAt, eventId: last.eventId } : undefined };
    },

    async purgeBefore(cutoff) {
      // By the time-ordered primary key (no extra index to keep up on every insert).
      const result = await db.deleteFrom('audit_events').where('event_id', '<', eventIdFloor(cutoff.getTime())).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
