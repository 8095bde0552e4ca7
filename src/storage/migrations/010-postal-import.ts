// Postal reference data an operator imported (`npm run postal:import`); it takes precedence over
// the bundled data for its countries. One row per postcode-place pair, so a re-import is idempotent.
import type { StorageMigration } from './index';

export const m010PostalImport: StorageMigration = {
  name: '010-postal-import',
  async up(db) {
    await db.schema
      .createTable('postal_import')
      .ifNotExists()
      .addColumn('country', 'varchar(2)', (c) => c.notNull())
      .addColumn('postcode', 'varchar(16)', (c) => c.notNull())
      .addColumn('place_key', 'varchar(128)', (c) => c.notNull())
      .addColumn('place_name', 'varchar(128)', (c) => c.notNull())
      .addColumn('admin1_name', 'varchar(128)')
      .addColumn('admin1_code', 'varchar(32)')
      .addColumn('admin2_name', 'varchar(128)')
      .addColumn('source', 'varchar(256)', (c) => c.notNull())
      .addColumn('imported_at', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('postal_import_pk', ['country', 'postcode', 'place_key'])
      .execute();
  },
};
