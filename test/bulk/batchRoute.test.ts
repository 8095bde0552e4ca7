// The batch route over Fastify's inject: 1,000 records in JSON and in XML answered in order with
// the same answers as EP-01 one by one, statistics over the batch, one rate-limit token per
// record, idempotent replay, one audit event per call, and the limits (0 and 1,001 records).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { XMLParser } from 'fast-xml-parser';
import { buildTestApp, type TestApp } from '../helpers/testApp';
import { createCredentials } from '../helpers/credentials';
import { evalAddresses } from './evalAddresses';

const BASE = '/party-address/v4';
const CLOCK = () => new Date('2026-12-01T10:00:00Z');
let t: TestApp;
let auth: Record<string, string>;

const addresses = evalAddresses();
const requests = Array.from({ length: 1000 }, (_, i) => {
  const a = addresses[(i * 7) % addresses.length]!;
  return { postalAddress: { addressLine: a.lines, country: a.country }, context: { partyRole: i % 2 ? 'creditor' : 'debtor', reference: `r-${i}` } };
});

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

before(async () => {
  // A burst of 10,000 lets this file send its 1,000-record batches back to back.
  t = await buildTestApp({ clock: CLOCK, env: { RATE_LIMIT_LIVE_BURST: '10000', RATE_LIMIT_LIVE_PER_SECOND: '1' } });
  auth = (await createCredentials(t.app, 'live')).headers;
});
after(() => t.close());

function post(path: string, payload: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: `${BASE}${path}`, payload, headers: { 'content-type': 'application/json', ...auth, ...headers } });
}

describe('POST /process-party-addresses', () => {
  test('1,000 records in JSON: answers in order, equal to EP-01 one by one, statistics over the batch', async () => {
    const res = await post('/process-party-addresses', JSON.stringify({ requests }));
    assert.equal(res.statusCode, 200, res.body.slice(0, 500));
    const body = res.json();
    assert.equal(body.results.length, 1000);
    // One token per record: 10,000 - 1,000 (plus setup calls) (the refill of 1/s adds at most a few).
    const remaining = Number(res.headers['ratelimit-remaining']);
    assert.ok(remaining <= 9000 && remaining >= 8900, `remaining ${remaining}`);
    for (const i of [0, 1, 137, 500, 999]) {
      const single = await post('/process-party-address', JSON.stringify(requests[i]));
      const expected = single.json();
      assert.equal(body.results[i].decision, expected.decision, `record ${i}`);
      assert.deepEqual(body.results[i].result.output, expected.result.output, `record ${i}`);
      assert.deepEqual(body.results[i].result.reasons.map((r: { code: string }) => r.code), expected.result.reasons.map((r: { code: string }) => r.code));
    }
    const accepted = body.results.filter((r: { decision: string }) => r.decision !== 'REJECT').length;
    assert.equal(body.statistics.totalRecords, 1000);
    assert.equal(body.statistics.processedRecords, 1000);
    assert.equal(body.statistics.acceptedCount, accepted);
    assert.equal(body.statistics.acceptedRecords, accepted);
    assert.equal(body.statistics.rejectedCount, 1000 - accepted);
  });

  test('1,000 records in XML, answered in XML in order', async () => {
    const items = requests.map((r) =>
      `<ProcessPartyAddressRequest><PstlAdr>${r.postalAddress.addressLine.map((l) => `<AdrLine>${escapeXml(l)}</AdrLine>`).join('')}<Ctry>${r.postalAddress.country}</Ctry></PstlAdr><context><partyRole>${r.context.partyRole}</partyRole><reference>${r.context.reference}</reference></context></ProcessPartyAddressRequest>`,
    );
    const xmlBody = `<?xml version="1.0" encoding="UTF-8"?>\n<ProcessPartyAddressesRequest>\n${items.join('\n')}\n</ProcessPartyAddressesRequest>`;
    assert.ok(xmlBody.length > 64 * 1024, 'the batch is larger than the single-route body limit');
    const res = await post('/process-party-addresses', xmlBody, { 'content-type': 'application/xml' });
    assert.equal(res.statusCode, 200, res.body.slice(0, 500));
    assert.match(res.headers['content-type'] as string, /^application\/xml/);
    const parsed = new XMLParser({ parseTagValue: false, isArray: (name, jpath) => jpath === 'ProcessPartyAddressesResponse.results.result' || name === 'AdrLine' }).parse(res.body);
    const results = parsed.ProcessPartyAddressesResponse.results.result;
    assert.equal(results.length, 1000);
    const json = (await post('/process-party-addresses', JSON.stringify({ requests }))).json();
    for (const i of [0, 2, 499, 998]) {
      assert.equal(results[i].decision, json.results[i].decision, `record ${i}`);
      assert.deepEqual(results[i].result.PstlAdr.TwnNm, json.results[i].result.output.townName, `record ${i}`);
    }
    assert.equal(parsed.ProcessPartyAddressesResponse.statistics.totalRecords, '1000');
  });

  test('an XML batch with a malformed record names its position', async () => {
    const res = await post('/process-party-addresses', '<ProcessPartyAddressesRequest><ProcessPartyAddressRequest><PstlAdr><Ctry>DE</Ctry></PstlAdr></ProcessPartyAddressRequest><ProcessPartyAddressRequest><PstlAdr><Ctry>DEX</Ctry></PstlAdr></ProcessPartyAddressRequest></ProcessPartyAddressesRequest>', { 'content-type': 'application/xml', accept: 'application/json' });
    assert.equal(res.statusCode, 400);
    assert.ok(res.json().details.some((d: { field: string }) => d.field.startsWith('requests[1]')), res.body);
  });

  test('0 and 1,001 records are 400s; both address forms in one record is a 400 naming it', async () => {
    assert.equal((await post('/process-party-addresses', JSON.stringify({ requests: [] }))).statusCode, 400);
    const tooMany = await post('/process-party-addresses', JSON.stringify({ requests: [...requests, requests[0]] }));
    assert.equal(tooMany.statusCode, 400);
    const both = await post('/process-party-addresses', JSON.stringify({ requests: [requests[0], { postalAddress: { country: 'DE' }, postalAddressXml: { Ctry: 'DE' } }] }));
    assert.equal(both.statusCode, 400);
    assert.equal(both.json().details[0].field, 'requests[1].postalAddressXml');
  });

  test('an Idempotency-Key replays the stored batch answer', async () => {
    const body = JSON.stringify({ requests: requests.slice(0, 3) });
    const first = await post('/process-party-addresses', body, { 'idempotency-key': 'batch-1' });
    const second = await post('/process-party-addresses', body, { 'idempotency-key': 'batch-1' });
    assert.equal(second.statusCode, 200);
    assert.equal(second.headers['idempotent-replayed'], 'true');
    assert.equal(second.body, first.body);
  });

  test('one audit event per call, with the record counts', async () => {
    const res = await post('/process-party-addresses', JSON.stringify({ requests: requests.slice(0, 5) }), { 'x-request-id': '9b1f1c4e-1d7a-4c55-9a63-0a4b9d9e1c01' });
    assert.equal(res.statusCode, 200);
    const events = await t.app.inject({ method: 'GET', url: `${BASE}/audit-events?limit=100`, headers: auth });
    const mine = events.json().auditEvents.filter((e: { requestId: string }) => e.requestId === '9b1f1c4e-1d7a-4c55-9a63-0a4b9d9e1c01');
    assert.equal(mine.length, 1, events.body.slice(0, 300));
    const total = mine[0].parameters.find((p: { name: string }) => p.name === 'batch.totalRecords');
    assert.equal(total.value, 5);
  });
});

describe('rate limit: one token per record', () => {
  test('a batch the bucket cannot cover is a 429 with Retry-After', async () => {
    const small = await buildTestApp({ clock: CLOCK, env: { RATE_LIMIT_LIVE_BURST: '10', RATE_LIMIT_LIVE_PER_SECOND: '1' } });
    try {
      const headers = (await createCredentials(small.app, 'live')).headers;
      const send = (n: number) => small.app.inject({ method: 'POST', url: `${BASE}/process-party-addresses`, payload: JSON.stringify({ requests: requests.slice(0, n) }), headers: { 'content-type': 'application/json', ...headers } });
      const first = await send(8);
      assert.equal(first.statusCode, 200);
      assert.equal(first.headers['ratelimit-remaining'], '2');
      const refused = await send(5);
      assert.equal(refused.statusCode, 429);
      assert.ok(Number(refused.headers['retry-after']) >= 1);
    } finally {
      await small.close();
    }
  });
});
