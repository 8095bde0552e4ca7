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

export function takeToken(previous: BucketState | undefined, policy: BucketPolicy, nowMs: number): TakeResult {
  const elapsedMs = previous ? Math.max(0, nowMs - previous.updatedAtMs) : 0;
  const refilled = previous ? Math.min(policy.burst, previous.tokens + (elapsedMs / 1000) * policy.ratePerSecond) : policy.burst;
  const allowed = refilled >= 1;
  const tokens = allowed ? refilled - 1 : refilled;
  const state = { tokens, updatedAtMs: nowMs };
  const secondsToFull = (policy.burst - tokens) / policy.ratePerSecond;
  // Rounded up, so that a client waiting Retry-After seconds is sure to find a token.
  const retryAfterSeconds = allowed ? 0 : Math.max(1, Math.ceil((1 - tokens) / policy.ratePerSecond));
  return { allowed, state, remaining: Math.floor(tokens), resetSeconds: Math.ceil(secondsToFull), retryAfterSeconds };
}

/** True when a bucket left alone since `state` would be full by `nowMs`, i.e. it can be forgotten. */
export function isFull(state: BucketState, policy: BucketPolicy, nowMs: number): boolean {
  return state.tokens + ((nowMs - state.updatedAtMs) / 1000) * policy.ratePerSecond >= policy.burst;
}
