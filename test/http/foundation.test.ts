// The HTTP foundation over Fastify's inject: JSON and XML round trips, content negotiation,
// request ids, every error status with its ErrorResponse in JSON and XML, XML safety, body limit,
// 422 REG-06 per R-transaction type, and the public routes.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { XMLParser } from 'fast-xml-parser';
import { Validator } from '@seriousme/openapi-schema-validator';
import { buildTestApp, type TestApp } from '../helpers/testApp';
import { createCredentials } from '../helpers/credentials';
import { R_TRANSACTION_MESSAGE_TYPES } from '../../src/model/enums';

const BASE = '/party-address/v4';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const xml = new XMLParser({ parseTagValue: false, isArray: (name) => ['AdrLine', 'reason', 'issue', 'detail'].includes(name) });

const ADDRESS = { streetName: 'Friedrichstraße', buildingNumber: '43', postCode: '10117', townName: 'Berlin', country: 'DE' };
const XML_REQUEST = `<?xml version="1.0" encoding="UTF-8"?>
<ProcessPartyAddressRequest>
  <Nm>Acme GmbH</Nm>
  <PstlAdr><AdrLine>Friedrichstr. 43</AdrLine><AdrLine>10117 Berlin</AdrLine><Ctry>DE</Ctry></PstlAdr>
  <Id><OrgId><AnyBIC>DEUTDEFF</AnyBIC></OrgId></Id>
  <CtryOfRes>DE</CtryOfRes>
  <processingOptions><verification>true</verification><repairConfidenceThreshold>0.8</repairConfidenceThreshold></processingOptions>
  <context><partyRole>creditor</partyRole><messageType>pacs.008</messageType></context>
  <include>canonical</include>
</ProcessPartyAddressRequest>`;

let t: TestApp;
let auth: Record<string, string>;
const logLines: string[] = [];

before(async () => {
  const stream = new Writable({ write(chunk, _enc, done) { logLines.push(String(chunk)); done(); } });
  t = await buildTestApp({ logger: { level: 'info', stream } });
  auth = (await createCredentials(t.app, 'live')).headers;
});
after(() => t.close());

function post(path: string, body: string | object, headers: Record<string, string> = {}) {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  return t.app.inject({ method: 'POST', url: `${BASE}${path}`, payload, headers: { 'content-type': 'application/json', ...auth, ...headers } });
}

describe('round trips', () => {
  test('JSON in, JSON out', async () => {
    const res = await post('/process-party-address', { postalAddress: ADDRESS });
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-type'] as string, /^application\/json/);
    const body = res.json();
    assert.equal(body.decision, 'ACCEPT');
    assert.deepEqual(body.result.output, ADDRESS);
    assert.equal(body.statistics.acceptedRecords, body.statistics.acceptedCount);
    assert.ok(Array.isArray(body.issues));
    assert.match(res.headers['x-request-id'] as string, UUID);
  });
  test('XML in, XML out, with the ISO 20022 tags', async () => {
    const res = await post('/process-party-address', XML_REQUEST, { 'content-type': 'application/xml; charset=utf-8' });
    assert.equal(res.statusCode, 200, res.body);
    assert.match(res.headers['content-type'] as string, /^application\/xml/);
    const doc = xml.parse(res.body).ProcessPartyAddressResponse;
    assert.equal(doc.decision, 'ACCEPT');
    assert.equal(doc.result.partyRole, 'creditor');
    assert.equal(doc.result.inputFormat, 'FULLY_UNSTRUCTURED');
    assert.equal(doc.result.PstlAdr.TwnNm, 'Berlin');
    assert.equal(doc.result.PstlAdr.PstCd, '10117');
    assert.equal(doc.result.verification.status, 'verified');
    assert.match(doc.result.canonical.fingerprint, /^[0-9a-f]{64}$/);
    assert.equal(doc.statistics.acceptedRecords, '1');
    assert.equal(doc.statistics.acceptedCount, '1');
    assert.ok(doc.result.reasons.reason.length > 0);
  });
  test('XML in, JSON out when Accept asks for JSON', async () => {
    const res = await post('/process-party-address', XML_REQUEST, { 'content-type': 'text/xml', accept: 'application/json' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().result.output.townName, 'Berlin');
  });
  test('JSON in, XML out when Accept prefers XML', async () => {
    const res = await post('/process-party-address', { postalAddress: ADDRESS }, { accept: 'application/json;q=0.5, application/xml' });
    assert.match(res.headers['content-type'] as string, /^application\/xml/);
    assert.ok(res.body.includes('<ProcessPartyAddressResponse>'));
  });
  test('+json and charset parameters are JSON', async () => {
    const res = await post('/process-party-address', { postalAddress: ADDRESS }, { 'content-type': 'application/vnd.party+json; charset=utf-8' });
    assert.equal(res.statusCode, 200);
  });
  test('postalAddressXml (JSON with XML tag names) is processed like postalAddress', async () => {
    const res = await post('/process-party-address', { postalAddressXml: { StrtNm: 'Friedrichstraße', BldgNb: '43', PstCd: '10117', TwnNm: 'Berlin', Ctry: 'DE' } });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json().result.output, ADDRESS);
  });
  test('check-party-address and the R-transaction route answer with the same shape', async () => {
    const check = await post('/check-party-address', { postalAddress: ADDRESS });
    assert.equal(check.json().result.status, 'VALIDATED');
    const r = await post('/r-transaction-message-party-addresses', { postalAddress: ADDRESS, context: { messageType: 'pacs.004' } });
    assert.equal(r.statusCode, 200);
    assert.equal(r.json().result.rTransactionExempt, true);
  });
  test('the sandbox base answers too', async () => {
    const sandbox = (await createCredentials(t.app, 'sandbox')).headers;
    const res = await t.app.inject({ method: 'POST', url: '/sandbox/party-address/v4/process-party-address', payload: { postalAddress: ADDRESS }, headers: sandbox });
    assert.equal(res.statusCode, 200);
  });
});

describe('request id', () => {
  test('a UUID sent is echoed in the header', async () => {
    const id = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
    const res = await post('/process-party-address', { postalAddress: ADDRESS }, { 'x-request-id': id });
    assert.equal(res.headers['x-request-id'], id);
  });
  test('a value that is not a UUID is a 400', async () => {
    const res = await post('/process-party-address', { postalAddress: ADDRESS }, { 'x-request-id': 'abc' });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().details[0].field, 'X-Request-ID');
    assert.equal(res.json().requestId, res.headers['x-request-id']);
  });
  test('every ErrorResponse carries the request id of the header', async () => {
    const id = '9b2c1c0e-1111-4222-8333-944455556666';
    const res = await post('/process-party-address', '{bad', { 'x-request-id': id });
    assert.equal(res.json().requestId, id);
  });
  test('one log line per request, with the request id, and no address text', async () => {
    const id = '7d444840-9dc0-11d1-b245-5ffdce74fad2';
    await post('/process-party-address', { postalAddress: ADDRESS }, { 'x-request-id': id });
    const mine = logLines.filter((l) => l.includes(id));
    assert.equal(mine.length, 1, mine.join('\n'));
    const line = JSON.parse(mine[0]!);
    assert.equal(line.requestId, id);
    assert.equal(line.statusCode, 200);
    assert.ok(!mine[0]!.includes('Friedrich'));
  });
});

describe('errors in JSON and XML', () => {
  const cases: Array<{ name: string; status: number; send: (headers: Record<string, string>) => ReturnType<typeof post> }> = [
    { name: '400 schema violation', status: 400, send: (h) => post('/process-party-address', { postalAddress: { ...ADDRESS, townName: 'x'.repeat(36) } }, h) },
    { name: '400 body not JSON', status: 400, send: (h) => post('/process-party-address', '{"postalAddress": ', h) },
    { name: '401 API key missing', status: 401, send: (h) => post('/process-party-address', { postalAddress: ADDRESS }, { ...h, 'x-api-key': '' }) },
    { name: '406 Accept allows neither', status: 406, send: (h) => post('/process-party-address', { postalAddress: ADDRESS }, { ...h, accept: 'text/html' }) },
    { name: '413 body too large', status: 413, send: (h) => post('/process-party-address', { name: 'x'.repeat(70_000) }, h) },
    { name: '415 content type', status: 415, send: (h) => post('/process-party-address', 'hello', { ...h, 'content-type': 'text/plain' }) },
    { name: '422 R-transaction type on EP-01', status: 422, send: (h) => post('/process-party-address', { postalAddress: ADDRESS, context: { messageType: 'pacs.004' } }, h) },
  ];
  for (const c of cases) {
    test(`${c.name} as JSON`, async () => {
      const res = await c.send({});
      assert.equal(res.statusCode, c.status, res.body);
      assert.match(res.headers['content-type'] as string, /json/);
      const body = res.json();
      assert.equal(body.code, c.status);
      assert.equal(typeof body.message, 'string');
      assert.equal(body.requestId, res.headers['x-request-id']);
    });
    if (c.status === 406) continue; // 406 means the client accepts no format we speak: answered in the request's format
    test(`${c.name} as XML`, async () => {
      const res = await c.send({ accept: 'application/xml' });
      assert.equal(res.statusCode, c.status, res.body);
      assert.match(res.headers['content-type'] as string, /xml/);
      const doc = xml.parse(res.body).ErrorResponse;
      assert.equal(doc.code, String(c.status));
      assert.equal(doc.requestId, res.headers['x-request-id']);
    });
  }
  test('429 past the rate limit, as JSON and as XML, with Retry-After', async () => {
    const limited = await buildTestApp({ env: { RATE_LIMIT_LIVE_PER_SECOND: '0.01', RATE_LIMIT_LIVE_BURST: '1' } });
    try {
      const headers = (await createCredentials(limited.app, 'live')).headers;
      const send = (accept: string) => limited.app.inject({ method: 'POST', url: `${BASE}/process-party-address`, payload: { postalAddress: ADDRESS }, headers: { ...headers, accept } });
      assert.equal((await send('application/json')).statusCode, 200);
      const json = await send('application/json');
      assert.equal(json.statusCode, 429);
      assert.equal(json.json().code, 429);
      assert.ok(Number(json.headers['retry-after']) >= 1);
      const asXml = await send('application/xml');
      assert.equal(asXml.statusCode, 429);
      assert.equal(xml.parse(asXml.body).ErrorResponse.code, '429');
    } finally {
      await limited.close();
    }
  });
  test('400 details name the offending field paths', async () => {
    const res = await post('/process-party-address', {
      postalAddress: { townName: 'x'.repeat(36), country: 'de', addressLine: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], unknownField: 1 },
      processingOptions: { quality: 'gold', repairConfidenceThreshold: 2 },
      include: ['everything'],
    });
    assert.equal(res.statusCode, 400);
    const fields = res.json().details.map((d: { field: string }) => d.field);
    for (const f of ['postalAddress.townName', 'postalAddress.country', 'postalAddress.addressLine', 'postalAddress.unknownField', 'processingOptions.quality', 'processingOptions.repairConfidenceThreshold', 'include[0]']) {
      assert.ok(fields.includes(f), `${f} not in ${fields.join(', ')}`);
    }
  });
  test('400 details in XML', async () => {
    const res = await post('/process-party-address', { postalAddress: { townName: 'x'.repeat(36) } }, { accept: 'application/xml' });
    const doc = xml.parse(res.body).ErrorResponse;
    assert.equal(doc.details.detail[0].field, 'postalAddress.townName');
  });
  test('both postalAddress and postalAddressXml is a 400', async () => {
    const res = await post('/process-party-address', { postalAddress: ADDRESS, postalAddressXml: { Ctry: 'DE' } });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().details[0].field, 'postalAddressXml');
  });
  test('an unknown time zone is a 400 naming context.timezone', async () => {
    const res = await post('/process-party-address', { postalAddress: ADDRESS, context: { executionDatetime: '2026-12-01T10:00:00', timezone: 'Mars/Olympus' } });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().details[0].field, 'context.timezone');
  });
  test('500 shows no internals', async () => {
    const broken = await buildTestApp({ verify: () => { throw new Error('secret internal detail at /srv/db.ts:42'); } });
    try {
      const headers = (await createCredentials(broken.app, 'live')).headers;
      for (const accept of ['application/json', 'application/xml']) {
        const res = await broken.app.inject({ method: 'POST', url: `${BASE}/process-party-address`, payload: { postalAddress: ADDRESS }, headers: { ...headers, accept } });
        assert.equal(res.statusCode, 500);
        assert.ok(!res.body.includes('secret') && !res.body.includes('db.ts'), res.body);
        assert.ok(res.body.includes(res.headers['x-request-id'] as string));
      }
    } finally {
      await broken.close();
    }
  });
  test('unknown route is a 404 ErrorResponse', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/nowhere' });
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().code, 404);
  });
});

describe('422 REG-06 for every R-transaction type on EP-01 and check', () => {
  for (const messageType of R_TRANSACTION_MESSAGE_TYPES) {
    test(messageType, async () => {
      for (const path of ['/process-party-address', '/check-party-address']) {
        const res = await post(path, { postalAddress: ADDRESS, context: { messageType } });
        assert.equal(res.statusCode, 422);
        assert.equal(res.json().reason, 'REG-06');
        assert.match(res.json().message, /r-transaction-message-party-addresses/);
      }
    });
  }
  test('a non-R type on the R-transaction route is 422 REG-07', async () => {
    const res = await post('/r-transaction-message-party-addresses', { postalAddress: ADDRESS, context: { messageType: 'pacs.008' } });
    assert.equal(res.statusCode, 422);
    assert.equal(res.json().reason, 'REG-07');
  });
  test('a non-R type on EP-01 is processed', async () => {
    const res = await post('/process-party-address', { postalAddress: ADDRESS, context: { messageType: 'pacs.008' } });
    assert.equal(res.statusCode, 200);
  });
});

describe('XML safety', () => {
  test('a DOCTYPE is refused with 400', async () => {
    const body = `<?xml version="1.0"?><!DOCTYPE ProcessPartyAddressRequest [<!ENTITY x "boom">]><ProcessPartyAddressRequest><Nm>&x;</Nm></ProcessPartyAddressRequest>`;
    const res = await post('/process-party-address', body, { 'content-type': 'application/xml' });
    assert.equal(res.statusCode, 400);
    assert.match(res.body, /DOCTYPE/);
  });
  test('entity expansion (billion laughs) is refused', async () => {
    const lol = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]><ProcessPartyAddressRequest><Nm>&lol2;</Nm></ProcessPartyAddressRequest>`;
    const res = await post('/process-party-address', lol, { 'content-type': 'application/xml' });
    assert.equal(res.statusCode, 400);
  });
  test('deep nesting is refused', async () => {
    const deep = `<ProcessPartyAddressRequest>${'<a>'.repeat(50)}${'</a>'.repeat(50)}</ProcessPartyAddressRequest>`;
    const res = await post('/process-party-address', deep, { 'content-type': 'application/xml' });
    assert.equal(res.statusCode, 400);
  });
  test('malformed XML is a 400', async () => {
    const res = await post('/process-party-address', '<ProcessPartyAddressRequest><Nm>x</ProcessPartyAddressRequest>', { 'content-type': 'application/xml' });
    assert.equal(res.statusCode, 400);
  });
  test('a wrong root element is a 400', async () => {
    const res = await post('/process-party-address', '<Other/>', { 'content-type': 'application/xml' });
    assert.equal(res.statusCode, 400);
  });
  test('an unknown XML element is named in details', async () => {
    const res = await post('/process-party-address', '<ProcessPartyAddressRequest><PstlAdr><Foo>1</Foo></PstlAdr></ProcessPartyAddressRequest>', { 'content-type': 'application/xml', accept: 'application/json' });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().details[0].field, 'postalAddress.Foo');
  });
});

describe('public routes', () => {
  test('GET /openapi.json is a valid OpenAPI 3.1 document with the EP-01 routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    assert.equal(res.statusCode, 200);
    const doc = res.json();
    assert.equal(doc.openapi, '3.1.0');
    const result = await new Validator().validate(doc);
    assert.equal(result.valid, true, JSON.stringify(result.errors)?.slice(0, 2000));
    // Base routes are listed once, relative to the two servers (production and sandbox bases).
    assert.deepEqual(doc.servers.map((s: { url: string }) => s.url), ['/party-address/v4', '/sandbox/party-address/v4']);
    for (const path of ['/process-party-address', '/check-party-address', '/r-transaction-message-party-addresses', '/reason-codes']) {
      assert.ok(doc.paths[path], `${path} missing`);
    }
    const op = doc.paths['/process-party-address'].post;
    assert.equal(op.requestBody.content['application/json'].schema.$ref, '#/components/schemas/ProcessPartyAddressRequest');
    assert.ok(doc.components.schemas.ProcessPartyAddressRequest.properties.postalAddress);
  });
  test('GET /docs renders the reference', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs' });
    assert.ok([200, 302].includes(res.statusCode));
    const page = await t.app.inject({ method: 'GET', url: '/docs/' });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /swagger/i);
  });
  test('GET /healthz and /readyz', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    assert.equal(ready.statusCode, 200);
    assert.equal(ready.json().storage, 'ok');
  });
  test('GET /metrics in Prometheus text format with requests, latency, decisions and step durations', async () => {
    await post('/process-party-address', { postalAddress: ADDRESS });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    assert.match(res.headers['content-type'] as string, /text\/plain/);
    for (const metric of ['http_requests_total{', 'http_request_duration_seconds_bucket{', 'party_address_decisions_total{', 'pipeline_step_duration_seconds_bucket{']) {
      assert.ok(res.body.includes(metric), `${metric} missing`);
    }
    assert.match(res.body, /party_address_decisions_total\{route="\/process-party-address",decision="ACCEPT"\} \d+/);
    assert.match(res.body, /pipeline_step_duration_seconds_count\{step="convert"\} \d+/);
  });
  test('GET {base}/reason-codes lists the catalogue', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${BASE}/reason-codes`, headers: auth });
    assert.equal(res.statusCode, 200);
    const codes = res.json().reasonCodes.map((r: { code: string }) => r.code);
    assert.ok(codes.includes('REG-05') && codes.includes('CNV-04') && codes.length >= 30);
  });
});
