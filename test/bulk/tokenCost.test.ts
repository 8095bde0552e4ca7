// The token bucket charged per record (the batch route): a cost the bucket covers is taken; a
// cost it cannot cover is refused with a Retry-After after which it is covered; a cost above the
// burst passes only from a full bucket and leaves it in debt, so the average rate holds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { takeToken } from '../../src/ratelimit/tokenBucket';

const policy = { ratePerSecond: 100, burst: 200 };

test('a cost the bucket covers is taken at once', () => {
  const r = takeToken(undefined, policy, 0, 150);
  assert.equal(r.allowed, true);
  assert.equal(r.remaining, 50);
});

test('a cost the bucket cannot cover is refused; after Retry-After seconds it is covered', () => {
  const first = takeToken(undefined, policy, 0, 150);
  for (const cost of [51, 120, 200]) {
    const refused = takeToken(first.state, policy, 0, cost);
    assert.equal(refused.allowed, false, `cost ${cost}`);
    assert.deepEqual(refused.state, first.state, 'a refusal takes nothing');
    const later = takeToken(first.state, policy, refused.retryAfterSeconds * 1000, cost);
    assert.equal(later.allowed, true, `cost ${cost} after ${refused.retryAfterSeconds} s`);
  }
});

test('a batch above the burst passes from a full bucket only, and leaves it in debt', () => {
  const big = takeToken(undefined, policy, 0, 1000);
  assert.equal(big.allowed, true);
  assert.equal(big.remaining, 0);
  assert.equal(big.state.tokens, -800);
  // The next single request waits for the debt to be paid back: 8 s plus one token.
  const next = takeToken(big.state, policy, 0, 1);
  assert.equal(next.allowed, false);
  assert.equal(next.retryAfterSeconds, 9);
  assert.equal(takeToken(big.state, policy, 5000, 1000).allowed, false, 'not full again after 5 s');
  assert.equal(takeToken(big.state, policy, 10_000, 1000).allowed, true, 'full again after 10 s');
});

test('cost 1 is the single-request behaviour', () => {
  let state;
  for (let i = 0; i < 200; i++) {
    const r = takeToken(state, policy, 0);
    assert.equal(r.allowed, true);
    state = r.state;
  }
  assert.equal(takeToken(state, policy, 0).allowed, false);
  assert.equal(takeToken(state, policy, 10).allowed, true);
});
