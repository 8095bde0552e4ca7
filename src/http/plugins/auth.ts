// Two factors on every base route (spec section 5): an onRequest hook, added to each base scope
// before its routes, that refuses with 401 or sets request.principal. Runs before body parsing.
import type { FastifyInstance } from 'fastify';
import type { CredentialServices } from '../../accounts/credentialServices';
import { sendError } from '../errorHandling';

export function registerAuth(scope: FastifyInstance, credentials: CredentialServices): void {
  scope.addHook('onRequest', async (request, reply) => {
    const apiKeyHeader = request.headers['x-api-key'];
    const apiKey = typeof apiKeyHeader === 'string' && apiKeyHeader !== '' ? apiKeyHeader : undefined;
    const environment = request.environment ?? 'live';
    const result = await credentials.twoFactor.check(request.headers.authorization, apiKey, environment);
    if (!result.ok) {
      // The factor, never the presented value, goes into the request's one log line.
      request.refusedFactor = result.factor;
      return sendError(request, reply, 401, result.message);
    }
    request.principal = result.principal;
    credentials.keyUsage.touch(result.principal.keyId);
  });
}
