// Contract section 8: canonical form and fingerprint, traceability, actions, redaction (no masked
// value anywhere in the response), statistics with both spellings, confidence, legacy issues.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { run } from './run';

const STRUCTURED = { streetName: 'Friedrichstraße', buildingNumber: '43', postCode: '10117', townName: 'Berlin', country: 'DE' };

describe('canonical form and fingerprint', () => {
  test('uppercase, diacritics folded, abbreviations expanded; 64 hex characters', () => {
    const out = run({ postalAddress: { ...STRUCTURED, streetName: 'Friedrichstr.' }, include: ['canonical'] });
    const canonical = out.response.result.canonical!;
    assert.equal(canonical.address.streetName, 'FRIEDRICHSTRASSE');
    assert.match(canonical.fingerprint, /^[0-9a-f]{64}$/);
  });
  test('the same address structured, hybrid and unstructured has one fingerprint', () => {
    const fp = (postalAddress: Record<string, unknown>) => run({ postalAddress, include: ['canonical'] }).response.result.canonical!.fingerprint;
    const structured = fp(STRUCTURED);
    const hybrid = fp({ addressLine: ['Friedrichstraße 43'], postCode: '10117', townName: 'Berlin', country: 'DE' });
    const unstructured = fp({ addressLine: ['Friedrichstr. 43', '10117 Berlin'], country: 'DE' });
    assert.equal(hybrid, structured);
    assert.equal(unstructured, structured);
  });
  test('a different address has another fingerprint', () => {
    const a = run({ postalAddress: STRUCTURED, include: ['canonical'] }).response.result.canonical!.fingerprint;
    const b = run({ postalAddress: { ...STRUCTURED, buildingNumber: '44' }, include: ['canonical'] }).response.result.canonical!.fingerprint;
    assert.notEqual(a, b);
  });
  test('canonical is absent unless asked for', () => {
    assert.equal(run({ postalAddress: STRUCTURED }).response.result.canonical, undefined);
  });
});

describe('traceability', () => {
  test('the 7 steps in order, each with duration, changes and reasons', () => {
    const out = run({ postalAddress: { addressLine: ['Friedrichstr. 43', '10117 Berlin'], country: 'DE' }, include: ['traceability'] });
    const steps = out.response.result.traceability!.steps;
    assert.deepEqual(steps.map((s) => s.step), ['classify', 'validate', 'date-legality', 'normalise', 'verify', 'convert', 'revalidate']);
    assert.ok(steps.every((s) => Number.isInteger(s.durationMicros) && s.durationMicros >= 0));
    assert.ok(steps[0]!.reasons.includes('FMT-01'));
    const convert = steps[5]!;
    assert.ok(convert.changes.some((c) => c.field === 'TownName' && c.after === 'Berlin' && c.rule === 'structuring'), JSON.stringify(convert.changes));
  });
});

describe('actions', () => {
  test('identifiers to move, fields to store structured', () => {
    const out = run({ postalAddress: { addressLine: ['Friedrichstr. 43', '10117 Berlin', 'BIC DEUTDEFF'], country: 'DE' }, include: ['actions'] });
    const actions = out.response.result.actions!;
    assert.ok(actions.some((a) => a.type === 'MOVE' && a.value === 'DEUTDEFF'));
    assert.ok(actions.some((a) => a.type === 'MOVE' && a.field === 'TownName'));
  });
});

describe('redaction', () => {
  const request = {
    name: 'Zephyrine Quaxley',
    postalAddress: { addressLine: ['Zephyrine Quaxley', 'Brombeerweg 77', 'BIC DEUTDEFF'], postCode: '10117', townName: 'Berlin', country: 'DE' },
    include: ['canonical', 'traceability', 'actions'] as Array<'canonical' | 'traceability' | 'actions'>,
  };
  test('PARTIAL masks street-level values everywhere, keeps town and first/last characters', () => {
    const out = run({ ...request, processingOptions: { redaction: 'PARTIAL' } });
    const text = JSON.stringify(out.response);
    for (const secret of ['Brombeerweg', 'BROMBEERWEG', 'Zephyrine', 'ZEPHYRINE', 'Quaxley']) assert.ok(!text.includes(secret), `${secret} visible`);
    assert.equal(out.response.result.output.townName, 'Berlin');
    assert.match(out.response.result.output.streetName ?? '', /^B\*+g$/);
  });
  test('FULL masks every address field but Country, and the identifiers', () => {
    const out = run({ ...request, processingOptions: { redaction: 'FULL' } });
    const text = JSON.stringify(out.response);
    for (const secret of ['Brombeerweg', 'BROMBEERWEG', 'Zephyrine', 'Quaxley', 'DEUTDEFF', '10117', 'Berlin', 'BERLIN']) assert.ok(!text.includes(secret), `${secret} visible`);
    assert.equal(out.response.result.output.country, 'DE');
  });
  test('NONE shows everything', () => {
    const out = run(request);
    assert.equal(out.response.result.output.townName, 'Berlin');
  });
});

describe('statistics, confidence and legacy issues', () => {
  test('statistics for one address, both spellings', () => {
    const ok = run({ postalAddress: STRUCTURED }).response.statistics;
    assert.deepEqual({ ...ok, processingTimeMs: 0 }, { processingTimeMs: 0, totalRecords: 1, processedRecords: 1, acceptedCount: 1, acceptedRecords: 1, rejectedCount: 0 });
    const rejected = run({ postalAddress: { townName: 'Berlin' }, context: { partyRole: 'ultimate_creditor' } }).response.statistics;
    assert.deepEqual([rejected.acceptedCount, rejected.acceptedRecords, rejected.rejectedCount], [0, 0, 1]);
  });
  test('issues mirror reasons one to one', () => {
    const out = run({ postalAddress: { addressLine: ['Friedrichstr. 43', '10117 Berlin'], country: 'DE' } });
    assert.deepEqual(out.response.issues, out.response.result.reasons.map(({ severity, code, message, field }) => (field === undefined ? { severity, code, message } : { severity, code, message, field })));
  });
  test('confidence: per output field and overall between 0 and 1, overall the weakest field', () => {
    const out = run({ postalAddress: { addressLine: ['Friedrichstr. 43', '10117 Berlin'], country: 'DE' } });
    const { overall, fields } = out.response.result.confidence;
    assert.ok(Object.keys(fields).includes('townName'));
    assert.ok(Object.values(fields).every((v) => v >= 0 && v <= 1));
    assert.equal(overall, Math.min(...Object.values(fields)));
  });
});
