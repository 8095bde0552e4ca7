// Public routes without credentials: liveness, readiness (storage reachable), metrics and the
// OpenAPI document generated from the same schemas the routes validate with.
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { isReachable } from '../../storage/database';
import type { AppServices } from '../services';
import { metricsHandler } from '../metrics';

const Status = (description: string, example: Record<string, string>) =>
  Type.Object(
    {
      status: Type.String({ description }),
      storage: Type.Optional(Type.String({ description: 'ok or unreachable: whether the database answers' })),
      redis: Type.Optional(Type.String({ description: 'ok or unreachable: whether Redis answers (only with REDIS_URL)' })),
    },
    { examples: [example] },
  );
const TAGS = ['Operations'];
const HEALTHZ = {
  operationId: 'getLiveness',
  tags: TAGS,
  summary: 'Liveness: the process answers (no credentials)',
  response: { 200: Status('Always ok', { status: 'ok' }) },
};
const READYZ = {
  operationId: 'getReadiness',
  tags: TAGS,
  summary: 'Readiness: storage (and Redis, with REDIS_URL) reachable and not shutting down (no credentials); 503 while draining or unreachable',
  response: {
    200: Status('ready', { status: 'ready', storage: 'ok' }),
    503: Status('draining or unavailable', { status: 'draining', storage: 'ok' }),
  },
};
const METRICS = {
  operationId: 'getMetrics',
  tags: TAGS,
  summary: 'Prometheus metrics in the text exposition format (see docs/operations.md); with METRICS_TOKEN set, send Authorization: Bearer <token>; with METRICS_PORT set, served on that port instead',
  produces: ['text/plain'],
  response: {
    200: Type.String({
      description: 'Prometheus text format 0.0.4',
      examples: ['# HELP party_address_decisions_total EP-01 decisions by route and outcome\n# TYPE party_address_decisions_total counter\nparty_address_decisions_total{route="/process-party-address",decision="ACCEPT"} 42\n'],
    }),
  },
};

export async function healthRoutes(app: FastifyInstance, options: { services: AppServices }): Promise<void> {
  const { services } = options;
  app.get('/healthz', { schema: HEALTHZ }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: READYZ }, async (_request, reply) => {
    const [storage, others] = await Promise.all([isReachable(services.db), services.readiness()]);
    const reachable = storage && Object.values(others).every(Boolean);
    const ready = reachable && !app.draining;
    const backends = Object.fromEntries(Object.entries(others).map(([name, ok]) => [name, ok ? 'ok' : 'unreachable']));
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : app.draining ? 'draining' : 'unavailable', storage: storage ? 'ok' : 'unreachable', ...backends });
  });
  // With METRICS_PORT the metrics are served on that port only (src/cli/serve.ts starts it).
  if (services.config.metricsPort === undefined) app.get('/metrics', { schema: METRICS }, metricsHandler(services.metrics.registry, services.config.metricsToken));
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
