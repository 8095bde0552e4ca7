// Channel profiles (contract section 3): one named profile per account and environment; the
// profile fields are kept as JSON text so new optional fields need no migration.
import type { StorageMigration } from './index';

export const m030ChannelProfiles: StorageMigration = {
  name: '030-channel-profiles',
  async up(db) {
    await db.schema
      .createTable('channel_profiles')
      .ifNotExists()
      .addColumn('account_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('environment', 'varchar(16)', (c) => c.notNull())
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('profile_json', 'text', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('channel_profiles_pk', ['account_id', 'environment', 'name'])
      .execute();
  },
};
