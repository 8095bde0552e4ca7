// BIC, LEI and IBAN in AddressLines, valid by checksum, extracted when the identification
// field is empty (ENT-01/02/03), flagged and left in place on conflict (ENT-04).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { run, hasReason } from './run';

const BASE = { townName: 'Frankfurt am Main', postCode: '60311', country: 'DE' };
const IBAN = 'DE89370400440532013000';
const LEI = '529900T8BM49AURSDO55';

describe('R-04 misplaced identifiers', () => {
  test('a labelled BIC is extracted and removed from the line', () => {
    const out = run({ postalAddress: { ...BASE, addressLine: ['Taunusanlage 12', 'BIC: DEUTDEFF'] } });
    assert.equal(out.response.result.extractedIdentifiers.bic, 'DEUTDEFF');
    assert.ok(hasReason(out, 'ENT-01', 'INFO'));
    assert.ok(!JSON.stringify(out.response.result.output).includes('DEUTDEFF'));
  });
  test('an IBAN in printed groups is extracted in electronic form', () => {
    const out = run({ postalAddress: { ...BASE, addressLine: ['Taunusanlage 12', 'IBAN DE89 3704 0044 0532 0130 00'] } });
    assert.equal(out.response.result.extractedIdentifiers.iban, IBAN);
    assert.ok(hasReason(out, 'ENT-03'));
  });
  test('an LEI is extracted', () => {
    const out = run({ postalAddress: { ...BASE, addressLine: ['Taunusanlage 12', `LEI ${LEI}`] } });
    assert.equal(out.response.result.extractedIdentifiers.lei, LEI);
    assert.ok(hasReason(out, 'ENT-02'));
  });
  test('an IBAN with a wrong check digit is not an identifier', () => {
    const out = run({ postalAddress: { ...BASE, addressLine: ['Taunusanlage 12', 'IBAN DE88370400440532013000'] } });
    assert.equal(out.response.result.extractedIdentifiers.iban, undefined);
    assert.ok(!hasReason(out, 'ENT-03'));
  });
  test('an LEI with a wrong checksum is not an identifier', () => {
    const out = run({ postalAddress: { ...BASE, addressLine: ['Taunusanlage 12', 'LEI 529900T8BM49AURSDO56'] } });
    assert.equal(out.response.result.extractedIdentifiers.lei, undefined);
  });
  test('a BIC conflicting with the supplied one is flagged ENT-04 and left in place', () => {
    const out = run({
      postalAddress: { ...BASE, addressLine: ['Taunusanlage 12', 'BIC COBADEFFXXX'] },
      identification: { organisationId: { anyBic: 'DEUTDEFF' } },
      processingOptions: { targetFormat: 'HYBRID' },
    });
    assert.ok(hasReason(out, 'ENT-04', 'WARNING'));
    assert.equal(out.response.result.extractedIdentifiers.bic, undefined);
    assert.ok(JSON.stringify(out.response.result.output.addressLine).includes('COBADEFFXXX'));
  });
  test('detectMisplacedIdentifiers false leaves identifiers alone', () => {
    const out = run({ postalAddress: { ...BASE, addressLine: ['Taunusanlage 12', 'BIC: DEUTDEFF'] }, processingOptions: { detectMisplacedIdentifiers: false } });
    assert.deepEqual(out.response.result.extractedIdentifiers, {});
    assert.ok(!hasReason(out, 'ENT-01'));
  });
  test('an ordinary word is not taken for a BIC', () => {
    const out = run({ postalAddress: { ...BASE, addressLine: ['BARCLAYS HOUSE', 'Taunusanlage 12'] } });
    assert.deepEqual(out.response.result.extractedIdentifiers, {});
  });
});
