// The small helpers the pipeline's speed work added (docs/performance.md): each gives what the
// code it replaced gave.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { POSTAL_FIELD_NAMES } from '../../src/model/fields';
import { reason } from '../../src/model/reasons';
import type { PostalAddress } from '../../src/model/schemas';
import { isoTimestamp, stepTraces, type StepRecord } from '../../src/pipeline/buildResponse';
import { PIPELINE, initialState, processPartyAddress } from '../../src/pipeline/processPartyAddress';
import { earlierScans, workingCopy } from '../../src/pipeline/steps/convert';
import { stripControlCharacters } from '../../src/reference/charset';
import { findIdentifiers } from '../../src/reference/identifiers';
import { isCountryNameWord } from '../../src/reference/countries';

describe('isoTimestamp', () => {
  test('is toISOString, also when the instant changes or the same Date is changed', () => {
    const date = new Date('2026-12-01T00:00:00Z');
    assert.equal(isoTimestamp(date), '2026-12-01T00:00:00.000Z');
    assert.equal(isoTimestamp(new Date('2026-12-01T00:00:00Z')), '2026-12-01T00:00:00.000Z');
    date.setTime(date.getTime() + 1);
    assert.equal(isoTimestamp(date), '2026-12-01T00:00:00.001Z');
    assert.equal(isoTimestamp(new Date(0)), new Date(0).toISOString());
  });

  test('throws for an invalid date, as toISOString does', () => {
    assert.throws(() => isoTimestamp(new Date(NaN)), RangeError);
  });
});

describe('stepTraces', () => {
  test('each step: its changes, and the codes it added (its reasons, then its input problems)', () => {
    const s0 = initialState({ postalAddress: { townName: 'Berlin', country: 'DE' } }, { profile: undefined, now: new Date('2026-12-01T00:00:00Z') });
    const first = { field: 'TownName', before: 'berlin', after: 'Berlin', rule: 'a' };
    const second = { field: 'Country', before: 'de', after: 'DE', rule: 'b' };
    const s1 = { ...s0, reasons: [...s0.reasons, reason('FMT-01')], changes: [...s0.changes, first] };
    const s2 = { ...s1, reasons: [...s1.reasons, reason('CNV-01')], inputProblems: [...s1.inputProblems, reason('FLD-05', { field: 'AddressLine' })], changes: [...s1.changes, second] };
    const at = (step: StepRecord['step'], durationMicros: number, state: typeof s0): StepRecord => ({ step, durationMicros, changesFrom: state.changes.length, reasonsFrom: state.reasons.length, problemsFrom: state.inputProblems.length });
    const s3 = { ...s2 };
    assert.deepEqual(stepTraces(s3, [at('classify', 1, s0), at('validate', 2, s1), at('date-legality', 3, s2)]), [
      { step: 'classify', durationMicros: 1, changes: [first], reasons: ['FMT-01'] },
      { step: 'validate', durationMicros: 2, changes: [second], reasons: ['CNV-01', 'FLD-05'] },
      { step: 'date-legality', durationMicros: 3, changes: [], reasons: [] },
    ]);
  });

  test('of a whole run: what each step added to the state it was given (every step only appends)', () => {
    const now = new Date('2026-12-01T00:00:00Z');
    const requests = [
      { postalAddress: { addressLine: ['Acme GmbH', 'Friedrichstr. 43', '10117 Berlin, Germany'], country: 'DE' }, name: 'Acme GmbH' },
      { postalAddress: { addressLine: ['Hauptstr. 5 10117 Berlin', 'DE'], townName: 'Berlin', country: 'DE' }, processingOptions: { targetFormat: 'HYBRID' as const } },
      { postalAddress: { streetName: 'Rue de Rivoli', buildingNumber: '1', postCode: '75001', townName: 'paris', country: 'FR' } },
    ];
    for (const request of requests) {
      const deps = { endpoint: 'process' as const, profile: undefined, now, postal: undefined, verify: () => ({ status: 'unverified' as const, score: 0, fieldConfidence: {}, reasons: [], corrections: [] }) };
      const expected: Array<{ step: string; changes: unknown[]; reasons: string[] }> = [];
      let state = initialState({ ...request, include: ['traceability'] }, deps);
      for (const [step, run] of PIPELINE) {
        const before = state;
        state = run(state, deps);
        expected.push({ step, changes: state.changes.slice(before.changes.length), reasons: [...state.reasons.slice(before.reasons.length), ...state.inputProblems.slice(before.inputProblems.length)].map((r) => r.code) });
      }
      const traced = processPartyAddress({ ...request, include: ['traceability'] }, deps).response.result.traceability!.steps;
      assert.deepEqual(traced.map((s) => ({ step: s.step, changes: s.changes, reasons: s.reasons })), expected);
    }
  });
});

describe('workingCopy', () => {
  test('has every field of spec 2.2, in its order, with the values of the address', () => {
    const address: PostalAddress = { country: 'DE', addressLine: ['Friedrichstr. 43'], townName: 'Berlin' };
    const copy = workingCopy(address);
    assert.deepEqual(Object.keys(copy), [...POSTAL_FIELD_NAMES]);
    for (const name of POSTAL_FIELD_NAMES) assert.equal(copy[name], address[name]);
  });

  test('is a copy: setting a field leaves the address as it was', () => {
    const address: PostalAddress = { country: 'DE' };
    workingCopy(address).townName = 'Berlin';
    assert.deepEqual(address, { country: 'DE' });
  });
});

describe('earlierScans', () => {
  const deps = { profile: undefined, now: new Date('2026-12-01T00:00:00Z') };
  const lines = ['Friedrichstr. 43', '10117 Berlin'];
  const scanned = (address: PostalAddress) => ({
    ...initialState({ postalAddress: address }, deps),
    lineScans: { lines, address, identifiers: undefined, partyName: undefined, repeats: { found: [], reasons: [] } },
  });

  test("validate's scans serve for the same lines and fields", () => {
    const address: PostalAddress = { addressLine: lines, townName: 'Berlin', country: 'DE' };
    const state = { ...scanned(address), address: { ...address, addressLine: [...lines] } };
    assert.equal(earlierScans(state, [...lines]), state.lineScans);
  });

  test('not when a line or a field changed, or nothing was scanned', () => {
    const address: PostalAddress = { addressLine: lines, townName: 'Berlin', country: 'de' };
    const state = scanned(address);
    assert.equal(earlierScans(state, ['Friedrichstr. 43']), undefined);
    assert.equal(earlierScans(state, ['Friedrichstr.  43', '10117 Berlin']), undefined);
    assert.equal(earlierScans({ ...state, address: { ...address, country: 'DE' } }, lines), undefined);
    assert.equal(earlierScans({ ...state, address: { ...address, postCode: '10117' } }, lines), undefined);
    assert.equal(earlierScans({ ...state, lineScans: undefined }, lines), undefined);
  });
});

describe('stripControlCharacters without a control character', () => {
  test('gives what the character-by-character path gives, for every character of the BMP', () => {
    // A leading NUL forces the slow path; the same text without it must come back the same way.
    for (let code = 0; code <= 0xffff; code++) {
      const text = `a${String.fromCharCode(code)}b`;
      const slow = stripControlCharacters(`\u0000${text}`);
      assert.deepEqual(stripControlCharacters(text), { text: slow.text, removed: slow.removed - 1 }, `U+${code.toString(16)}`);
    }
  });

  test('keeps astral characters and lone surrogates', () => {
    for (const text of ['😀 Straße', '\ud800x', 'x\udc00']) assert.deepEqual(stripControlCharacters(text), { text, removed: 0 });
  });
});

describe('isCountryNameWord', () => {
  test('the same answers whichever country was asked about last', () => {
    const asked: Array<[string, string, boolean]> = [
      ['FRANCE', 'FR', true],
      ['FRANCE', 'DE', false],
      ['DEUTSCHLAND', 'DE', true],
      ['DEUTSCHLAND', 'FR', false],
      ['FRANCE', 'FR', true],
      ['FRANCE', '', false],
    ];
    for (const [word, code, expected] of asked) assert.equal(isCountryNameWord(word, code), expected, `${word} ${code}`);
  });
});

describe('findIdentifiers, a line without a possible identifier read without tokens', () => {
  test('finds them in ASCII lines in either case, and in lines with other characters', () => {
    const values = (line: string) => findIdentifiers(line).map((f) => `${f.type} ${f.value}`);
    assert.deepEqual(values('IBAN de89 3704 0044 0532 0130 00'), ['IBAN DE89370400440532013000']);
    assert.deepEqual(values('Straße 1, IBAN DE89370400440532013000'), ['IBAN DE89370400440532013000']);
    assert.deepEqual(values('BIC: DEUTDEFF'), ['BIC DEUTDEFF']);
    assert.deepEqual(values('BIC: deutdeff'), []);
    assert.deepEqual(values('Hauptstraße 5, 10117 Berlin'), []);
    assert.deepEqual(values('Friedrichstr. 43, 10117 Berlin'), []);
  });
});
