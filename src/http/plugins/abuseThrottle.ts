// Abuse throttles of contract section 11 (failed authentication, sign-in, sign-up): token buckets
// of the shared rate limiter (src/ratelimit), keyed by what is throttled, answered with a 429
// ErrorResponse and an honest Retry-After. Only attempts that count take a token, so a caller
// who stays within the policy never pays more than a map lookup.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimiter } from '../../ratelimit/limiter';
import type { BucketPolicy } from '../../ratelimit/tokenBucket';
import { sendError } from '../errorHandling';

export interface AbuseThrottle {
  /**
   * Takes one token from each bucket under each policy; the longest wait when any bucket is
   * empty, else undefined.
   */
  take(buckets: readonly string[], policies: readonly BucketPolicy[]): Promise<number | undefined>;
}

/**
 * A policy and a slower one behind it (4 x burst, a tenth of the rate): the first attempts over
 * the burst wait seconds, a sustained run waits ten times longer (growing delays).
 */
export function growingPolicies(policy: BucketPolicy): BucketPolicy[] {
  return [policy, { burst: policy.burst * 4, ratePerSecond: policy.ratePerSecond / 10 }];
}

export function createAbuseThrottle(limiter: RateLimiter, clock: () => Date): AbuseThrottle {
  return {
    async take(buckets, policies) {
      const nowMs = clock().getTime();
      let wait: number | undefined;
      for (const bucket of buckets) {
        for (let tier = 0; tier < policies.length; tier++) {
          const taken = await limiter.take(`${bucket}:${tier}`, policies[tier]!, nowMs);
          if (!taken.allowed) wait = Math.max(wait ?? 0, taken.retryAfterSeconds);
        }
      }
      return wait;
    },
  };
}

export function sendThrottled(request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number, what: string): FastifyReply {
  reply.header('Retry-After', String(retryAfterSeconds));
  return sendError(request, reply, 429, `Too many ${what} from this client; retry after ${retryAfterSeconds} s`);
}
