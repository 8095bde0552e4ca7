// Who is calling and in which environment. Set by the auth plugin on every base route; the
// rest of the service scopes data (profiles, idempotency, audit) by it so sandbox and live never mix.
import type {} from 'fastify';
import type { AuditFacts } from '../pipeline/processPartyAddress';

export type Environment = 'sandbox' | 'live';

export interface Principal {
  accountId: string;
  applicationId: string;
  keyId: string;
  environment: Environment;
}

export type ResponseFormat = 'json' | 'xml';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth plugin once both factors are verified. */
    principal?: Principal;
    /** Format chosen by content negotiation (contract section 4). */
    responseFormat: ResponseFormat;
    /** Format of the request body. */
    requestFormat: ResponseFormat;
    /** Environment of the base the route is mounted under; undefined outside the bases. */
    environment?: Environment;
    /** Which factor failed when the credentials were refused (for the request log line). */
    refusedFactor?: string;
    /** What the pipeline tells the audit trail about this call (EP-01 routes only). */
    auditFacts?: AuditFacts;
  }
  interface FastifyContextConfig {
    /** Root element of this route's XML request body (default ProcessPartyAddressRequest). */
    xmlRequestRoot?: string;
    /** Rate-limit tokens a call costs, from its parsed body (batch: one per record); default 1. */
    rateLimitCost?: (body: unknown) => number;
  }
}
