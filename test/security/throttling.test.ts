// OWASP API2 (broken authentication) and API4, issue 11 findings 3 and 4: failed authentication
// is throttled per client address (429 with Retry-After) and counted in metrics instead of one
// audit row each; sign-in is throttled per address and per account with growing waits, sign-up
// per address. Small policies by env, so each test needs only a handful of requests.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../helpers/testApp';
import { createCredentials, type TestCredentials } from '../helpers/credentials';

const EP01 = '/party-address/v4/process-party-address';
const BODY = { postalAddress: { streetName: 'Hauptstrasse', buildingNumber: '1', postCode: '10115', townName: 'Berlin', country: 'DE' } };

describe('failed authentication', () => {
  let t: TestApp;
  let creds: TestCredentials;
  before(async () => {
    t = await buildTestApp({ env: { AUTH_FAILURE_BURST: '5', AUTH_FAILURE_PER_SECOND: '0.01' } });
    creds = await createCredentials(t.app, 'live');
  });
  after(() => t.close());

  test('past the policy of an address, refused credentials get 429 with Retry-After; another address is unaffected', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 8; i++) {
      last = await t.app.inject({ method: 'POST', url: EP01, payload: BODY, remoteAddress: '203.0.113.7', headers: { authorization: 'Bearer nope', 'x-api-key': `pas_live_${'x'.repeat(40)}` } });
      statuses.push(last.statusCode);
    }
    assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429, 429, 429]);
    assert.ok(Number(last!.headers['retry-after']) >= 1);
    assert.equal(last!.json().code, 429);
    const other = await t.app.inject({ method: 'POST', url: EP01, payload: BODY, remoteAddress: '203.0.113.8' });
    assert.equal(other.statusCode, 401);
    // Wrong session tokens and wrong client secrets count against the same address.
    const session = await t.app.inject({ method: 'GET', url: '/developer/v1/applications', remoteAddress: '203.0.113.7', headers: { authorization: 'Bearer ses_x' } });
    assert.equal(session.statusCode, 429);
    const token = await t.app.inject({ method: 'POST', url: '/oauth/token', remoteAddress: '203.0.113.7', payload: 'grant_type=client_credentials&client_id=cli_x&client_secret=y', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    assert.equal(token.statusCode, 429);
  });

  test('401s are counted in metrics and written to no audit row', async () => {
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'POST', url: EP01, payload: BODY, remoteAddress: '198.51.100.9' });
    const served = await t.app.inject({ method: 'POST', url: EP01, payload: BODY, headers: creds.headers });
    assert.equal(served.statusCode, 200);
    // Reading the trail drains the queue: every row written by now belongs to a real account.
    const page = await t.app.inject({ method: 'GET', url: '/party-address/v4/audit-events', headers: creds.headers });
    assert.equal(page.statusCode, 200);
    const rows = await t.database.db.selectFrom('audit_events').select(['account_id']).execute();
    assert.ok(rows.length >= 1);
    assert.ok(rows.every((r) => r.account_id === creds.accountId), JSON.stringify(rows));
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    const refused = /auth_failures_total\{surface="base",outcome="refused"\} (\d+)/.exec(metrics.body);
    const throttled = /auth_failures_total\{surface="base",outcome="throttled"\} (\d+)/.exec(metrics.body);
    assert.ok(refused && Number(refused[1]) >= 9, metrics.body.slice(0, 0));
    assert.ok(throttled && Number(throttled[1]) >= 3);
  });
});

describe('sign-in and sign-up', () => {
  let t: TestApp;
  let now = Date.parse('2026-06-01T10:00:00Z');
  before(async () => {
    t = await buildTestApp({
      clock: () => new Date(now),
      env: { SIGN_IN_ACCOUNT_BURST: '3', SIGN_IN_ACCOUNT_PER_SECOND: '1', SIGN_IN_ADDRESS_BURST: '6', SIGN_IN_ADDRESS_PER_SECOND: '0.01', SIGN_UP_BURST: '3', SIGN_UP_PER_SECOND: '0.001' },
    });
  });
  after(() => t.close());

  const signIn = (email: string, password: string, remoteAddress: string) => t.app.inject({ method: 'POST', url: '/developer/v1/sessions', payload: { email, password }, remoteAddress });
  const signUp = (email: string, remoteAddress: string) => t.app.inject({ method: 'POST', url: '/developer/v1/accounts', payload: { email, password: 'the right password' }, remoteAddress });

  test('sign-in per account: past the policy even the right password gets 429, and the wait grows', async () => {
    assert.equal((await signUp('victim@example.test', '192.0.2.1')).statusCode, 201);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await signIn('victim@example.test', 'a wrong password', `192.0.2.${10 + i}`)).statusCode);
    const right = await signIn('Victim@example.test', 'the right password', '192.0.2.20');
    assert.deepEqual([...statuses, right.statusCode], [401, 401, 401, 429]);
    const firstWait = Number(right.headers['retry-after']);
    assert.ok(firstWait >= 1);
    // Keep trying as soon as allowed: the slower bucket (4 x burst) empties and the wait grows.
    let wait = firstWait;
    for (let i = 0; i < 20 && wait <= firstWait; i++) {
      now += wait * 1000;
      const res = await signIn('victim@example.test', 'a wrong password', `192.0.2.${30 + i}`);
      wait = res.statusCode === 429 ? Number(res.headers['retry-after']) : firstWait;
    }
    assert.ok(wait > firstWait, `wait stayed at ${wait} s`);
  });

  test('sign-in per address: many accounts from one address get 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await signIn(`nobody${i}@example.test`, 'a wrong password', '198.51.100.50')).statusCode);
    assert.deepEqual(statuses, [401, 401, 401, 401, 401, 401, 429, 429]);
  });

  test('sign-up per address: past the policy, 429 with Retry-After', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 5; i++) {
      last = await signUp(`new${i}@example.test`, '198.51.100.60');
      statuses.push(last.statusCode);
    }
    assert.deepEqual(statuses, [201, 201, 201, 429, 429]);
    assert.ok(Number(last!.headers['retry-after']) >= 1);
    assert.equal((await signUp('elsewhere@example.test', '198.51.100.61')).statusCode, 201);
  });
});
