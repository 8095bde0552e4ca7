// Picks where the state of the base routes lives. Embedded (no REDIS_URL): rate-limit buckets in
// this process's memory, idempotency records in the service database. Shared (REDIS_URL): buckets,
// idempotency claims and answers in Redis, and key revocations broadcast over Redis pub/sub, so
// limits, replays and revocations hold across every instance and worker.
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Database } from '../storage/database';
import { connectRedis, createRedis, isRedisReachable } from '../storage/redis';
import { memoryRateLimiter, type RateLimiter } from '../ratelimit/limiter';
import { redisRateLimiter } from '../ratelimit/redisLimiter';
import type { IdempotencyStore } from '../idempotency/store';
import { sqlIdempotencyStore } from '../idempotency/sqlStore';
import { redisIdempotencyStore } from '../idempotency/redisStore';
import { redisRevocations, type RevocationBroadcast } from './revocations';

export interface OperationalStores {
  rateLimiter: RateLimiter;
  idempotency: IdempotencyStore;
  /** Present with Redis: revoke and rotate reach every instance's key cache. */
  revocations: RevocationBroadcast | undefined;
  /** Back ends besides the database that /readyz reports, by name. */
  readiness(): Promise<Record<string, boolean>>;
  close(): Promise<void>;
}

export async function openOperationalStores(config: Pick<Config, 'redisUrl' | 'redisKeyPrefix'>, db: Database, onError: (error: unknown) => void): Promise<OperationalStores> {
  if (!config.redisUrl) {
    return {
      rateLimiter: memoryRateLimiter(),
      idempotency: sqlIdempotencyStore(db),
      revocations: undefined,
      readiness: async () => ({}),
      close: async () => undefined,
    };
  }
  // Connection errors repeat every second while Redis is away: report the first of each outage.
  let reported = false;
  const redis: Redis = await createRedis({
    url: config.redisUrl,
    onError: (error) => {
      if (!reported) onError(error);
      reported = true;
    },
  });
  redis.on('ready', () => {
    reported = false;
  });
  await connectRedis(redis);
  const prefix = config.redisKeyPrefix;
  const revocations = await redisRevocations(redis, prefix, onError);
  return {
    rateLimiter: redisRateLimiter(redis, prefix),
    idempotency: redisIdempotencyStore(redis, prefix),
    revocations,
    readiness: async () => ({ redis: await isRedisReachable(redis) }),
    async close() {
      await revocations.close();
      redis.disconnect();
    },
  };
}
