// Which back end a test run uses: TEST_BACKEND=postgres puts each test app on PostgreSQL (its own
// fresh schema, dropped at the end) and Redis (its own key prefix); unset means in-memory SQLite.
// Other people run tests against the same servers at the same time, hence the unique names.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { openDatabase, type OpenedDatabase } from '../../src/storage/database';

export const TEST_BACKEND: 'sqlite' | 'postgres' = process.env.TEST_BACKEND === 'postgres' ? 'postgres' : 'sqlite';
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A name no other run uses: process, time and randomness (lower case, a valid SQL identifier). */
export function uniqueName(prefix: string): string {
  return `${prefix}_${process.pid}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

/** A fresh PostgreSQL schema in the shared test database; close() drops it with everything in it. */
export async function openPostgresSchema(schema = uniqueName('pas_test')): Promise<OpenedDatabase & { schema: string }> {
  const opened = await openDatabase({ databaseUrl: TEST_DATABASE_URL, schema, poolSize: 4 });
  return {
    ...opened,
    schema,
    async close() {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(opened.db).catch(() => undefined);
      await opened.close();
    },
  };
}

/** The database of one test app on the chosen back end. */
export function openTestDatabase(): Promise<OpenedDatabase> {
  return TEST_BACKEND === 'postgres' ? openPostgresSchema() : openDatabase({ dataDir: ':memory:' });
}

/** Environment for a test app: on PostgreSQL runs, Redis with a key prefix of its own. */
export function testBackendEnv(): Record<string, string> {
  return TEST_BACKEND === 'postgres' ? { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: `${uniqueName('pas_test')}:` } : {};
}

/** Deletes every Redis key under `prefix` (the end of a test run that used it). */
export async function deleteRedisKeys(redisUrl: string, prefix: string): Promise<void> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/**
 * Environment for a service process (src/cli/serve.ts) on the chosen back end, and the clean-up
 * for after it stopped: a SQLite folder of its own, or a PostgreSQL schema and Redis key prefix.
 */
export async function serviceBackend(backend: 'sqlite' | 'postgres' = TEST_BACKEND): Promise<{ env: Record<string, string>; cleanUp(): Promise<void> }> {
  if (backend === 'sqlite') {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    return { env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'pas-service-')), DATABASE_URL: '', REDIS_URL: '' }, cleanUp: async () => undefined };
  }
  const schema = uniqueName('pas_test');
  const prefix = `${schema}:`;
  return {
    env: { DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema, REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix },
    async cleanUp() {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      try {
        await client.query(`drop schema if exists "${schema}" cascade`);
      } finally {
        await client.end();
      }
      await deleteRedisKeys(TEST_REDIS_URL, prefix);
    },
  };
}
