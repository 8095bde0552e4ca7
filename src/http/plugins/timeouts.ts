// Connection and request time limits (contract section 11, issue 11 finding 2): headers, body,
// the whole request and idle keep-alive each have a limit, so a client that trickles bytes or
// sends nothing cannot hold a socket (and a file descriptor) for long.
// - headers: Node's headersTimeout, checked every connectionsCheckingInterval;
// - body: a timer from the end of the headers; a body not complete in time gets 408 ErrorResponse
//   and the connection is closed (this hook, so the answer is ours, not a bare status line);
// - whole request (headers and body): Node's requestTimeout, a backstop above the two;
// - idle: keep-alive between requests, and any socket with no traffic at all.
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from '../../config';
import { ApiError } from '../apiError';

type Timeouts = Config['httpTimeouts'];

/** Errors Node's HTTP parser raises before a request exists, answered as an ErrorResponse. */
function clientErrorAnswer(code: string | undefined): { status: number; message: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: 'The request did not arrive in time' };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: 'Request headers are larger than the limit of 16 KiB' };
  return { status: 400, message: 'Malformed HTTP request' };
}

/**
 * Writes an ErrorResponse (JSON: no Accept header was read) on a socket whose request could not be
 * parsed or did not arrive in time, then closes it. Replaces Fastify's own plain-JSON answer.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = clientErrorAnswer(error.code);
  const body = JSON.stringify({ code: status, message, requestId: randomUUID() });
  // Nothing may be written once a response of this socket has begun.
  const inResponse = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true;
  if (socket.writable && !inResponse) {
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy();
}

/** Fastify server options for the limits that Node's HTTP server enforces. */
export function serverTimeoutOptions(timeouts: Timeouts): Pick<FastifyServerOptions, 'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout'> & { http: { headersTimeout: number; connectionsCheckingInterval: number } } {
  return {
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      // Node checks the two limits above on this interval (default 30 s, too coarse for them).
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(Math.min(timeouts.headersMs, timeouts.requestMs) / 4))),
    },
  };
}

/** The body limit: a body still arriving `bodyMs` after the headers gets 408 and a closed connection. */
export function registerBodyTimeout(app: FastifyInstance, bodyMs: number): void {
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const raw = request.raw;
    if (raw.complete) return done(null, payload);
    const timer = setTimeout(() => {
      if (raw.complete) return;
      const error = new ApiError(408, `The request body did not arrive within ${bodyMs / 1000} s`, { headers: { Connection: 'close' } });
      // The body reader listens for errors: it ends parsing with this one, and the error handler answers.
      if (payload.listenerCount('error') > 0) payload.emit('error', error);
      else raw.socket.destroy();
    }, bodyMs);
    timer.unref();
    // 'close' follows the body's end at once (or its abort), keep-alive or not: one listener a request.
    payload.once('close', () => clearTimeout(timer));
    done(null, payload);
  });
}
