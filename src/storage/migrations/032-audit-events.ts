// Audit events (contract section 9): one row per base-route call, read newest first per account
// and environment; the columns the filters need, and the event itself as JSON text.
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
      .addColumn('reference', 'varchar(140)')
      .addColumn('decision', 'varchar(20)')
      // The whole event as JSON: one value to bind per event keeps the batch write cheap.
      .addColumn('event_json', 'text', (c) => c.notNull())
      .execute();
    // Newest-first pages of one account and environment. The retention sweep needs no index of
    // its own: event ids begin with their time (src/audit/eventId.ts), so the primary key serves.
    await db.schema.createIndex('audit_events_scope_time').ifNotExists().on('audit_events').columns(['account_id', 'environment', 'occurred_at', 'event_id']).execute();
  },
};
