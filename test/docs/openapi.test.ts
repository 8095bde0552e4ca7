// The OpenAPI document as an integrator uses it: valid OpenAPI 3.1, both versions stated, the two
// real servers, reusable components with a description on every field, JSON and XML media types
// with examples, the public routes; and every request example, taken from the document itself,
// is accepted by the running service with the answer the document shows.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020.js';
import { XMLParser } from 'fast-xml-parser';
import { buildTestApp, type TestApp } from '../helpers/testApp';
import { createCredentials, type TestCredentials } from '../helpers/credentials';
import { EXAMPLE_CLOCK } from '../../src/http/plugins/openapi/exampleCalls';

const PARTY_ADDRESS_PATHS = ['/process-party-address', '/check-party-address', '/r-transaction-message-party-addresses'];
const EP01_COMPONENTS = ['ProcessPartyAddressRequest', 'PostalAddress', 'PostalAddressXml', 'Identification', 'ProcessingOptions', 'Context', 'ProcessPartyAddressResponse', 'AddressResult', 'ReasonCode', 'Issue', 'Statistics', 'ErrorResponse'];
const xml = new XMLParser({ parseTagValue: false, isArray: (name) => ['AdrLine', 'reason', 'issue'].includes(name) });

let t: TestApp;
let doc: any;
let origin: string;
let sandbox: TestCredentials;
let live: TestCredentials;

/** Property paths without a description, following $refs into components once. */
function undescribed(schema: any, path: string, seen: Set<string>): string[] {
  if (!schema || typeof schema !== 'object') return [];
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop();
    if (seen.has(name)) return [];
    seen.add(name);
    return undescribed(doc.components.schemas[name], name, seen);
  }
  const missing: string[] = [];
  for (const [name, property] of Object.entries<any>(schema.properties ?? {})) {
    const target = property.$ref ? doc.components.schemas[property.$ref.split('/').pop()] : property;
    if (!property.description && !target?.description) missing.push(`${path}.${name}`);
    missing.push(...undescribed(property, `${path}.${name}`, seen));
  }
  if (schema.items) missing.push(...undescribed(schema.items, `${path}[]`, seen));
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') missing.push(...undescribed(schema.additionalProperties, `${path}{}`, seen));
  return missing;
}

describe('OpenAPI document', () => {
  before(async () => {
    t = await buildTestApp({ clock: () => new Date(EXAMPLE_CLOCK) });
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    sandbox = await createCredentials(origin, 'sandbox');
    live = await createCredentials(origin, 'live');
  });
  after(async () => t?.close());

  test('is valid OpenAPI 3.1 and states the spec version, the product version and the two bases', async () => {
    const result = await new Validator().validate(doc);
    assert.equal(result.valid, true, JSON.stringify(result.errors)?.slice(0, 2000));
    assert.equal(doc.openapi, '3.1.0');
    assert.equal(doc.info.version, '4.3.1');
    const productVersion = JSON.parse(readFileSync('package.json', 'utf8')).version;
    assert.equal(doc.info['x-product-version'], productVersion);
    assert.match(doc.info.description, new RegExp(`product version \\*\\*${productVersion.replace(/\./g, '\\.')}\\*\\*`));
    assert.deepEqual(doc.servers, [
      { url: '/party-address/v4', description: 'Production base ({base_url}): live keys' },
      { url: '/sandbox/party-address/v4', description: 'Sandbox base ({sandbox_base_url}): test keys' },
    ]);
    // Each base route once; public routes carry their own server.
    assert.ok(!Object.keys(doc.paths).some((p) => p.includes('/party-address/v4')));
    for (const path of ['/healthz', '/readyz', '/metrics', '/oauth/token']) {
      assert.ok(doc.paths[path], `${path} missing`);
      assert.deepEqual(doc.paths[path].servers.map((s: { url: string }) => s.url), ['/']);
    }
    const ids = Object.values<any>(doc.paths).flatMap((item) => Object.values<any>(item).map((op) => op.operationId).filter(Boolean));
    assert.equal(new Set(ids).size, ids.length, 'operationIds are unique');
  });

  test('EP-01 schemas are reusable components with a description on every field', () => {
    for (const name of EP01_COMPONENTS) {
      assert.ok(doc.components.schemas[name], `components.schemas.${name} missing`);
      assert.ok(doc.components.schemas[name].description, `${name} has no description`);
    }
    const missing = EP01_COMPONENTS.flatMap((name) => undescribed({ $ref: `#/components/schemas/${name}` }, name, new Set()));
    assert.deepEqual(missing, []);
    assert.match(doc.components.schemas.PostalAddress.properties.townName.description, /Required for __2 parties/);
  });

  test('every schema property of the document has a description', () => {
    // Integrators read the field meanings in Swagger UI: every property of every schema (components,
    // request bodies, answers, nested objects and array items) says what it holds. A $ref property
    // takes the description of its component; example values are data, not schemas.
    const missing: string[] = [];
    const walk = (node: any, path: string): void => {
      if (Array.isArray(node)) {
        node.forEach((n, i) => walk(n, `${path}[${i}]`));
        return;
      }
      if (!node || typeof node !== 'object') return;
      if (node.properties && typeof node.properties === 'object') {
        for (const [name, property] of Object.entries<any>(node.properties)) if (!property.description && !property.$ref) missing.push(`${path}.${name}`);
      }
      for (const [key, value] of Object.entries(node)) if (key !== 'example' && key !== 'examples') walk(value, `${path}/${key}`);
    };
    walk(doc, '');
    assert.deepEqual(missing, []);
  });

  test('party-address operations take and give JSON and XML, with examples of several countries', () => {
    for (const path of PARTY_ADDRESS_PATHS) {
      const op = doc.paths[path].post;
      for (const type of ['application/json', 'application/xml']) {
        assert.ok(op.requestBody.content[type], `${path} request ${type}`);
        assert.ok(Object.keys(op.responses['200'].content[type].examples).length > 0, `${path} 200 ${type} examples`);
        for (const status of ['400', '401', '422', '429', '500']) assert.ok(op.responses[status].content[type].example, `${path} ${status} ${type} example`);
      }
      assert.ok(Object.keys(op.requestBody.content['application/json'].examples).length > 0, `${path} JSON request examples`);
    }
    const ep01 = doc.paths['/process-party-address'].post.requestBody.content;
    assert.ok(Object.keys(ep01['application/xml'].examples).length >= 2);
    const countries = new Set(
      [...Object.values<any>(ep01['application/json'].examples).map((e) => e.value.postalAddress.country), ...Object.values<any>(ep01['application/xml'].examples).map((e) => /<Ctry>([A-Z]{2})<\/Ctry>/.exec(e.value)![1])],
    );
    assert.ok(countries.size >= 5, [...countries].join());
    // Swagger UI's "Try it out" would send these, not "string" and "EO".
    assert.doesNotMatch(JSON.stringify(ep01['application/json'].examples), /"string"|"EO"/);
  });

  test('every JSON example matches its schema', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    ajv.addSchema({ ...doc, $id: 'openapi' }, 'openapi');
    const check = (schemaRef: string, value: unknown, where: string) => {
      const validate = ajv.getSchema(`openapi${schemaRef}`)!;
      assert.ok(validate(value), `${where}: ${JSON.stringify(validate.errors)}`);
    };
    let checked = 0;
    for (const path of PARTY_ADDRESS_PATHS) {
      const op = doc.paths[path].post;
      for (const [name, example] of Object.entries<any>(op.requestBody.content['application/json'].examples)) check('#/components/schemas/ProcessPartyAddressRequest', example.value, `${path} request ${name}`), checked++;
      for (const [name, example] of Object.entries<any>(op.responses['200'].content['application/json'].examples)) check('#/components/schemas/ProcessPartyAddressResponse', example.value, `${path} 200 ${name}`), checked++;
      for (const status of ['400', '401', '422', '429', '500']) check('#/components/schemas/ErrorResponse', op.responses[status].content['application/json'].example, `${path} ${status}`), checked++;
    }
    assert.ok(checked >= 25);
  });

  test('every request example is accepted by the running service, on both servers, with the answer the document shows', async () => {
    let sent = 0;
    for (const path of PARTY_ADDRESS_PATHS) {
      const op = doc.paths[path].post;
      const answers = op.responses['200'].content;
      for (const type of ['application/json', 'application/xml']) {
        for (const [name, example] of Object.entries<any>(op.requestBody.content[type].examples ?? {})) {
          for (const [server, credentials] of [[doc.servers[0].url, live], [doc.servers[1].url, sandbox]] as const) {
            const body = typeof example.value === 'string' ? example.value : JSON.stringify(example.value);
            const json = await fetch(`${origin}${server}${path}`, { method: 'POST', body, headers: { ...credentials.headers, 'content-type': type, accept: 'application/json' } });
            assert.equal(json.status, 200, `${server}${path} ${name}: ${await json.clone().text()}`);
            const answer: any = await json.json();
            const shown = answers['application/json'].examples[name].value;
            assert.equal(answer.decision, shown.decision, name);
            assert.deepEqual(answer.result.output, shown.result.output, name);
            assert.deepEqual(answer.result.reasons.map((r: any) => r.code), shown.result.reasons.map((r: any) => r.code), name);
            const asXml = await fetch(`${origin}${server}${path}`, { method: 'POST', body, headers: { ...credentials.headers, 'content-type': type, accept: 'application/xml' } });
            assert.equal(asXml.status, 200);
            const shownXml = xml.parse(answers['application/xml'].examples[name].value).ProcessPartyAddressResponse;
            const gotXml = xml.parse(await asXml.text()).ProcessPartyAddressResponse;
            assert.deepEqual(gotXml.result.PstlAdr, shownXml.result.PstlAdr, name);
            assert.equal(gotXml.decision, shownXml.decision);
            sent += 2;
          }
        }
      }
    }
    assert.ok(sent >= 28, String(sent));
  });

  test('the documented error examples are the envelopes the service sends', async () => {
    const op = doc.paths['/process-party-address'].post;
    const shown = op.responses['422'].content['application/json'].example;
    const res = await fetch(`${origin}/party-address/v4/process-party-address`, {
      method: 'POST',
      headers: { ...live.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ postalAddress: { country: 'DE', townName: 'Berlin' }, context: { messageType: 'pacs.004' } }),
    });
    assert.equal(res.status, 422);
    const answer: any = await res.json();
    assert.equal(answer.reason, shown.reason);
    assert.equal(answer.message, shown.message);
    assert.deepEqual(Object.keys(answer).sort(), Object.keys(shown).sort());
  });

  test('the /oauth/token example form is the one the service takes', async () => {
    const op = doc.paths['/oauth/token'].post;
    const form = op.requestBody.content['application/x-www-form-urlencoded'];
    assert.deepEqual(form.schema.required, ['grant_type']);
    assert.equal(form.example.grant_type, 'client_credentials');
    const res = await fetch(`${origin}/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form.example).toString() });
    // The example's client does not exist here: the answer is the documented 401 shape.
    assert.equal(res.status, 401);
    assert.deepEqual(Object.keys((await res.json()) as object).sort(), Object.keys(op.responses['401'].content['application/json'].example).sort());
  });

  test('/docs is the product\'s: own title and logo, nosniff', async () => {
    const page = await fetch(`${origin}/docs/`);
    assert.equal(page.status, 200);
    assert.equal(page.headers.get('x-content-type-options'), 'nosniff');
    const html = await page.text();
    assert.match(html, /<title>Party Address Processing Service · API reference<\/title>/);
    // The top bar's logo is replaced by the product's (a data: URL in the initializer).
    const initializer = await fetch(`${origin}/docs/static/swagger-initializer.js`);
    assert.equal(initializer.headers.get('x-content-type-options'), 'nosniff');
    const logo = /img\.src = 'data:image\/svg\+xml;base64,([^']+)'/.exec(await initializer.text());
    assert.ok(logo, 'the initializer replaces the logo');
    assert.equal(Buffer.from(logo[1]!, 'base64').toString('utf8'), readFileSync('web/docs/logo.svg', 'utf8'));
  });
});

test('every operation shows an example of each JSON request body and of each success answer with a body', async () => {
  const t = await buildTestApp();
  try {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const missing: string[] = [];
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(item)) {
        if (method === 'servers') continue;
        for (const [type, media] of Object.entries<any>(op.requestBody?.content ?? {})) if (!media.example && !media.examples) missing.push(`${method} ${path} request ${type}`);
        for (const [status, response] of Object.entries<any>(op.responses ?? {})) {
          if (!status.startsWith('2') || status === '204') continue;
          for (const [type, media] of Object.entries<any>(response.content ?? {})) {
            if (type === 'text/plain') continue;
            if (!media.example && !media.examples && !media.schema?.examples) missing.push(`${method} ${path} ${status} ${type}`);
          }
        }
      }
    }
    assert.deepEqual(missing, []);
    // Recorded from the service: the channel profile example is one the service stored.
    const put = doc.paths['/channel-profiles/{channelName}'].put;
    assert.equal(put.requestBody.content['application/json'].example.scheme, 'SCT');
  } finally {
    await t.close();
  }
});
