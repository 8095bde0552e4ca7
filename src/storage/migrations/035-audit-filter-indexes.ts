// Indexes for the audit filters (issue 11, finding 7): `reference` and `decision` each find their
// events of one account and environment directly, newest first, instead of walking the whole
// history through audit_events_scope_time. Schema builder only: SQLite and PostgreSQL alike.
import type { StorageMigration } from './index';

export const m035AuditFilterIndexes: StorageMigration = {
  name: '035-audit-filter-indexes',
  async up(db) {
    await db.schema
      .createIndex('audit_events_scope_reference')
      .ifNotExists()
      .on('audit_events')
      .columns(['account_id', 'environment', 'reference', 'occurred_at', 'event_id'])
      .execute();
    await db.schema
      .createIndex('audit_events_scope_decision')
      .ifNotExists()
      .on('audit_events')
      .columns(['account_id', 'environment', 'decision', 'occurred_at', 'event_id'])
      .execute();
  },
};
