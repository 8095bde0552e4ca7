// OWASP API4 (unrestricted resource consumption), issue 11 findings 1 and 8: no body, whatever its
// content, costs more than a few milliseconds of the event loop; a request for no route or without
// credentials is answered before its body is parsed; error answers stay small whatever was sent.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../helpers/testApp';
import { createCredentials } from '../helpers/credentials';

let t: TestApp;
let credentials: Record<string, string>;
before(async () => {
  t = await buildTestApp();
  credentials = (await createCredentials(t.app, 'live')).headers;
});
after(() => t.close());

const SIZE = 64 * 1024 - 64;
const fill = (unit: string, head = '', tail = '') => head + unit.repeat(Math.floor((SIZE - head.length - tail.length) / unit.length)) + tail;
const ROOT = '<ProcessPartyAddressRequest>';
const END = '</ProcessPartyAddressRequest>';

/** Bodies that made the old checks quadratic or the parser slow, each close to the 64 KiB limit. */
const HOSTILE_XML: Record<string, string> = {
  'unterminated tag': fill('a', '<'),
  'many <': fill('<'),
  'unterminated attribute value': fill('a', '<a b="'),
  'unterminated comment': fill('<!--', '<a>'),
  'unterminated CDATA': fill('<![CDATA[', '<a>'),
  'many siblings': fill('<a/>', ROOT, END),
  'many closed comments': fill('<!---->', ROOT, END),
  'many attributes': fill(' b="1"', '<ProcessPartyAddressRequest', '/>'),
  'deep nesting': fill('<a>'),
  'one long name': fill('a', '<', '>'),
  'many entities': fill('&amp;', `${ROOT}<Nm>`, `</Nm>${END}`),
};

async function fastest(send: () => Promise<unknown>, runs = 3): Promise<number> {
  let best = Infinity;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await send();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

test('a 64 KiB XML body of any content is answered about as fast as a plain one (linear checks)', async () => {
  const url = '/party-address/v4/process-party-address';
  const headers = { ...credentials, 'content-type': 'application/xml' };
  const plain = await fastest(() => t.app.inject({ method: 'POST', url, payload: fill('x', `${ROOT}<Nm>`, `</Nm>${END}`), headers }));
  // A ratio against a same-sized ordinary body, so a busy machine slows both sides alike; the
  // quadratic scan took 1,500 ms here against a few ms for the plain body.
  const allowed = Math.max(100, plain * 15);
  for (const [name, payload] of Object.entries(HOSTILE_XML)) {
    let status = 0;
    let bytes = 0;
    const ms = await fastest(async () => {
      const res = await t.app.inject({ method: 'POST', url, payload, headers });
      status = res.statusCode;
      bytes = res.body.length;
    });
    assert.ok(status === 400 || status === 200, `${name}: ${status}`);
    assert.ok(ms < allowed, `${name}: ${ms.toFixed(1)} ms, plain body ${plain.toFixed(1)} ms`);
    if (status === 400) assert.ok(bytes < 2048, `${name}: error answer of ${bytes} bytes`);
  }
});

test('a request for no route is 404 without its body being parsed', async () => {
  for (const [type, payload] of [['application/xml', fill('a', '<')], ['application/json', fill('[')], ['application/xml', '<__proto__/>']] as const) {
    const res = await t.app.inject({ method: 'POST', url: '/no-such-route', payload, headers: { 'content-type': type } });
    assert.equal(res.statusCode, 404, `${type}: ${res.body.slice(0, 200)}`);
    assert.match(res.body, /404/);
  }
});

test('a base route answers 401 to a request without credentials before parsing its body', async () => {
  for (const payload of [fill('a', '<'), '<constructor/>', fill('<a>')]) {
    const res = await t.app.inject({ method: 'POST', url: '/party-address/v4/process-party-address', payload, headers: { 'content-type': 'application/xml' } });
    assert.equal(res.statusCode, 401);
    // Only the API key given: still 401, the body still untouched.
    const keyOnly = await t.app.inject({ method: 'POST', url: '/party-address/v4/process-party-address', payload, headers: { 'content-type': 'application/xml', 'x-api-key': `pas_live_${'a'.repeat(40)}` } });
    assert.equal(keyOnly.statusCode, 401);
  }
});

test('error answers are bounded: no echo of a long input, a capped list of details', async () => {
  const longName = await t.app.inject({ method: 'POST', url: '/party-address/v4/process-party-address', payload: fill('a', '<a></', '>'), headers: { ...credentials, 'content-type': 'application/xml' } });
  assert.equal(longName.statusCode, 400);
  assert.ok(longName.body.length < 2048, `${longName.body.length} bytes`);

  const unknownKeys: Record<string, string> = { email: 'x@example.test', password: 'long enough password' };
  for (let i = 0; i < 5000; i++) unknownKeys[`k${i}`] = '';
  const many = await t.app.inject({ method: 'POST', url: '/developer/v1/accounts', payload: JSON.stringify(unknownKeys), headers: { 'content-type': 'application/json' } });
  assert.equal(many.statusCode, 400);
  assert.ok(many.body.length < 4096, `${many.body.length} bytes`);
  const details = many.json().details as { field: string; message: string }[];
  assert.ok(details.length <= 21);
  assert.match(details[details.length - 1]!.message, /more problems not listed/);
});
