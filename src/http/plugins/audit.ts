// [4] Audit trail of the base routes (contract section 9): on every answer, one event built from
// the caller, the request context and the pipeline's audit facts, pushed onto the write queue.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuditQueue } from '../../audit/queue';
import type { AuditEvent, AuditParameter } from '../../audit/event';
import { auditContext } from '../../audit/auditContext';
import { callerOf } from '../../audit/caller';
import { newEventId } from '../../audit/eventId';
import type { AuditFacts } from '../../pipeline/processPartyAddress';
import { ApiError } from '../apiError';
import { routeOf } from './requestContext';

export interface AuditDependencies {
  queue: AuditQueue;
  clock: () => Date;
  /** True when the credentials hook runs: a call without a principal was refused, not served. */
  requirePrincipal?: boolean;
}

function auditParameters(facts: AuditFacts | undefined): AuditParameter[] {
  if (!facts) return [];
  return facts.parameters.map((p) => ({
    name: p.name,
    value: p.value instanceof Date ? p.value.toISOString() : typeof p.value === 'string' || typeof p.value === 'number' || typeof p.value === 'boolean' ? p.value : null,
    source: p.source,
  }));
}

export function buildAuditEvent(request: FastifyRequest, reply: FastifyReply, now: Date, errorReason: string | undefined): AuditEvent {
  const caller = callerOf(request);
  const facts = request.auditFacts;
  return {
    eventId: newEventId(now.getTime()),
    requestId: request.id,
    occurredAt: now.toISOString(),
    accountId: caller.accountId,
    applicationId: caller.applicationId,
    keyId: caller.keyId,
    environment: caller.environment,
    method: request.method,
    route: routeOf(request).url ?? request.url.split('?')[0] ?? request.url,
    statusCode: reply.statusCode,
    idempotentReplay: reply.getHeader('idempotent-replayed') === 'true',
    context: auditContext(request.body),
    parameters: auditParameters(facts),
    decision: facts?.decision ?? null,
    status: facts?.status ?? null,
    reasonCodes: facts ? [...facts.reasonCodes] : errorReason ? [errorReason] : [],
    inputFormat: facts?.inputFormat ?? null,
    outputFormat: facts?.outputFormat ?? null,
    fingerprint: facts?.fingerprint ?? null,
    processingTimeMs: facts?.processingTimeMs ?? Math.round(reply.elapsedTime),
  };
}

export function registerAudit(scope: FastifyInstance, deps: AuditDependencies): void {
  const errorReasons = new WeakMap<FastifyRequest, string>();

  // The reason of a 422 (e.g. REG-06) is known only from the error the route threw.
  scope.addHook('onError', async (request, _reply, error) => {
    if (error instanceof ApiError && error.extra.reason) errorReasons.set(request, error.extra.reason);
  });

  // Callback style: only a queue push on every request, no promise.
  scope.addHook('onResponse', (request, reply, done) => {
    // Refused authentications are counted in metrics (auth_failures_total), not written one row
    // each under no account: a flood of them would fill the table (issue 11, finding 3).
    if (!request.principal && deps.requirePrincipal) return done();
    deps.queue.push(buildAuditEvent(request, reply, deps.clock(), errorReasons.get(request)));
    done();
  });
}
