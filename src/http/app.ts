// The app factory: one Fastify instance with the public routes, both bases (production and
// sandbox) and every cross-cutting plugin registered in the order of docs/architecture.md.
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Config } from '../config';
import type { OpenedDatabase } from '../storage/database';
import { createMetrics } from './metrics';
import { registerErrorHandling } from './errorHandling';
import { registerRequestContext, requestIdFor } from './plugins/requestContext';
import { registerContentParsers } from './plugins/contentParsers';
import { registerObservability } from './plugins/observability';
import { registerDrain } from './shutdown';
import { sendError } from './errorHandling';
import { BASES } from './bases';
import { partyAddressRoutes } from './routes/partyAddress';
import { reasonCodeRoutes } from './routes/reasonCodes';
import { healthRoutes } from './routes/health';
import { registerAuth } from './plugins/auth';
import { developerRoutes } from './routes/developer';
import { oauthRoutes } from './routes/oauth';
import { portalRoutes } from './routes/portal';
import { createCredentialServices } from '../accounts/credentialServices';
import type { AppServices } from './services';
import { registerRateLimit } from './plugins/rateLimit';
import { registerIdempotency } from './plugins/idempotency';
import { registerAudit } from './plugins/audit';
import { channelProfileRoutes } from './routes/channelProfiles';
import { auditEventRoutes } from './routes/auditEvents';
import { sqlChannelProfileStore } from '../profiles/sqlStore';
import { storedChannelProfiles } from '../profiles/lookup';
import { sqlIdempotencyStore } from '../idempotency/sqlStore';
import { memoryRateLimiter } from '../ratelimit/limiter';
import { sqlAuditStore } from '../audit/sqlStore';
import { createAuditQueue } from '../audit/queue';
import { startSqliteAuditWriter } from '../audit/sqliteAuditWriter';
import { startRetentionSweeper } from '../audit/retention';
import type { PostalReference } from '../reference/postal/types';
import type { Verifier } from '../pipeline/state';
import './principal';

export interface AppOptions {
  config: Config;
  database: OpenedDatabase;
  postal?: PostalReference;
  verify: Verifier;
  clock?: () => Date;
  /** Pino logger options; tests pass false or a stream. */
  logger?: boolean | Record<string, unknown>;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers["x-api-key"]'] },
    // One log line per request comes from the observability plugin; Fastify's own two are off.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    genReqId: (req) => requestIdFor(req),
    bodyLimit: 64 * 1024,
    trustProxy: false,
    return503OnClosing: true,
    ajv: { customOptions: { allErrors: true, coerceTypes: false, removeAdditional: false, useDefaults: false } },
  });

  const metrics = createMetrics();
  const clock = options.clock ?? (() => new Date());
  const credentials = await createCredentialServices(database.db, clock, (error) => app.log.error({ err: error }, 'recording API key use failed'));
  // Operational stores of the base routes (profiles, idempotency, rate limits, audit): each behind
  // an interface, so the PostgreSQL/Redis issue swaps implementations here and nowhere else.
  const profileStore = sqlChannelProfileStore(database.db);
  const idempotencyStore = sqlIdempotencyStore(database.db);
  const rateLimiter = memoryRateLimiter();
  // A SQLite file gets its audit inserts written by a worker thread, off the event loop.
  const auditWriter = database.file ? startSqliteAuditWriter(database.file) : undefined;
  const auditStore = sqlAuditStore(database.db, auditWriter?.append);
  const auditQueue = createAuditQueue(auditStore, {
    batchSize: config.auditBatchSize,
    flushIntervalMs: config.auditFlushIntervalMs,
    maxPending: 100_000,
    onError: (error, pending) => app.log.error({ err: error, pending }, 'audit batch write failed; will retry'),
  });
  const services: AppServices = {
    config,
    db: database.db,
    dbKind: database.kind,
    clock,
    metrics,
    postal: options.postal,
    verify: options.verify,
    channelProfiles: storedChannelProfiles(profileStore),
    credentials,
  };
  app.decorate('services', services);

  registerErrorHandling(app);
  registerRequestContext(app);
  registerDrain(app, (request, reply) => sendError(request, reply, 503, 'The service is shutting down; retry on another instance'));
  registerContentParsers(app);
  registerObservability(app, metrics);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Party Address Processing Service', version: '4.3.1', description: 'ISO 20022 PostalAddress24 party address processing (EP-01) with its sibling routes.' },
      servers: BASES.map((b) => ({ url: '/', description: `${b.environment} base ${b.prefix}` })),
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  await app.register(healthRoutes, { services });
  // Public routes outside the bases (developer self-service, OAuth token, portal) register here.
  await app.register(developerRoutes, { credentials });
  await app.register(oauthRoutes, { credentials });
  await app.register(portalRoutes);
  // lastUsedAt writes still in flight finish before the database closes.
  app.addHook('onClose', async () => credentials.keyUsage.flush());

  // Expired audit events and idempotency records go hourly; queued audit events are written
  // before the database closes (app.close() on SIGTERM runs this after in-flight requests end).
  const retention = startRetentionSweeper(
    [
      { name: 'audit events', purge: (now) => auditStore.purgeBefore(new Date(now.getTime() - config.auditRetentionDays * 86_400_000)) },
      { name: 'idempotency records', purge: (now) => idempotencyStore.purgeExpired(now) },
    ],
    { intervalMs: 3_600_000, clock: services.clock, onError: (task, error) => app.log.error({ err: error, task }, 'retention sweep failed') },
  );
  void retention.sweep();
  app.addHook('onClose', async () => {
    await retention.stop();
    await auditQueue.close();
    await auditWriter?.close();
  });

  for (const base of BASES) {
    await app.register(
      async (scope) => {
        scope.addHook('onRequest', async (request) => {
          request.environment = base.environment;
        });
        // Cross-cutting concerns of the base routes, in this order (each adds its own hooks):
        // [1] credentials (two factors)  [2] rate limit  [3] idempotency  [4] audit
        registerAuth(scope, credentials);
        if (config.rateLimitEnabled) registerRateLimit(scope, { limiter: rateLimiter, config, clock: services.clock });
        registerIdempotency(scope, { store: idempotencyStore, clock: services.clock });
        if (config.auditEnabled) registerAudit(scope, { queue: auditQueue, clock: services.clock });
        // Routes:
        await scope.register(partyAddressRoutes, { services });
        await scope.register(reasonCodeRoutes);
        await scope.register(channelProfileRoutes, { store: profileStore, clock: services.clock });
        await scope.register(auditEventRoutes, { store: auditStore, beforeRead: () => auditQueue.drain() });
      },
      { prefix: base.prefix },
    );
  }
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}
