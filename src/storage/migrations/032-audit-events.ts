// Audit events (contract section 9): one row per base-route call, read newest first per account
// and environment; structured parts (context, parameters, reason codes) are JSON text.
import type { StorageMigration } from './index';

export const m032AuditEvents: StorageMigration = {
  name: '032-audit-events',
  async up(db) {
    await db.schema
      .createTable('audit_events')
      .ifNotExists()
      .addColumn('event_id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('account_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('environment', 'varchar(16)', (c) => c.notNull())
      .addColumn('occurred_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('request_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('application_id', 'varchar(64)')
      .addColumn('key_id', 'varchar(64)')
      .addColumn('method', 'varchar(10)', (c) => c.notNull())
      .addColumn('route', 'varchar(200)', (c) => c.notNull())
      .addColumn('status_code', 'integer', (c) => c.notNull())
      .addColumn('idempotent_replay', 'integer', (c) => c.notNull())
      .addColumn('decision', 'varchar(20)')
      .addColumn('status', 'varchar(24)')
      .addColumn('reference', 'varchar(140)')
      .addColumn('input_format', 'varchar(24)')
      .addColumn('output_format', 'varchar(24)')
      .addColumn('fingerprint', 'varchar(64)')
      .addColumn('processing_time_ms', 'integer', (c) => c.notNull())
      .addColumn('reason_codes', 'text', (c) => c.notNull())
      .addColumn('context_json', 'text', (c) => c.notNull())
      .addColumn('parameters_json', 'text', (c) => c.notNull())
      .execute();
    // Newest-first pages of one account and environment, and the retention sweep by time.
    await db.schema.createIndex('audit_events_scope_time').ifNotExists().on('audit_events').columns(['account_id', 'environment', 'occurred_at', 'event_id']).execute();
    await db.schema.createIndex('audit_events_time').ifNotExists().on('audit_events').column('occurred_at').execute();
  },
};
