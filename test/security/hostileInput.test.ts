// OWASP API8 (security misconfiguration) and API4, issue 11 finding 5: no client input gives a
// 5xx. XML element names that reach an object's prototype, and JSON nested deep enough to overflow
// a recursive walk (the Idempotency-Key hash), get 400 ErrorResponses, with or without credentials.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../helpers/testApp';
import { createCredentials } from '../helpers/credentials';

let t: TestApp;
let headers: Record<string, string>;
before(async () => {
  t = await buildTestApp();
  headers = (await createCredentials(t.app, 'live')).headers;
});
after(() => t.close());

const EP01 = '/party-address/v4/process-party-address';

test('XML element names __proto__, constructor and prototype get 400, anywhere in the body', async () => {
  for (const name of ['__proto__', 'constructor', 'prototype', 'x:constructor']) {
    const bodies = [
      `<${name}>x</${name}>`,
      `<ProcessPartyAddressRequest><${name}>x</${name}></ProcessPartyAddressRequest>`,
      `<ProcessPartyAddressRequest><PstlAdr><${name}/><Ctry>DE</Ctry></PstlAdr></ProcessPartyAddressRequest>`,
      `<ProcessPartyAddressRequest><context><${name}>1</${name}></context></ProcessPartyAddressRequest>`,
    ];
    for (const payload of bodies) {
      const res = await t.app.inject({ method: 'POST', url: EP01, payload, headers: { ...headers, 'content-type': 'application/xml', accept: 'application/json' } });
      assert.equal(res.statusCode, 400, `${payload}: ${res.body}`);
      assert.equal(res.json().code, 400);
      // Without credentials: the 401 comes first, the body is never parsed.
      const anonymous = await t.app.inject({ method: 'POST', url: EP01, payload, headers: { 'content-type': 'application/xml', accept: 'application/json' } });
      assert.equal(anonymous.statusCode, 401);
    }
  }
});

test('JSON nested 6,000 deep with an Idempotency-Key gets 400, not a stack overflow', async () => {
  for (const payload of ['['.repeat(6000) + ']'.repeat(6000), '{"a":'.repeat(6000) + '1' + '}'.repeat(6000), `{"postalAddress":{"country":"DE","x":${'['.repeat(5000)}${']'.repeat(5000)}}}`]) {
    const res = await t.app.inject({ method: 'POST', url: EP01, payload, headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': `deep-${payload.length}` } });
    assert.equal(res.statusCode, 400, res.body.slice(0, 300));
    assert.match(res.json().message, /nesting/);
  }
  // Brackets inside strings are text, not nesting.
  const inString = await t.app.inject({ method: 'POST', url: EP01, payload: JSON.stringify({ name: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[{{{{{{{{{', postalAddress: { townName: 'Berlin', country: 'DE' } }), headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': 'in-string' } });
  assert.ok(inString.statusCode < 500 && !/nesting/.test(inString.body), inString.body.slice(0, 300));
});
