// The batch route (contract section 3, issue 15): 1 to 1,000 EP-01 requests in one body, answered
// in order with statistics over the batch. Same pipeline, credentials, idempotency and audit as
// EP-01; the rate limit charges one token per record.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_BATCH_RECORDS, ProcessPartyAddressesRequestSchema, ProcessPartyAddressesResponseSchema, type ProcessPartyAddressesRequest } from '../../model/batchSchemas';
import type { ChannelProfile, ProcessPartyAddressResponse } from '../../model/schemas';
import { ApiError } from '../apiError';
import { sendBody } from '../reply';
import type { AppServices } from '../services';
import { processPartyAddress, type ProcessOutcome } from '../../pipeline/processPartyAddress';
import { InvalidParameterError } from '../../params/invalidParameter';
import { batchStatistics } from '../../bulk/statistics';
import { batchAuditFacts } from '../../bulk/batchAudit';
import { assertMessageTypeFits, basePathOf, errorResponses, HeadersSchema } from './partyAddress';

/** 1,000 records of up to ~1.5 KiB each in XML, with room to spare (single routes: 64 KiB). */
export const BATCH_BODY_LIMIT = 4 * 1024 * 1024;

function recordCount(body: unknown): number {
  const requests = body && typeof body === 'object' ? (body as { requests?: unknown }).requests : undefined;
  return Array.isArray(requests) ? Math.min(requests.length, MAX_BATCH_RECORDS) : 1;
}

export async function batchRoutes(scope: FastifyInstance, options: { services: AppServices }): Promise<void> {
  const { services } = options;
  scope.post(
    '/process-party-addresses',
    {
      bodyLimit: BATCH_BODY_LIMIT,
      config: { xmlRequestRoot: 'ProcessPartyAddressesRequest', rateLimitCost: recordCount },
      schema: {
        operationId: 'processPartyAddresses',
        summary: 'EP-01 in batch: 1 to 1,000 party addresses, answered in order with statistics over the batch',
        description: 'Charges one rate-limit token per record. XML root ProcessPartyAddressesRequest with repeated ProcessPartyAddressRequest.',
        tags: ['Party address'],
        headers: HeadersSchema,
        body: ProcessPartyAddressesRequestSchema,
        response: { 200: ProcessPartyAddressesResponseSchema, ...errorResponses },
        security: [{ apiKey: [], bearerAuth: [] }],
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const { requests } = request.body as ProcessPartyAddressesRequest;
      // Every record is checked before any runs, so a bad record costs the caller no half-done batch.
      const profiles = new Map<string | undefined, ChannelProfile | undefined>();
      for (const [index, item] of requests.entries()) {
        if (item.postalAddress !== undefined && item.postalAddressXml !== undefined) {
          throw new ApiError(400, `requests[${index}]: supply either postalAddress or postalAddressXml, not both`, {
            details: [{ field: `requests[${index}].postalAddressXml`, message: 'must not be present together with postalAddress' }],
          });
        }
        try {
          assertMessageTypeFits('process', item, basePathOf(request));
        } catch (error) {
          if (error instanceof ApiError) throw new ApiError(error.statusCode, `requests[${index}]: ${error.message}`, error.extra);
          throw error;
        }
        if (!profiles.has(item.channelName)) profiles.set(item.channelName, await services.channelProfiles.forRequest(request, item.channelName));
      }
      const started = performance.now();
      const now = services.clock();
      const outcomes: ProcessOutcome[] = requests.map((item, index) => {
        try {
          return processPartyAddress(item, { endpoint: 'process', profile: profiles.get(item.channelName), now, postal: services.postal, verify: services.verify });
        } catch (error) {
          if (error instanceof InvalidParameterError) throw new ApiError(400, `requests[${index}]: ${error.message}`, { details: [{ field: `requests[${index}].${error.field}`, message: error.reason }] });
          throw error;
        }
      });
      const results: ProcessPartyAddressResponse[] = outcomes.map((o) => o.response);
      for (const outcome of outcomes) services.metrics.decisions.inc({ route: '/process-party-addresses', decision: outcome.response.decision });
      request.auditFacts = batchAuditFacts(outcomes.map((o) => o.audit), performance.now() - started);
      const statistics = batchStatistics(results.map((r) => r.decision), performance.now() - started);
      return sendBody(request, reply.code(200), 'ProcessPartyAddressesResponse', { results, statistics });
    },
  );
}
