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
    decision: Type.Optional(Type.Unsafe<string>({ type: 'string', enum: [...DECISIONS], description: 'Only events with this decision' })),
    limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,3}$', description: 'Events per page, 1 to 200 (default 50)' })),
    cursor: Type.Optional(Type.String({ maxLength: 200, description: 'nextCursor of the previous page' })),
  },
  { additionalProperties: false },
);

const AuditEventSchema = Type.Object(
  {
    eventId: Type.String({ description: 'Unique id of the event; ids sort in the order the events were made.' }),
    requestId: Type.String({ description: 'X-Request-ID of the call: the UUID the client sent, or the one the service made.' }),
    occurredAt: Type.String({ format: 'date-time', description: 'When the call was answered, ISO 8601 in UTC.' }),
    accountId: Type.String({ description: 'Account the call was made for (the account of the access token and the API key).' }),
    applicationId: Type.Union([Type.String(), Type.Null()], { description: 'Application the access token was issued to; null only for a call without an authenticated caller, which the service does not audit.' }),
    keyId: Type.Union([Type.String(), Type.Null()], { description: 'Id of the API key of the call (never the key itself); null only for a call without an authenticated caller.' }),
    environment: Type.String({ description: 'sandbox or live: the base the call was made on.' }),
    method: Type.String({ description: 'HTTP method of the call.' }),
    route: Type.String({ description: 'Route pattern of the call with its base, e.g. /party-address/v4/process-party-address or /party-address/v4/channel-profiles/:channelName.' }),
    statusCode: Type.Integer({ description: 'HTTP status code of the answer.' }),
    idempotentReplay: Type.Boolean({ description: 'True when the answer was a stored Idempotency-Key replay (Idempotent-Replayed: true): the pipeline did not run again.' }),
    context: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean()]), {
      description: 'The context fields of the request as sent (processing-fallback and analytics-only), cut to their declared length; context.name only as "[redacted]". Empty when no context was sent.',
    }),
    parameters: Type.Array(
      Type.Object({
        name: Type.String({ description: 'Parameter name, such as quality or targetFormat; batch.totalRecords, batch.acceptedCount, batch.partialCount and batch.rejectedCount on a batch call.' }),
        value: Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()], { description: 'Resolved value; date-times as ISO 8601 in UTC.' }),
        source: Type.String({ description: 'Where the value came from: processingOptions, channelProfile, context or default.' }),
      }),
      { description: 'Resolved processing parameters with value and source (contract section 5); a batch call lists those of its first record and the batch record counts. Empty when the pipeline did not run.' },
    ),
    decision: Type.Union([Type.String(), Type.Null()], { description: 'ACCEPT, PARTIAL_SUCCESS or REJECT (on a batch call the most severe of its records); null when the pipeline did not run.' }),
    status: Type.Union([Type.String(), Type.Null()], { description: 'VALIDATED, REPAIRED, PARTIALLY_REPAIRED or NOT_REPAIRED (on a batch call the most severe of its records); null when the pipeline did not run.' }),
    reasonCodes: Type.Array(Type.String(), { description: 'Reason codes of the answer: of the result (the distinct codes of all records on a batch call), or the reason of a 422 such as REG-06; empty otherwise.' }),
    inputFormat: Type.Union([Type.String(), Type.Null()], { description: 'Format detected in the submitted address (of the first record on a batch call); null when the pipeline did not run.' }),
    outputFormat: Type.Union([Type.String(), Type.Null()], { description: 'Format of the processed address (of the first record on a batch call); null when the pipeline did not run.' }),
    fingerprint: Type.Union([Type.String(), Type.Null()], { description: 'Lowercase hex SHA-256 of the canonical output address (on a batch call, over the fingerprints of its records in order); null when the pipeline did not run.' }),
    processingTimeMs: Type.Number({ description: 'Milliseconds, whole: pipeline time on the party-address and batch routes, the whole request time on the others.' }),
  },
  { title: 'AuditEvent' },
);
const AuditPageSchema = Type.Object(
  {
    auditEvents: Type.Array(AuditEventSchema, { description: 'Events of this page, newest first, at most limit of them.' }),
    nextCursor: Type.Optional(Type.String({ description: 'Cursor of the next (older) page, to send as cursor; absent on the last page.' })),
  },
  { title: 'AuditEventPage' },
);

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
