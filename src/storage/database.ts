// Opens the service's database: SQLite (embedded, file under DATA_DIR) by default, PostgreSQL when
// DATABASE_URL is set. Kysely keeps the SQL portable; migrations run at every start. The pg driver
// is imported only when PostgreSQL is used: a SQLite service does not load it at start (issue 16).
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import type pg from 'pg';
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
  /**
   * PostgreSQL schema to keep every table in (created when missing); default the server's
   * search_path (normally `public`). Tests give each run its own schema in a shared database.
   */
  schema?: string;
  /** Pool size per process (PostgreSQL). */
  poolSize?: number;
}

/** How long a request waits for a PostgreSQL connection or a statement before it fails (503). */
export const POSTGRES_CONNECT_TIMEOUT_MS = 3000;
export const POSTGRES_STATEMENT_TIMEOUT_MS = 5000;

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openDatabase(options: DatabaseOptions): Promise<OpenedDatabase> {
  let db: Database;
  let kind: DatabaseKind;
  let sqliteFile: string | undefined;
  if (options.databaseUrl) {
    kind = 'postgres';
    db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool: await postgresPool(options) }) });
    if (options.schema) await createSchema(db, options.schema);
  } else {
    kind = 'sqlite';
    const dataDir = options.dataDir ?? './data';
    let file = ':memory:';
    if (dataDir !== ':memory:') {
      mkdirSync(dataDir, { recursive: true, mode: 0o700 });
      file = join(dataDir, 'party-address.sqlite');
      keepOwnerOnly(file);
    }
    const sqlite = new SQLite(file);
    // WAL lets readers (the audit page, readiness) run while a batch is written.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: sqlite }) });
    if (file !== ':memory:') {
      sqliteFile = file;
      for (const companion of [`${file}-wal`, `${file}-shm`]) if (existsSync(companion)) chmodSync(companion, 0o600);
    }
  }
  await migrateToLatest(db, kind);
  return { db, kind, ...(sqliteFile ? { file: sqliteFile } : {}), close: () => db.destroy() };
}

async function createSchema(db: Database, schema: string): Promise<void> {
  try {
    await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  } catch (error) {
    // Two instances creating it at the same moment: PostgreSQL may refuse the loser even with
    // "if not exists"; the schema being there is all that matters.
    const found = await sql`select 1 from information_schema.schemata where schema_name = ${schema}`.execute(db);
    if (found.rows.length === 0) throw error;
  }
}

function postgresPool(options: DatabaseOptions): Promise<pg.Pool> {
  if (options.schema !== undefined && !SCHEMA_NAME.test(options.schema)) throw new Error(`database schema must be a lower-case SQL identifier, got ${options.schema}`);
  return resilientPool({
    connectionString: options.databaseUrl,
    max: options.poolSize ?? 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
}

/**
 * A PostgreSQL pool that survives the server going away. Every pool of the service is made here
 * (the storage, the bulk job store), so none can end the process when the database restarts.
 */
export async function resilientPool(config: pg.PoolConfig): Promise<pg.Pool> {
  const { default: driver } = await import('pg');
  const pool = new driver.Pool({
    // Bounded waits: with the server gone a request fails within seconds (503) instead of hanging.
    connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
    statement_timeout: POSTGRES_STATEMENT_TIMEOUT_MS,
    query_timeout: POSTGRES_STATEMENT_TIMEOUT_MS + 1000,
    ...config,
  });
  // An idle client whose server went away emits 'error' on the pool; unhandled, it would end the
  // process. The pool drops that client and the next query opens a new connection.
  pool.on('error', () => undefined);
  // The same for a client that is checked out between two statements (inside a transaction) when
  // the server goes: its next statement fails (503) and the pool discards it on release.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
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

/**
 * The database file holds password hashes, key hashes and the (encrypted) signing key: only the
 * service's own user may read it, whatever the umask. A new file is created owner-only; an existing
 * one is tightened. SQLite gives its -wal and -shm files the database file's permissions.
 */
function keepOwnerOnly(file: string): void {
  if (existsSync(file)) chmodSync(file, 0o600);
  else closeSync(openSync(file, 'wx', 0o600));
}
