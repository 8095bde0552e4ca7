// [3] Idempotency-Key (contract section 4): the first attempt claims the key in the store before
// the handler runs; its 200/400/422 answer is stored as sent and replayed to repeats for 24 h.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IdempotencyScope, IdempotencyStore } from '../../idempotency/store';
import { IDEMPOTENCY_KEY, requestHash } from '../../idempotency/requestHash';
import { callerOf } from '../../audit/caller';
import { sendError } from '../errorHandling';
import { sentBodyOf } from '../reply';
import { renderXml } from '../codec/xmlResponse';
import { bodyFormat, contentTypeOf } from '../codec/negotiation';
import type { ResponseFormat } from '../principal';

/** Media-type parameter of a stored JSON answer naming the XML root it is rendered under. */
const XML_ROOT = 'xml-root';

/** The stored answer in the format the retry negotiated; stored bytes as they are otherwise. */
function replayedAnswer(answer: { contentType?: string | undefined; body: string }, format: ResponseFormat): { contentType?: string | undefined; body: string } {
  const root = answer.contentType?.match(new RegExp(`;\\s*${XML_ROOT}=([A-Za-z]+)`))?.[1];
  if (root === undefined) return answer;
  if (format === 'xml') return { contentType: contentTypeOf('xml'), body: renderXml(root, JSON.parse(answer.body)) };
  return { contentType: contentTypeOf('json'), body: answer.body };
}

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
      case 'replay': {
        reply.header('Idempotent-Replayed', 'true');
        const answer = replayedAnswer(claim.answer, request.responseFormat ?? 'json');
        if (answer.contentType) reply.header('Content-Type', answer.contentType);
        return reply.code(claim.answer.statusCode).serializer((payload) => payload as string).send(answer.body);
      }
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
    storeAnswer(claimScope, request, reply, payload).then(() => done(null, payload), done);
  });

  async function storeAnswer(claimScope: IdempotencyScope, request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<void> {
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : payload == null ? '' : undefined;
    // Awaited so that a client retrying right after this answer finds it stored, not in flight.
    if (STORED_STATUSES.has(reply.statusCode) && body !== undefined) {
      const header = reply.getHeader('content-type');
      let contentType = header === undefined ? undefined : String(header);
      let stored = body;
      // A body sent through sendBody is kept as JSON with its XML root, so a retry gets it in the
      // format the retry negotiates (the same bytes when it negotiates the same format).
      const sent = sentBodyOf(request);
      if (sent && contentType !== undefined) {
        if (bodyFormat(contentType) === 'xml') stored = JSON.stringify(sent.body);
        contentType = `${contentTypeOf('json')}; ${XML_ROOT}=${sent.xmlRoot}`;
      }
      await deps.store.complete(claimScope, { statusCode: reply.statusCode, contentType, body: stored }, new Date(deps.clock().getTime() + IDEMPOTENCY_RETENTION_MS));
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
