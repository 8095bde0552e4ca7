// Jobs (contract section 3, issue 15): a large file split into chunks, each chunk a pg-boss job
// on the service's PostgreSQL, worked on by every instance. pg-boss hands each chunk to one
// instance at a time and hands it out again when that instance stops or dies before finishing
// (retry, expiry), so a job survives the restart of any instance. Chunk inputs and results are
// rows of bulk_jobs (jobStore.ts), shared by all instances.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PostalReference } from '../../reference/postal/types';
import type { Verifier } from '../../pipeline/state';
import { detectFormat, type BulkFormat } from '../detectFormat';
import { sourceFor } from '../processFile';
import { chunksOfFile } from './chunkFile';
import type { CsvOptions } from '../csvSource';
import type { BulkOptions } from '../options';
import { processRecord } from '../processRecords';
import { rejectRowOfBad, rejectRowOfResult } from '../rejects';
import { openJobStore, type ChunkCounts, type JobFailure, type JobStore } from './jobStore';

export const CHUNK_QUEUE = 'party-address-bulk-chunk';
export const DEFAULT_CHUNK_RECORDS = 1000;
/**
 * Attempts a chunk gets before its job fails. A chunk that fails this often will fail again (a
 * fault of the service or of its data, or a chunk that kills or outlasts its instance); retrying
 * it for ever left its job "running" for ever.
 */
export const MAX_CHUNK_ATTEMPTS = 5;
/** An attempt not finished in this time counts as stopped (its instance vanished) and the chunk is handed out again. */
const CHUNK_EXPIRE_SECONDS = 120;

export interface JobSpec {
  /** The file submitted (CSV, JSON Lines or XML), as read from the request: the caller removes it once submit resolves. */
  input: string;
  run: BulkOptions;
  csv: CsvOptions;
  chunkRecords: number;
}

export interface JobStatus {
  jobId: string;
  status: 'queued' | 'running' | 'completed' | 'failed';
  format: BulkFormat;
  totalChunks: number;
  completedChunks: number;
  progress: number;
  counts: ChunkCounts;
  createdAt: string;
  failure?: JobFailure;
}

export interface JobService {
  submit(owner: { accountId: string; environment: string }, spec: JobSpec): Promise<JobStatus>;
  status(jobId: string, owner: { accountId: string; environment: string }): Promise<JobStatus | undefined>;
  results(jobId: string, part: 'output' | 'rejects'): AsyncGenerator<string>;
  stop(): Promise<void>;
}

interface StoredOptions {
  run: BulkOptions;
  csv: CsvOptions;
}

/** Runs the units of one file through the pipeline in this thread, a few records between event-loop turns. */
async function processInline(path: string, format: BulkFormat, options: StoredOptions, deps: Parameters<typeof processRecord>[1], label: string, keepHeader: boolean): Promise<{ output: string; rejects: string; counts: ChunkCounts }> {
  const source = sourceFor(format, { input: path, run: options.run, csv: options.csv });
  let output = '';
  let rejects = '';
  const counts: ChunkCounts = { records: 0, accepted: 0, partial: 0, rejected: 0, bad: 0 };
  let sinceYield = 0;
  for await (const unit of source.units) {
    if (unit.kind === 'text') {
      if (format !== 'csv' || keepHeader) output += unit.text;
    } else if (unit.kind === 'bad') {
      counts.bad++;
      output += unit.text;
      rejects += rejectRowOfBad(`${label}${unit.position}`, unit.raw, unit.message);
    } else {
      const result = processRecord(unit.request, deps);
      output += unit.render(result);
      if (!result.ok) counts.bad++;
      else {
        counts.records++;
        if (result.decision === 'ACCEPT') counts.accepted++;
        else if (result.decision === 'PARTIAL_SUCCESS') counts.partial++;
        else counts.rejected++;
      }
      rejects += rejectRowOfResult(`${label}${unit.position}`, unit.raw, result) ?? '';
      // Other requests of this instance get their turn between small slices of a chunk.
      if (++sinceYield >= 25) {
        sinceYield = 0;
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
  }
  return { output, rejects, counts };
}

function withTempFile<T>(content: string, work: (path: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'party-address-job-'));
  const path = join(dir, 'input');
  writeFileSync(path, content);
  return work(path).finally(() => rmSync(dir, { recursive: true, force: true }));
}

export async function startJobService(options: { databaseUrl: string; postal: PostalReference | undefined; verify: Verifier; clock: () => Date; onError: (error: unknown) => void }): Promise<JobService> {
  const store: JobStore = await openJobStore(options.databaseUrl);
  // Imported here: a service without DATABASE_URL never starts jobs and does not load pg-boss (issue 16).
  const { default: PgBoss } = await import('pg-boss');
  const boss = new PgBoss({ connectionString: options.databaseUrl, schema: 'bulk_jobs_queue', max: 4 });
  boss.on('error', options.onError);
  try {
    // Under the lock the tables were created under: two instances creating the queue at once
    // deadlocked (schemaLock.ts).
    await store.underSchemaLock(async () => {
      await boss.start();
      await boss.createQueue(CHUNK_QUEUE);
    });
  } catch (error) {
    // A started queue keeps timers and connections: a service that failed to start must not.
    await boss.stop({ graceful: false, wait: true }).catch(() => undefined);
    await store.close();
    throw error;
  }
  const worker = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

  const inHand = new Set<Promise<unknown>>();
  await boss.work<{ jobId: string; seq: number }>(CHUNK_QUEUE, { batchSize: 1, pollingIntervalSeconds: 0.5 }, (jobs) => {
    const work = workOn(jobs);
    inHand.add(work);
    return work.finally(() => inHand.delete(work));
  });

  async function workOn(jobs: Array<{ data: { jobId: string; seq: number } }>): Promise<void> {
    for (const job of jobs) {
      const { jobId, seq } = job.data;
      const row = await store.job(jobId);
      const claim = row && (await store.claimChunk(jobId, seq));
      if (!row || !claim) continue; // done, its job failed, or deleted meanwhile
      const failure = (attempts: number, what: string): JobFailure => ({
        chunk: seq + 1,
        attempts,
        reason: `Chunk ${seq + 1} of ${row.totalChunks} ${what}; the job stopped there and has no result. Contact support with the jobId.`,
        failedAt: options.clock().toISOString(),
      });
      // Every earlier attempt started and none reported back: each instance stopped on it.
      if (claim.attempt > MAX_CHUNK_ATTEMPTS) {
        await store.failJob(jobId, failure(claim.attempt - 1, `was not finished in ${claim.attempt - 1} attempts: the instance working on it stopped each time (a restart, a crash, or past the ${CHUNK_EXPIRE_SECONDS} s a chunk may take)`));
        continue;
      }
      try {
        const format = row.format as BulkFormat;
        const deps = { endpoint: 'process' as const, profile: undefined, now: options.clock(), postal: options.postal, verify: options.verify };
        const result = await withTempFile(claim.input, (path) => processInline(path, format, row.options as StoredOptions, deps, row.totalChunks > 1 ? `chunk ${seq + 1}, ` : '', seq === 0));
        await store.completeChunk(jobId, seq, result.output, result.rejects, result.counts, worker);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        options.onError(new Error(`job ${jobId}, chunk ${seq + 1}, attempt ${claim.attempt} of ${MAX_CHUNK_ATTEMPTS} failed: ${message}`, { cause: error }));
        await store.chunkError(jobId, seq, message).catch(() => undefined);
        // The caller learns that the service failed, not how: the cause stays in the log and the chunk's row.
        if (claim.attempt >= MAX_CHUNK_ATTEMPTS) await store.failJob(jobId, failure(claim.attempt, `failed on each of its ${claim.attempt} attempts with an error of the service (logged with the job id)`));
        else throw error; // pg-boss hands it out again after retryDelay
      }
    }
  }

  const statusOf = (row: Awaited<ReturnType<JobStore['get']>> & object): JobStatus => ({
    jobId: row.id,
    status: row.failure ? 'failed' : row.doneChunks === row.totalChunks ? 'completed' : row.doneChunks > 0 ? 'running' : 'queued',
    format: row.format as BulkFormat,
    totalChunks: row.totalChunks,
    completedChunks: row.doneChunks,
    progress: row.totalChunks === 0 ? 1 : row.doneChunks / row.totalChunks,
    counts: row.counts,
    createdAt: row.createdAt.toISOString(),
    ...(row.failure ? { failure: row.failure } : {}),
  });

  return {
    async submit(owner, spec) {
      const id = randomUUID();
      const stored: StoredOptions = { run: spec.run, csv: spec.csv };
      const format = detectFormat(spec.input);
      // Cut and stored a batch at a time: the file is never held whole (chunkFile.ts).
      const totalChunks = await store.create({ id, accountId: owner.accountId, environment: owner.environment, format, options: stored }, chunksOfFile(spec.input, format, stored, spec.chunkRecords));
      // A chunk whose attempt failed is handed out again after 1-2, 2-4, 4-8, 8-16 s (so a database
      // restart of a few seconds does not use up its attempts); one whose instance
      // vanished (killed, crashed) counts as failed after expireInSeconds and is handed out again.
      // Our own count (claimChunk) ends it after MAX_CHUNK_ATTEMPTS: the one hand-out more that
      // pg-boss allows lets an instance see that every attempt stopped unfinished.
      await boss.insert(Array.from({ length: totalChunks }, (_, seq) => ({ name: CHUNK_QUEUE, data: { jobId: id, seq }, retryLimit: MAX_CHUNK_ATTEMPTS, retryDelay: 1, retryBackoff: true, expireInSeconds: CHUNK_EXPIRE_SECONDS })));
      const row = await store.get(id, owner.accountId, owner.environment);
      return statusOf(row!);
    },
    async status(jobId, owner) {
      const row = await store.get(jobId, owner.accountId, owner.environment);
      return row ? statusOf(row) : undefined;
    },
    results: (jobId, part) => store.results(jobId, part),
    async stop() {
      // Graceful: no new chunk is taken, the chunk in hand is finished, stored and marked done in
      // the queue; queued chunks stay for the other instances.
      await boss.offWork(CHUNK_QUEUE);
      await Promise.allSettled([...inHand]);
      await boss.stop({ graceful: true, wait: true, timeout: 60_000 });
      await store.close();
    },
  };
}

