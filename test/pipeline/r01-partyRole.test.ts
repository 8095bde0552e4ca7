// the party role (profile, context, default) selects the variant: AddressLine limits 3 and
// 2, TownName and Country mandatory for __2.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { run, hasReason, STRUCTURED_DE } from './run';

/** A line of nonsense words that no parser can place and that cannot share a line with another. */
const LONG = (n: number) => `Qx${n} ` + 'zzyzx wqvbn plokm '.repeat(3).trim();

describe('R-01 party role resolution', () => {
  test('defaults to debtor with an INFO FLD-07', () => {
    const out = run({ postalAddress: STRUCTURED_DE });
    assert.equal(out.response.result.partyRole, 'debtor');
    assert.ok(hasReason(out, 'FLD-07', 'INFO'));
    assert.equal(out.response.decision, 'ACCEPT');
  });
  test('context.partyRole is used when the profile has none', () => {
    const out = run({ postalAddress: STRUCTURED_DE, context: { partyRole: 'creditor' } });
    assert.equal(out.response.result.partyRole, 'creditor');
    assert.ok(!hasReason(out, 'FLD-07'));
  });
  test('the profile wins over the context, with a WARNING FLD-07', () => {
    const out = run({ postalAddress: STRUCTURED_DE, context: { partyRole: 'creditor' } }, { profile: { channelSelection: { partyRole: 'ultimate_debtor' } } });
    assert.equal(out.response.result.partyRole, 'ultimate_debtor');
    assert.ok(hasReason(out, 'FLD-07', 'WARNING'));
  });
});

describe('R-01 variants', () => {
  const cases = [
    { name: '__1 accepts 3 AddressLines (hybrid)', role: 'debtor', lines: ['Building A', 'Floor 3', 'Suite 12'], decision: 'ACCEPT' },
    { name: '__1 rejects 4 AddressLines that cannot be reduced', role: 'debtor', lines: [LONG(1), LONG(2), LONG(3), LONG(4)], decision: 'REJECT', code: 'FMT-02' },
    { name: '__2 accepts 2 AddressLines', role: 'ultimate_creditor', lines: ['Building A', 'Floor 3'], decision: 'ACCEPT' },
    { name: '__2 rejects 3 AddressLines that cannot be reduced', role: 'initiating_party', lines: [LONG(1), LONG(2), LONG(3)], decision: 'REJECT', code: 'FMT-02' },
  ] as const;
  for (const c of cases) {
    test(c.name, () => {
      const out = run({
        postalAddress: { addressLine: [...c.lines], townName: 'Frankfurt am Main', postCode: '60431', country: 'DE' },
        context: { partyRole: c.role },
        processingOptions: { targetFormat: 'HYBRID' },
      });
      assert.equal(out.response.decision, c.decision, JSON.stringify(out.response.result.reasons));
      if ('code' in c) assert.ok(hasReason(out, c.code, 'ERROR'));
    });
  }
  test('__2 without TownName is rejected with FLD-03', () => {
    const out = run({ postalAddress: { streetName: 'Hauptstrasse', buildingNumber: '1', country: 'DE' }, context: { partyRole: 'ultimate_debtor' } });
    assert.equal(out.response.decision, 'REJECT');
    assert.ok(hasReason(out, 'FLD-03', 'ERROR'));
  });
  test('__2 without Country is rejected with FLD-01', () => {
    const out = run({ postalAddress: { streetName: 'Hauptstrasse', buildingNumber: '1', townName: 'Berlin' }, context: { partyRole: 'ultimate_creditor' } });
    assert.equal(out.response.decision, 'REJECT');
    assert.ok(hasReason(out, 'FLD-01', 'ERROR'));
  });
  test('__2 with TownName and Country is accepted', () => {
    const out = run({ postalAddress: STRUCTURED_DE, context: { partyRole: 'ultimate_creditor' } });
    assert.equal(out.response.decision, 'ACCEPT');
  });
  test('an unassigned country code is FLD-02', () => {
    const out = run({ postalAddress: { ...STRUCTURED_DE, country: 'XX' } });
    assert.equal(out.response.decision, 'REJECT');
    assert.ok(hasReason(out, 'FLD-02', 'ERROR'));
  });
});
