// Public routes without credentials: liveness, readiness (storage reachable), metrics and the
// OpenAPI document generated from the same schemas the routes validate with.
import type { FastifyInstance } from 'fastify';
import { isReachable } from '../../storage/database';
import type { AppServices } from '../services';

export async function healthRoutes(app: FastifyInstance, options: { services: AppServices }): Promise<void> {
  const { services } = options;
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const storage = await isReachable(services.db);
    const ready = storage && !app.draining;
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : app.draining ? 'draining' : 'unavailable', storage: storage ? 'ok' : 'unreachable' });
  });
  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Content-Type', services.metrics.registry.contentType);
    return services.metrics.registry.metrics();
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
