// Audit events in the service database (table audit_events, migration 032), through Kysely for
// SQLite and PostgreSQL. A batch is one multi-row insert, split to stay under parameter limits.
import type { Database } from '../storage/database';
import type { AuditEventTable } from '../storage/schema';
import type { Environment } from '../http/principal';
import type { AuditEvent } from './event';
import type { AuditStore } from './store';

/** 21 columns a row: 200 rows keep a statement under SQLite's and PostgreSQL's parameter limits. */
const ROWS_PER_INSERT = 200;

function toRow(event: AuditEvent): AuditEventTable {
  return {
    event_id: event.eventId,
    account_id: event.accountId,
    environment: event.environment,
    occurred_at: event.occurredAt,
    request_id: event.requestId,
    application_id: event.applicationId,
    key_id: event.keyId,
    method: event.method,
    route: event.route,
    status_code: event.statusCode,
    idempotent_replay: event.idempotentReplay ? 1 : 0,
    decision: event.decision,
    status: event.status,
    reference: typeof event.context.reference === 'string' ? event.context.reference : null,
    input_format: event.inputFormat,
    output_format: event.outputFormat,
    fingerprint: event.fingerprint,
    processing_time_ms: event.processingTimeMs,
    reason_codes: JSON.stringify(event.reasonCodes),
    context_json: JSON.stringify(event.context),
    parameters_json: JSON.stringify(event.parameters),
  };
}

function fromRow(row: AuditEventTable): AuditEvent {
  return {
    eventId: row.event_id,
    requestId: row.request_id,
    occurredAt: row.occurred_at,
    accountId: row.account_id,
    applicationId: row.application_id,
    keyId: row.key_id,
    environment: row.environment as Environment,
    method: row.method,
    route: row.route,
    statusCode: Number(row.status_code),
    idempotentReplay: Number(row.idempotent_replay) === 1,
    context: JSON.parse(row.context_json),
    parameters: JSON.parse(row.parameters_json),
    decision: row.decision,
    status: row.status,
    reasonCodes: JSON.parse(row.reason_codes),
    inputFormat: row.input_format,
    outputFormat: row.output_format,
    fingerprint: row.fingerprint,
    processingTimeMs: Number(row.processing_time_ms),
  };
}

export function sqlAuditStore(db: Database): AuditStore {
  return {
    async append(events) {
      if (events.length === 0) return;
      await db.transaction().execute(async (tx) => {
        for (let i = 0; i < events.length; i += ROWS_PER_INSERT) {
          await tx.insertInto('audit_events').values(events.slice(i, i + ROWS_PER_INSERT).map(toRow)).execute();
        }
      });
    },

    async page(scope, filters, after, limit) {
      let query = db.selectFrom('audit_events').selectAll().where('account_id', '=', scope.accountId).where('environment', '=', scope.environment);
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
      const result = await db.deleteFrom('audit_events').where('occurred_at', '<', cutoff.toISOString()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
