// Issue 10 over HTTP: nothing lost, nothing cut, nothing changed without a reason. Each case of
// the issue (except the postal-reference ones, issue 13) as a request to the real app.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, type TestApp } from '../helpers/testApp';
import { createCredentials } from '../helpers/credentials';

const BASE = '/party-address/v4';
const AFTER_CUTOVER = new Date('2026-12-01T10:00:00Z');

let t: TestApp;
let headers: Record<string, string>;
before(async () => {
  t = await buildTestApp({ clock: () => AFTER_CUTOVER });
  headers = (await createCredentials(t.app, 'live')).headers;
});
after(() => t.close());

async function post(body: unknown, options: { path?: string; accept?: string; key?: string } = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${BASE}${options.path ?? '/process-party-address'}`,
    headers: { ...headers, 'content-type': 'application/json', ...(options.accept ? { accept: options.accept } : {}), ...(options.key ? { 'idempotency-key': options.key } : {}) },
    payload: JSON.stringify(body),
  });
  return res;
}

async function process(body: Record<string, unknown>) {
  const res = await post({ include: ['actions', 'canonical'], ...body });
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
}

/** Every output value and line, as one text to search in. */
function outputText(answer: any): string {
  const { addressLine = [], ...fields } = answer.result.output;
  return [...addressLine, ...Object.values(fields)].join(' | ');
}

const codes = (answer: any) => answer.result.reasons.map((r: any) => `${r.code}:${r.severity}`);

describe('R-05 removes only a whole line or segment that is only the town or the country', () => {
  test('"Banque de France" keeps "France"; the name line leaves as the party name, reported', async () => {
    const answer = await process({ name: 'Banque de France', postalAddress: { addressLine: ['Banque de France', '31, rue Croix-des-Petits-Champs', '75001 Paris'], country: 'FR' } });
    assert.ok(!outputText(answer).includes('Banque de |') && !/\bBanque de$/.test(outputText(answer)), outputText(answer));
    assert.ok(codes(answer).includes('ENT-05:WARNING'));
    assert.ok(answer.result.actions.some((a: any) => a.type === 'REMOVE' && a.value === 'Banque de France'), JSON.stringify(answer.result.actions));
  });
  test('"Central Bank of Ireland" without a name given stays whole', async () => {
    const answer = await process({ postalAddress: { addressLine: ['Central Bank of Ireland', 'New Wapping Street', 'North Wall Quay, Dublin 1'], country: 'IE' } });
    assert.ok(outputText(answer).includes('Central Bank of Ireland'), outputText(answer));
  });
  test('"L-2983 Luxembourg" keeps its town', async () => {
    const answer = await process({ postalAddress: { addressLine: ['L-2983 Luxembourg'], streetName: 'Boulevard Royal', buildingNumber: '2', country: 'LU' } });
    assert.ok(outputText(answer).includes('Luxembourg'), outputText(answer));
    assert.ok(outputText(answer).includes('2983'));
  });
  test('"12 rue de Paris" beside TownName Paris: streetName "rue de Paris"', async () => {
    const answer = await process({ postalAddress: { addressLine: ['12 rue de Paris'], postCode: '75001', townName: 'Paris', country: 'FR' } });
    assert.equal(answer.result.output.streetName, 'rue de Paris');
    assert.equal(answer.result.output.buildingNumber, '12');
  });
  test('"5 London Road" beside TownName London: streetName "London Road"', async () => {
    const answer = await process({ postalAddress: { addressLine: ['5 London Road'], postCode: 'SW1A 1AA', townName: 'London', country: 'GB' } });
    assert.equal(answer.result.output.streetName, 'London Road');
  });
  test('a line that is only the country leaves, reported with its text', async () => {
    const answer = await process({ postalAddress: { addressLine: ['Friedrichstr. 43', 'Deutschland'], postCode: '10117', townName: 'Berlin', country: 'DE' } });
    assert.ok(!outputText(answer).includes('Deutschland'));
    assert.ok(codes(answer).includes('FLD-05:WARNING'));
    assert.ok(answer.result.actions.some((a: any) => a.type === 'REMOVE' && a.value === 'Deutschland'));
  });
});

describe('a free-text line beside structured fields is never dropped', () => {
  const lines = ['Some random note here', 'Building B', '3rd floor', 'DEUTDEFF', 'DE00370400440532013000', 'Berlin-Mitte Ortsteil Dorotheenstadt Bezirk Mitte Land Berlin'];
  for (const line of lines) {
    test(JSON.stringify(line), async () => {
      const answer = await process({ postalAddress: { addressLine: ['Friedrichstr. 43', line], postCode: '10117', townName: 'Berlin', country: 'DE' } });
      const text = outputText(answer).toUpperCase();
      // "3rd floor" may become Floor 3: the label word and its ordinal ending went into the field they name.
      const placedAsFloor = (word: string) => answer.result.output.floor !== undefined && (word === 'FLOOR' || word.replace(/\D+$/, '') === answer.result.output.floor);
      for (const word of line.toUpperCase().split(' ')) assert.ok(text.includes(word) || placedAsFloor(word) || answer.result.actions.some((a: any) => a.value?.toUpperCase().includes(word)), `${word} lost: ${text}`);
      // Kept in a line rather than a field: the answer says so.
      const kept = (answer.result.output.addressLine ?? []).join(' ');
      if (kept) assert.ok(answer.decision !== 'ACCEPT' || codes(answer).includes('CNV-06:WARNING'), JSON.stringify(codes(answer)));
    });
  }
  test('text that cannot fit the allowed lines is PARTIAL_SUCCESS with a reason, never cut', async () => {
    const long = ['Qwzx Plokm Zzyzx Vbnm Trewq Lkjhg Mnbvc Poiuy Asdfg Hjklo', 'Wxcvb Nmlkj Rtzui Opasd Fghjk Yxcvb Qwert Zuiop Lkjhg Fdsay'];
    const answer = await process({ postalAddress: { addressLine: ['Friedrichstr. 43', ...long], postCode: '10117', townName: 'Berlin', country: 'DE' }, context: { outputMode: 'MT_LEGACY' } });
    const text = outputText(answer);
    for (const word of long.join(' ').split(' ')) assert.ok(text.includes(word), `${word} lost`);
    assert.notEqual(answer.decision, 'ACCEPT', JSON.stringify(answer.result.reasons));
  });
  test('detectMisplacedIdentifiers false leaves "BIC DEUTDEFF" in place as text', async () => {
    const answer = await process({ postalAddress: { addressLine: ['Friedrichstr. 43', 'BIC DEUTDEFF'], postCode: '10117', townName: 'Berlin', country: 'DE' }, processingOptions: { detectMisplacedIdentifiers: false } });
    assert.ok(outputText(answer).includes('BIC DEUTDEFF'), outputText(answer));
    assert.deepEqual(answer.result.extractedIdentifiers, {});
  });
  test('an extracted BIC is reported and named in actions', async () => {
    const answer = await process({ postalAddress: { addressLine: ['Friedrichstr. 43', 'BIC DEUTDEFF'], postCode: '10117', townName: 'Berlin', country: 'DE' } });
    assert.equal(answer.result.extractedIdentifiers.bic, 'DEUTDEFF');
    assert.ok(codes(answer).includes('ENT-01:INFO'));
  });
});

describe('name detection', () => {
  test('"Smith & Sons <Ltd>" leaves no ">" behind', async () => {
    const answer = await process({ name: 'Smith & Sons <Ltd>', postalAddress: { addressLine: ['Smith & Sons <Ltd>', '5 High Street'], postCode: 'SW1A 1AA', townName: 'London', country: 'GB' } });
    assert.ok(!outputText(answer).includes('>'), outputText(answer));
    assert.ok(codes(answer).includes('ENT-05:WARNING'));
  });
  test('"Siemens (Deutschland) GmbH" is never cut into "Siemens ( ) GmbH", and the street keeps "Siemens"', async () => {
    const answer = await process({ name: 'Siemens AG', postalAddress: { addressLine: ['Siemens (Deutschland) GmbH', 'Werner-von-Siemens-Str. 1'], postCode: '80333', townName: 'München', country: 'DE' } });
    const text = outputText(answer);
    assert.ok(!text.includes('( )') && !text.includes('()'), text);
    assert.ok(text.includes('Werner-von-Siemens-Str.'), text);
  });
  test('"DEUTSCHE BANK AG" is the name "Deutsche Bank Aktiengesellschaft"', async () => {
    const answer = await process({ name: 'Deutsche Bank Aktiengesellschaft', postalAddress: { addressLine: ['DEUTSCHE BANK AG', 'Taunusanlage 12'], postCode: '60325', townName: 'Frankfurt am Main', country: 'DE' } });
    assert.ok(codes(answer).includes('ENT-05:WARNING'), JSON.stringify(codes(answer)));
    assert.ok(!outputText(answer).includes('DEUTSCHE BANK'));
  });
});

describe('FLD-01 / FLD-03 by party variant (spec 2.2)', () => {
  const address = { streetName: 'Friedrichstraße', buildingNumber: '43', postCode: '10117', townName: 'Berlin' };
  test('a debtor (__1) without Country: FLD-01 WARNING, not rejected', async () => {
    const answer = await process({ postalAddress: address, context: { partyRole: 'debtor' } });
    assert.ok(codes(answer).includes('FLD-01:WARNING'));
    assert.notEqual(answer.decision, 'REJECT');
  });
  test('an ultimate creditor (__2) without Country: FLD-01 ERROR, REJECT', async () => {
    const answer = await process({ postalAddress: address, context: { partyRole: 'ultimate_creditor' } });
    assert.ok(codes(answer).includes('FLD-01:ERROR'));
    assert.equal(answer.decision, 'REJECT');
  });
  test('a debtor (__1) without TownName after the cutover: FLD-03 WARNING, not rejected', async () => {
    const answer = await process({ postalAddress: { streetName: 'Friedrichstraße', buildingNumber: '43', postCode: '10117', country: 'DE' }, context: { partyRole: 'debtor' } });
    assert.ok(codes(answer).includes('FLD-03:WARNING'), JSON.stringify(codes(answer)));
    assert.notEqual(answer.decision, 'REJECT');
  });
  test('an ultimate debtor (__2) without TownName: FLD-03 ERROR', async () => {
    const answer = await process({ postalAddress: { streetName: 'Friedrichstraße', buildingNumber: '43', postCode: '10117', country: 'DE' }, context: { partyRole: 'ultimate_debtor' } });
    assert.ok(codes(answer).includes('FLD-03:ERROR'));
    assert.equal(answer.decision, 'REJECT');
  });
});

describe('no silent change', () => {
  test('a postcode rewritten beyond normalisation carries CNV-05 WARNING and an action with old and new value', async () => {
    const answer = await process({ postalAddress: { streetName: 'Friedrichstraße', buildingNumber: '43', postCode: 'D-10117', townName: 'Berlin', country: 'DE' } });
    assert.equal(answer.result.output.postCode, '10117');
    assert.ok(codes(answer).includes('CNV-05:WARNING'), JSON.stringify(codes(answer)));
    assert.ok(answer.result.actions.some((a: any) => a.field === 'PostCode' && a.value === '10117' && a.previousValue === 'D-10117'), JSON.stringify(answer.result.actions));
  });
  test('a Country the caller never wrote (inferred from the postcode) carries CNV-05 WARNING', async () => {
    const answer = await process({ postalAddress: { addressLine: ['Friedrichstr. 43', '10117 Berlin'] } });
    assert.equal(answer.result.output.country, 'DE');
    assert.ok(answer.result.reasons.some((r: any) => r.code === 'CNV-05' && r.severity === 'WARNING' && r.field === 'Country'), JSON.stringify(codes(answer)));
  });
  test('a Country named in the lines is no change', async () => {
    const answer = await process({ postalAddress: { addressLine: ['Friedrichstr. 43', '10117 Berlin', 'Germany'] } });
    assert.equal(answer.result.output.country, 'DE');
    assert.ok(!codes(answer).includes('CNV-05:WARNING'));
  });
  test('normalisation alone (spaces) raises no CNV-05', async () => {
    const answer = await process({ postalAddress: { streetName: ' Friedrichstraße ', buildingNumber: '43', postCode: '10117', townName: ' Berlin', country: 'DE' } });
    assert.ok(!codes(answer).some((c: string) => c.startsWith('CNV-05')));
  });
});

describe('one fingerprint for one address', () => {
  test('"12 rue de Paris" structured, hybrid and unstructured', async () => {
    const forms = [
      { streetName: 'rue de Paris', buildingNumber: '12', postCode: '75001', townName: 'Paris', country: 'FR' },
      { addressLine: ['12 rue de Paris'], postCode: '75001', townName: 'Paris', country: 'FR' },
      { addressLine: ['12 rue de Paris', '75001 Paris'], country: 'FR' },
    ];
    const prints = new Set<string>();
    for (const postalAddress of forms) prints.add((await process({ postalAddress })).result.canonical.fingerprint);
    assert.equal(prints.size, 1);
  });
});

describe('smaller points', () => {
  test('FULL redaction masks the whole value and keeps countryOfResidence a valid code', async () => {
    const answer = await process({ postalAddress: { streetName: 'Friedrichstraße', buildingNumber: '43', postCode: '10117', townName: 'Berlin', country: 'DE', countryOfResidence: 'FR' }, processingOptions: { redaction: 'FULL' } });
    const { output } = answer.result;
    assert.equal(output.streetName, '*'.repeat('Friedrichstraße'.length));
    assert.equal(output.townName, '******');
    assert.equal(output.country, 'DE');
    assert.ok(output.countryOfResidence === undefined || /^[A-Z]{2}$/.test(output.countryOfResidence), output.countryOfResidence);
  });
  test('no reason is listed twice', async () => {
    const answer = await process({ name: 'Acme GmbH', postalAddress: { addressLine: ['Acme GmbH', 'Friedrichstr. 43, Berlin', 'Deutschland'], postCode: '10117', townName: 'Berlin', country: 'DE' } });
    const keys = answer.result.reasons.map((r: any) => JSON.stringify(r));
    assert.equal(new Set(keys).size, keys.length, JSON.stringify(keys));
  });
  test('the 422 for an R-transaction type names the real path', async () => {
    const res = await post({ postalAddress: { streetName: 'Friedrichstraße', buildingNumber: '43', postCode: '10117', townName: 'Berlin', country: 'DE' }, context: { messageType: 'pacs.004' } });
    assert.equal(res.statusCode, 422);
    assert.ok(res.json().message.includes('/party-address/v4/r-transaction-message-party-addresses'), res.json().message);
    assert.ok(!res.json().message.includes('{base}'));
  });
  test('an idempotent replay answers in the format the retry negotiates', async () => {
    const body = { postalAddress: { streetName: 'Friedrichstraße', buildingNumber: '43', postCode: '10117', townName: 'Berlin', country: 'DE' }, context: { reference: 'trust-replay' } };
    const first = await post(body, { key: 'trust-replay-1', accept: 'application/json' });
    assert.equal(first.statusCode, 200);
    const xml = await post(body, { key: 'trust-replay-1', accept: 'application/xml' });
    assert.equal(xml.headers['idempotent-replayed'], 'true');
    assert.match(String(xml.headers['content-type']), /xml/);
    assert.match(xml.body, /^<\?xml/);
    assert.ok(xml.body.includes('<decision>ACCEPT</decision>'), xml.body.slice(0, 300));
    const json = await post(body, { key: 'trust-replay-1', accept: 'application/json' });
    assert.equal(json.body, first.body);
    // First answered in XML, replayed in JSON.
    const second = await post({ ...body, context: { reference: 'trust-replay-2' } }, { key: 'trust-replay-2', accept: 'application/xml' });
    const again = await post({ ...body, context: { reference: 'trust-replay-2' } }, { key: 'trust-replay-2', accept: 'application/xml' });
    assert.equal(again.body, second.body, 'the same format gives the same bytes');
    const asJson = await post({ ...body, context: { reference: 'trust-replay-2' } }, { key: 'trust-replay-2', accept: 'application/json' });
    assert.match(String(asJson.headers['content-type']), /json/);
    assert.equal(asJson.json().decision, 'ACCEPT');
  });
});
