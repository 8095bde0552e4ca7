// OWASP API4 and API6 (unrestricted access to sensitive business flows), issue 11 finding 6:
// creating applications and live keys is bounded per account, so making keys is no way around the
// per-key rate limit. Past a quota: 409 ErrorResponse naming it (contract section 11).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../helpers/testApp';
import { loadConfig } from '../../src/config';

let t: TestApp;
let session: Record<string, string>;
before(async () => {
  t = await buildTestApp({ env: { QUOTA_APPLICATIONS_PER_ACCOUNT: '3', QUOTA_LIVE_KEYS_PER_APPLICATION: '2' } });
  const credentials = { email: 'quota@example.test', password: 'long enough password' };
  assert.equal((await t.app.inject({ method: 'POST', url: '/developer/v1/accounts', payload: credentials })).statusCode, 201);
  const signIn = await t.app.inject({ method: 'POST', url: '/developer/v1/sessions', payload: credentials });
  session = { authorization: `Bearer ${signIn.json().sessionToken}` };
});
after(() => t.close());

test('the defaults are 20 applications per account and 10 active live keys per application', () => {
  assert.deepEqual(loadConfig({}).quotas, { applicationsPerAccount: 20, liveKeysPerApplication: 10 });
});

test('applications per account: past the quota, 409 naming it', async () => {
  const statuses: number[] = [];
  let last;
  for (let i = 0; i < 5; i++) {
    last = await t.app.inject({ method: 'POST', url: '/developer/v1/applications', payload: { name: `app ${i}` }, headers: session });
    statuses.push(last.statusCode);
  }
  assert.deepEqual(statuses, [201, 201, 201, 409, 409]);
  assert.equal(last!.json().code, 409);
  assert.match(last!.json().message, /Quota reached: at most 3 applications per account/);
});

test('active live keys per application: past the quota 409; a revoked key frees its place', async () => {
  const list = await t.app.inject({ method: 'GET', url: '/developer/v1/applications', headers: session });
  const applicationId = list.json()[0].applicationId as string;
  const url = `/developer/v1/applications/${applicationId}/live-keys`;
  const keys = [];
  for (let i = 0; i < 2; i++) {
    const res = await t.app.inject({ method: 'POST', url, headers: session });
    assert.equal(res.statusCode, 201);
    keys.push(res.json().keyId as string);
  }
  const over = await t.app.inject({ method: 'POST', url, headers: session });
  assert.equal(over.statusCode, 409);
  assert.match(over.json().message, /at most 2 active live keys per application/);
  // Rotation replaces a key without adding one.
  const rotated = await t.app.inject({ method: 'POST', url: `/developer/v1/keys/${keys[0]}/rotate`, headers: session });
  assert.equal(rotated.statusCode, 201);
  assert.equal((await t.app.inject({ method: 'DELETE', url: `/developer/v1/keys/${keys[1]}`, headers: session })).statusCode, 204);
  assert.equal((await t.app.inject({ method: 'POST', url, headers: session })).statusCode, 201);
});
