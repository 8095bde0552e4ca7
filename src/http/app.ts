// The app factory: one Fastify instance with the public routes, both bases (production and
// sandbox) and every cross-cutting plugin registered in the order of docs/architecture.md.
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { OpenedDatabase } from '../storage/database';
import { createMetrics, registerMetricSources } from './metrics';
import { registerErrorHandling } from './errorHandling';
import { registerRequestContext, requestIdFor } from './plugins/requestContext';
import { registerContentParsers } from './plugins/contentParsers';
import { registerObservability } from './plugins/observability';
import { registerApiDocs } from './plugins/apiDocs';
import { schemaCompilation } from './schemaCompilation';
import { registerDrain } from './shutdown';
import { answerClientError, registerBodyTimeout, serverTimeoutOptions } from './plugins/timeouts';
import { sendError } from './errorHandling';
import { BASES } from './bases';
import { partyAddressRoutes } from './routes/partyAddress';
import { batchRoutes } from './routes/batch';
import { jobRoutes } from './routes/jobs';
import { startJobService } from '../bulk/jobs/jobService';
import { reasonCodeRoutes } from './routes/reasonCodes';
import { healthRoutes } from './routes/health';
import { registerAuth, type AuthFailureGuard } from './plugins/auth';
import { developerRoutes } from './routes/developer';
import { oauthRoutes } from './routes/oauth';
import { portalRoutes } from './routes/portal';
import { createCredentialServices } from '../accounts/credentialServices';
import { encryptionKeyForDatabase } from '../accounts/keyEncryption';
import type { AppServices } from './services';
import type { CredentialServices } from '../accounts/credentialServices';
import type { RateLimiter } from '../ratelimit/limiter';
import type { IdempotencyStore } from '../idempotency/store';
import type { AuditQueue } from '../audit/queue';
import type { Environment } from './principal';
import { registerRateLimit } from './plugins/rateLimit';
import { createAbuseThrottle } from './plugins/abuseThrottle';
import { registerIdempotency } from './plugins/idempotency';
import { registerAudit } from './plugins/audit';
import { channelProfileRoutes } from './routes/channelProfiles';
import { auditEventRoutes } from './routes/auditEvents';
import { sqlChannelProfileStore } from '../profiles/sqlStore';
import { storedChannelProfiles } from '../profiles/lookup';
import { openOperationalStores } from '../composition/operationalStores';
import { sqlAuditStore } from '../audit/sqlStore';
import { createAuditQueue } from '../audit/queue';
import { startSqliteAuditWriter } from '../audit/sqliteAuditWriter';
import { startRetentionSweeper } from '../audit/retention';
import type { PostalReference } from '../reference/postal/types';
import type { Verifier } from '../pipeline/state';
import './principal';

/** Audit events kept in memory while the database cannot take them (about 1 KB each). */
export const AUDIT_BUFFER_LIMIT = 50_000;

export interface AppOptions {
  config: Config;
  database: OpenedDatabase;
  postal?: PostalReference;
  verify: Verifier;
  clock?: () => Date;
  /** Seconds the postal reference took to load (reported as a metric). */
  postalLoadSeconds?: number;
  /** Pino logger options; tests pass false or a stream. */
  logger?: boolean | Record<string, unknown>;
  /** Audit events kept while the database is away before calls are refused; AUDIT_BUFFER_LIMIT unless a test says. */
  auditBufferLimit?: number;
  /**
   * A test seam: registers more routes with the app's own services and base concerns before it is
   * ready (bench/decompose.ts measures each concern's cost on routes of its own this way).
   */
  extend?: (app: FastifyInstance, parts: { services: AppServices; concerns: BaseConcerns }) => Promise<void>;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const schemas = schemaCompilation();
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers["x-api-key"]'] },
    // One log line per request comes from the observability plugin; Fastify's own two are off.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    genReqId: (req) => requestIdFor(req),
    bodyLimit: 64 * 1024,
    trustProxy: false,
    // The drain hook answers 503 as an ErrorResponse while closing; Fastify's own 503 is not one.
    return503OnClosing: false,
    ...serverTimeoutOptions(config.httpTimeouts),
    clientErrorHandler: answerClientError,
    // Fastify's validators and serializers, compiled once per distinct schema and on first use
    // (or by app.compileSchemas() once the service listens): src/http/schemaCompilation.ts.
    ajv: { customOptions: { allErrors: true, coerceTypes: false, removeAdditional: false, useDefaults: false }, onCreate: schemas.onCreateAjv },
    schemaController: { compilersFactory: { buildSerializer: schemas.buildSerializer } },
  });
  app.decorate('compileSchemas', schemas.compileAll);

  const metrics = createMetrics();
  const clock = options.clock ?? (() => new Date());
  const auditBufferLimit = options.auditBufferLimit ?? AUDIT_BUFFER_LIMIT;
  // Rate limits, idempotency and key revocations: in this process and its database, or in Redis
  // with REDIS_URL (src/composition/operationalStores.ts).
  const operational = await openOperationalStores(config, database.db, (error) => app.log.error({ err: error }, 'Redis unavailable'));
  app.addHook('onClose', async () => operational.close());
  const signingKeyEncryption = encryptionKeyForDatabase(config.tokenKeyEncryption, database, config.dataDir, (message) => app.log.warn(message));
  const credentials = await createCredentialServices(database.db, clock, (error) => app.log.error({ err: error }, 'recording API key use failed'), {
    quotas: config.quotas,
    keyChanges: operational.revocations,
    ...(signingKeyEncryption ? { signingKeyEncryption } : {}),
  });
  const profileStore = sqlChannelProfileStore(database.db);
  const idempotencyStore = operational.idempotency;
  const rateLimiter = operational.rateLimiter;
  // The abuse throttles share the rate limiter's store: with Redis, every instance counts together.
  const abuseThrottle = createAbuseThrottle(rateLimiter, clock);
  const authGuard = { throttle: abuseThrottle, policy: config.abuseLimits.authFailure, metrics };
  // A SQLite file gets its audit inserts written by a worker thread, off the event loop.
  const auditWriter = database.file ? startSqliteAuditWriter(database.file) : undefined;
  const auditStore = sqlAuditStore(database.db, auditWriter?.append);
  const auditQueue = createAuditQueue(auditStore, {
    batchSize: config.auditBatchSize,
    flushIntervalMs: config.auditFlushIntervalMs,
    // Never reached in practice: requests are refused (503) from AUDIT_BUFFER_LIMIT on, so an
    // accepted call's event is kept until the database is back rather than dropped.
    maxPending: 2 * auditBufferLimit,
    onError: (error, pending) => app.log.error({ err: error, pending }, 'audit batch write failed; will retry'),
  });
  registerMetricSources(metrics, { auditQueue, postal: options.postal });
  if (options.postalLoadSeconds !== undefined) metrics.referenceLoadSeconds.set(options.postalLoadSeconds);
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
    idempotency: idempotencyStore,
    readiness: operational.readiness,
  };
  app.decorate('services', services);

  registerErrorHandling(app);
  registerRequestContext(app);
  registerDrain(app, (request, reply) => sendError(request, reply, 503, 'The service is shutting down; retry on another instance'));
  registerContentParsers(app);
  registerBodyTimeout(app, config.httpTimeouts.bodyMs);
  registerObservability(app, metrics);

  await registerApiDocs(app);

  await app.register(healthRoutes, { services });
  // Public routes outside the bases (developer self-service, OAuth token, portal) register here.
  await app.register(developerRoutes, { credentials, authGuard, limits: config.abuseLimits });
  await app.register(oauthRoutes, { credentials, authGuard });
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

  // Jobs need the shared PostgreSQL (DATABASE_URL): their queue and chunks live there (docs/bulk.md).
  const jobs = config.databaseUrl
    ? await startJobService({ databaseUrl: config.databaseUrl, postal: options.postal, verify: options.verify, clock, onError: (error) => app.log.error({ err: error }, 'job queue error') })
    : undefined;
  if (jobs) app.addHook('onClose', async () => jobs.stop());

  const concerns: BaseConcerns = { config, credentials, authGuard, rateLimiter, idempotencyStore, auditQueue, auditBufferLimit, clock: services.clock };
  for (const base of BASES) {
    await app.register(
      async (scope) => {
        registerBaseConcerns(scope, base.environment, concerns);
        // Routes:
        await scope.register(partyAddressRoutes, { services });
        await scope.register(batchRoutes, { services });
        await scope.register(jobRoutes, { jobs });
        await scope.register(reasonCodeRoutes);
        await scope.register(channelProfileRoutes, { store: profileStore, clock: services.clock });
        await scope.register(auditEventRoutes, { store: auditStore, beforeRead: () => auditQueue.drain() });
      },
      { prefix: base.prefix },
    );
  }
  if (options.extend) await options.extend(app, { services, concerns });
  return app;
}

/** What the cross-cutting concerns of a base scope use: built once per app by buildApp. */
export interface BaseConcerns {
  config: Config;
  credentials: CredentialServices;
  authGuard: AuthFailureGuard;
  rateLimiter: RateLimiter;
  idempotencyStore: IdempotencyStore;
  auditQueue: AuditQueue;
  auditBufferLimit: number;
  clock: () => Date;
}

export type BaseConcern = 'credentials' | 'rate-limit' | 'idempotency' | 'audit';
export const BASE_CONCERNS: readonly BaseConcern[] = ['credentials', 'rate-limit', 'idempotency', 'audit'];

/**
 * The hooks of a base scope, added before its routes. Every base registers all of them; a subset
 * (`only`) is for bench/decompose.ts, which measures what each concern costs a request.
 */
export function registerBaseConcerns(scope: FastifyInstance, environment: Environment, concerns: BaseConcerns, only: ReadonlySet<BaseConcern> = new Set(BASE_CONCERNS)): void {
  const { config, auditQueue, auditBufferLimit } = concerns;
  // Cross-cutting concerns of the base routes, in this order (each adds its own hooks):
  // [1] credentials (two factors)  [2] rate limit  [3] idempotency  [4] audit
  const audited = config.auditEnabled && only.has('audit');
  // One hook for the base's environment and the audit buffer's bound (a hook fewer on every call).
  // While the database is away, audit events wait in memory; past the bound, refuse new
  // calls (503) rather than accept calls whose events could not be kept.
  scope.addHook('onRequest', (request, reply, done) => {
    request.environment = environment;
    if (!audited || auditQueue.pending() < auditBufferLimit) return done();
    reply.header('Retry-After', '5');
    sendError(request, reply, 503, 'The audit trail cannot be written right now; retry in a few seconds');
  });
  if (only.has('credentials')) registerAuth(scope, concerns.credentials, concerns.authGuard);
  if (config.rateLimitEnabled && only.has('rate-limit')) registerRateLimit(scope, { limiter: concerns.rateLimiter, config, clock: concerns.clock });
  if (only.has('idempotency')) registerIdempotency(scope, { store: concerns.idempotencyStore, clock: concerns.clock });
  if (audited) registerAudit(scope, { queue: auditQueue, clock: concerns.clock, requirePrincipal: only.has('credentials') });
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
    /** Compiles the route schemas no request has needed yet, a schema per turn of the event loop. */
    compileSchemas(): Promise<void>;
  }
}
