// TownName or Country repeated in an AddressLine (the country also by name in any common
// language) raises FLD-05 WARNING.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { run, hasReason } from './run';

const HYBRID = { townName: 'Frankfurt am Main', postCode: '60311', country: 'DE' };

describe('R-05 town or country repeated in AddressLine', () => {
  for (const countryName of ['Germany', 'Deutschland', 'Allemagne', 'GERMANY', 'Alemania']) {
    test(`country written as "${countryName}"`, () => {
      const out = run({ postalAddress: { ...HYBRID, addressLine: ['Neue Mainzer Strasse 52', countryName] } });
      assert.ok(hasReason(out, 'FLD-05', 'WARNING'), JSON.stringify(out.response.result.reasons));
      assert.notEqual(out.response.decision, 'REJECT');
    });
  }
  test('town repeated in a line', () => {
    const out = run({ postalAddress: { ...HYBRID, addressLine: ['Neue Mainzer Strasse 52, Frankfurt am Main'] } });
    assert.ok(hasReason(out, 'FLD-05', 'WARNING'));
  });
  test('the repeat is removed from the output lines', () => {
    const out = run({ postalAddress: { ...HYBRID, addressLine: ['Neue Mainzer Strasse 52', 'Deutschland'] } });
    assert.ok(!JSON.stringify(out.response.result.output).includes('Deutschland'));
  });
  test('no repeat, no FLD-05', () => {
    const out = run({ postalAddress: { ...HYBRID, addressLine: ['Neue Mainzer Strasse 52'] } });
    assert.ok(!hasReason(out, 'FLD-05'));
  });
  test('another country named in a line is not a repeat of DE', () => {
    const out = run({ postalAddress: { ...HYBRID, addressLine: ['Haus France'] }, processingOptions: { targetFormat: 'HYBRID' } });
    assert.ok(!hasReason(out, 'FLD-05'));
  });
});
