// GET {base}/reason-codes: the reason catalogue (code, severity, message, ruleSource).
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { REASON_CATALOGUE } from '../../model/reasons';
import { sendBody } from '../reply';
import { errorResponses } from './partyAddress';

const ReasonCatalogueSchema = Type.Object({
  reasonCodes: Type.Array(
    Type.Object({
      code: Type.String({ description: 'Reason code, PREFIX-NN (FMT format, FLD field, REG regulatory, ENT entity, VRF verification, CNV conversion); a published code never changes meaning.' }),
      severity: Type.String({ description: 'Usual severity of the code (the first of severities): ERROR, WARNING or INFO.' }),
      severities: Type.Array(Type.String(), { description: 'Every severity a reason with this code may carry, the usual one first.' }),
      message: Type.String({ description: 'What the code means; a reason in a response may add neutral detail.' }),
      ruleSource: Type.Optional(Type.String({ description: 'Rule or reference the code applies, such as R-03, SR2026 or EPC character set.' })),
    }),
    { description: 'Every reason code the service can report.' },
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
