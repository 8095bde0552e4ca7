// Token buckets in Redis, shared by every instance: one Lua script reads, refills, takes and
// writes the bucket atomically in one round trip (no lost update between two instances, no
// second call). A hand-written script rather than a limiter library: the bucket must keep the
// exact semantics and headers of src/ratelimit/tokenBucket.ts (fractional refill, honest
// Retry-After), which libraries such as rate-limiter-flexible model differently (fixed windows
// or whole-point refills), and the script is twenty lines.
import type { Redis } from 'ioredis';
import type { RateLimiter } from './limiter';
import { bucketResult } from './tokenBucket';

// KEYS[1] bucket hash {t: tokens, u: updated ms}; ARGV rate per second, burst, now ms, cost
// (tokens taken: one per record; above the burst, allowed from a full bucket, leaving it in debt).
// The time comes from the app's clock, as in memory; a bucket is never moved back in time, so an
// instance whose clock lags another's neither refills early nor goes negative.
const TAKE_TOKEN_LUA = `
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local cost = tonumber(ARGV[4])
local needed = math.min(cost, burst)
local stored = redis.call('HMGET', KEYS[1], 't', 'u')
local tokens = burst
if stored[1] then
  local updated = tonumber(stored[2])
  if updated > now then now = updated end
  tokens = math.min(burst, tonumber(stored[1]) + (now - updated) / 1000 * rate)
end
local allowed = 0
if tokens >= needed then
  tokens = tokens - cost
  allowed = 1
end
redis.call('HSET', KEYS[1], 't', string.format('%.17g', tokens), 'u', string.format('%d', now))
redis.call('PEXPIRE', KEYS[1], math.ceil((burst - tokens) / rate * 1000) + 1000)
return { allowed, string.format('%.17g', tokens), string.format('%d', now) }
`;

interface TakeTokenCommand {
  takeToken(key: string, rate: number, burst: number, nowMs: number, cost: number): Promise<[number, string, string]>;
}

export function redisRateLimiter(redis: Redis, keyPrefix: string): RateLimiter {
  // defineCommand sends EVALSHA, and the script itself only when Redis does not know it yet.
  if (!('takeToken' in redis)) redis.defineCommand('takeToken', { numberOfKeys: 1, lua: TAKE_TOKEN_LUA });
  const commands = redis as unknown as TakeTokenCommand;
  return {
    async take(bucketKey, policy, nowMs, cost = 1) {
      const [allowed, tokens, at] = await commands.takeToken(`${keyPrefix}rl:${bucketKey}`, policy.ratePerSecond, policy.burst, Math.floor(nowMs), cost);
      return bucketResult(allowed === 1, Number(tokens), policy, Number(at), Math.min(cost, policy.burst));
    },
  };
}
