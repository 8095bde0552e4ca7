// Graceful close on SIGTERM, in two phases so that no accepted request is dropped:
// 1. drain: the listener stays open, /readyz turns 503 (a load balancer stops sending), and every
//    new request is answered 503 with Connection: close, while requests already running finish;
// 2. close: the listener closes and Fastify waits for in-flight requests. Node's server.close()
//    would drop idle connections at once, including just-accepted ones whose request is not read
//    yet, so idle connections are swept every 100 ms instead until none remain.
import type { FastifyInstance } from 'fastify';

export async function closeGracefully(app: FastifyInstance, drainMs = 1000): Promise<void> {
  app.draining = true;
  const server = app.server;
  const open = await new Promise<number>((resolve) => server.getConnections((error, count) => resolve(error ? 1 : count)));
  if (open > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  const closeIdle = server.closeIdleConnections?.bind(server);
  if (!closeIdle) return app.close();
  server.closeIdleConnections = () => {};
  const sweeper = setInterval(closeIdle, 100);
  try {
    await app.close();
  } finally {
    clearInterval(sweeper);
  }
}

/**
 * Registers the drain behaviour: once draining (SIGTERM, or any app.close()), a new request gets
 * 503 and every answer carries Connection: close, so keep-alive connections end with their last
 * answer instead of holding the close open until their idle timeout.
 */
export function registerDrain(app: FastifyInstance, refuse: (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => unknown): void {
  app.decorate('draining', false);
  app.addHook('preClose', async () => {
    app.draining = true;
  });
  // Callback style: these run on every request and do no I/O (an async hook costs a promise each).
  app.addHook('onRequest', (request, reply, done) => {
    if (!app.draining) return done();
    reply.header('Connection', 'close');
    // Answering without calling done() ends the hook chain here.
    refuse(request, reply);
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.draining) reply.header('Connection', 'close');
    done(null, payload);
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** True from SIGTERM on: new requests are refused with 503 while running ones finish. */
    draining: boolean;
  }
}
