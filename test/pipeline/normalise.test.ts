// Normalise: whitespace, Unicode NFC, control characters, country code case, and the EPC basic
// Latin set for EPC schemes (FLD-06 INFO), never losing information silently.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { run, hasReason } from './run';

describe('normalise', () => {
  test('whitespace collapsed and trimmed', () => {
    const out = run({ postalAddress: { streetName: '  Hauptstrasse   ', buildingNumber: '5', postCode: '10115', townName: ' Berlin ', country: 'DE' } });
    assert.equal(out.response.result.output.streetName, 'Hauptstrasse');
    assert.equal(out.response.result.output.townName, 'Berlin');
  });
  test('decomposed Unicode becomes NFC', () => {
    const decomposed = 'Mu\u0308nchen';
    const out = run({ postalAddress: { streetName: 'Marienplatz', buildingNumber: '1', postCode: '80331', townName: decomposed, country: 'DE' } });
    assert.equal(out.response.result.output.townName, 'München');
  });
  test('control characters removed', () => {
    const out = run({ postalAddress: { streetName: 'Haupt\u0007strasse', buildingNumber: '5', postCode: '10115', townName: 'Berlin', country: 'DE' } });
    assert.equal(out.response.result.output.streetName, 'Hauptstrasse');
  });
  test('EPC schemes convert to the basic Latin set with FLD-06 INFO', () => {
    const out = run({ postalAddress: { streetName: 'Königstraße', buildingNumber: '5', postCode: '70173', townName: 'Stuttgart', country: 'DE' }, context: { scheme: 'SCT' } });
    assert.match(out.response.result.output.streetName ?? '', /^[A-Za-z0-9/\-?:().,'+ ]+$/);
    assert.ok(hasReason(out, 'FLD-06', 'INFO'));
  });
  test('non-EPC schemes keep Unicode, no FLD-06', () => {
    const out = run({ postalAddress: { streetName: 'Königstraße', buildingNumber: '5', postCode: '70173', townName: 'Stuttgart', country: 'DE' }, context: { scheme: 'CBPRPLUS' } });
    assert.equal(out.response.result.output.streetName, 'Königstraße');
    assert.ok(!hasReason(out, 'FLD-06'));
  });
  test('normalisation alone leaves the status VALIDATED', () => {
    const out = run({ postalAddress: { streetName: ' Hauptstrasse', buildingNumber: '5', postCode: '10115', townName: 'Berlin', country: 'DE' } });
    assert.equal(out.response.result.status, 'VALIDATED');
  });
});

describe('EPC schemes report every conversion (review 3, f-epc-unreported)', () => {
  for (const [label, ch] of [['no-break space', '\u00a0'], ['zero-width space', '\u200b'], ['right-to-left mark', '\u200f'], ['tab', '\t']] as const) {
    test(`a ${label} is converted with FLD-06 INFO on its field`, () => {
      const out = run({ postalAddress: { streetName: `Haupt${ch}strasse`, buildingNumber: '5', postCode: '10115', townName: 'Berlin', country: 'DE' }, processingOptions: { scheme: 'SCT' } });
      assert.match(out.response.result.output.streetName ?? '', /^Haupt ?strasse$/);
      assert.ok(out.response.result.reasons.some((r) => r.code === 'FLD-06' && r.severity === 'INFO' && r.field === 'StreetName'), JSON.stringify(out.response.result.reasons));
    });
  }
  test('in AddressLines too', () => {
    const out = run({ postalAddress: { addressLine: ['Fried\u200brich\u00a0str. 43\u200f', '10117\tBerlin'], country: 'DE' }, processingOptions: { scheme: 'SCT' } });
    assert.ok(out.response.result.reasons.some((r) => r.code === 'FLD-06' && r.field === 'AddressLine'), JSON.stringify(out.response.result.reasons));
  });
  test('plain double spaces are whitespace normalisation, not a conversion', () => {
    const out = run({ postalAddress: { streetName: 'Haupt  strasse', buildingNumber: '5', postCode: '10115', townName: 'Berlin', country: 'DE' }, processingOptions: { scheme: 'SCT' } });
    assert.ok(!hasReason(out, 'FLD-06'));
  });
});

describe('EPC schemes: values that arrive after normalise are in the EPC set too (review 3, f-epc-correction)', () => {
  const EPC = /^[A-Za-z0-9/\-?:().,'+ ]*$/;
  const cases: Array<[string, Record<string, unknown>]> = [
    ['a town corrected by the postal database', { streetName: 'Friedrichstr.', postCode: '80331', townName: 'Müncen', country: 'DE' }],
    ['a town added from the postcode', { streetName: 'Marienplatz', buildingNumber: '1', postCode: '80331', country: 'DE' }],
    ['a town added to free text', { addressLine: ['Marienplatz 1'], postCode: '80331', country: 'DE' }],
  ];
  for (const scheme of ['SCT', 'SCT_INST', 'SDD_CORE', 'SDD_B2B'] as const) {
    for (const [label, postalAddress] of cases) {
      test(`${scheme}: ${label} is written "Munchen" with FLD-06 INFO`, () => {
        const out = run({ include: ['actions'], postalAddress: postalAddress as never, processingOptions: { quality: 'premium', scheme } });
        const output = out.response.result.output as Record<string, unknown>;
        for (const [field, value] of Object.entries(output)) for (const v of [value].flat()) assert.match(String(v), EPC, `${field} outside the EPC set`);
        assert.equal(output.townName, 'Munchen');
        assert.ok(out.response.result.reasons.some((r) => r.code === 'FLD-06' && r.severity === 'INFO' && r.field === 'TownName'), JSON.stringify(out.response.result.reasons));
      });
    }
  }
  test('the correction action carries the converted value', () => {
    const out = run({ include: ['actions'], postalAddress: { streetName: 'Friedrichstr.', postCode: '80331', townName: 'Müncen', country: 'DE' }, processingOptions: { quality: 'premium', scheme: 'SCT' } });
    const action = (out.response.result.actions ?? []).find((a) => a.field === 'TownName' && a.type === 'REVIEW');
    assert.equal(action?.value, 'Munchen', JSON.stringify(out.response.result.actions));
  });
  test('a Unicode scheme keeps the reference form "München"', () => {
    const out = run({ postalAddress: { streetName: 'Marienplatz', buildingNumber: '1', postCode: '80331', country: 'DE' }, processingOptions: { quality: 'premium', scheme: 'CBPRPLUS' } });
    assert.equal(out.response.result.output.townName, 'München');
  });
});
