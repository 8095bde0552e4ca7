// The stores behind the base routes, on each back end of the run: the Redis token bucket takes
// exactly the decisions of the pure one over a seeded random sequence, and every idempotency store
// (database; Redis in the PostgreSQL pass) keeps the same contract.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Redis } from 'ioredis';
import { takeToken, type BucketState } from '../../src/ratelimit/tokenBucket';
import { redisRateLimiter } from '../../src/ratelimit/redisLimiter';
import { sqlIdempotencyStore } from '../../src/idempotency/sqlStore';
import { redisIdempotencyStore } from '../../src/idempotency/redisStore';
import type { IdempotencyStore } from '../../src/idempotency/store';
import type { OpenedDatabase } from '../../src/storage/database';
import { deleteRedisKeys, openTestDatabase, TEST_BACKEND, TEST_REDIS_URL, uniqueName } from '../helpers/backend';

const WITH_REDIS = TEST_BACKEND === 'postgres';

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function seeded(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('Redis token bucket', { skip: WITH_REDIS ? false : 'runs in the PostgreSQL + Redis pass' }, () => {
  let redis: Redis;
  const prefix = `${uniqueName('pas_test')}:`;
  before(async () => {
    redis = new Redis(TEST_REDIS_URL, { lazyConnect: true });
    await redis.connect();
  });
  after(async () => {
    redis.disconnect();
    await deleteRedisKeys(TEST_REDIS_URL, prefix);
  });

  test('over 400 seeded random steps it allows, refuses and reports exactly as the pure bucket', async () => {
    const limiter = redisRateLimiter(redis, prefix);
    for (const seed of [1, 2, 3, 4]) {
      const random = seeded(seed);
      const policy = { ratePerSecond: [0.5, 2, 10, 100][seed - 1]!, burst: [1, 3, 20, 200][seed - 1]! };
      let state: BucketState | undefined;
      let now = 1_700_000_000_000;
      for (let step = 0; step < 100; step++) {
        now += Math.floor(random() < 0.7 ? random() * 50 : random() * 3000);
        const expected = takeToken(state, policy, now);
        const actual = await limiter.take(`seed-${seed}`, policy, now);
        assert.deepEqual({ ...actual, state: undefined }, { ...expected, state: undefined }, `seed ${seed} step ${step}`);
        assert.ok(Math.abs(actual.state.tokens - expected.state.tokens) < 1e-9);
        state = expected.state;
      }
    }
  });

  test('a clock behind the bucket neither refills nor goes negative', async () => {
    const limiter = redisRateLimiter(redis, prefix);
    const policy = { ratePerSecond: 1, burst: 2 };
    assert.equal((await limiter.take('skew', policy, 10_000)).allowed, true);
    assert.equal((await limiter.take('skew', policy, 10_000)).allowed, true);
    const behind = await limiter.take('skew', policy, 5_000);
    assert.equal(behind.allowed, false);
    assert.equal(behind.remaining, 0);
  });
});

const SCOPE = { accountId: 'acc-1', environment: 'live' as const, route: 'POST /party-address/v4/process-party-address', key: 'k|with:odd chars' };
const ANSWER = { statusCode: 200, contentType: 'application/json; charset=utf-8', body: '{"a":"b|c"}' };
const T0 = new Date('2026-06-01T10:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

const stores: Array<[string, () => Promise<{ store: IdempotencyStore; close(): Promise<void> }>]> = [
  [
    `database (${TEST_BACKEND})`,
    async () => {
      const database: OpenedDatabase = await openTestDatabase();
      return { store: sqlIdempotencyStore(database.db), close: () => database.close() };
    },
  ],
];
if (WITH_REDIS) {
  stores.push([
    'Redis',
    async () => {
      const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true });
      await redis.connect();
      const prefix = `${uniqueName('pas_test')}:`;
      return {
        store: redisIdempotencyStore(redis, prefix),
        async close() {
          redis.disconnect();
          await deleteRedisKeys(TEST_REDIS_URL, prefix);
        },
      };
    },
  ]);
}

for (const [name, open] of stores) {
  describe(`idempotency store: ${name}`, () => {
    test('claim, in flight, answer, replay, mismatch, expiry', async () => {
      const { store, close } = await open();
      try {
        assert.deepEqual(await store.claim(SCOPE, 'h1', T0, at(60_000)), { outcome: 'claimed' });
        assert.deepEqual(await store.claim(SCOPE, 'h1', at(1), at(60_001)), { outcome: 'in-flight' });
        assert.deepEqual(await store.claim(SCOPE, 'h2', at(1), at(60_001)), { outcome: 'mismatch' });
        await store.complete(SCOPE, ANSWER, at(86_400_000));
        assert.deepEqual(await store.claim(SCOPE, 'h1', at(2), at(60_002)), { outcome: 'replay', answer: ANSWER });
        assert.deepEqual(await store.claim(SCOPE, 'h2', at(2), at(60_002)), { outcome: 'mismatch' });
        assert.deepEqual(await store.claim({ ...SCOPE, environment: 'sandbox' }, 'h1', at(2), at(60_002)), { outcome: 'claimed' }, 'scope includes the environment');
        assert.deepEqual(await store.claim(SCOPE, 'h2', at(86_400_000), at(86_460_000)), { outcome: 'claimed' }, 'free again after the retention');
      } finally {
        await close();
      }
    });

    test('a released claim and an expired lease free the key; release leaves an answer alone', async () => {
      const { store, close } = await open();
      try {
        const scope = { ...SCOPE, key: 'release' };
        assert.equal((await store.claim(scope, 'h', T0, at(60_000))).outcome, 'claimed');
        await store.release(scope);
        assert.equal((await store.claim(scope, 'h', at(1), at(60_001))).outcome, 'claimed');
        assert.equal((await store.claim(scope, 'h', at(60_001), at(120_001))).outcome, 'claimed', 'a crashed attempt frees the key when its lease ends');
        await store.complete(scope, ANSWER, at(86_400_000));
        await store.release(scope);
        assert.equal((await store.claim(scope, 'h', at(60_002), at(120_002))).outcome, 'replay');
      } finally {
        await close();
      }
    });

    test('ten concurrent claims of one key: exactly one wins', async () => {
      const { store, close } = await open();
      try {
        const scope = { ...SCOPE, key: 'race' };
        const outcomes = await Promise.all(Array.from({ length: 10 }, () => store.claim(scope, 'h', T0, at(60_000))));
        assert.equal(outcomes.filter((o) => o.outcome === 'claimed').length, 1);
        assert.equal(outcomes.filter((o) => o.outcome === 'in-flight').length, 9);
      } finally {
        await close();
      }
    });
  });
}
