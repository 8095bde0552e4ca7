// One lock for everything a first start creates in PostgreSQL for jobs: the job tables and the
// queue. Instances start together (WORKERS=2, or a deployment of several), and DDL run by two of
// them at once can deadlock: pg-boss's create_queue inserts the queue's row and then creates and
// attaches its partition table, taking table locks in an order two creators interleave, so one of
// them died with "deadlock detected" (7 of 8 first starts of two job services, measured). A
// transaction-scoped advisory lock, one per database, lets one instance create while the others
// wait for it and then find everything there.
import type pg from 'pg';

const LOCK_KEY = 'bulk_jobs.schema';
/**
 * How long an instance waits for another's creation. The pool bounds every statement at a few
 * seconds (a request must fail fast when the database is gone); creating the queue on a busy
 * server can take longer than that.
 */
const LOCK_WAIT_MS = 60_000;

/** Runs `work` in a transaction of its own that holds the jobs' schema lock until it commits. */
export async function withSchemaLock<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    await client.query(`SET LOCAL statement_timeout = ${LOCK_WAIT_MS}`);
    await client.query({ text: 'SELECT pg_advisory_xact_lock(hashtext($1))', values: [LOCK_KEY], query_timeout: LOCK_WAIT_MS + 1000 } as pg.QueryConfig);
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    // With the server gone the ROLLBACK fails too: the first error is the one to report.
    await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
    throw error;
  } finally {
    client.release(broken);
  }
}
