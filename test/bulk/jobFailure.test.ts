// A chunk that keeps failing ends its job as `failed`, with the reason in GET /jobs/{jobId}, after a
// bounded number of attempts; before, the chunk was retried ten times and the job stayed "queued"
// or "running" for ever. Two ways a chunk fails: its processing throws (here the postal
// verification, as when the reference breaks), or the instance working on it never reports back
// (a crash or the 2-minute limit, each attempt left counted and unfinished).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { buildTestApp } from '../helpers/testApp';
import { createCredentials } from '../helpers/credentials';
import { openDatabase } from '../../src/storage/database';
import { openJobStore } from '../../src/bulk/jobs/jobStore';
import { CHUNK_QUEUE, MAX_CHUNK_ATTEMPTS } from '../../src/bulk/jobs/jobService';
import { freshJobDatabase } from './jobDatabase';

const BASE = '/party-address/v4';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('a chunk whose processing throws on every attempt fails its job, with the reason in the status and the result answered 409', async () => {
  const database = await freshJobDatabase();
  const shared = await openDatabase({ dataDir: ':memory:' });
  const t = await buildTestApp({
    database: shared,
    env: { DATABASE_URL: database.url, RATE_LIMIT_LIVE_BURST: '10000' },
    verify: () => {
      throw new Error('postal reference unreadable');
    },
  });
  try {
    const { headers } = await createCredentials(t.app, 'live');
    const rows = Array.from({ length: 20 }, (_, i) => `R${i};Friedrichstr. ${i + 1};10117 Berlin;DE`);
    const created = await t.app.inject({ method: 'POST', url: `${BASE}/jobs`, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify({ content: `ref;line1;line2;country\n${rows.join('\n')}\n`, chunkRecords: 10 }) });
    assert.equal(created.statusCode, 202, created.body);
    const { jobId } = created.json();
    let status = created.json();
    // Retries wait a second each: about MAX_CHUNK_ATTEMPTS seconds in all, bounded here by count, not time.
    for (let i = 0; i < 600 && status.status !== 'failed'; i++) {
      await sleep(200);
      status = (await t.app.inject({ method: 'GET', url: `${BASE}/jobs/${jobId}`, headers })).json();
    }
    assert.equal(status.status, 'failed', JSON.stringify(status));
    assert.equal(status.failure.attempts, MAX_CHUNK_ATTEMPTS);
    assert.ok([1, 2].includes(status.failure.chunk));
    assert.match(status.failure.reason, new RegExp(`^Chunk ${status.failure.chunk} of 2 failed on each of its ${MAX_CHUNK_ATTEMPTS} attempts`));
    assert.doesNotMatch(status.failure.reason, /postal reference unreadable/, 'no internal detail in the answer');
    assert.ok(!Number.isNaN(Date.parse(status.failure.failedAt)));
    const attempts = await database.query('SELECT seq, attempts, last_error FROM bulk_jobs.chunks WHERE job_id = $1 ORDER BY seq', [jobId]);
    const failed = attempts.rows[status.failure.chunk - 1];
    assert.equal(failed.attempts, MAX_CHUNK_ATTEMPTS);
    assert.match(failed.last_error, /postal reference unreadable/, 'the operator sees the cause');

    const result = await t.app.inject({ method: 'GET', url: `${BASE}/jobs/${jobId}/result`, headers });
    assert.equal(result.statusCode, 409);
    assert.match(result.json().message, /failed/);
    // Once failed, it stays failed: the other chunk, handed out again after its retry delay, is not attempted.
    const attemptsMade = async () => (await database.query('SELECT sum(attempts)::int AS n FROM bulk_jobs.chunks WHERE job_id = $1', [jobId])).rows[0].n as number;
    const atFailure = await attemptsMade();
    await sleep(2500);
    assert.equal(await attemptsMade(), atFailure);
    assert.equal((await t.app.inject({ method: 'GET', url: `${BASE}/jobs/${jobId}`, headers })).json().status, 'failed');
  } finally {
    await t.close();
    await shared.close();
    await database.drop();
  }
});

test('a chunk whose attempts all stopped unfinished (crashes, time limit) fails its job on the next hand-out', async () => {
  const database = await freshJobDatabase();
  const shared = await openDatabase({ dataDir: ':memory:' });
  // The job and its queue entry as instances that died mid-chunk leave them: every attempt counted, none finished.
  const store = await openJobStore(database.url);
  const jobId = randomUUID();
  const t = await buildTestApp({ database: shared, env: { DATABASE_URL: database.url } });
  const { default: PgBoss } = await import('pg-boss');
  const boss = new PgBoss({ connectionString: database.url, schema: 'bulk_jobs_queue' });
  try {
    const { accountId } = await createCredentials(t.app, 'live');
    await store.create({ id: jobId, accountId, environment: 'live', format: 'csv', options: { run: {}, csv: { columns: [] } } }, ['line1;country\nFriedrichstr. 43;DE\n']);
    await database.query('UPDATE bulk_jobs.chunks SET attempts = $1 WHERE job_id = $2', [MAX_CHUNK_ATTEMPTS, jobId]);
    await boss.start();
    await boss.send(CHUNK_QUEUE, { jobId, seq: 0 });
    let row: { failure: { chunk: number; attempts: number; reason: string } | null; done_at: Date | null } | undefined;
    for (let i = 0; i < 600 && !row?.failure; i++) {
      await sleep(100);
      row = (await database.query('SELECT j.failure, c.done_at FROM bulk_jobs.jobs j JOIN bulk_jobs.chunks c ON c.job_id = j.id WHERE j.id = $1', [jobId])).rows[0];
    }
    assert.ok(row?.failure, 'the job failed');
    assert.equal(row.failure.chunk, 1);
    assert.equal(row.failure.attempts, MAX_CHUNK_ATTEMPTS);
    assert.match(row.failure.reason, new RegExp(`^Chunk 1 of 1 was not finished in ${MAX_CHUNK_ATTEMPTS} attempts: the instance working on it stopped`));
    assert.equal(row.done_at, null, 'the chunk was not processed a sixth time');
  } finally {
    await boss.stop({ graceful: false, wait: true }).catch(() => undefined);
    await t.close();
    await store.close();
    await shared.close();
    await database.drop();
  }
});
