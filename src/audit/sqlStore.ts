// Audit events in the service database (table audit_events, migration 032), through Kysely for
// SQLite and PostgreSQL. A batch is one multi-row insert in one transaction.
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

/** Appends batches: through a worker thread for a SQLite file, through Kysely otherwise. */
export type AuditAppender = (events: readonly AuditEvent[]) => Promise<void>;

export function sqlAuditStore(db: Database, appendElsewhere?: AuditAppender): AuditStore {
  return {
    async append(events) {
      if (events.length === 0) return;
      if (appendElsewhere) return appendElsewhere(events);
      await db.transaction().execute(async (tx) => {
        for (let i = 0; i < events.length; i += ROWS_PER_INSERT) {
          await tx.insertInto('audit_events').values(events.slice(i, i + ROWS_PER_INSERT).map(toRow)).execute();
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
