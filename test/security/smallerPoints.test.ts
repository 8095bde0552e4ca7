// Issue 11, finding 10 (OWASP API8, security misconfiguration): the 503 while closing, the 431 and
// the 413 of /oauth/token are ErrorResponses that say the truth; the developer routes take JSON
// only; every answer, /docs included, carries X-Content-Type-Options: nosniff.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { buildTestApp } from '../helpers/testApp';

function bodyOf(response: string): Record<string, unknown> {
  return JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;
}

test('a request arriving while the service closes gets a 503 ErrorResponse, not Fastify’s own', async () => {
  const t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const socket = connect((t.app.server.address() as { port: number }).port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let text = '';
  socket.on('data', (chunk) => (text += chunk));
  const closed = new Promise((resolve) => socket.once('close', resolve));
  // Headers begun before the close, finished after it started.
  socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
  await new Promise((resolve) => setTimeout(resolve, 100));
  const closing = t.app.close();
  await new Promise((resolve) => setTimeout(resolve, 100));
  socket.write('\r\n');
  await closed;
  await closing;
  assert.match(text, /^HTTP\/1\.1 503 /);
  const body = bodyOf(text);
  assert.equal(body.code, 503);
  assert.ok(typeof body.requestId === 'string' && typeof body.message === 'string');
});

test('431: headers over the limit get an ErrorResponse', async () => {
  const t = await buildTestApp();
  try {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = connect((t.app.server.address() as { port: number }).port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', () => {});
    socket.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    await new Promise((resolve) => socket.once('close', resolve));
    assert.match(text, /^HTTP\/1\.1 431 /);
    assert.equal(bodyOf(text).code, 431);
  } finally {
    await t.close();
  }
});

test('developer routes refuse XML with 415; /oauth/token’s 413 names its own limit; nosniff everywhere', async () => {
  const t = await buildTestApp();
  try {
    const xml = await t.app.inject({ method: 'POST', url: '/developer/v1/accounts', payload: '<a><email>x@example.test</email></a>', headers: { 'content-type': 'application/xml' } });
    assert.equal(xml.statusCode, 415);
    assert.equal(xml.json().code, 415);
    const big = await t.app.inject({ method: 'POST', url: '/oauth/token', payload: `grant_type=client_credentials&x=${'a'.repeat(5000)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    assert.equal(big.statusCode, 413);
    assert.match(big.json().message, /limit of 4096 bytes/);
    for (const url of ['/docs', '/docs/json', '/healthz', '/party-address/v4/reason-codes', '/no-such-route']) {
      const res = await t.app.inject({ method: 'GET', url });
      assert.equal(res.headers['x-content-type-options'], 'nosniff', url);
    }
  } finally {
    await t.close();
  }
});
