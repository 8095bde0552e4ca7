// [2] Rate limit of the base routes (contract section 4): one token bucket per API key, policy by
// environment; every answer gets the RateLimit headers, a refusal a 429 with an honest Retry-After.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { RateLimiter } from '../../ratelimit/limiter';
import type { BucketPolicy, TakeResult } from '../../ratelimit/tokenBucket';
import { callerOf } from '../../audit/caller';
import { sendError } from '../errorHandling';
import { routeOf } from './requestContext';

export interface RateLimitDependencies {
  limiter: RateLimiter;
  config: Pick<Config, 'rateLimits'>;
  clock: () => Date;
}

export function registerRateLimit(scope: FastifyInstance, deps: RateLimitDependencies): void {
  // Callback style: this runs on every request, and the in-memory limiter answers synchronously.
  // A route charged per record (the batch route) is charged once its body is parsed, below.
  scope.addHook('onRequest', (request, reply, done) => {
    if (routeOf(request).config.rateLimitCost) return done();
    charge(request, reply, 1, done);
  });
  scope.addHook('preValidation', (request, reply, done) => {
    const costOf = routeOf(request).config.rateLimitCost;
    if (!costOf) return done();
    charge(request, reply, Math.max(1, costOf(request.body)), done);
  });

  function charge(request: FastifyRequest, reply: FastifyReply, cost: number, done: (error?: Error) => void): void {
    const caller = callerOf(request);
    const policy = deps.config.rateLimits[caller.environment];
    // Without a principal (no credentials plugin) the anonymous callers share a bucket per address.
    const bucketKey = caller.keyId !== null ? `key:${caller.keyId}` : `anonymous:${caller.environment}:${request.ip}`;
    const taken = deps.limiter.take(bucketKey, policy, deps.clock().getTime(), cost);
    // The in-memory limiter answers at once: no closure is made for it on every request.
    if (taken instanceof Promise) taken.then((result) => answer(request, reply, policy, cost, result, done), done);
    else answer(request, reply, policy, cost, taken, done);
  }
}

/** Sets the RateLimit headers; lets the call through (done) or answers 429. */
function answer(request: FastifyRequest, reply: FastifyReply, policy: BucketPolicy, cost: number, taken: TakeResult, done: (error?: Error) => void): void {
  reply.header('RateLimit-Limit', String(policy.burst));
  reply.header('RateLimit-Remaining', String(taken.remaining));
  reply.header('RateLimit-Reset', String(taken.resetSeconds));
  if (taken.allowed) return done();
  reply.header('Retry-After', String(taken.retryAfterSeconds));
  // Answering without calling done() ends the hook chain here.
  const unit = cost === 1 ? '' : ` (this call costs ${cost} tokens, one per record)`;
  sendError(request, reply, 429, `Rate limit exceeded: ${policy.ratePerSecond} requests per second with a burst of ${policy.burst} for this API key${unit}; retry after ${taken.retryAfterSeconds} s`);
}
