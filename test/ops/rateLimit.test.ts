// Rate limits: the token bucket itself, and over HTTP a burst past the limit getting 429 with an
// honest Retry-After (a retry after that many seconds succeeds), RateLimit headers on every answer.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../helpers/testApp';
import { createCredentials } from '../helpers/credentials';
import { takeToken, type BucketState } from '../../src/ratelimit/tokenBucket';
import { loadConfig } from '../../src/config';

const LIVE = '/party-address/v4';
const SANDBOX = '/sandbox/party-address/v4';
const REQUEST = { postalAddress: { streetName: 'Friedrichstraße', buildingNumber: '43', postCode: '10117', townName: 'Berlin', country: 'DE' } };

describe('token bucket', () => {
  test('a full bucket allows `burst` requests at one instant, then refuses with the wait for one token', () => {
    const policy = { ratePerSecond: 4, burst: 3 };
    let state: BucketState | undefined;
    const remaining: number[] = [];
    for (let i = 0; i < 3; i++) {
      const result = takeToken(state, policy, 1_000);
      assert.equal(result.allowed, true);
      remaining.push(result.remaining);
      state = result.state;
    }
    assert.deepEqual(remaining, [2, 1, 0]);
    const refused = takeToken(state, policy, 1_000);
    assert.equal(refused.allowed, false);
    assert.equal(refused.retryAfterSeconds, 1, 'a quarter second rounds up to the minimum of 1');
    assert.equal(takeToken(refused.state, policy, 1_249).allowed, false);
    assert.equal(takeToken(refused.state, policy, 1_250).allowed, true);
  });

  test('Retry-After is whole seconds rounded up, and waiting exactly that long finds a token', () => {
    const policy = { ratePerSecond: 0.4, burst: 1 };
    const first = takeToken(undefined, policy, 0);
    const refused = takeToken(first.state, policy, 100);
    assert.equal(refused.allowed, false);
    assert.equal(refused.retryAfterSeconds, 3, '(1 - 0.04) / 0.4 = 2.4 s, rounded up');
    assert.equal(takeToken(refused.state, policy, 100 + 2_000).allowed, false, 'two seconds are too few');
    assert.equal(takeToken(refused.state, policy, 100 + refused.retryAfterSeconds * 1000).allowed, true);
  });

  test('refills never exceed the burst, and Reset counts the seconds to a full bucket', () => {
    const policy = { ratePerSecond: 10, burst: 20 };
    const idle = takeToken({ tokens: 0, updatedAtMs: 0 }, policy, 3_600_000);
    assert.equal(idle.remaining, 19);
    const drained = takeToken({ tokens: 1, updatedAtMs: 0 }, policy, 0);
    assert.equal(drained.remaining, 0);
    assert.equal(drained.resetSeconds, 2, '20 tokens at 10/s');
  });

  test('defaults: live 100/s burst 200, sandbox 20/s burst 40; each configurable', () => {
    assert.deepEqual(loadConfig({}).rateLimits, { live: { ratePerSecond: 100, burst: 200 }, sandbox: { ratePerSecond: 20, burst: 40 } });
    const tuned = loadConfig({ RATE_LIMIT_LIVE_PER_SECOND: '5', RATE_LIMIT_LIVE_BURST: '7', RATE_LIMIT_SANDBOX_PER_SECOND: '0.5', RATE_LIMIT_SANDBOX_BURST: '2' });
    assert.deepEqual(tuned.rateLimits, { live: { ratePerSecond: 5, burst: 7 }, sandbox: { ratePerSecond: 0.5, burst: 2 } });
    assert.throws(() => loadConfig({ RATE_LIMIT_LIVE_BURST: '0' }), /RATE_LIMIT_LIVE_BURST/);
  });
});

describe('rate limit over HTTP', () => {
  let now = Date.parse('2026-06-01T10:00:00.000Z');
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ clock: () => new Date(now), env: { RATE_LIMIT_LIVE_PER_SECOND: '2', RATE_LIMIT_LIVE_BURST: '5', RATE_LIMIT_SANDBOX_PER_SECOND: '0.25', RATE_LIMIT_SANDBOX_BURST: '2' } });
  });
  after(() => t.close());

  const send = (base: string, headers: Record<string, string>, body: unknown = REQUEST) =>
    t.app.inject({ method: 'POST', url: `${base}/process-party-address`, headers: { ...headers, 'content-type': 'application/json' }, payload: body as object });

  test('a burst past the limit gets 429 with Retry-After; a retry after that many seconds succeeds', async () => {
    const { headers } = await createCredentials(t.app, 'live');
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await send(LIVE, headers));
    assert.deepEqual(answers.map((a) => a.statusCode), [200, 200, 200, 200, 200, 429, 429]);
    assert.deepEqual(answers.map((a) => a.headers['ratelimit-remaining']), ['4', '3', '2', '1', '0', '0', '0']);
    for (const answer of answers) assert.equal(answer.headers['ratelimit-limit'], '5');
    const refused = answers[5]!;
    assert.equal(refused.json().code, 429);
    assert.equal(refused.json().requestId, refused.headers['x-request-id']);
    const retryAfter = Number(refused.headers['retry-after']);
    assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1, `Retry-After ${refused.headers['retry-after']}`);
    now += retryAfter * 1000;
    const retried = await send(LIVE, headers);
    assert.equal(retried.statusCode, 200, retried.body);
    assert.equal(retried.headers['retry-after'], undefined);
  });

  test('Retry-After is honest at a slow rate: one second early is still refused', async () => {
    const { headers } = await createCredentials(t.app, 'sandbox');
    assert.equal((await send(SANDBOX, headers)).statusCode, 200);
    assert.equal((await send(SANDBOX, headers)).statusCode, 200);
    const refused = await send(SANDBOX, headers);
    assert.equal(refused.statusCode, 429);
    assert.equal(refused.headers['retry-after'], '4', 'one token at 0.25/s');
    assert.equal(refused.headers['ratelimit-limit'], '2');
    now += 3000;
    assert.equal((await send(SANDBOX, headers)).statusCode, 429);
    now += 1000;
    assert.equal((await send(SANDBOX, headers)).statusCode, 200);
  });

  test('each API key has its own bucket', async () => {
    const first = await createCredentials(t.app, 'live');
    const second = await createCredentials(t.app, 'live');
    for (let i = 0; i < 5; i++) assert.equal((await send(LIVE, first.headers)).statusCode, 200);
    assert.equal((await send(LIVE, first.headers)).statusCode, 429);
    const other = await send(LIVE, second.headers);
    assert.equal(other.statusCode, 200);
    assert.equal(other.headers['ratelimit-remaining'], '4');
  });

  test('every answer of a base route carries the RateLimit headers: 200, 400, 404, 422, 429 and the GET routes', async () => {
    now += 60_000;
    const { headers } = await createCredentials(t.app, 'live');
    const answers = [
      await send(LIVE, headers),
      await send(LIVE, headers, { postalAddress: { country: 'Germany' } }),
      await t.app.inject({ method: 'GET', url: `${LIVE}/channel-profiles/none`, headers }),
      await send(LIVE, headers, { ...REQUEST, channelName: 'unknown' }),
      await t.app.inject({ method: 'GET', url: `${LIVE}/reason-codes`, headers }),
      await t.app.inject({ method: 'GET', url: `${LIVE}/audit-events`, headers }),
    ];
    assert.deepEqual(answers.map((a) => a.statusCode), [200, 400, 404, 422, 200, 429]);
    for (const answer of answers) {
      for (const header of ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset']) {
        assert.match(String(answer.headers[header]), /^\d+$/, `${answer.statusCode} ${header}`);
      }
    }
  });
});
