// GET {base}/audit-events (contract sections 3 and 9): the caller's audit trail in this base's
// environment, newest first, a page at a time, filtered by time range, reference and decision.
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { DECISIONS } from '../../model/enums';
import type { AuditStore } from '../../audit/store';
import { decodeCursor, encodeCursor } from '../../audit/cursor';
import { callerOf } from '../../audit/caller';
import { ApiError } from '../apiError';
import { sendBody } from '../reply';
import { errorResponses } from './partyAddress';

const DATE_TIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})$';

const QuerySchema = Type.Object(
  {
    from: Type.Optional(Type.String({ pattern: DATE_TIME, description: 'Events at or after this instant (ISO 8601 with Z or offset)' })),
    to: Type.Optional(Type.String({ pattern: DATE_TIME, description: 'Events before this instant' })),
    reference: Type.Optional(Type.String({ minLength: 1, maxLength: 140, description: 'context.reference of the request' })),
    decision: Type.Optional(Type.Unsafe<string>({ type: 'string', enum: [...DECISIONS] })),
    limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,3}$', description: 'Events per page, 1 to 200 (default 50)' })),
    cursor: Type.Optional(Type.String({ maxLength: 200, description: 'nextCursor of the previous page' })),
  },
  { additionalProperties: false },
);

const ValueSchema = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]);
const AuditEventSchema = Type.Object(
  {
    eventId: Type.String(),
    requestId: Type.String(),
    occurredAt: Type.String({ format: 'date-time' }),
    accountId: Type.String(),
    applicationId: Type.Union([Type.String(), Type.Null()]),
    keyId: Type.Union([Type.String(), Type.Null()]),
    environment: Type.String(),
    method: Type.String(),
    route: Type.String(),
    statusCode: Type.Integer(),
    idempotentReplay: Type.Boolean(),
    context: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean()])),
    parameters: Type.Array(Type.Object({ name: Type.String(), value: ValueSchema, source: Type.String() })),
    decision: Type.Union([Type.String(), Type.Null()]),
    status: Type.Union([Type.String(), Type.Null()]),
    reasonCodes: Type.Array(Type.String()),
    inputFormat: Type.Union([Type.String(), Type.Null()]),
    outputFormat: Type.Union([Type.String(), Type.Null()]),
    fingerprint: Type.Union([Type.String(), Type.Null()]),
    processingTimeMs: Type.Number(),
  },
  { title: 'AuditEvent' },
);
const AuditPageSchema = Type.Object({ auditEvents: Type.Array(AuditEventSchema), nextCursor: Type.Optional(Type.String()) }, { title: 'AuditEventPage' });

function instant(text: string | undefined, field: string): string | undefined {
  if (text === undefined) return undefined;
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) throw new ApiError(400, `${field} is not a valid date-time`, { details: [{ field, message: 'must be an ISO 8601 date-time' }] });
  return new Date(ms).toISOString();
}

export async function auditEventRoutes(scope: FastifyInstance, options: { store: AuditStore; beforeRead?: () => Promise<void> }): Promise<void> {
  scope.get(
    '/audit-events',
    {
      schema: {
        operationId: 'listAuditEvents',
        summary: 'The audit trail of the calling account in this environment, newest first',
        tags: ['Audit'],
        querystring: QuerySchema,
        response: { 200: AuditPageSchema, ...errorResponses },
        security: [{ apiKey: [], bearerAuth: [] }],
      },
    },
    async (request, reply) => {
      const query = request.query as { from?: string; to?: string; reference?: string; decision?: string; limit?: string; cursor?: string };
      const limit = query.limit === undefined ? 50 : Number(query.limit);
      if (limit < 1 || limit > 200) throw new ApiError(400, 'limit must be 1 to 200', { details: [{ field: 'limit', message: 'must be 1 to 200' }] });
      const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
      if (query.cursor !== undefined && !after) throw new ApiError(400, 'cursor is not a cursor this service issued', { details: [{ field: 'cursor', message: 'must be the nextCursor of a previous page' }] });
      // Events still queued are written first, so a caller reads its own calls at once.
      await options.beforeRead?.();
      const { accountId, environment } = callerOf(request);
      const page = await options.store.page(
        { accountId, environment },
        { from: instant(query.from, 'from'), to: instant(query.to, 'to'), reference: query.reference, decision: query.decision },
        after,
        limit,
      );
      const body: { auditEvents: typeof page.events; nextCursor?: string } = { auditEvents: page.events };
      if (page.next) body.nextCursor = encodeCursor(page.next);
      return sendBody(request, reply, 'AuditEvents', body);
    },
  );
}
