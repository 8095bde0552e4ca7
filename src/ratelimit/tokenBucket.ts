// The token bucket of contract section 4 as a pure function: a bucket refills at `ratePerSecond`
// up to `burst`; a request takes one token or is refused with an honest wait.

export interface BucketPolicy {
  ratePerSecond: number;
  burst: number;
}

export interface BucketState {
  tokens: number;
  /** Milliseconds since the epoch of the last refill. */
  updatedAtMs: number;
}

export interface TakeResult {
  allowed: boolean;
  state: BucketState;
  /** Whole tokens left after this request. */
  remaining: number;
  /** Whole seconds until the bucket is full again (RateLimit-Reset). */
  resetSeconds: number;
  /** Whole seconds (at least 1) until one token is back; only when refused (Retry-After). */
  retryAfterSeconds: number;
}

/**
 * Takes `cost` tokens (one per record: a batch call costs its record count). A cost above the
 * burst could never be covered, so it is allowed from a full bucket and leaves the bucket in
 * debt (negative tokens): the average rate still holds, and later calls wait for the refill.
 */
export function takeToken(previous: BucketState | undefined, policy: BucketPolicy, nowMs: number, cost = 1): TakeResult {
  const elapsedMs = previous ? Math.max(0, nowMs - previous.updatedAtMs) : 0;
  const refilled = previous ? Math.min(policy.burst, previous.tokens + (elapsedMs / 1000) * policy.ratePerSecond) : policy.burst;
  const needed = Math.min(cost, policy.burst);
  const allowed = refilled >= needed;
  return bucketResult(allowed, allowed ? refilled - cost : refilled, policy, nowMs, needed);
}

/**
 * The answer for a bucket left with `tokens` after this request, which needed `needed` tokens
 * (shared with the Redis script's result).
 */
export function bucketResult(allowed: boolean, tokens: number, policy: BucketPolicy, nowMs: number, needed = 1): TakeResult {
  const state = { tokens, updatedAtMs: nowMs };
  const secondsToFull = (policy.burst - tokens) / policy.ratePerSecond;
  // Rounded up, so that a client waiting Retry-After seconds is sure to find the tokens.
  const retryAfterSeconds = allowed ? 0 : Math.max(1, Math.ceil((needed - tokens) / policy.ratePerSecond));
  return { allowed, state, remaining: Math.max(0, Math.floor(tokens)), resetSeconds: Math.ceil(secondsToFull), retryAfterSeconds };
}

/** True when a bucket left alone since `state` would be full by `nowMs`, i.e. it can be forgotten. */
export function isFull(state: BucketState, policy: BucketPolicy, nowMs: number): boolean {
  return state.tokens + ((nowMs - state.updatedAtMs) / 1000) * policy.ratePerSecond >= policy.burst;
}
