// [3] Idempotency-Key (contract section 4): the first attempt claims the key in the store before
// the handler runs; its 200/400/422 answer is stored as sent and replayed to repeats for 24 h.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IdempotencyScope, IdempotencyStore } from '../../idempotency/store';
import { IDEMPOTENCY_KEY, requestHash } from '../../idempotency/requestHash';
import { callerOf } from '../../audit/caller';
import { sendError } from '../errorHandling';

export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;
/** How long a claim without an answer blocks repeats; past it a crashed attempt is retried. */
export const IN_FLIGHT_LEASE_MS = 60 * 1000;
/** Answers that are stored and replayed; others (401, 429, 5xx, ...) give the key back. */
const STORED_STATUSES: ReadonlySet<number> = new Set([200, 201, 204, 400, 422]);

export interface IdempotencyDependencies {
  store: IdempotencyStore;
  clock: () => Date;
}

export function registerIdempotency(scope: FastifyInstance, deps: IdempotencyDependencies): void {
  const claims = new WeakMap<FastifyRequest, IdempotencyScope>();

  // preValidation: the body is parsed by now, and schema-validation 400s come after, so they are
  // answers of a claimed attempt like any other.
  scope.addHook('preValidation', (request, reply, done) => {
    // Most calls carry no key: answer those without a promise.
    if (request.headers['idempotency-key'] === undefined || request.method === 'GET' || request.method === 'HEAD') return done();
    claimKey(request, reply).then(() => {
      if (!reply.sent) done();
    }, done);
  });

  async function claimKey(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
      return sendError(request, reply, 400, 'Idempotency-Key must be 1 to 64 printable ASCII characters', {
        details: [{ field: 'Idempotency-Key', message: 'must be 1 to 64 printable ASCII characters' }],
      });
    }
    const caller = callerOf(request);
    const claimScope: IdempotencyScope = { accountId: caller.accountId, environment: caller.environment, route: `${request.method} ${request.routeOptions.url ?? request.url}`, key };
    const now = deps.clock();
    const claim = await deps.store.claim(claimScope, requestHash(request.params, request.body), now, new Date(now.getTime() + IN_FLIGHT_LEASE_MS));
    switch (claim.outcome) {
      case 'claimed':
        claims.set(request, claimScope);
        return;
      case 'replay':
        // The stored bytes as first sent, in the format negotiated then.
        reply.header('Idempotent-Replayed', 'true');
        if (claim.answer.contentType) reply.header('Content-Type', claim.answer.contentType);
        return reply.code(claim.answer.statusCode).send(claim.answer.body);
      case 'mismatch':
        return sendError(request, reply, 422, 'This Idempotency-Key was already used with a different request body; use a new key for a new request');
      case 'in-flight':
        reply.header('Retry-After', '1');
        return sendError(request, reply, 409, 'A request with this Idempotency-Key is still being processed; retry later');
    }
  }

  scope.addHook('onSend', (request, reply, payload, done) => {
    const claimScope = claims.get(request);
    if (!claimScope) return done(null, payload);
    claims.delete(request);
    storeAnswer(claimScope, reply, payload).then(() => done(null, payload), done);
  });

  async function storeAnswer(claimScope: IdempotencyScope, reply: FastifyReply, payload: unknown): Promise<void> {
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : payload == null ? '' : undefined;
    // Awaited so that a client retrying right after this answer finds it stored, not in flight.
    if (STORED_STATUSES.has(reply.statusCode) && body !== undefined) {
      const contentType = reply.getHeader('content-type');
      await deps.store.complete(claimScope, { statusCode: reply.statusCode, contentType: contentType === undefined ? undefined : String(contentType), body }, new Date(deps.clock().getTime() + IDEMPOTENCY_RETENTION_MS));
    } else {
      await deps.store.release(claimScope);
    }
  }

  // An answer that never reached onSend (connection gone) must not hold the key until the lease ends.
  scope.addHook('onResponse', (request, _reply, done) => {
    const claimScope = claims.get(request);
    if (!claimScope) return done();
    claims.delete(request);
    deps.store.release(claimScope).then(() => done(), done);
  });
}
