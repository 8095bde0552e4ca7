// Key-value facts about this installation (schema owner, creation time); also proves migrations run.
import type { StorageMigration } from './index';

export const m001ServiceInfo: StorageMigration = {
  name: '001-service-info',
  async up(db) {
    await db.schema
      .createTable('service_info')
      .ifNotExists()
      .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
    await db.insertInto('service_info').values({ key: 'created_at', value: new Date().toISOString() }).execute();
  },
};
