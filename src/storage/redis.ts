// The Redis connection (REDIS_URL): short timeouts and no offline queue, so that with Redis gone a
// command fails at once (the request gets a 503) instead of waiting in a queue; ioredis keeps
// reconnecting in the background and the next command after Redis returns succeeds. ioredis is
// imported only when REDIS_URL is set: a service without Redis does not load it at start (issue 16).
import type { Redis } from 'ioredis';

export const REDIS_COMMAND_TIMEOUT_MS = 2000;

export interface RedisOptions {
  url: string;
  /** Called on connection errors (they are expected while Redis is away; logged, not thrown). */
  onError?: (error: Error) => void;
}

export async function createRedis(options: RedisOptions): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(options.url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: REDIS_COMMAND_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // Reconnect forever, backing off to one attempt per second.
    retryStrategy: (attempt) => Math.min(attempt * 100, 1000),
  });
  redis.on('error', (error: Error) => options.onError?.(error));
  return redis;
}

/** Connects, or fails after the connect timeout (a service does not start without its Redis). */
export async function connectRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return;
  await redis.connect();
}

export async function isRedisReachable(redis: Redis): Promise<boolean> {
  try {
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  }
}
