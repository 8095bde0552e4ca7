// Two factors on every base route (contract section 2), over HTTP: each 401 case one by one,
// rotation with and without grace, a revoked key refused on the very next call, lastUsedAt.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, type TestApp } from '../helpers/testApp';
import { createCredentials } from '../helpers/credentials';
import { AUTH_MESSAGES } from '../../src/accounts/twoFactor';

const LIVE = '/party-address/v4';
const SANDBOX = '/sandbox/party-address/v4';
const ADDRESS = { postalAddress: { streetName: 'Musterstrasse', buildingNumber: '12', postCode: '10115', townName: 'Berlin', country: 'DE' } };

let now = new Date('2026-03-02T09:00:00Z');
let testApp: TestApp;
let app: FastifyInstance;

async function process(base: string, headers: Record<string, string>) {
  return app.inject({ method: 'POST', url: `${base}/process-party-address`, headers, payload: ADDRESS });
}

function assert401(response: Awaited<ReturnType<typeof process>>, message: string): void {
  assert.equal(response.statusCode, 401, response.body);
  assert.equal(response.headers['www-authenticate'], 'Bearer');
  const body = response.json();
  assert.equal(body.code, 401);
  assert.equal(body.message, message);
  assert.equal(body.requestId, response.headers['x-request-id']);
}

/** Session, application and a live key of a fresh account, for the key-management cases. */
async function developer(email: string) {
  const password = 'a password of twelve+';
  await app.inject({ method: 'POST', url: '/developer/v1/accounts', payload: { email, password } });
  const session = (await app.inject({ method: 'POST', url: '/developer/v1/sessions', payload: { email, password } })).json();
  const headers = { authorization: `Bearer ${session.sessionToken}` };
  const application = (await app.inject({ method: 'POST', url: '/developer/v1/applications', headers, payload: { name: 'billing' } })).json();
  const token = await app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `grant_type=client_credentials&client_id=${application.clientId}&client_secret=${application.clientSecret}`,
  });
  const live = (await app.inject({ method: 'POST', url: `/developer/v1/applications/${application.applicationId}/live-keys`, headers })).json();
  return { session: headers, application, accessToken: token.json().access_token as string, live };
}

describe('two factors on the base routes', () => {
  before(async () => {
    testApp = await buildTestApp({ clock: () => now });
    app = testApp.app;
  });
  after(async () => testApp.close());

  test('live credentials on the production base and sandbox credentials on the sandbox base: 200', async () => {
    const live = await createCredentials(app, 'live');
    const sandbox = await createCredentials(app, 'sandbox');
    assert.match(live.apiKey!, /^pas_live_/);
    assert.match(sandbox.apiKey!, /^pas_test_/);
    assert.equal((await process(LIVE, live.headers)).statusCode, 200);
    assert.equal((await process(SANDBOX, sandbox.headers)).statusCode, 200);
    const reasonCodes = await app.inject({ method: 'GET', url: `${SANDBOX}/reason-codes`, headers: sandbox.headers });
    assert.equal(reasonCodes.statusCode, 200);
  });

  test('every base route refuses a call without credentials', async () => {
    for (const [method, path] of [['POST', '/process-party-address'], ['POST', '/check-party-address'], ['POST', '/r-transaction-message-party-addresses'], ['GET', '/reason-codes']] as const) {
      for (const base of [LIVE, SANDBOX]) {
        const response = await app.inject({ method, url: `${base}${path}`, payload: method === 'POST' ? ADDRESS : undefined });
        assert401(response, AUTH_MESSAGES.bothMissing);
      }
    }
  });

  test('401: bearer token missing', async () => {
    const { headers } = await createCredentials(app, 'live');
    assert401(await process(LIVE, { 'x-api-key': headers['x-api-key']! }), AUTH_MESSAGES.tokenMissing);
  });

  test('401: API key missing', async () => {
    const { headers } = await createCredentials(app, 'live');
    assert401(await process(LIVE, { authorization: headers.authorization! }), AUTH_MESSAGES.keyMissing);
  });

  test('401: token invalid (tampered signature, garbage, wrong scheme)', async () => {
    const { headers, accessToken } = await createCredentials(app, 'live');
    const [head, payload] = accessToken!.split('.');
    const tampered = `${head}.${payload}.${'A'.repeat(86)}`;
    assert401(await process(LIVE, { ...headers, authorization: `Bearer ${tampered}` }), AUTH_MESSAGES.tokenInvalid);
    assert401(await process(LIVE, { ...headers, authorization: 'Bearer abc.def.ghi' }), AUTH_MESSAGES.tokenInvalid);
    // A payload re-signed by nobody: claims changed to another account.
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), acc: 'acc_someone' })).toString('base64url');
    assert401(await process(LIVE, { ...headers, authorization: `Bearer ${head}.${forged}.${accessToken!.split('.')[2]}` }), AUTH_MESSAGES.tokenInvalid);
  });

  test('401: token expired after 900 s', async () => {
    const { headers } = await createCredentials(app, 'live');
    assert.equal((await process(LIVE, headers)).statusCode, 200);
    const issued = now;
    now = new Date(issued.getTime() + 901_000);
    try {
      assert401(await process(LIVE, headers), AUTH_MESSAGES.tokenExpired);
    } finally {
      now = issued;
    }
  });

  test('401: unknown key, well-formed or not', async () => {
    const { headers } = await createCredentials(app, 'live');
    assert401(await process(LIVE, { ...headers, 'x-api-key': `pas_live_${'Z'.repeat(40)}` }), AUTH_MESSAGES.keyNotRecognised);
    assert401(await process(LIVE, { ...headers, 'x-api-key': 'not-a-key' }), AUTH_MESSAGES.keyNotRecognised);
  });

  test('401: key and token of different accounts, with the same message as an unknown key', async () => {
    const a = await createCredentials(app, 'live');
    const b = await createCredentials(app, 'live');
    const response = await process(LIVE, { authorization: a.headers.authorization!, 'x-api-key': b.apiKey! });
    assert401(response, AUTH_MESSAGES.keyNotRecognised);
  });

  test('401: another account’s revoked key still reads as unknown, not as revoked', async () => {
    const a = await createCredentials(app, 'live');
    const b = await developer('revoked-elsewhere@example.test');
    await app.inject({ method: 'DELETE', url: `/developer/v1/keys/${b.live.keyId}`, headers: b.session });
    assert401(await process(LIVE, { authorization: a.headers.authorization!, 'x-api-key': b.live.apiKey }), AUTH_MESSAGES.keyNotRecognised);
  });

  test('401: a test key on the production base', async () => {
    const { headers } = await createCredentials(app, 'sandbox');
    assert401(await process(LIVE, headers), AUTH_MESSAGES.sandboxKeyOnProduction);
  });

  test('401: a live key on the sandbox base', async () => {
    const { headers } = await createCredentials(app, 'live');
    assert401(await process(SANDBOX, headers), AUTH_MESSAGES.liveKeyOnSandbox);
  });

  test('401: a revoked key, refused on the very next call', async () => {
    const d = await developer('revoke@example.test');
    const headers = { authorization: `Bearer ${d.accessToken}`, 'x-api-key': d.live.apiKey };
    assert.equal((await process(LIVE, headers)).statusCode, 200);
    const revoke = await app.inject({ method: 'DELETE', url: `/developer/v1/keys/${d.live.keyId}`, headers: d.session });
    assert.equal(revoke.statusCode, 204);
    assert401(await process(LIVE, headers), AUTH_MESSAGES.keyRevoked);
    const listed = (await app.inject({ method: 'GET', url: '/developer/v1/applications', headers: d.session })).json();
    assert.equal(listed[0].keys.find((k: { keyId: string }) => k.keyId === d.live.keyId).status, 'revoked');
  });

  test('rotation without grace: the old key is refused at once, the new one works', async () => {
    const d = await developer('rotate-now@example.test');
    const old = { authorization: `Bearer ${d.accessToken}`, 'x-api-key': d.live.apiKey };
    assert.equal((await process(LIVE, old)).statusCode, 200);
    const rotated = await app.inject({ method: 'POST', url: `/developer/v1/keys/${d.live.keyId}/rotate`, headers: d.session });
    assert.equal(rotated.statusCode, 201);
    const replacement = rotated.json();
    assert.equal(replacement.environment, 'live');
    assert.match(replacement.apiKey, /^pas_live_[0-9A-Za-z]{32,}$/);
    assert401(await process(LIVE, old), AUTH_MESSAGES.keyRotated);
    assert.equal((await process(LIVE, { ...old, 'x-api-key': replacement.apiKey })).statusCode, 200);
  });

  test('rotation with grace: the old key works until the grace ends, then is refused', async () => {
    const d = await developer('rotate-grace@example.test');
    const old = { authorization: `Bearer ${d.accessToken}`, 'x-api-key': d.live.apiKey };
    const rotated = await app.inject({ method: 'POST', url: `/developer/v1/keys/${d.live.keyId}/rotate`, headers: d.session, payload: { graceSeconds: 300 } });
    assert.equal(rotated.statusCode, 201);
    const start = now;
    try {
      assert.equal((await process(LIVE, old)).statusCode, 200);
      now = new Date(start.getTime() + 299_000);
      assert.equal((await process(LIVE, old)).statusCode, 200);
      const listed = (await app.inject({ method: 'GET', url: '/developer/v1/applications', headers: d.session })).json();
      assert.equal(listed[0].keys.find((k: { keyId: string }) => k.keyId === d.live.keyId).status, 'rotating');
      now = new Date(start.getTime() + 300_000);
      assert401(await process(LIVE, old), AUTH_MESSAGES.keyRotated);
      assert.equal((await process(LIVE, { ...old, 'x-api-key': rotated.json().apiKey })).statusCode, 200);
    } finally {
      now = start;
    }
  });

  test('graceSeconds outside 0..86400 is a 400', async () => {
    const d = await developer('rotate-bad-grace@example.test');
    for (const graceSeconds of [-1, 86401, 'soon']) {
      const response = await app.inject({ method: 'POST', url: `/developer/v1/keys/${d.live.keyId}/rotate`, headers: d.session, payload: { graceSeconds } });
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().details[0].field, 'graceSeconds');
    }
  });

  test('a call records lastUsedAt off the request path', async () => {
    const d = await developer('last-used@example.test');
    await process(LIVE, { authorization: `Bearer ${d.accessToken}`, 'x-api-key': d.live.apiKey });
    await app.services.credentials.keyUsage.flush();
    const listed = (await app.inject({ method: 'GET', url: '/developer/v1/applications', headers: d.session })).json();
    const key = listed[0].keys.find((k: { keyId: string }) => k.keyId === d.live.keyId);
    assert.equal(key.lastUsedAt, now.toISOString());
    const sandboxKey = listed[0].keys.find((k: { environment: string }) => k.environment === 'sandbox');
    assert.equal(sandboxKey.lastUsedAt, null);
  });

  test('credentials are checked before the body is read: a 401 even for an unparseable body', async () => {
    const response = await app.inject({ method: 'POST', url: `${LIVE}/process-party-address`, headers: { 'content-type': 'application/json' }, payload: '{not json' });
    assert401(response, AUTH_MESSAGES.bothMissing);
  });
});
