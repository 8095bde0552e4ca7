// [2] Rate limit of the base routes (contract section 4): one token bucket per API key, policy by
// environment; every answer gets the RateLimit headers, a refusal a 429 with an honest Retry-After.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { RateLimiter } from '../../ratelimit/limiter';
import type { TakeResult } from '../../ratelimit/tokenBucket';
import { callerOf } from '../../audit/caller';
import { sendError } from '../errorHandling';

export interface RateLimitDependencies {
  limiter: RateLimiter;
  config: Pick<Config, 'rateLimits'>;
  clock: () => Date;
}

export function registerRateLimit(scope: FastifyInstance, deps: RateLimitDependencies): void {
  // Callback style: this runs on every request, and the in-memory limiter answers synchronously.
  scope.addHook('onRequest', (request, reply, done) => {
    const caller = callerOf(request);
    const policy = deps.config.rateLimits[caller.environment];
    // Without a principal (no credentials plugin) the anonymous callers share a bucket per address.
    const bucketKey = caller.keyId !== null ? `key:${caller.keyId}` : `anonymous:${caller.environment}:${request.ip}`;
    const apply = (taken: TakeResult): void => {
      reply.header('RateLimit-Limit', String(policy.burst));
      reply.header('RateLimit-Remaining', String(taken.remaining));
      reply.header('RateLimit-Reset', String(taken.resetSeconds));
      if (taken.allowed) return done();
      reply.header('Retry-After', String(taken.retryAfterSeconds));
      // Answering without calling done() ends the hook chain here.
      sendError(request, reply, 429, `Rate limit exceeded: ${policy.ratePerSecond} requests per second with a burst of ${policy.burst} for this API key; retry after ${taken.retryAfterSeconds} s`);
    };
    const taken = deps.limiter.take(bucketKey, policy, deps.clock().getTime());
    if (taken instanceof Promise) taken.then(apply, done);
    else apply(taken);
  });
}
