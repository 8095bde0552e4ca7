// Opens the service's database: SQLite (embedded, file under DATA_DIR) by default, PostgreSQL when
// DATABASE_URL is set. Kysely keeps the SQL portable; migrations run at every start.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { DatabaseSchema } from './schema';
import { migrateToLatest } from './migrate';

export type Database = Kysely<DatabaseSchema>;
export type DatabaseKind = 'sqlite' | 'postgres';

export interface OpenedDatabase {
  db: Database;
  kind: DatabaseKind;
  /** The SQLite file, when the database is one (writers on other threads open it themselves). */
  file?: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://... ; absent means SQLite. */
  databaseUrl?: string;
  /** Folder of the SQLite file; ':memory:' for a throw-away in-memory database. */
  dataDir?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<OpenedDatabase> {
  let db: Database;
  let kind: DatabaseKind;
  let sqliteFile: string | undefined;
  if (options.databaseUrl) {
    kind = 'postgres';
    db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: options.databaseUrl, max: 10 }) }) });
  } else {
    kind = 'sqlite';
    const dataDir = options.dataDir ?? './data';
    let file = ':memory:';
    if (dataDir !== ':memory:') {
      mkdirSync(dataDir, { recursive: true });
      file = join(dataDir, 'party-address.sqlite');
    }
    const sqlite = new SQLite(file);
    // WAL lets readers (the audit page, readiness) run while a batch is written.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: sqlite }) });
    if (file !== ':memory:') sqliteFile = file;
  }
  await migrateToLatest(db, kind);
  return { db, kind, ...(sqliteFile ? { file: sqliteFile } : {}), close: () => db.destroy() };
}

/** True when the database answers a trivial query (GET /readyz). */
export async function isReachable(db: Database): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
