// Idempotency records in Redis, shared by every instance (REDIS_URL). A claim is a SET of an
// in-flight marker with an expiry (the lease) that only the first caller wins, done in a script so
// that "absent" also covers a record past its expiry on the app's clock; the answer replaces the
// marker and is kept for the retention period. Redis expires the keys, so there is nothing to purge.
//
// Value: "F|<expires ms>|<request hash>" while in flight, "C|<expires ms>|<request hash>|<answer JSON>" once answered.
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { ClaimResult, IdempotencyScope, IdempotencyStore, StoredAnswer } from './store';

// KEYS[1]; ARGV value, lease ms, now ms. Returns the existing live value, or false once claimed.
const CLAIM_LUA = `
local existing = redis.call('GET', KEYS[1])
if existing then
  local expires = tonumber(string.match(existing, '^[FC]|(%d+)|'))
  if expires and expires > tonumber(ARGV[3]) then return existing end
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return false
`;
// KEYS[1]; ARGV expires ms, answer JSON (or '' to give the claim back), ttl ms. Only an in-flight
// marker is replaced or removed; the request hash is carried over from it.
const SETTLE_LUA = `
local existing = redis.call('GET', KEYS[1])
if not existing or string.sub(existing, 1, 2) ~= 'F|' then return 0 end
if ARGV[2] == '' then
  redis.call('DEL', KEYS[1])
else
  local hash = string.match(existing, '^F|%d+|(.*)$')
  redis.call('SET', KEYS[1], 'C|' .. ARGV[1] .. '|' .. hash .. '|' .. ARGV[2], 'PX', ARGV[3])
end
return 1
`;

interface IdempotencyCommands {
  idempotencyClaim(key: string, value: string, leaseMs: number, nowMs: number): Promise<string | null>;
  idempotencySettle(key: string, expiresMs: number, answerJson: string, ttlMs: number): Promise<number>;
}

export function redisIdempotencyStore(redis: Redis, keyPrefix: string): IdempotencyStore {
  if (!('idempotencyClaim' in redis)) {
    redis.defineCommand('idempotencyClaim', { numberOfKeys: 1, lua: CLAIM_LUA });
    redis.defineCommand('idempotencySettle', { numberOfKeys: 1, lua: SETTLE_LUA });
  }
  const commands = redis as unknown as IdempotencyCommands;
  // The app-clock time of each claim this process holds, so the answer's expiry is measured on the
  // same clock (tests run on a fixed clock; Redis counts real milliseconds).
  const claimedAt = new Map<string, number>();

  // Hashed: the scope holds free text (route, key) and the Redis key must stay unambiguous.
  const redisKey = (scope: IdempotencyScope) =>
    `${keyPrefix}idem:${createHash('sha256').update(JSON.stringify([scope.accountId, scope.environment, scope.route, scope.key])).digest('hex')}`;

  return {
    async claim(scope, requestHash, now, inFlightUntil): Promise<ClaimResult> {
      const key = redisKey(scope);
      const leaseMs = Math.max(1, inFlightUntil.getTime() - now.getTime());
      const existing = await commands.idempotencyClaim(key, `F|${inFlightUntil.getTime()}|${requestHash}`, leaseMs, now.getTime());
      if (existing === null) {
        claimedAt.set(key, now.getTime());
        return { outcome: 'claimed' };
      }
      const [state, , hash] = existing.split('|', 3);
      if (hash !== requestHash) return { outcome: 'mismatch' };
      if (state !== 'C') return { outcome: 'in-flight' };
      const answer = JSON.parse(existing.slice(existing.indexOf('|', existing.indexOf('|', 2) + 1) + 1)) as StoredAnswer;
      return { outcome: 'replay', answer };
    },

    async complete(scope, answer, expiresAt) {
      const key = redisKey(scope);
      const since = claimedAt.get(key) ?? Date.now();
      claimedAt.delete(key);
      await commands.idempotencySettle(key, expiresAt.getTime(), JSON.stringify(answer), Math.max(1, expiresAt.getTime() - since));
    },

    async release(scope) {
      const key = redisKey(scope);
      claimedAt.delete(key);
      await commands.idempotencySettle(key, 0, '', 1);
    },

    async purgeExpired() {
      return 0;
    },
  };
}
