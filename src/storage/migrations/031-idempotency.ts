// Idempotency records (contract section 4): one per account, environment, route and key. The
// primary key is what makes two concurrent first attempts impossible: only one insert wins.
import type { StorageMigration } from './index';

export const m031Idempotency: StorageMigration = {
  name: '031-idempotency',
  async up(db) {
    await db.schema
      .createTable('idempotency_records')
      .ifNotExists()
      .addColumn('account_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('environment', 'varchar(16)', (c) => c.notNull())
      .addColumn('route', 'varchar(200)', (c) => c.notNull())
      .addColumn('idempotency_key', 'varchar(64)', (c) => c.notNull())
      .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('state', 'varchar(16)', (c) => c.notNull())
      .addColumn('status_code', 'integer')
      .addColumn('content_type', 'varchar(100)')
      .addColumn('response_body', 'text')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_records_pk', ['account_id', 'environment', 'route', 'idempotency_key'])
      .execute();
    await db.schema.createIndex('idempotency_records_expires').ifNotExists().on('idempotency_records').column('expires_at').execute();
  },
};
