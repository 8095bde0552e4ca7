// The developer portal at /portal/: a plain HTML page, its script and style from web/portal,
// read once at start and served with a strict Content-Security-Policy (no inline code).
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

const PORTAL_DIR = new URL('../../../web/portal/', import.meta.url);

const FILES: Readonly<Record<string, { file: string; type: string }>> = {
  '': { file: 'index.html', type: 'text/html; charset=utf-8' },
  'portal.js': { file: 'portal.js', type: 'text/javascript; charset=utf-8' },
  'portal.css': { file: 'portal.css', type: 'text/css; charset=utf-8' },
};

const SECURITY_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  // The page shows secrets once; nothing of it belongs in a cache.
  'Cache-Control': 'no-store',
};

export async function portalRoutes(app: FastifyInstance): Promise<void> {
  const contents = new Map(Object.entries(FILES).map(([name, { file, type }]) => [name, { body: readFileSync(new URL(file, PORTAL_DIR)), type }]));

  app.get('/portal', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/portal/', 301));
  app.get('/portal/*', { schema: { hide: true } }, async (request, reply) => {
    const name = (request.params as { '*': string })['*'];
    const asset = contents.get(name);
    if (!asset) return reply.code(404).headers(SECURITY_HEADERS).type('text/plain; charset=utf-8').send('Not found');
    return reply.headers(SECURITY_HEADERS).type(asset.type).send(asset.body);
  });
}
