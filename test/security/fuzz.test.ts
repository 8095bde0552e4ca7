// OWASP API4 and API8, issue 11: a property-based fuzz of the running service. At least 20,000
// random and mutated JSON and XML requests (fast-check, fixed seed) to every kind of route, with
// and without credentials and Idempotency-Key: no 5xx, every answer within a time limit (no hang),
// and the heap after the run within a bound of the heap before it.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { buildTestApp, type TestApp } from '../helpers/testApp';
import { createCredentials } from '../helpers/credentials';
import { BENCH_REQUESTS } from '../../bench/fixtures/requests';

const RUNS = Number(process.env.FUZZ_RUNS ?? 20_000);
const ANSWER_LIMIT_MS = 10_000;
const HEAP_GROWTH_LIMIT = 256 * 1024 * 1024;
// The heap is compared after a full collection: without one, the figure is whatever garbage the
// collector has not yet reached, which depends on how busy the machine is.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

let t: TestApp;
let credentialHeaders: Record<string, string>;
before(async () => {
  // Limits high enough that the fuzz reaches the routes, not the throttles (they have their own tests).
  t = await buildTestApp({ env: { RATE_LIMIT_LIVE_PER_SECOND: '1000000', RATE_LIMIT_LIVE_BURST: '1000000', RATE_LIMIT_SANDBOX_PER_SECOND: '1000000', RATE_LIMIT_SANDBOX_BURST: '1000000', AUTH_FAILURE_BURST: '1000000' } });
  credentialHeaders = (await createCredentials(t.app, 'live')).headers;
});
after(() => t.close());

const ROUTES = [
  'POST /party-address/v4/process-party-address',
  'POST /party-address/v4/check-party-address',
  'PUT /party-address/v4/channel-profiles/fuzz',
  'GET /party-address/v4/audit-events',
  'POST /sandbox/party-address/v4/process-party-address',
  'POST /developer/v1/applications',
  'POST /developer/v1/sessions',
  'POST /oauth/token',
  'POST /no-such-route',
] as const;

const XML_PIECES = ['<ProcessPartyAddressRequest>', '</ProcessPartyAddressRequest>', '<PstlAdr>', '</PstlAdr>', '<AdrLine>', '</AdrLine>', '<Ctry>DE</Ctry>', '<TwnNm>Berlin</TwnNm>', '<StrtNm>Hauptstr.</StrtNm>', '&amp;', '&lt;', '&#x41;', '&#0;', '&bogus;', '<![CDATA[x]]>', '<!-- c -->', '<?pi x?>', '<!DOCTYPE a>', '<Nm/>', '<__proto__/>', '<constructor>1</constructor>', '<a b="1">', '<a b=">">', '</a>', '"', "'", '>', '<', ' ', 'ß', '😀', '\u0000'];

/** A valid body, serialised, then cut, repeated or with characters inserted: near-misses of the real form. */
const mutatedText = (base: fc.Arbitrary<string>) =>
  fc.tuple(base, fc.array(fc.tuple(fc.nat(), fc.nat(8), fc.string({ maxLength: 6 })), { maxLength: 4 })).map(([text, edits]) => {
    let out = text;
    for (const [at, cut, insert] of edits) {
      const i = out.length === 0 ? 0 : at % out.length;
      out = out.slice(0, i) + insert + out.slice(i + cut);
    }
    return out;
  });

const validJson = fc.constantFrom(...BENCH_REQUESTS.map((r) => JSON.stringify(r)));
const validXml = fc.constantFrom(
  '<ProcessPartyAddressRequest><Nm>Bank</Nm><PstlAdr><StrtNm>Hauptstrasse</StrtNm><BldgNb>1</BldgNb><PstCd>10115</PstCd><TwnNm>Berlin</TwnNm><Ctry>DE</Ctry></PstlAdr></ProcessPartyAddressRequest>',
  '<ProcessPartyAddressRequest><PstlAdr><AdrLine>Threadneedle Street</AdrLine><AdrLine>London EC2R 8AH</AdrLine><Ctry>GB</Ctry></PstlAdr><context><partyRole>debtor</partyRole></context></ProcessPartyAddressRequest>',
);

const body = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => ({ type: 'application/json', text: JSON.stringify(v) ?? 'null' })) },
  { weight: 3, arbitrary: mutatedText(validJson).map((text) => ({ type: 'application/json', text })) },
  { weight: 2, arbitrary: mutatedText(validXml).map((text) => ({ type: 'application/xml', text })) },
  { weight: 2, arbitrary: fc.array(fc.constantFrom(...XML_PIECES), { maxLength: 30 }).map((parts) => ({ type: 'application/xml', text: parts.join('') })) },
  { weight: 1, arbitrary: fc.string({ maxLength: 200 }).map((text) => ({ type: fc.sample(fc.constantFrom('application/json', 'application/xml', 'text/plain', 'application/x-www-form-urlencoded'), 1)[0]!, text })) },
);

const request = fc.record({
  route: fc.constantFrom(...ROUTES),
  body,
  credentials: fc.constantFrom('valid', 'none', 'garbage'),
  idempotencyKey: fc.option(fc.string({ minLength: 1, maxLength: 70 }), { nil: undefined }),
  accept: fc.constantFrom(undefined, 'application/json', 'application/xml', '*/*', 'text/html'),
});

test(`${RUNS} random and mutated JSON and XML requests: no 5xx, no hang, bounded memory`, { timeout: 300_000 }, async () => {
  collectGarbage();
  const heapBefore = process.memoryUsage().heapUsed;
  const statuses = new Map<number, number>();
  // Generated up front from a fixed seed (reproducible), then sent eight at a time, as concurrent
  // clients would: a request that hangs or a 5xx fails the test with its input.
  const requests = fc.sample(request, { numRuns: RUNS, seed: 1111 });
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < requests.length) {
      const r = requests[next++]!;
      const [method, url] = r.route.split(' ') as ['GET' | 'POST' | 'PUT', string];
      const headers: Record<string, string> = { 'content-type': r.body.type };
      if (r.credentials === 'valid') Object.assign(headers, credentialHeaders);
      if (r.credentials === 'garbage') Object.assign(headers, { authorization: 'Bearer x.y.z', 'x-api-key': 'pas_live_0' });
      if (r.idempotencyKey !== undefined) headers['idempotency-key'] = r.idempotencyKey;
      if (r.accept !== undefined) headers.accept = r.accept;
      let timer: NodeJS.Timeout | undefined;
      const answer = await Promise.race([
        t.app.inject({ method, url, headers, ...(method === 'GET' ? {} : { payload: r.body.text }) }),
        new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ANSWER_LIMIT_MS} ms: ${method} ${url} ${JSON.stringify(r.body.text).slice(0, 300)}`)), ANSWER_LIMIT_MS))),
      ]).finally(() => clearTimeout(timer));
      statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
      if (answer.statusCode >= 500) throw new Error(`${answer.statusCode} for ${method} ${url} ${r.body.type} ${JSON.stringify(r.body.text).slice(0, 500)}: ${answer.body.slice(0, 300)}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  collectGarbage();
  const growth = process.memoryUsage().heapUsed - heapBefore;
  assert.ok(growth < HEAP_GROWTH_LIMIT, `heap grew by ${Math.round(growth / 1048576)} MiB`);
  // The fuzz reached the routes: successes and client errors both.
  assert.ok((statuses.get(200) ?? 0) > RUNS / 100 && (statuses.get(400) ?? 0) > RUNS / 10, JSON.stringify([...statuses]));
  assert.equal([...statuses.values()].reduce((a, b) => a + b, 0), RUNS);
});
