// Where jobs live in PostgreSQL (schema bulk_jobs): the job, and its chunks with their input,
// output, reject rows and counts. Every instance reads and writes the same rows, so a job's
// state does not depend on the instance that took it or on any instance staying up.
import type pg from 'pg';
import { resilientPool } from '../../storage/database';
import { withSchemaLock } from './schemaLock';

export interface JobRow {
  id: string;
  accountId: string;
  environment: string;
  format: string;
  options: unknown;
  totalChunks: number;
  createdAt: Date;
}

export interface ChunkCounts {
  records: number;
  accepted: number;
  partial: number;
  rejected: number;
  bad: number;
}

/** Why a job stopped: the chunk that kept failing (1-based), its attempts, and what the caller is told. */
export interface JobFailure {
  chunk: number;
  attempts: number;
  reason: string;
  failedAt: string;
}

/**
 * Chunks stored per INSERT while a job is created: a few MB, so a large file is written as it is
 * cut (never held whole) in statements well inside the pool's statement time limit.
 */
const INSERT_BATCH_BYTES = 4 * 1024 * 1024;
const INSERT_BATCH_ROWS = 200;

export interface JobStore {
  /**
   * Stores a job and its chunks in one transaction, each batch of chunks as it comes (nothing is
   * visible until all are in); returns the number of chunks.
   */
  create(job: Omit<JobRow, 'createdAt' | 'totalChunks'>, chunks: AsyncIterable<string> | Iterable<string>): Promise<number>;
  get(id: string, accountId: string, environment: string): Promise<(JobRow & { doneChunks: number; counts: ChunkCounts; failure: JobFailure | null }) | undefined>;
  job(id: string): Promise<JobRow | undefined>;
  /**
   * Starts an attempt on a chunk: counts it and returns the chunk's input with the attempt's
   * number; undefined when there is nothing to do (chunk done, job failed or gone).
   */
  claimChunk(jobId: string, seq: number): Promise<{ input: string; attempt: number } | undefined>;
  /** Keeps the cause of a failed attempt for operators (never shown to the caller). */
  chunkError(jobId: string, seq: number, message: string): Promise<void>;
  /** Marks the job failed, unless it already is (the first failure is the one reported). */
  failJob(jobId: string, failure: JobFailure): Promise<void>;
  completeChunk(jobId: string, seq: number, output: string, rejects: string, counts: ChunkCounts, worker: string): Promise<void>;
  /** The outputs (or reject rows) in chunk order, when every chunk is done. */
  results(jobId: string, part: 'output' | 'rejects'): AsyncGenerator<string>;
  /** Runs `work` (the queue's creation) under the lock the job tables were created under (schemaLock.ts). */
  underSchemaLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const SCHEMA = `
CREATE SCHEMA IF NOT EXISTS bulk_jobs;
CREATE TABLE IF NOT EXISTS bulk_jobs.jobs (
  id uuid PRIMARY KEY, account_id text NOT NULL, environment text NOT NULL, format text NOT NULL,
  options jsonb NOT NULL, total_chunks integer NOT NULL, created_at timestamptz NOT NULL DEFAULT now());
CREATE TABLE IF NOT EXISTS bulk_jobs.chunks (
  job_id uuid NOT NULL REFERENCES bulk_jobs.jobs(id) ON DELETE CASCADE, seq integer NOT NULL, input text NOT NULL,
  output text, rejects text, counts jsonb, worker text, done_at timestamptz, PRIMARY KEY (job_id, seq));
-- Added after the first release: tables made before them get them here.
ALTER TABLE bulk_jobs.jobs ADD COLUMN IF NOT EXISTS failure jsonb;
ALTER TABLE bulk_jobs.chunks ADD COLUMN IF NOT EXISTS attempts integer NOT NULL DEFAULT 0;
ALTER TABLE bulk_jobs.chunks ADD COLUMN IF NOT EXISTS last_error text;
`;

export async function openJobStore(connectionString: string): Promise<JobStore> {
  const pool = await resilientPool({ connectionString, max: 4 });
  const inTransaction = async (work: (client: pg.PoolClient) => Promise<void>): Promise<void> => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      await work(client);
      await client.query('COMMIT');
    } catch (error) {
      // With the server gone the ROLLBACK fails too: the first error is the one to report, and
      // the client is discarded instead of going back to the pool.
      await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
      throw error;
    } finally {
      client.release(broken);
    }
  };
  // Instances start together: one creates the tables while the others wait on the lock.
  await withSchemaLock(pool, (client) => client.query(SCHEMA));
  const toJob = (r: Record<string, unknown>): JobRow => ({
    id: r.id as string, accountId: r.account_id as string, environment: r.environment as string, format: r.format as string,
    options: r.options, totalChunks: r.total_chunks as number, createdAt: r.created_at as Date,
  });
  return {
    async create(job, chunks) {
      let total = 0;
      await inTransaction(async (c) => {
        await c.query('INSERT INTO bulk_jobs.jobs (id, account_id, environment, format, options, total_chunks) VALUES ($1, $2, $3, $4, $5, 0)', [job.id, job.accountId, job.environment, job.format, JSON.stringify(job.options)]);
        let batch: string[] = [];
        let bytes = 0;
        const flush = async (): Promise<void> => {
          if (batch.length === 0) return;
          const rows = batch.map((_, k) => `($1, $${k * 2 + 2}, $${k * 2 + 3})`).join(', ');
          await c.query(`INSERT INTO bulk_jobs.chunks (job_id, seq, input) VALUES ${rows}`, [job.id, ...batch.flatMap((input, k) => [total - batch.length + k, input])]);
          batch = [];
          bytes = 0;
        };
        for await (const input of chunks) {
          batch.push(input);
          bytes += input.length;
          total++;
          if (bytes >= INSERT_BATCH_BYTES || batch.length >= INSERT_BATCH_ROWS) await flush();
        }
        await flush();
        await c.query('UPDATE bulk_jobs.jobs SET total_chunks = $2 WHERE id = $1', [job.id, total]);
      });
      return total;
    },
    async get(id, accountId, environment) {
      const { rows } = await pool.query(
        `SELECT j.*, count(c.done_at)::int AS done_chunks,
           coalesce(sum((c.counts->>'records')::int), 0)::int AS records, coalesce(sum((c.counts->>'accepted')::int), 0)::int AS accepted,
           coalesce(sum((c.counts->>'partial')::int), 0)::int AS partial, coalesce(sum((c.counts->>'rejected')::int), 0)::int AS rejected,
           coalesce(sum((c.counts->>'bad')::int), 0)::int AS bad
         FROM bulk_jobs.jobs j LEFT JOIN bulk_jobs.chunks c ON c.job_id = j.id
         WHERE j.id = $1 AND j.account_id = $2 AND j.environment = $3 GROUP BY j.id`,
        [id, accountId, environment],
      );
      const r = rows[0];
      if (!r) return undefined;
      return { ...toJob(r), doneChunks: r.done_chunks, counts: { records: r.records, accepted: r.accepted, partial: r.partial, rejected: r.rejected, bad: r.bad }, failure: (r.failure as JobFailure | null) ?? null };
    },
    async job(id) {
      const { rows } = await pool.query('SELECT * FROM bulk_jobs.jobs WHERE id = $1', [id]);
      return rows[0] ? toJob(rows[0]) : undefined;
    },
    async claimChunk(jobId, seq) {
      // One statement: the count and the job's state are read and written together, so an
      // attempt that starts after the job failed is never counted or run.
      const { rows } = await pool.query(
        `UPDATE bulk_jobs.chunks c SET attempts = c.attempts + 1 FROM bulk_jobs.jobs j
         WHERE c.job_id = $1 AND c.seq = $2 AND j.id = c.job_id AND c.done_at IS NULL AND j.failure IS NULL
         RETURNING c.input, c.attempts`,
        [jobId, seq],
      );
      return rows[0] ? { input: rows[0].input as string, attempt: rows[0].attempts as number } : undefined;
    },
    async chunkError(jobId, seq, message) {
      await pool.query('UPDATE bulk_jobs.chunks SET last_error = $3 WHERE job_id = $1 AND seq = $2', [jobId, seq, message]);
    },
    async failJob(jobId, failure) {
      await pool.query('UPDATE bulk_jobs.jobs SET failure = $2 WHERE id = $1 AND failure IS NULL', [jobId, JSON.stringify(failure)]);
    },
    async completeChunk(jobId, seq, output, rejects, counts, worker) {
      // A chunk redone after a crash overwrites the same row: the result is the same.
      await pool.query('UPDATE bulk_jobs.chunks SET output = $3, rejects = $4, counts = $5, worker = $6, done_at = now() WHERE job_id = $1 AND seq = $2', [jobId, seq, output, rejects, JSON.stringify(counts), worker]);
    },
    async *results(jobId, part) {
      const { rows } = await pool.query('SELECT total_chunks FROM bulk_jobs.jobs WHERE id = $1', [jobId]);
      const total = (rows[0]?.total_chunks as number | undefined) ?? 0;
      // One chunk at a time: a large result is streamed, not held whole.
      for (let seq = 0; seq < total; seq++) {
        const chunk = await pool.query(`SELECT ${part === 'output' ? 'output' : 'rejects'} AS text FROM bulk_jobs.chunks WHERE job_id = $1 AND seq = $2`, [jobId, seq]);
        yield (chunk.rows[0]?.text as string | null) ?? '';
      }
    },
    underSchemaLock: (work) => withSchemaLock(pool, () => work()),
    close: () => pool.end(),
  };
}
