// The app factory: one Fastify instance with the public routes, both bases (production and
// sandbox) and every cross-cutting plugin registered in the order of docs/architecture.md.
import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Config } from '../config';
import type { OpenedDatabase } from '../storage/database';
import { createMetrics } from './metrics';
import { registerErrorHandling } from './errorHandling';
import { registerRequestContext, requestIdFor } from './plugins/requestContext';
import { registerContentParsers } from './plugins/contentParsers';
import { registerObservability } from './plugins/observability';
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
import { unknownChannelProfiles } from './channelProfilesUnavailable';
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
    disableRequestLogging: true,
    requestIdLogLabel: 'requestId',
    genReqId: (req) => requestIdFor(req),
    bodyLimit: 64 * 1024,
    trustProxy: false,
    return503OnClosing: true,
    ajv: { customOptions: { allErrors: true, coerceTypes: false, removeAdditional: false, useDefaults: false } },
  });

  const metrics = createMetrics();
  const clock = options.clock ?? (() => new Date());
  const credentials = await createCredentialServices(database.db, clock, (error) => app.log.error({ err: error }, 'recording API key use failed'));
  const services: AppServices = {
    config,
    db: database.db,
    dbKind: database.kind,
    clock,
    metrics,
    postal: options.postal,
    verify: options.verify,
    channelProfiles: unknownChannelProfiles,
    credentials,
  };
  app.decorate('services', services);

  registerErrorHandling(app);
  registerRequestContext(app);
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

  for (const base of BASES) {
    await app.register(
      async (scope) => {
        scope.addHook('onRequest', async (request) => {
          request.environment = base.environment;
        });
        // Cross-cutting concerns of the base routes, in this order (each adds its own hooks):
        // [1] credentials (two factors)  [2] rate limit  [3] idempotency  [4] audit
        registerAuth(scope, credentials);
        // Routes:
        await scope.register(partyAddressRoutes, { services });
        await scope.register(reasonCodeRoutes);
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
