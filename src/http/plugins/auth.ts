// Two factors on every base route (spec section 5): an onRequest hook, added to each base scope
// before its routes, that refuses with 401 or sets request.principal. Runs before body parsing.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CredentialServices } from '../../accounts/credentialServices';
import type { TwoFactorResult } from '../../accounts/twoFactor';
import type { BucketPolicy } from '../../ratelimit/tokenBucket';
import { sendError } from '../errorHandling';
import type { ServiceMetrics } from '../metrics';
import { sendThrottled, type AbuseThrottle } from './abuseThrottle';

export interface AuthFailureGuard {
  throttle: AbuseThrottle;
  policy: BucketPolicy;
  metrics: ServiceMetrics;
}

/**
 * A refused authentication: counted in metrics (never one audit row each), and past the policy
 * of the client's address answered 429 instead of 401 (contract section 11).
 */
export async function refuseAuthentication(guard: AuthFailureGuard, surface: 'base' | 'developer' | 'oauth', request: FastifyRequest, reply: FastifyReply, refuse: () => unknown): Promise<unknown> {
  const wait = await guard.throttle.take([`authfail:${request.ip}`], [guard.policy]);
  guard.metrics.authFailures.inc({ surface, outcome: wait === undefined ? 'refused' : 'throttled' });
  if (wait !== undefined) return sendThrottled(request, reply, wait, 'failed authentications');
  return refuse();
}

/** Lets the call through with its principal (done), or refuses it; module level: no closure per call. */
function answer(credentials: CredentialServices, guard: AuthFailureGuard, request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void, result: TwoFactorResult): void {
  if (result.ok) {
    request.principal = result.principal;
    credentials.keyUsage.touch(result.principal.keyId);
    return done();
  }
  // The factor, never the presented value, goes into the request's one log line.
  request.refusedFactor = result.factor;
  // Answering without calling done() ends the hook chain here.
  refuseAuthentication(guard, 'base', request, reply, () => sendError(request, reply, 401, result.message)).catch(done);
}

export function registerAuth(scope: FastifyInstance, credentials: CredentialServices, guard: AuthFailureGuard): void {
  // Callback style: on nearly every call both factors are answered from memory (checkNow), and the
  // hook then costs no promise; a lookup not in memory yet, and every refusal, take the promises.
  scope.addHook('onRequest', (request, reply, done) => {
    const apiKeyHeader = request.headers['x-api-key'];
    const apiKey = typeof apiKeyHeader === 'string' && apiKeyHeader !== '' ? apiKeyHeader : undefined;
    const environment = request.environment ?? 'live';
    const known = credentials.twoFactor.checkNow(request.headers.authorization, apiKey, environment);
    if (known) return answer(credentials, guard, request, reply, done, known);
    credentials.twoFactor.check(request.headers.authorization, apiKey, environment).then((result) => answer(credentials, guard, request, reply, done, result), done);
  });
}
