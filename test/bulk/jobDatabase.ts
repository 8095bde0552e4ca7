// A PostgreSQL database of the test's own for the jobs tests: the job tables (schema bulk_jobs)
// and the queue (schema bulk_jobs_queue) live in fixed schemas of the service's database, so a
// fresh database is what "a first start" means. Dropped at the end, connections and all.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { TEST_DATABASE_URL } from '../helpers/backend';

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface JobDatabase {
  url: string;
  /** Runs one statement on the database (what a test inspects or breaks directly). */
  query(sql: string, params?: unknown[]): Promise<pg.QueryResult>;
  drop(): Promise<void>;
}

export async function freshJobDatabase(): Promise<JobDatabase> {
  const name = `jobs_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async query(sql, params) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return await client.query(sql, params);
      } finally {
        await client.end();
      }
    },
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
