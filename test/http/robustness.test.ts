// No request may crash the process or end in a 500: seeded random EP-01 requests (JSON shapes
// within and beyond the schema, and XML fragments) get 200, 400 or 422, never 5xx.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../helpers/testApp';
import { createCredentials } from '../helpers/credentials';

let t: TestApp;
let headers: Record<string, string>;
before(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_LIVE_PER_SECOND: '1000000', RATE_LIMIT_LIVE_BURST: '1000000' } });
  headers = (await createCredentials(t.app, 'live')).headers;
});
after(() => t.close());

function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
  return { next, pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]! };
}

const PIECES = ['a', 'Z', '9', ' ', ',', '-', '/', 'ß', 'é', '\u0000', '\u200b', '\t', '😀', 'Ω', '北', 'ﬁ', '\u0301', '#', 'BIC', 'DEUTDEFF', 'DE89370400440532013000', 'c/o', 'PO Box', '12', '75001', 'Paris', 'Berlin', 'Str.', 'Floor'];
const LIMITS: Record<string, number> = { streetName: 70, buildingNumber: 16, buildingName: 35, floor: 70, postBox: 16, room: 70, postCode: 16, townName: 35, townLocationName: 35, districtName: 35, countrySubDivision: 35 };

test('random JSON requests never get a 5xx', async () => {
  const r = random(42);
  const text = (max: number) => Array.from({ length: Math.floor(r.next() * 8) }, () => r.pick(PIECES)).join(r.next() < 0.5 ? ' ' : '').slice(0, max + (r.next() < 0.05 ? 5 : 0));
  const statuses = new Map<number, number>();
  for (let i = 0; i < 400; i++) {
    const address: Record<string, unknown> = {};
    for (const [field, max] of Object.entries(LIMITS)) if (r.next() < 0.3) address[field] = text(max);
    if (r.next() < 0.8) address.country = r.pick(['DE', 'FR', 'GB', 'US', 'JP', 'XX', 'BR', 'de']);
    if (r.next() < 0.7) address.addressLine = Array.from({ length: Math.floor(r.next() * 8) }, () => text(70));
    const body: Record<string, unknown> = { postalAddress: address };
    if (r.next() < 0.3) body.name = text(140) || 'x';
    if (r.next() < 0.3) body.processingOptions = { targetFormat: r.pick(['auto', 'FULLY_STRUCTURED', 'HYBRID', 'FULLY_UNSTRUCTURED']), redaction: r.pick(['NONE', 'PARTIAL', 'FULL']), quality: r.pick(['basic', 'standard', 'premium']), repairConfidenceThreshold: r.next() };
    if (r.next() < 0.3) body.context = { partyRole: r.pick(['debtor', 'ultimate_debtor', 'creditor']), scheme: r.pick(['SCT', 'CBPRPLUS', 'OTHER']), outputMode: r.pick(['EPC', 'MT_LEGACY', 'CBPR_PLUS']), executionDatetime: r.pick(['2026-11-22T02:30:00Z', '2026-11-01T00:00:00', '2026-02-30T00:00:00Z']), timezone: r.pick(['Europe/Paris', 'UTC', 'Nowhere/City']) };
    if (r.next() < 0.3) body.include = ['canonical', 'traceability', 'actions'];
    if (r.next() < 0.2) body.identification = { organisationId: { anyBic: r.pick(['DEUTDEFF', 'COBADEFFXXX', 'bad']) } };
    const path = r.pick(['process-party-address', 'check-party-address']);
    const res = await t.app.inject({ method: 'POST', url: `/party-address/v4/${path}`, payload: JSON.stringify(body), headers: { ...headers, 'content-type': 'application/json', accept: r.pick(['application/json', 'application/xml']) } });
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    assert.ok(res.statusCode < 500, `${res.statusCode} for ${JSON.stringify(body)}: ${res.body}`);
  }
  assert.ok((statuses.get(200) ?? 0) > 100 && (statuses.get(400) ?? 0) > 0, JSON.stringify([...statuses]));
});

test('random XML bodies never get a 5xx', async () => {
  const r = random(7);
  const parts = ['<ProcessPartyAddressRequest>', '</ProcessPartyAddressRequest>', '<PstlAdr>', '</PstlAdr>', '<AdrLine>', '</AdrLine>', 'Main St 1', '<Ctry>DE</Ctry>', '<TwnNm>', '</TwnNm>', '&amp;', '&lt;', '&#x41;', '&#0;', '<![CDATA[x]]>', '<!-- c -->', '<?pi x?>', '<Nm/>', '<include>canonical</include>', '<context><partyRole>debtor</partyRole></context>', '<processingOptions><verification>maybe</verification></processingOptions>', '<Id><OrgId><AnyBIC>DEUTDEFF</AnyBIC></OrgId></Id>', '<Id>text</Id>', '<PstlAdr>x</PstlAdr>', '<a b="1">', '</a>', '"', "'", '>', '<', ' '];
  for (let i = 0; i < 400; i++) {
    let body = r.next() < 0.5 ? '<ProcessPartyAddressRequest>' : '';
    for (let k = Math.floor(r.next() * 12); k > 0; k--) body += r.pick(parts);
    if (r.next() < 0.5) body += '</ProcessPartyAddressRequest>';
    const res = await t.app.inject({ method: 'POST', url: '/party-address/v4/process-party-address', payload: body, headers: { ...headers, 'content-type': 'application/xml' } });
    assert.ok(res.statusCode < 500, `${res.statusCode} for ${body}: ${res.body}`);
  }
});
