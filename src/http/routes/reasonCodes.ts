// GET {base}/reason-codes: the reason catalogue (code, severity, message, ruleSource).
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { REASON_CATALOGUE } from '../../model/reasons';
import { sendBody } from '../reply';
import { errorResponses } from './partyAddress';

const ReasonCatalogueSchema = Type.Object({
  reasonCodes: Type.Array(
    Type.Object({ code: Type.String(), severity: Type.String(), severities: Type.Array(Type.String()), message: Type.String(), ruleSource: Type.Optional(Type.String()) }),
  ),
});

const CATALOGUE = {
  reasonCodes: REASON_CATALOGUE.map((r) => ({ code: r.code, severity: r.severities[0], severities: [...r.severities], message: r.message, ruleSource: r.ruleSource })),
};

export async function reasonCodeRoutes(scope: FastifyInstance): Promise<void> {
  scope.get(
    '/reason-codes',
    { schema: { operationId: 'listReasonCodes', tags: ['Reference'], response: { 200: ReasonCatalogueSchema, ...errorResponses }, security: [{ apiKey: [], bearerAuth: [] }] } },
    async (request, reply) => sendBody(request, reply, 'ReasonCodes', CATALOGUE),
  );
}
