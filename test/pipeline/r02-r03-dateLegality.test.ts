// the SR2026 cutover at 2026-11-22T02:30:00Z inclusive (instant, local times with
// timezone, direction, schemeVersion) and REG-05 for __2 parties at any time.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { run, hasReason } from './run';
import { parseExecutionInstant } from '../../src/params/executionInstant';
import { InvalidParameterError } from '../../src/params/invalidParameter';

/** Lines no parser can structure: the address stays FULLY_UNSTRUCTURED on check. */
const UNSTRUCTURED = { addressLine: ['Qwzx Plokm 7', 'Zzyzx Vbnm'], country: 'DE' };

function check(executionDatetime: string, extra: Record<string, unknown> = {}) {
  return run({ postalAddress: UNSTRUCTURED, context: { executionDatetime, ...extra } }, { endpoint: 'check' });
}

describe('R-02 cutover instant', () => {
  test('one millisecond before the cutover: grace, REG-02 WARNING, accepted', () => {
    const out = check('2026-11-22T02:29:59.999Z');
    assert.equal(out.response.decision, 'ACCEPT');
    assert.ok(hasReason(out, 'REG-02', 'WARNING'));
  });
  test('the cutover instant itself: REG-01 ERROR, rejected', () => {
    const out = check('2026-11-22T02:30:00Z');
    assert.equal(out.response.decision, 'REJECT');
    assert.ok(hasReason(out, 'REG-01', 'ERROR'));
  });
  test('an offset that puts a local 03:29 before the cutover', () => {
    const out = check('2026-11-22T03:29:00+01:00');
    assert.equal(out.response.decision, 'ACCEPT');
  });
  test('an offset that puts a local 03:30 at the cutover', () => {
    const out = check('2026-11-22T03:30:00+01:00');
    assert.equal(out.response.decision, 'REJECT');
  });
  test('local time without offset in Europe/Berlin (UTC+1 in November): 03:29:59 is before', () => {
    assert.equal(check('2026-11-22T03:29:59', { timezone: 'Europe/Berlin' }).response.decision, 'ACCEPT');
  });
  test('local time without offset in Europe/Berlin: 03:30 is the cutover', () => {
    assert.equal(check('2026-11-22T03:30:00', { timezone: 'Europe/Berlin' }).response.decision, 'REJECT');
  });
  test('local time in America/New_York (UTC-5): 21:29 on the 21st is before, 21:30 is after', () => {
    assert.equal(check('2026-11-21T21:29:00', { timezone: 'America/New_York' }).response.decision, 'ACCEPT');
    assert.equal(check('2026-11-21T21:30:00', { timezone: 'America/New_York' }).response.decision, 'REJECT');
  });
  test('local time without timezone is UTC', () => {
    assert.equal(check('2026-11-22T02:29:59').response.decision, 'ACCEPT');
    assert.equal(check('2026-11-22T02:30:00').response.decision, 'REJECT');
  });
  test('an unknown time zone is an invalid parameter (400 over HTTP)', () => {
    assert.throws(() => parseExecutionInstant('2026-11-22T02:30:00', 'Mars/Olympus'), InvalidParameterError);
  });
  test('a date that does not exist is an invalid parameter', () => {
    assert.throws(() => parseExecutionInstant('2026-02-30T10:00:00Z', undefined), InvalidParameterError);
  });
  test('DST: a local time in summer uses the summer offset', () => {
    assert.equal(parseExecutionInstant('2026-07-01T12:00:00', 'Europe/Berlin').toISOString(), '2026-07-01T10:00:00.000Z');
  });
});

describe('R-02 direction and schemeVersion', () => {
  test('INBOUND before the cutover: grace period REG-02', () => {
    const out = check('2026-11-01T00:00:00Z', { direction: 'INBOUND' });
    assert.equal(out.response.decision, 'ACCEPT');
    assert.ok(hasReason(out, 'REG-02', 'WARNING'));
  });
  test('OUTBOUND after the cutover: rejected', () => {
    assert.equal(check('2026-12-01T00:00:00Z', { direction: 'OUTBOUND' }).response.decision, 'REJECT');
  });
  test('INBOUND after the cutover: rejected too (R-02 has no direction exception)', () => {
    assert.equal(check('2026-12-01T00:00:00Z', { direction: 'INBOUND' }).response.decision, 'REJECT');
  });
  test('SR2026 named before the cutover opts in early: rejected', () => {
    const out = check('2026-11-01T00:00:00Z', { schemeVersion: 'SR2026' });
    assert.equal(out.response.decision, 'REJECT');
    assert.ok(hasReason(out, 'REG-01', 'ERROR'));
  });
  test('SR2025 named after the cutover: SR2026 applies anyway, with REG-03 WARNING', () => {
    const out = check('2026-12-01T00:00:00Z', { schemeVersion: 'SR2025' });
    assert.equal(out.response.decision, 'REJECT');
    assert.ok(hasReason(out, 'REG-03', 'WARNING'));
  });
  test('SR2025 before the cutover: no REG-03', () => {
    assert.ok(!hasReason(check('2026-11-01T00:00:00Z', { schemeVersion: 'SR2025' }), 'REG-03'));
  });
  test('a structured address after the cutover is accepted', () => {
    const out = run({ postalAddress: { streetName: 'Hauptstrasse', buildingNumber: '1', postCode: '10115', townName: 'Berlin', country: 'DE' }, context: { executionDatetime: '2026-12-01T00:00:00Z' } });
    assert.equal(out.response.decision, 'ACCEPT');
  });
});

describe('R-03 __2 parties', () => {
  for (const role of ['ultimate_debtor', 'ultimate_creditor', 'initiating_party'] as const) {
    test(`${role}: FULLY_UNSTRUCTURED rejected even before the cutover (REG-05)`, () => {
      const out = check('2026-10-01T00:00:00Z', { partyRole: role, direction: 'INBOUND' });
      assert.equal(out.response.decision, 'REJECT');
      assert.ok(hasReason(out, 'REG-05', 'ERROR'));
    });
  }
  test('a __1 party before the cutover is not REG-05', () => {
    assert.ok(!hasReason(check('2026-10-01T00:00:00Z', { partyRole: 'debtor' }), 'REG-05'));
  });
  test('REG-05 repaired by conversion is a WARNING and the address is accepted', () => {
    const out = run({
      postalAddress: { addressLine: ['Hauptstrasse 1', '10115 Berlin'], country: 'DE' },
      context: { partyRole: 'ultimate_debtor', executionDatetime: '2026-10-01T00:00:00Z' },
    });
    assert.ok(hasReason(out, 'REG-05', 'WARNING'), JSON.stringify(out.response.result.reasons));
    assert.equal(out.response.decision, 'ACCEPT');
    assert.equal(out.response.result.status, 'REPAIRED');
  });
});
