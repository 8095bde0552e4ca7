// Issue 10, verification: a premium correction needs strong evidence, an unknown town is reported
// and never replaced, every correction is a WARNING with an action, and "verified" means the
// postcode-town pair was checked. Over HTTP, as a caller sees it.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { reasonCodes as codes, verificationClient } from './httpClient';

const post = verificationClient();
const send = (postalAddress: Record<string, unknown>, processingOptions: Record<string, unknown> = {}, redaction?: string) =>
  post(postalAddress, { ...processingOptions, ...(redaction ? { redaction } : {}) });

const premium = { quality: 'premium' };

describe('premium corrections need strong evidence', () => {
  test('"Berlni" + 10117 becomes Berlin, with a WARNING and an action naming old and new value', async () => {
    const answer = await send({ streetName: 'Friedrichstraße', buildingNumber: '43', postCode: '10117', townName: 'Berlni', country: 'DE' }, premium);
    assert.equal(answer.result.output.townName, 'Berlin');
    const corrected = answer.result.reasons.find((r) => r.code === 'VRF-06');
    assert.equal(corrected?.severity, 'WARNING');
    assert.equal(corrected?.field, 'TownName');
    const action = answer.result.actions?.find((a) => a.field === 'TownName' && a.value === 'Berlin');
    assert.ok(action, JSON.stringify(answer.result.actions));
    assert.match(action.message, /"Berlni"/);
  });

  test('the old value is not named in the action when the answer is redacted', async () => {
    const answer = await send({ postCode: '10117', townName: 'Berlni', country: 'DE' }, premium, 'FULL');
    const action = answer.result.actions?.find((a) => a.field === 'TownName');
    assert.ok(action);
    assert.doesNotMatch(action.message, /Berlni/);
  });

  test('below repairConfidenceThreshold the misspelling stays, reported CNV-03', async () => {
    const answer = await send({ postCode: '10117', townName: 'Berlni', country: 'DE' }, { ...premium, repairConfidenceThreshold: 0.99 });
    assert.equal(answer.result.output.townName, 'Berlni');
    assert.ok(codes(answer).includes('CNV-03'));
    assert.ok(!codes(answer).includes('VRF-06'));
  });

  test('under standard quality nothing is corrected', async () => {
    const answer = await send({ postCode: '10117', townName: 'Berlni', country: 'DE' }, { quality: 'standard' });
    assert.equal(answer.result.output.townName, 'Berlni');
    assert.ok(!codes(answer).includes('VRF-06'));
  });

  test('an unknown town ("Xqzvbwyl" + 60325) is reported VRF-03, never replaced; the suggestion is an action', async () => {
    const answer = await send({ streetName: 'Taunusanlage', buildingNumber: '12', postCode: '60325', townName: 'Xqzvbwyl', country: 'DE' }, premium);
    assert.equal(answer.result.output.townName, 'Xqzvbwyl');
    assert.notEqual(answer.result.verification.status, 'verified');
    const unknown = answer.result.reasons.find((r) => r.code === 'VRF-03');
    assert.equal(unknown?.field, 'TownName');
    assert.ok(!codes(answer).includes('VRF-06'));
    const suggestion = answer.result.actions?.find((a) => a.type === 'REVIEW' && a.field === 'TownName');
    assert.equal(suggestion?.value, 'Frankfurt am Main');
  });

  test('a misspelling the postcode does not confirm is a suggestion only', async () => {
    const answer = await send({ postCode: '80331', townName: 'Frankfrut', country: 'DE' }, { ...premium, repairConfidenceThreshold: 0.5 });
    assert.equal(answer.result.output.townName, 'Frankfrut');
    assert.ok(!codes(answer).includes('VRF-06'));
  });
});

describe('"verified" means the pair was checked', () => {
  for (const [country, townName, postCode] of [['DE', 'München', '10117'], ['FR', 'Lyon', '75001']] as const) {
    test(`standard quality: ${townName} + ${postCode} is not verified (VRF-04)`, async () => {
      const answer = await send({ postCode, townName, country }, { quality: 'standard' });
      assert.equal(answer.result.verification.status, 'partial');
      assert.ok(codes(answer).includes('VRF-04'));
    });
  }

  test('a real pair at standard is verified, and the reason says what was checked', async () => {
    const answer = await send({ postCode: '10117', townName: 'Berlin', country: 'DE' }, { quality: 'standard' });
    assert.equal(answer.result.verification.status, 'verified');
    const verified = answer.result.reasons.find((r) => r.code === 'VRF-01');
    assert.match(verified!.message, /postcode-town pair/);
    assert.match(verified!.message, /coverage DE/);
  });
});
