// The route of a request read once per request (routeOf), and the request log line built only
// when info lines are written: the same url and config as Fastify's routeOptions, the same lines.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { routeOf } from '../../src/http/plugins/requestContext';
import { buildTestApp } from '../helpers/testApp';
import { createCredentials } from '../helpers/credentials';

describe('request route and log line', () => {
  test('routeOf: the url and config of routeOptions, read once per request; no url for no route', async () => {
    const app = Fastify({ logger: false });
    let seen: unknown[] = [];
    app.addHook('onRequest', (request, _reply, done) => {
      seen = [routeOf(request), routeOf(request), request.routeOptions.url, request.routeOptions.config];
      done();
    });
    app.post('/items/:id', { config: { rateLimitCost: () => 3 } }, async () => ({ ok: true }));
    await app.inject({ method: 'POST', url: '/items/7', payload: {} });
    const [first, second, url, config] = seen as [ReturnType<typeof routeOf>, ReturnType<typeof routeOf>, string, unknown];
    assert.equal(first, second);
    assert.equal(first.url, '/items/:id');
    assert.equal(first.url, url);
    assert.equal(first.config, config);
    assert.equal(first.config.rateLimitCost?.(undefined), 3);
    await app.inject({ method: 'GET', url: '/nowhere' });
    assert.equal((seen[0] as ReturnType<typeof routeOf>).url, undefined);
    await app.close();
  });

  for (const [level, lines] of [['info', 1], ['warn', 0]] as const) {
    test(`LOG_LEVEL ${level}: ${lines} request line for an EP-01 call`, async () => {
      const written: string[] = [];
      const stream = new Writable({ write(chunk, _enc, done) { written.push(String(chunk)); done(); } });
      const t = await buildTestApp({ logger: { level, stream } });
      try {
        const credentials = await createCredentials(t.app, 'live');
        written.length = 0;
        const res = await t.app.inject({ method: 'POST', url: '/party-address/v4/process-party-address', headers: { 'content-type': 'application/json', ...credentials.headers }, payload: JSON.stringify({ postalAddress: { addressLine: ['10 Downing Street', 'London SW1A 2AA'], country: 'GB' } }) });
        assert.equal(res.statusCode, 200);
        const requestLines = written.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request');
        assert.equal(requestLines.length, lines);
        if (lines) assert.equal(requestLines[0].route, '/party-address/v4/process-party-address');
      } finally {
        await t.close();
      }
    });
  }
});
