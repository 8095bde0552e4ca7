// OWASP API4, issue 11 finding 2: every connection has time limits. A body that does not arrive in
// time gets a 408 ErrorResponse and a closed connection; a connection that sends no headers, or
// stays idle after its answer, is closed. Real sockets on 127.0.0.1, limits shortened by env.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import { buildTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
let port: number;
before(async () => {
  t = await buildTestApp({
    env: { HTTP_HEADERS_TIMEOUT_MS: '400', HTTP_BODY_TIMEOUT_MS: '400', HTTP_REQUEST_TIMEOUT_MS: '1200', HTTP_KEEP_ALIVE_TIMEOUT_MS: '400', HTTP_IDLE_TIMEOUT_MS: '3000' },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
after(() => t.close());

/** Opens a socket, writes `first`, and resolves with everything read until the server closes it. */
function untilClosed(first: string, limitMs = 10_000): Promise<{ text: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket: Socket = connect(port, '127.0.0.1', () => {
      if (first) socket.write(first);
    });
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', () => {});
    const guard = setTimeout(() => {
      socket.destroy();
      reject(new Error(`connection still open after ${limitMs} ms; read so far: ${text}`));
    }, limitMs);
    socket.on('close', () => {
      clearTimeout(guard);
      resolve({ text, closedAfterMs: Date.now() - started });
    });
  });
}

function bodyOf(response: string): unknown {
  return JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4));
}

test('a body that does not arrive in time gets 408 with an ErrorResponse, and the connection closes', async () => {
  const head = 'POST /developer/v1/accounts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":';
  const { text } = await untilClosed(head);
  assert.match(text, /^HTTP\/1\.1 408 /);
  const body = bodyOf(text) as { code: number; message: string; requestId: string };
  assert.equal(body.code, 408);
  assert.match(body.message, /did not arrive/);
  assert.ok(body.requestId);
});

test('a connection that never completes its headers is closed with a 408 ErrorResponse', async () => {
  const { text } = await untilClosed('POST /developer/v1/accounts HTTP/1.1\r\nHost: 127.0.0.1\r\n');
  assert.match(text, /^HTTP\/1\.1 408 /);
  assert.equal((bodyOf(text) as { code: number }).code, 408);
  // Nothing sent at all: closed too.
  await untilClosed('');
});

test('an idle keep-alive connection is closed after its answer', async () => {
  const { text } = await untilClosed('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
  assert.match(text, /^HTTP\/1\.1 200 /);
});

test('the service still answers while slow connections wait (bounded count)', async () => {
  const slow = Array.from({ length: 50 }, () => untilClosed('POST /developer/v1/accounts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{'));
  const health = await fetch(`http://127.0.0.1:${port}/healthz`);
  assert.equal(health.status, 200);
  const results = await Promise.all(slow);
  assert.ok(results.every((r) => /^HTTP\/1\.1 408 /.test(r.text)));
});

test('settings: invalid or inconsistent timeouts are refused at start', async () => {
  const { loadConfig } = await import('../../src/config');
  assert.throws(() => loadConfig({ HTTP_BODY_TIMEOUT_MS: '0' }), /HTTP_BODY_TIMEOUT_MS/);
  assert.throws(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '20000', HTTP_BODY_TIMEOUT_MS: '20000', HTTP_REQUEST_TIMEOUT_MS: '30000' }), /HTTP_REQUEST_TIMEOUT_MS="30000": must be at least HTTP_HEADERS_TIMEOUT_MS \+ HTTP_BODY_TIMEOUT_MS \(40000\)/);
  const defaults = loadConfig({}).httpTimeouts;
  assert.ok(defaults.keepAliveMs > 60_000, 'keep-alive outlasts a 60 s load-balancer idle timeout');
});
