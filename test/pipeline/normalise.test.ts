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
