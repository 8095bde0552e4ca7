// Jobs through the pg-boss queue on a PostgreSQL database of this run's own: a CSV of 600 records
// in chunks of 50 worked on by instance A, A stopped mid-job, instance B started afterwards
// finishes it; status, progress and the result in order with nothing lost. Embedded mode: 501.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { buildTestApp, type TestApp } from '../helpers/testApp';
import { createCredentials } from '../helpers/credentials';
import { openDatabase, type OpenedDatabase } from '../../src/storage/database';
import { evalAddresses } from './evalAddresses';
import { parse } from 'csv-parse/sync';
import { CSV_RESULT_COLUMNS } from '../../src/bulk/csvSource';

const BASE = '/party-address/v4';
const ADMIN = 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `jobs_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
const databaseUrl = `postgres://postgres@127.0.0.1:5432/${dbName}`;
let shared: OpenedDatabase;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

before(async () => {
  await admin(`CREATE DATABASE ${dbName}`);
  // One credentials store for both instances, as behind one load balancer.
  shared = await openDatabase({ dataDir: ':memory:' });
});
after(async () => {
  await shared.close();
  await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('jobs over the queue', () => {
  test('a job survives the stop of the instance working on it; another instance finishes it', async () => {
    const addresses = evalAddresses();
    const rows = Array.from({ length: 600 }, (_, i) => {
      const a = addresses[(i * 11) % addresses.length]!;
      return `R${i};"${a.lines.join(', ').replace(/"/g, '""')}";${a.country}`;
    });
    const content = `ref;address;country\n${rows.join('\n')}\n`;
    const env = { DATABASE_URL: databaseUrl, RATE_LIMIT_LIVE_BURST: '10000' };
    const a: TestApp = await buildTestApp({ database: shared, env });
    let b: TestApp | undefined;
    try {
      const { headers } = await createCredentials(a.app, 'live');
      const created = await a.app.inject({ method: 'POST', url: `${BASE}/jobs`, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify({ content, chunkRecords: 50, csv: { columns: ['addressLine=address', 'country=country'] } }) });
      assert.equal(created.statusCode, 202, created.body);
      const job = created.json();
      assert.equal(job.totalChunks, 12);
      assert.equal(job.format, 'csv');
      assert.match(created.headers.location as string, new RegExp(`/jobs/${job.jobId}$`));

      const statusOn = async (t: TestApp) => (await t.app.inject({ method: 'GET', url: `${BASE}/jobs/${job.jobId}`, headers })).json();
      // Instance A works until at least one chunk is done, then stops (as on SIGTERM).
      for (let i = 0; i < 600 && (await statusOn(a)).completedChunks === 0; i++) await sleep(100);
      const early = await a.app.inject({ method: 'GET', url: `${BASE}/jobs/${job.jobId}/result`, headers });
      const atStop = await statusOn(a);
      assert.ok(atStop.completedChunks >= 1);
      if (atStop.status !== 'completed') assert.equal(early.statusCode, 409);
      await a.close();

      // Instance B, started after A stopped, finishes the job from the shared queue.
      b = await buildTestApp({ database: shared, env });
      let status = await statusOn(b);
      for (let i = 0; i < 1200 && status.status !== 'completed'; i++) {
        await sleep(100);
        status = await statusOn(b);
      }
      assert.equal(status.status, 'completed');
      assert.equal(status.completedChunks, 12);
      assert.equal(status.progress, 1);
      assert.equal(status.counts.records + status.counts.bad, 600);

      const result = await b.app.inject({ method: 'GET', url: `${BASE}/jobs/${job.jobId}/result`, headers });
      assert.equal(result.statusCode, 200);
      assert.match(result.headers['content-type'] as string, /^text\/csv/);
      const out = parse(result.body, { delimiter: ';' }) as string[][];
      // The input's columns, then the result columns once (each chunk was cut with the input's own header row).
      assert.deepEqual(out[0], ['ref', 'address', 'country', ...CSV_RESULT_COLUMNS]);
      assert.ok(out.slice(1).every((row) => row.length === out[0]!.length && row[3] !== ''), 'every row has its decision in the decision column');
      const rejects = await b.app.inject({ method: 'GET', url: `${BASE}/jobs/${job.jobId}/result?file=rejects`, headers });
      assert.equal(rejects.statusCode, 200);
      const rejectRows = parse(rejects.body, { columns: true }) as Array<Record<string, string>>;
      assert.equal(rejectRows.filter((r) => r.kind === 'REJECT').length, status.counts.rejected);
      // Nothing lost: every record is in the output, in input order, or (an AdrLine over 70
      // characters does not fit the request schema) in the reject file as INVALID, unchanged.
      const invalid = new Set(rejectRows.filter((r) => r.kind === 'INVALID').map((r) => r.input));
      assert.equal(invalid.size, status.counts.bad);
      assert.deepEqual(out.slice(1).map((r) => r[0]), rows.flatMap((row, i) => (invalid.has(row) ? [] : [`R${i}`])));
      assert.ok(rejectRows.some((r) => /^chunk \d+, line \d+$/.test(r.position ?? '')), 'positions name the chunk');

      // Another account does not see the job.
      const other = await createCredentials(b.app, 'live');
      assert.equal((await b.app.inject({ method: 'GET', url: `${BASE}/jobs/${job.jobId}`, headers: other.headers })).statusCode, 404);
    } finally {
      await a.close().catch(() => undefined);
      await b?.close();
    }
  });
});

describe('jobs in embedded mode', () => {
  test('501 with an ErrorResponse saying what is needed', async () => {
    const t = await buildTestApp();
    try {
      const { headers } = await createCredentials(t.app, 'live');
      const res = await t.app.inject({ method: 'POST', url: `${BASE}/jobs`, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify({ content: 'a,b\n' }) });
      assert.equal(res.statusCode, 501);
      assert.match(res.json().message, /DATABASE_URL/);
      assert.equal((await t.app.inject({ method: 'GET', url: `${BASE}/jobs/${randomUUID()}`, headers })).statusCode, 501);
    } finally {
      await t.close();
    }
  });
});

describe('large job files: XML one read at a time per process, JSON never held back', () => {
  test('a second large XML upload while one is being read gets 503 with Retry-After before its body is read; a large JSON upload meanwhile is read; the slot frees when the first goes', async () => {
    const { request } = await import('node:http');
    const { LARGE_SUBMISSION_BYTES } = await import('../../src/http/routes/jobs');
    const t = await buildTestApp();
    try {
      const { headers } = await createCredentials(t.app, 'live');
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = new URL(address);
      const size = LARGE_SUBMISSION_BYTES + 1024;
      const open = (type: string): { req: ReturnType<typeof request>; answer: Promise<{ status: number; retryAfter?: string; body: string }> } => {
        const req = request({ host: '127.0.0.1', port, method: 'POST', path: `${BASE}/jobs`, headers: { ...headers, 'content-type': type, 'content-length': String(size) } });
        const answer = new Promise<{ status: number; retryAfter?: string; body: string }>((resolve, reject) => {
          req.on('response', (res) => {
            let body = '';
            res.on('data', (c) => (body += c));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] as string | undefined, body }));
          });
          req.on('error', reject);
        });
        return { req, answer };
      };
      const xmlBody = (): string => {
        const head = '<JobRequest><content>';
        const tail = '</content></JobRequest>';
        return `${head}${'a'.repeat(size - head.length - tail.length)}${tail}`;
      };
      // The first large XML upload starts and stays open, half sent.
      const first = open('application/xml');
      first.answer.catch(() => undefined);
      first.req.write('<JobRequest><content>');
      await sleep(300);
      const second = open('application/xml');
      second.req.write('<JobRequest><content>');
      const refused = await second.answer;
      assert.equal(refused.status, 503);
      assert.equal(refused.retryAfter, '10');
      assert.match(refused.body, /large XML job file/);
      second.req.destroy();
      // A large JSON upload is read meanwhile (and answered as embedded mode answers jobs).
      const json = open('application/json');
      json.req.end(`{"content":"${'a'.repeat(size - 14)}"}`);
      assert.equal((await json.answer).status, 501);
      // The first goes away: the next large XML upload is read.
      first.req.destroy();
      await sleep(300);
      const third = open('application/xml');
      third.req.end(xmlBody());
      assert.equal((await third.answer).status, 501);
      // A small submission is never held back.
      const small = await t.app.inject({ method: 'POST', url: `${BASE}/jobs`, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify({ content: 'a,b\n' }) });
      assert.equal(small.statusCode, 501);
    } finally {
      await t.close();
    }
  });
});
