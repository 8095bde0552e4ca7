// Route schemas are compiled on first use or by app.compileSchemas() once the service listens
// (issue 16), once per distinct schema. Whichever way a validator or serializer came to be, the
// answers are the ones Fastify's own compilers give: same statuses, same bodies, same errors.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Ajv } from 'ajv';
import { buildTestApp, type TestApp } from '../helpers/testApp';
import { createCredentials } from '../helpers/credentials';
import { schemaCompilation } from '../../src/http/schemaCompilation';

let warmed: TestApp;
let lazy: TestApp;
before(async () => {
  [warmed, lazy] = await Promise.all([buildTestApp(), buildTestApp()]);
  await warmed.app.compileSchemas();
});
after(async () => {
  await warmed.close();
  await lazy.close();
});

/** Ids and times differ from one call to the next; everything else must not. */
function comparable(body: string): string {
  return body
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>')
    .replace(/"processingTimeMs":\d+/g, '"processingTimeMs":<ms>')
    .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g, '<time>')
    .replace(/"(accountId|applicationId|keyId|apiKey|sessionToken|accessToken|access_token|secret|clientSecret)":"[^"]*"/g, '"$1":"<id>"');
}

test('a warmed app and one that compiles on first use answer alike, valid and invalid requests', async () => {
  const answers: string[][] = [];
  for (const t of [warmed, lazy]) {
    const { headers } = await createCredentials(t.app, 'live');
    const json = { ...headers, 'content-type': 'application/json' };
    const calls = [
      { method: 'GET' as const, url: '/healthz' },
      { method: 'HEAD' as const, url: '/healthz' },
      { method: 'GET' as const, url: '/readyz' },
      { method: 'POST' as const, url: '/party-address/v4/process-party-address', headers: json, payload: { postalAddress: { addressLine: ['Friedrichstr. 43', '10117 Berlin'], country: 'DE' } } },
      { method: 'POST' as const, url: '/party-address/v4/process-party-address', headers: { ...json, 'x-request-id': 'not-a-uuid' }, payload: { postalAddress: { country: 'DE' } } },
      { method: 'POST' as const, url: '/party-address/v4/check-party-address', headers: json, payload: { postalAddress: { townName: 'x'.repeat(36), country: 'FR' } } },
      { method: 'POST' as const, url: '/party-address/v4/process-party-addresses', headers: json, payload: { requests: 'none' } },
      { method: 'POST' as const, url: '/developer/v1/accounts', headers: { 'content-type': 'application/json' }, payload: { email: 'not an email' } },
      { method: 'GET' as const, url: '/party-address/v4/channel-profiles/no-such-profile', headers },
      { method: 'GET' as const, url: '/party-address/v4/reason-codes', headers },
    ];
    const got: string[] = [];
    for (const call of calls) {
      const response = await t.app.inject({ ...call, payload: call.payload === undefined ? undefined : JSON.stringify(call.payload) });
      got.push(`${call.method} ${call.url} ${response.statusCode} ${response.headers['content-type']} ${comparable(response.body)}`);
    }
    answers.push(got);
  }
  assert.deepEqual(answers[1], answers[0]);
  assert.ok(answers[0]!.some((a) => a.includes(' 400 ')), 'the invalid requests are refused');
});

test('a deferred validator reports the errors of the validator Ajv compiles', () => {
  const schema = { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 3 }, n: { type: 'integer' } }, additionalProperties: false };
  const compilation = schemaCompilation();
  const ajv = new Ajv({ allErrors: true });
  compilation.onCreateAjv(ajv);
  const deferred = ajv.compile(schema);
  const same = ajv.compile(structuredClone(schema));
  const stock = new Ajv({ allErrors: true }).compile(schema);
  for (const data of [{ name: 'abc' }, { name: 'abcd', n: 1.5, extra: true }, {}, null]) {
    assert.equal(deferred(data), stock(data));
    assert.deepEqual(deferred.errors, stock.errors);
    assert.equal(same(data), stock(data));
    assert.deepEqual(same.errors, stock.errors);
  }
  assert.ok(deferred.schemaEnv);
});

test('compileAll compiles what no call has needed, and a compiled schema is not compiled again', async () => {
  const compilation = schemaCompilation();
  const ajv = new Ajv();
  let compiles = 0;
  const original = ajv.compile.bind(ajv);
  (ajv as { compile: unknown }).compile = (schema: object) => {
    compiles++;
    return original(schema);
  };
  compilation.onCreateAjv(ajv);
  const first = ajv.compile({ type: 'string' });
  ajv.compile({ type: 'string' });
  ajv.compile({ type: 'number' });
  assert.equal(compiles, 0, 'nothing compiled before use');
  assert.equal(first('x'), true);
  assert.equal(compiles, 1);
  await compilation.compileAll();
  assert.equal(compiles, 2, 'the equal schema shares the first compile; the other is compiled');
});
