// The developer portal at /portal/: the plain HTML page, its script and style from web/portal,
// served by @fastify/static with @fastify/helmet's security headers and a strict
// Content-Security-Policy (no inline code), in a scope of their own so the API routes skip them.
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import helmet from '@fastify/helmet';

// ../../../ is the project root from src/http/routes and from the compiled dist/src/cli.
const PORTAL_DIR = fileURLToPath(new URL('../../../web/portal/', import.meta.url));

export async function portalRoutes(app: FastifyInstance): Promise<void> {
  app.get('/portal', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/portal/', 301));
  await app.register(async (scope) => {
    await scope.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'none'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          connectSrc: ["'self'"],
          imgSrc: ["'self'"],
          formAction: ["'self'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
        },
      },
      referrerPolicy: { policy: 'no-referrer' },
    });
    // The page shows secrets once; nothing of it belongs in a cache.
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });
    await scope.register(fastifyStatic, { root: PORTAL_DIR, prefix: '/portal/', index: 'index.html', cacheControl: false, etag: false, lastModified: false, decorateReply: false, schemaHide: true });
  });
}
