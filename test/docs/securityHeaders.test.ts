// The portal and /docs carry their security headers (helmet, static CSP); the API routes do not
// pay for them.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(async () => t?.close());

test('portal files: strict CSP, nosniff, no-referrer, no-store', async () => {
  for (const [url, type] of [['/portal/', /^text\/html/], ['/portal/portal.js', /javascript/], ['/portal/portal.css', /^text\/css/]] as const) {
    const res = await t.app.inject({ method: 'GET', url });
    assert.equal(res.statusCode, 200, url);
    assert.match(String(res.headers['content-type']), type);
    assert.equal(res.headers['content-security-policy'], "default-src 'none';script-src 'self';style-src 'self';connect-src 'self';img-src 'self';form-action 'self';base-uri 'none';frame-ancestors 'none'");
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.equal(res.headers['referrer-policy'], 'no-referrer');
    assert.equal(res.headers['cache-control'], 'no-store');
  }
  assert.equal((await t.app.inject({ method: 'GET', url: '/portal/missing.js' })).statusCode, 404);
});

test('/docs: nosniff and a CSP without https: or unsafe-inline', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/docs/' });
  assert.equal(res.headers['x-content-type-options'], 'nosniff');
  const csp = String(res.headers['content-security-policy']);
  assert.match(csp, /default-src 'self'/);
  assert.doesNotMatch(csp, /https:|unsafe-inline/);
});

test('API routes carry none of the page headers', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/healthz' });
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['content-security-policy'], undefined);
  assert.equal(res.headers['cache-control'], undefined);
});
