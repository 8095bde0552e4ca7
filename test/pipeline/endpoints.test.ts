// check-party-address never repairs; the R-transaction route reports the SR2026 ban as a WARNING
// and sets rTransactionExempt.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { run, hasReason } from './run';

const UNSTRUCTURED = { addressLine: ['Friedrichstr. 43', '10117 Berlin'], country: 'DE' };

describe('check-party-address', () => {
  test('never converts: output is the normalised input', () => {
    const out = run({ postalAddress: { ...UNSTRUCTURED, addressLine: ['Friedrichstr.  43', '10117 Berlin'] } }, { endpoint: 'check' });
    assert.deepEqual(out.response.result.output.addressLine, ['Friedrichstr. 43', '10117 Berlin']);
    assert.equal(out.response.result.outputFormat, 'FULLY_UNSTRUCTURED');
    assert.deepEqual([out.response.decision, out.response.result.status], ['REJECT', 'NOT_REPAIRED']);
  });
  test('a valid structured address is VALIDATED', () => {
    const out = run({ postalAddress: { streetName: 'Friedrichstraße', buildingNumber: '43', postCode: '10117', townName: 'Berlin', country: 'DE' } }, { endpoint: 'check' });
    assert.deepEqual([out.response.decision, out.response.result.status], ['ACCEPT', 'VALIDATED']);
  });
});

describe('R-transaction route', () => {
  test('the SR2026 ban is a WARNING and rTransactionExempt is true', () => {
    const out = run({ postalAddress: UNSTRUCTURED, processingOptions: { targetFormat: 'FULLY_UNSTRUCTURED' }, context: { messageType: 'pacs.004' } }, { endpoint: 'r-transaction' });
    assert.equal(out.response.result.rTransactionExempt, true);
    assert.ok(hasReason(out, 'REG-01', 'WARNING'));
    assert.notEqual(out.response.decision, 'REJECT');
  });
  test('process-party-address is not exempt', () => {
    const out = run({ postalAddress: UNSTRUCTURED });
    assert.equal(out.response.result.rTransactionExempt, false);
  });
});
