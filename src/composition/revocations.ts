// Key revocation across instances: the instance that revokes or rotates a key publishes on a Redis
// channel, and every instance (itself included) drops its API-key cache when the message arrives,
// instead of waiting out the cache's second. While the subscriber connection is down a message can
// be missed, so every cache is also dropped when it reconnects; the 1 s cache bounds the rest.
import type { Redis } from 'ioredis';

export interface RevocationBroadcast {
  /** Tells every instance that some key changed; resolves once Redis has taken the message (errors go to onError). */
  publish(): Promise<void>;
  /** Runs `listener` whenever any instance (this one too) published. */
  subscribe(listener: () => void): void;
  close(): Promise<void>;
}

export async function redisRevocations(redis: Redis, keyPrefix: string, onError: (error: unknown) => void): Promise<RevocationBroadcast> {
  const channel = `${keyPrefix}api-key-revocations`;
  // A connection in subscriber mode can do nothing else: a second one.
  const subscriber = redis.duplicate();
  subscriber.on('error', () => undefined);
  const listeners: Array<() => void> = [];
  const notify = () => {
    for (const listener of listeners) listener();
  };
  subscriber.on('message', (from: string) => {
    if (from === channel) notify();
  });
  let connectedBefore = false;
  subscriber.on('ready', () => {
    if (connectedBefore) notify();
    connectedBefore = true;
  });
  await subscriber.connect();
  await subscriber.subscribe(channel);
  return {
    async publish() {
      await redis.publish(channel, 'changed').then(() => undefined, onError);
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async close() {
      subscriber.disconnect();
    },
  };
}
