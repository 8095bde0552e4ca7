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

describe('EPC schemes: a non-Latin name line is removed as ENT-05 says (review 3, p19)', () => {
  const cases: Array<[string, string, string[], string, string]> = [
    ['Cyrillic', 'ООО Ромашка', ['ООО Ромашка', 'ул. Тверская 7', '125009 Москва'], 'RU', 'OOO Romashka'],
    ['Greek', 'Αλφα ΑΕ', ['Αλφα ΑΕ', 'Οδός Ερμού 15', '105 63 Αθήνα'], 'GR', 'Alfa AE'],
  ];
  for (const [label, name, addressLine, country, converted] of cases) {
    test(`${label} name under SCT: ENT-05, the line leaves, the REMOVE action carries it`, () => {
      const out = run({ name, include: ['actions'], postalAddress: { addressLine, country }, processingOptions: { scheme: 'SCT' } });
      const result = out.response.result;
      assert.ok(hasReason(out, 'ENT-05'), JSON.stringify(result.reasons));
      assert.ok(!(result.output.addressLine ?? []).some((l) => l.includes(converted)), JSON.stringify(result.output));
      const removes = (result.actions ?? []).filter((a) => a.type === 'REMOVE');
      assert.ok(removes.length > 0 && removes.every((a) => typeof a.value === 'string' && a.value !== ''), JSON.stringify(removes));
      assert.ok(removes.some((a) => a.value === converted));
    });
  }
  test('check-party-address (no conversion): the REMOVE advice names the text found', () => {
    const out = run({ name: 'Acme GmbH', include: ['actions'], postalAddress: { addressLine: ['Acme GmbH', 'Friedrichstr. 43', '10117 Berlin'], country: 'DE' } }, { endpoint: 'check' });
    const remove = (out.response.result.actions ?? []).find((a) => a.type === 'REMOVE');
    assert.equal(remove?.value, 'Acme GmbH', JSON.stringify(out.response.result.actions));
  });
});
