// Runs the migrations of src/storage/migrations in order, at every start. Each migration is
// written with Kysely's schema builder so that the same code creates SQLite and PostgreSQL tables.
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { MIGRATIONS } from './migrations';
import type { DatabaseKind } from './database';

class InCodeMigrations implements MigrationProvider {
  constructor(private readonly kind: DatabaseKind) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const byName: Record<string, Migration> = {};
    for (const migration of MIGRATIONS) {
      byName[migration.name] = { up: (db) => migration.up(db, this.kind) };
    }
    return byName;
  }
}

export async function migrateToLatest(db: Kysely<any>, kind: DatabaseKind): Promise<void> {
  // Unordered: a migration numbered below one already applied (added by a parallel change) still runs.
  const migrator = new Migrator({ db, provider: new InCodeMigrations(kind), allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`database migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
