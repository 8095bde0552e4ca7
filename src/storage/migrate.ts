// Runs the migrations of src/storage/migrations in order, at every start. Each migration is
// written with Kysely's schema builder so that the same code creates SQLite and PostgreSQL tables.
// Several instances may start at once: on PostgreSQL, Kysely's migrator runs the pending
// migrations in one transaction holding a session advisory lock (pg_advisory_lock), so one
// instance migrates and the others wait, then find nothing left to do.
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
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
  // On PostgreSQL the bookkeeping tables are named with their schema: Kysely's existence check
  // looks at every schema, and another schema's table (another database user, a test run) must
  // not count as this one's.
  const migrationTableSchema = kind === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  const migrator = new Migrator({ db, provider: new InCodeMigrations(kind), allowUnorderedMigrations: true, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`database migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
