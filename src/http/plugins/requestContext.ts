// First hook of every request: the X-Request-ID (echoed, or made when absent; 400 when not a
// UUID) and content negotiation (406 when Accept allows neither JSON nor XML).
import { randomUUID } from 'node:crypto';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { bodyFormat, negotiateResponseFormat } from '../codec/negotiation';
import { sendError } from '../errorHandling';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function requestIdFor(request: { headers: Record<string, string | string[] | undefined> }): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && UUID.test(sent) ? sent : randomUUID();
}

/** The matched route's url (undefined for no route) and its config. */
export interface RouteFacts {
  url: string | undefined;
  config: FastifyContextConfig;
}

/**
 * The route of a request, read once: Fastify's request.routeOptions builds a new object of a
 * dozen fields on every read, and the hooks of a call read it four times (rate limit twice,
 * audit, the log line).
 */
export function routeOf(request: FastifyRequest): RouteFacts {
  if (request.routeFacts !== undefined) return request.routeFacts;
  const { url, config } = request.routeOptions;
  return (request.routeFacts = { url, config });
}

export function registerRequestContext(app: FastifyInstance): void {
  app.decorateRequest('routeFacts', undefined);
  app.decorateRequest('responseFormat', 'json');
  app.decorateRequest('requestFormat', 'json');
  app.decorateRequest('environment', undefined);
  // Callback style, like every per-request hook that does no I/O: an async hook costs a promise
  // and a microtask turn on every request (issue 16).
  app.addHook('onRequest', (request: FastifyRequest, reply, done) => {
    reply.header('X-Request-ID', request.id);
    // Every answer, /docs included: no browser guesses a type other than the one sent.
    reply.header('X-Content-Type-Options', 'nosniff');
    request.requestFormat = bodyFormat(request.headers['content-type']) ?? 'json';
    const negotiated = negotiateResponseFormat(request.headers.accept, request.requestFormat);
    request.responseFormat = negotiated ?? request.requestFormat;
    const sentId = request.headers['x-request-id'];
    if (sentId !== undefined && (typeof sentId !== 'string' || !UUID.test(sentId))) {
      // Answering without calling done() ends the hook chain here.
      sendError(request, reply, 400, 'X-Request-ID must be a UUID', { details: [{ field: 'X-Request-ID', message: 'must be a UUID' }] });
      return;
    }
    if (negotiated === undefined) {
      sendError(request, reply, 406, 'Accept allows neither application/json nor application/xml');
      return;
    }
    done();
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by routeOf on its first call. */
    routeFacts: RouteFacts | undefined;
  }
}
