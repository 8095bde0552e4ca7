// Name content: the party name or a close variant in an AddressLine is reported in
// detectedNameInAddress with ENT-05 and removed from the output lines.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { run, hasReason } from './run';

const BASE = { postCode: '10115', townName: 'Berlin', country: 'DE' };

describe('party name in AddressLine', () => {
  const variants = [
    { name: 'ACME GMBH', line: 'Acme GmbH' },
    { name: 'Acme GmbH', line: 'ACME G.m.b.H.' },
    { name: 'Acme', line: 'ACME GMBH' },
    { name: 'Müller & Söhne AG', line: 'Mueller und Soehne' },
  ];
  for (const v of variants) {
    test(`"${v.name}" found as "${v.line}"`, () => {
      const out = run({ name: v.name, postalAddress: { ...BASE, addressLine: [v.line, 'Hauptstrasse 5'] } });
      assert.ok(hasReason(out, 'ENT-05', 'WARNING'), JSON.stringify(out.response.result.reasons));
      assert.ok(out.response.result.detectedNameInAddress);
      const lines = JSON.stringify(out.response.result.output.addressLine ?? []);
      assert.ok(!lines.toUpperCase().includes(v.line.toUpperCase()), lines);
    });
  }
  test('a different name is not reported', () => {
    const out = run({ name: 'Globex Corporation', postalAddress: { ...BASE, addressLine: ['Acme GmbH', 'Hauptstrasse 5'] } });
    assert.ok(!hasReason(out, 'ENT-05'));
    assert.equal(out.response.result.detectedNameInAddress, undefined);
  });
  test('validateNameContent false skips the check', () => {
    const out = run({ name: 'Acme GmbH', postalAddress: { ...BASE, addressLine: ['Acme GmbH', 'Hauptstrasse 5'] }, processingOptions: { validateNameContent: false } });
    assert.ok(!hasReason(out, 'ENT-05'));
  });
  test('context.name is analytics only and never used for detection', () => {
    const out = run({ context: { name: 'Acme GmbH' }, postalAddress: { ...BASE, addressLine: ['Acme GmbH', 'Hauptstrasse 5'] } });
    assert.ok(!hasReason(out, 'ENT-05'));
  });
});
