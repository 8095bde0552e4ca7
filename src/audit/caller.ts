// Who a base-route call is attributed to: the verified principal, scoped by the base's environment.
// Profiles, idempotency records, rate-limit buckets and audit events are all keyed by it.
import type { FastifyRequest } from 'fastify';
import type { Environment } from '../http/principal';

export interface Caller {
  accountId: string;
  applicationId: string | null;
  keyId: string | null;
  environment: Environment;
}

/** Account used for calls that carry no principal, i.e. while the credentials plugin is not installed. */
export const ANONYMOUS_ACCOUNT = 'anonymous';

/**
 * The caller of a base-route request. The credentials hook answers 401 before any concern runs
 * when the factors are missing, so a missing principal only happens on an app without that hook;
 * such calls share one anonymous account per environment (never mixed with a real account).
 */
export function callerOf(request: FastifyRequest): Caller {
  const environment: Environment = request.environment ?? request.principal?.environment ?? 'live';
  const principal = request.principal;
  if (principal) return { accountId: principal.accountId, applicationId: principal.applicationId, keyId: principal.keyId, environment };
  return { accountId: ANONYMOUS_ACCOUNT, applicationId: null, keyId: null, environment };
}
