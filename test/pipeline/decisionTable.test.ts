// The decision table of contract section 6, a case per row, with the status that goes with it.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { run, STRUCTURED_DE } from './run';
import { decide } from '../../src/pipeline/decide';
import { reason } from '../../src/model/reasons';

describe('decision table (unit)', () => {
  const rows = [
    { name: 'an ERROR remains -> REJECT / NOT_REPAIRED', reasons: [reason('FLD-01')], facts: { targetNotReached: false, repaired: true }, expect: ['REJECT', 'NOT_REPAIRED'] },
    { name: 'target not reached -> PARTIAL_SUCCESS / PARTIALLY_REPAIRED', reasons: [], facts: { targetNotReached: true, repaired: true }, expect: ['PARTIAL_SUCCESS', 'PARTIALLY_REPAIRED'] },
    { name: 'repair below threshold -> PARTIAL_SUCCESS', reasons: [reason('CNV-03')], facts: { targetNotReached: false, repaired: false }, expect: ['PARTIAL_SUCCESS', 'PARTIALLY_REPAIRED'] },
    { name: 'repairs applied, target reached -> ACCEPT / REPAIRED', reasons: [reason('CNV-01')], facts: { targetNotReached: false, repaired: true }, expect: ['ACCEPT', 'REPAIRED'] },
    { name: 'nothing changed -> ACCEPT / VALIDATED', reasons: [reason('FMT-01')], facts: { targetNotReached: false, repaired: false }, expect: ['ACCEPT', 'VALIDATED'] },
    { name: 'warnings alone do not reject', reasons: [reason('FLD-04'), reason('VRF-03')], facts: { targetNotReached: false, repaired: false }, expect: ['ACCEPT', 'VALIDATED'] },
  ] as const;
  for (const row of rows) {
    test(row.name, () => {
      const outcome = decide(row.reasons, row.facts);
      assert.deepEqual([outcome.decision, outcome.status], row.expect);
    });
  }
});

describe('decision table (end to end)', () => {
  test('REJECT: unstructured after the cutover and nothing sure enough to structure', () => {
    const out = run({ postalAddress: { addressLine: ['Hauptstrasse 5', '10115 Berlin'], country: 'DE' }, processingOptions: { repairConfidenceThreshold: 1 } });
    assert.equal(out.response.decision, 'REJECT');
    assert.ok(out.response.result.reasons.some((r) => r.code === 'REG-01' && r.severity === 'ERROR'));
  });
  test('REJECT: country missing on a structured address of a __2 party', () => {
    const out = run({ postalAddress: { streetName: 'Hauptstrasse', townName: 'Berlin' }, context: { partyRole: 'ultimate_creditor' } });
    assert.deepEqual([out.response.decision, out.response.result.status], ['REJECT', 'NOT_REPAIRED']);
  });
  test('PARTIAL_SUCCESS: FULLY_STRUCTURED asked, unplaceable text stays in a line', () => {
    const out = run({ postalAddress: { addressLine: ['Qwzx Plokm Zzyzx'], postCode: '10115', townName: 'Berlin', country: 'DE' }, processingOptions: { targetFormat: 'FULLY_STRUCTURED' } });
    assert.deepEqual([out.response.decision, out.response.result.status], ['PARTIAL_SUCCESS', 'PARTIALLY_REPAIRED']);
  });
  test('PARTIAL_SUCCESS: a repair below the threshold is left unapplied (CNV-03)', () => {
    const out = run({ postalAddress: { addressLine: ['Hauptstrasse 5'], postCode: '10115', townName: 'Berlin', country: 'DE' }, processingOptions: { repairConfidenceThreshold: 1, targetFormat: 'FULLY_STRUCTURED' } });
    assert.equal(out.response.decision, 'PARTIAL_SUCCESS', JSON.stringify(out.response.result.reasons));
    assert.ok(out.response.result.reasons.some((r) => r.code === 'CNV-03'));
  });
  test('ACCEPT / REPAIRED: unstructured converted', () => {
    const out = run({ postalAddress: { addressLine: ['Hauptstrasse 5', '10115 Berlin'], country: 'DE' } });
    assert.deepEqual([out.response.decision, out.response.result.status], ['ACCEPT', 'REPAIRED'], JSON.stringify(out.response.result));
    assert.equal(out.response.result.outputFormat, 'FULLY_STRUCTURED');
    assert.ok(out.response.result.reasons.some((r) => r.code === 'REG-01' && r.severity === 'WARNING'));
    assert.ok(out.response.result.reasons.some((r) => r.code === 'CNV-01'));
  });
  test('ACCEPT / VALIDATED: a clean structured address', () => {
    const out = run({ postalAddress: STRUCTURED_DE });
    assert.deepEqual([out.response.decision, out.response.result.status], ['ACCEPT', 'VALIDATED']);
  });
});
