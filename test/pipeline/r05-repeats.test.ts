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

describe('R-05 after structuring: a leftover that only repeats fields the caller sent (review 3, f-r05-after)', () => {
  test('"New York NY" left of "New York NY 10118" beside TownName and CountrySubDivision is removed with FLD-05', () => {
    const out = run({ include: ['actions'], postalAddress: { addressLine: ['350 Fifth Avenue', 'New York NY 10118'], townName: 'New York', countrySubDivision: 'NY', country: 'US' } });
    const result = out.response.result;
    assert.equal(result.output.addressLine, undefined, JSON.stringify(result.output));
    assert.equal(result.output.postCode, '10118');
    assert.ok(hasReason(out, 'FLD-05', 'WARNING'), JSON.stringify(result.reasons));
    assert.ok(!hasReason(out, 'CNV-06'), 'nothing is kept in AddressLine');
    assert.ok((result.actions ?? []).some((a) => a.type === 'REMOVE' && a.value === 'New York NY'), JSON.stringify(result.actions));
  });
  test('"Luxembourg" left of "L-2449 Luxembourg" goes; "Banque de Luxembourg" stays', () => {
    const out = run({ include: ['actions'], postalAddress: { addressLine: ['Banque de Luxembourg', '14 Boulevard Royal', 'L-2449 Luxembourg'], townName: 'Luxembourg', country: 'LU' } });
    const result = out.response.result;
    assert.deepEqual(result.output.addressLine, ['Banque de Luxembourg']);
    assert.ok(hasReason(out, 'FLD-05', 'WARNING'));
    assert.ok((result.actions ?? []).some((a) => a.type === 'REMOVE' && a.value === 'Luxembourg'), JSON.stringify(result.actions));
  });
  test('a town word left from a name line is no repeat: it stays', () => {
    const out = run({ postalAddress: { addressLine: ['Singapore Airlines', '25 Airline Road'], townName: 'Singapore', postCode: '819829', country: 'SG' } });
    assert.deepEqual(out.response.result.output.addressLine, ['Singapore Airlines']);
  });
});
