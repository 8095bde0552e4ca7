// EP-01 and its siblings under one base: process-party-address, check-party-address and the
// R-transaction route (contract section 3). HTTP concerns only; the pipeline decides.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { ErrorResponseSchema, ProcessPartyAddressRequestSchema, ProcessPartyAddressResponseSchema, type ChannelProfile, type ProcessPartyAddressRequest } from '../../model/schemas';
import { R_TRANSACTION_MESSAGE_TYPES } from '../../model/enums';
import { reasonDefinition } from '../../model/reasons';
import { ApiError } from '../apiError';
import { sendBody } from '../reply';
import { CounterSeriesCache, HistogramSeriesCache } from '../metricSeries';
import type { AppServices } from '../services';
import { processPartyAddress, type Endpoint } from '../../pipeline/processPartyAddress';
import { InvalidParameterError } from '../../params/invalidParameter';

const ROUTES: ReadonlyArray<{ path: string; endpoint: Endpoint; operationId: string; summary: string }> = [
  { path: '/process-party-address', endpoint: 'process', operationId: 'processPartyAddress', summary: 'EP-01: run the 7-step pipeline on one party address' },
  { path: '/check-party-address', endpoint: 'check', operationId: 'checkPartyAddress', summary: 'Classify, validate, check date legality and verify one address, without repair' },
  { path: '/r-transaction-message-party-addresses', endpoint: 'r-transaction', operationId: 'rTransactionMessagePartyAddresses', summary: 'EP-07/EP-15: party address of an R-transaction message' },
];

export const HeadersSchema = Type.Object({
  'x-request-id': Type.Optional(Type.String({ format: 'uuid', description: 'Client correlation ID, echoed in X-Request-ID' })),
  'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[\\x20-\\x7E]{1,64}$', description: 'Safe retry key' })),
});

export const errorResponses = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  406: ErrorResponseSchema,
  409: ErrorResponseSchema,
  413: ErrorResponseSchema,
  415: ErrorResponseSchema,
  422: ErrorResponseSchema,
  429: ErrorResponseSchema,
  500: ErrorResponseSchema,
};

/** The base this request came in on (e.g. /party-address/v4), for messages that name a real path. */
export function basePathOf(request: FastifyRequest): string {
  return (request.routeOptions.url ?? request.url.split('?')[0]!).replace(/\/[^/]*$/, '');
}

/** Endpoint rule 1 and contract section 3: which message types a route accepts (else 422). */
export function assertMessageTypeFits(endpoint: Endpoint, request: ProcessPartyAddressRequest, base: string): void {
  const messageType = request.context?.messageType;
  if (!messageType) return;
  const isRTransaction = R_TRANSACTION_MESSAGE_TYPES.has(messageType);
  if (endpoint !== 'r-transaction' && isRTransaction) {
    throw new ApiError(422, `${messageType} is an R-transaction message type: send it to ${base}/r-transaction-message-party-addresses`, { reason: 'REG-06' });
  }
  if (endpoint === 'r-transaction' && !isRTransaction) {
    throw new ApiError(422, `${messageType} is not an R-transaction message type: send it to ${base}/process-party-address. ${reasonDefinition('REG-07').message}`, { reason: 'REG-07' });
  }
}

export interface PartyAddressRouteOptions {
  services: AppServices;
  /** A test seam: bench/decompose.ts answers from recorded outcomes to measure the route without the pipeline. */
  pipeline?: typeof processPartyAddress;
}

export async function partyAddressRoutes(scope: FastifyInstance, options: PartyAddressRouteOptions): Promise<void> {
  const { services, pipeline = processPartyAddress } = options;
  // The metric updates of every call without prom-client's per-call label work (metricSeries.ts).
  const stepDuration = new HistogramSeriesCache(services.metrics.pipelineStepDuration);
  for (const route of ROUTES) {
    const decisions = new CounterSeriesCache(services.metrics.decisions);
    const reasons = new CounterSeriesCache(services.metrics.reasons);
    /** Runs the pipeline and answers; the metrics and the audit facts of the call. */
    const answer = (request: FastifyRequest, reply: FastifyReply, body: ProcessPartyAddressRequest, profile: ChannelProfile | undefined): FastifyReply => {
      let outcome;
      try {
        outcome = pipeline(body, { endpoint: route.endpoint, profile, now: services.clock(), postal: services.postal, verify: services.verify });
      } catch (error) {
        if (error instanceof InvalidParameterError) throw new ApiError(400, error.message, { details: [{ field: error.field, message: error.reason }] });
        throw error;
      }
      const { decision } = outcome.response;
      decisions.inc(decision, { route: route.path, decision });
      for (const { code, severity } of outcome.response.result.reasons) reasons.inc(`${code} ${severity}`, { route: route.path, code, severity });
      for (const { step, durationMicros } of outcome.stepDurations) stepDuration.observe(step, { step }, durationMicros / 1e6);
      request.auditFacts = outcome.audit;
      return sendBody(request, reply.code(200), 'ProcessPartyAddressResponse', outcome.response);
    };
    scope.post(
      route.path,
      {
        bodyLimit: 64 * 1024,
        schema: {
          operationId: route.operationId,
          summary: route.summary,
          tags: ['Party address'],
          headers: HeadersSchema,
          body: ProcessPartyAddressRequestSchema,
          response: { 200: ProcessPartyAddressResponseSchema, ...errorResponses },
          security: [{ apiKey: [], bearerAuth: [] }],
        },
      },
      (request: FastifyRequest, reply: FastifyReply) => {
        const body = request.body as ProcessPartyAddressRequest;
        if (body.postalAddress !== undefined && body.postalAddressXml !== undefined) {
          throw new ApiError(400, 'Supply either postalAddress or postalAddressXml, not both', {
            details: [{ field: 'postalAddressXml', message: 'must not be present together with postalAddress' }],
          });
        }
        // The 422 names the real path of this base (e.g. /party-address/v4/r-transaction-message-party-addresses);
        // worked out only when there is a message type to check.
        if (body.context?.messageType !== undefined) assertMessageTypeFits(route.endpoint, body, basePathOf(request));
        // A handler without async: most calls name no channel profile, and those are answered
        // without a promise (issue 16). A thrown error reaches the error handler either way.
        if (body.channelName === undefined) {
          answer(request, reply, body, undefined);
          return;
        }
        return services.channelProfiles.forRequest(request, body.channelName).then((profile) => answer(request, reply, body, profile));
      },
    );
  }
}
