// The JSON form of POST /jobs is read by its own body reader (content to a file as it arrives,
// src/http/codec/spooledJsonBody.ts): every answer about the body stays what the other routes
// give. Embedded mode is enough here: the body is read and checked before the route answers 501.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { buildTestApp, type TestApp } from '../helpers/testApp';
import { createCredentials } from '../helpers/credentials';
import { JOB_BODY_LIMIT } from '../../src/http/routes/jobs';

const URL = '/party-address/v4/jobs';
let t: TestApp;
let headers: Record<string, string>;

before(async () => {
  t = await buildTestApp();
  headers = { ...(await createCredentials(t.app, 'live')).headers, 'content-type': 'application/json' };
});
after(() => t.close());

const post = (payload: string, extra: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: URL, headers: { ...headers, ...extra }, payload });
const spooledFiles = () => readdirSync(tmpdir()).filter((name) => name.startsWith('party-address-body-'));

describe('POST /jobs, JSON form', () => {
  test('a valid body is read whatever the order of its members or the spelling of its keys (501: embedded mode)', async () => {
    for (const body of ['{"content":"a,b\\n1,2\\n","chunkRecords":10}', '{"chunkRecords":10,"options":{"scheme":"SCT"},"content":"a,b\\n"}', '{"\\u0063ontent":"a,b\\n"}']) {
      const res = await post(body);
      assert.equal(res.statusCode, 501, `${body}: ${res.body}`);
    }
  });

  test('what is not JSON, inside the content or around it, is the same 400 as on every route', async () => {
    for (const body of ['{"content":"a\\qb"}', '{"content":"line\nbreak"}', '{"content":"never closed', '{"content":"a",}', '{"content" "a"}']) {
      const res = await post(body);
      assert.equal(res.statusCode, 400, body);
      assert.equal(res.json().message, 'Request body is not valid JSON', body);
    }
    const empty = await post('');
    assert.equal(empty.statusCode, 400);
    assert.equal(empty.json().message, 'Request body is empty');
  });

  test('the schema, nesting, duplicate-key and prototype checks answer as before', async () => {
    const emptyContent = await post('{"content":""}');
    assert.equal(emptyContent.statusCode, 400);
    assert.deepEqual(emptyContent.json().details.map((d: { field: string }) => d.field), ['content']);
    const notString = await post('{"content":5}');
    assert.equal(notString.statusCode, 400);
    assert.deepEqual(notString.json().details.map((d: { field: string }) => d.field), ['content']);
    const unknown = await post('{"content":"a,b\\n","extra":1}');
    assert.equal(unknown.statusCode, 400);
    const twice = await post('{"content":"a,b\\n","content":"c,d\\n"}');
    assert.equal(twice.statusCode, 400);
    assert.match(twice.json().message, /key "content" more than once/);
    const deep = await post(`{"content":"a","options":${'['.repeat(40)}${']'.repeat(40)}}`);
    assert.equal(deep.statusCode, 400);
    assert.match(deep.json().message, /nesting deeper/);
    const poisoned = await post('{"content":"a","__proto__":{"x":1}}');
    assert.equal(poisoned.statusCode, 400);
  });

  test('a body over the limit is 413, declared or not', async () => {
    const declared = await t.app.inject({ method: 'POST', url: URL, headers: { ...headers, 'content-length': String(JOB_BODY_LIMIT + 1) }, payload: '{"content":"a"}' });
    assert.equal(declared.statusCode, 413);
    const sent = await post(`{"content":"${'a'.repeat(JOB_BODY_LIMIT)}"}`);
    assert.equal(sent.statusCode, 413);
    assert.match(sent.json().message, /larger than the limit of 67108864 bytes/);
  });

  test('Idempotency-Key tells two contents apart; the same body replays', async () => {
    const key = { 'idempotency-key': `jobs-${Date.now()}` };
    // chunkRecords below the minimum: a schema 400, which is stored for the key.
    const first = await post('{"content":"a,b\\n1,2\\n","chunkRecords":5}', key);
    assert.equal(first.statusCode, 400);
    const replay = await post('{"content":"a,b\\n1,2\\n","chunkRecords":5}', key);
    assert.equal(replay.statusCode, 400);
    assert.equal(replay.headers['idempotent-replayed'], 'true');
    const other = await post('{"content":"a,b\\n1,3\\n","chunkRecords":5}', key);
    assert.equal(other.statusCode, 422);
  });

  test('no spooled content is left behind, whatever the answer', async () => {
    const before = new Set(spooledFiles());
    await post('{"content":"a,b\\n"}');
    await post('{"content":"a,b\\n","extra":1}');
    await post('{"content":"a\\qb"}');
    // Removal follows the answer's 'close': give it a turn.
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(spooledFiles().filter((name) => !before.has(name)), []);
  });
});
