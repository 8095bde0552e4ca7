// Credentials (contract section 2): developer accounts and their sessions, applications with a
// client secret, API keys per environment, and the token signing keys. Secrets only as hashes.
import type { StorageMigration } from './index';

export const m020Credentials: StorageMigration = {
  name: '020-credentials',
  async up(db) {
    await db.schema
      .createTable('accounts')
      .ifNotExists()
      .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
      .addColumn('password_hash', 'varchar(256)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('developer_sessions')
      .ifNotExists()
      .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('account_id', 'varchar(40)', (c) => c.notNull().references('accounts.id'))
      .addColumn('secret_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('applications')
      .ifNotExists()
      .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('account_id', 'varchar(40)', (c) => c.notNull().references('accounts.id'))
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('client_id', 'varchar(40)', (c) => c.notNull().unique())
      .addColumn('client_secret_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('client_secret_created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('applications_account_idx').ifNotExists().on('applications').column('account_id').execute();
    await db.schema
      .createTable('api_keys')
      .ifNotExists()
      .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('application_id', 'varchar(40)', (c) => c.notNull().references('applications.id'))
      .addColumn('account_id', 'varchar(40)', (c) => c.notNull().references('accounts.id'))
      .addColumn('environment', 'varchar(8)', (c) => c.notNull())
      // Non-secret part of the key (its first random characters): how a presented key is found.
      .addColumn('lookup', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('prefix', 'varchar(32)', (c) => c.notNull())
      .addColumn('secret_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('status', 'varchar(8)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      // Set when the key is rotated (end of grace) or revoked; the key is refused from then on.
      .addColumn('expires_at', 'varchar(32)')
      .addColumn('replaced_by', 'varchar(40)')
      .addColumn('last_used_at', 'varchar(32)')
      .execute();
    await db.schema.createIndex('api_keys_application_idx').ifNotExists().on('api_keys').column('application_id').execute();
    await db.schema
      .createTable('token_signing_keys')
      .ifNotExists()
      .addColumn('kid', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('algorithm', 'varchar(16)', (c) => c.notNull())
      .addColumn('private_jwk', 'text', (c) => c.notNull())
      .addColumn('public_jwk', 'text', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
  },
};
