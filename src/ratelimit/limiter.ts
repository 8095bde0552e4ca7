// Rate-limit counters behind a small interface: this process keeps the buckets in memory; the
// Redis issue adds an implementation shared by every instance (contract section 1, REDIS_URL).
import { isFull, takeToken, type BucketPolicy, type BucketState, type TakeResult } from './tokenBucket';

export interface RateLimiter {
  /**
   * Takes `cost` tokens (default one) from the bucket named `bucketKey` under `policy` at `nowMs`.
   * A store that answers at once returns the result itself, so the hot path allocates no promise.
   */
  take(bucketKey: string, policy: BucketPolicy, nowMs: number, cost?: number): TakeResult | Promise<TakeResult>;
}

/**
 * Buckets in a Map. With embedded SQLite there is one process, so memory is the exact store and
 * costs no write per request; idle buckets are forgotten once they would be full again anyway.
 */
export function memoryRateLimiter(): RateLimiter & { size(): number } {
  const buckets = new Map<string, { state: BucketState; policy: BucketPolicy }>();
  let lastSweepMs = 0;
  const SWEEP_EVERY_MS = 60_000;

  function sweep(nowMs: number): void {
    lastSweepMs = nowMs;
    for (const [key, bucket] of buckets) if (isFull(bucket.state, bucket.policy, nowMs)) buckets.delete(key);
  }

  return {
    take(bucketKey, policy, nowMs, cost = 1) {
      if (nowMs - lastSweepMs > SWEEP_EVERY_MS) sweep(nowMs);
      const result = takeToken(buckets.get(bucketKey)?.state, policy, nowMs, cost);
      buckets.set(bucketKey, { state: result.state, policy });
      return result;
    },
    size: () => buckets.size,
  };
}
