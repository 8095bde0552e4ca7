import { describe, test, before } from 'node:test';
import assert from 'node:assert/strict';
import { loadPostalReference, verifyAddress, type PostalQuery } from '../../src/verification/verifyAddress';
import { POSTAL_QUERY_FIELDS, postalQueryOf } from '../../src/verification/postalQuery';
import { POSTAL_FIELDS } from '../../src/model/fields';
import type { PostalReference } from '../../src/reference/postal/types';

let postal: PostalReference;
before(async () => {
  postal = await loadPostalReference();
});

const codes = (o: { reasons: { code: string }[] }) => o.reasons.map((r) => r.code);

describe('verifyAddress: known addresses', () => {
  test('a known town and postcode are verified at standard and premium', () => {
    for (const quality of ['standard', 'premium'] as const) {
      const outcome = verifyAddress({ country: 'DE', postCode: '60325', townName: 'Frankfurt am Main' }, quality, true, postal);
      assert.equal(outcome.status, 'verified', quality);
      assert.equal(outcome.score, 1);
      assert.deepEqual(codes(outcome), ['VRF-01']);
      assert.deepEqual(outcome.fieldConfidence, { country: 1, townName: 1, postCode: 1 });
      assert.deepEqual(outcome.corrections, []);
    }
    assert.equal(verifyAddress({ country: 'FR', postCode: '75009', townName: 'Paris' }, 'premium', true, postal).status, 'verified');
  });

  test('an English exonym verifies like the local name', () => {
    const local = verifyAddress({ country: 'DE', postCode: '80331', townName: 'München' }, 'premium', true, postal);
    const english = verifyAddress({ country: 'DE', postCode: '80331', townName: 'Munich' }, 'premium', true, postal);
    assert.equal(local.status, 'verified');
    assert.equal(english.status, 'verified');
    assert.equal(english.fieldConfidence.townName, 0.98);
    assert.ok(english.score > 0.99);
    assert.equal(verifyAddress({ country: 'AT', townName: 'Vienna' }, 'standard', true, postal).fieldConfidence.townName, 0.98);
  });
});

describe('verifyAddress: problems', () => {
  test('a postcode of another town is flagged VRF-04 at premium', () => {
    const outcome = verifyAddress({ country: 'DE', postCode: '60325', townName: 'München' }, 'premium', true, postal);
    assert.equal(outcome.status, 'partial');
    assert.ok(codes(outcome).includes('VRF-04'));
    assert.ok(outcome.score < 0.9);
    // standard checks the pair too wherever the reference holds pairs (issue 10)
    const standard = verifyAddress({ country: 'DE', postCode: '60325', townName: 'München' }, 'standard', true, postal);
    assert.equal(standard.status, 'partial');
    assert.ok(codes(standard).includes('VRF-04'));
  });

  test('a postcode that does not exist is not confirmed (75900 Paris)', () => {
    const outcome = verifyAddress({ country: 'FR', postCode: '75900', townName: 'Paris' }, 'premium', true, postal);
    assert.equal(outcome.status, 'partial');
    assert.deepEqual(codes(outcome), ['VRF-02']);
    assert.ok(outcome.fieldConfidence.postCode! < 0.5);
  });

  test('an unknown town and a malformed postcode are unverified (VRF-03)', () => {
    const outcome = verifyAddress({ country: 'DE', postCode: '12', townName: 'Qxzwv' }, 'premium', true, postal);
    assert.equal(outcome.status, 'unverified');
    assert.deepEqual(codes(outcome), ['VRF-03']);
    assert.ok(outcome.score < 0.2);
  });

  test('a country that is not assigned is not verifiable', () => {
    const outcome = verifyAddress({ country: 'ZZ', townName: 'Paris' }, 'premium', true, postal);
    assert.equal(outcome.status, 'unverified');
    assert.equal(outcome.score, 0);
    assert.deepEqual(codes(outcome), ['VRF-03']);
  });
});

describe('verifyAddress: where pairs cannot be checked', () => {
  test('town and postcode of a country without pairs are partial, and the reason says the pair was not checked', async () => {
    const { PostalReferenceIndex } = await import('../../src/reference/postal/reference');
    const { addCountryTown, emptyCountryBuilder, pack } = await import('../../src/reference/postal/countryBuilder');
    const builder = emptyCountryBuilder('CH');
    addCountryTown(builder, 'Zürich', 400_000, [], ['ZURICH']);
    const townsOnly = new PostalReferenceIndex([pack(builder)]);
    for (const quality of ['standard', 'premium'] as const) {
      const outcome = verifyAddress({ country: 'CH', postCode: '8001', townName: 'Zurich' }, quality, true, townsOnly);
      assert.equal(outcome.status, 'partial', quality);
      assert.match(outcome.reasons[0]!.message, /pair not checked/);
      assert.match(outcome.reasons[0]!.message, /coverage CH: towns and postcode shape only/);
    }
  });
});

describe('verifyAddress: corrections', () => {
  test('a misspelt town is corrected under premium and not under standard', () => {
    const query = { country: 'DE', postCode: '60325', townName: 'Frankfrut' };
    const premium = verifyAddress(query, 'premium', true, postal);
    assert.deepEqual(premium.corrections.map((c) => [c.field, c.value]), [['townName', 'Frankfurt am Main']]);
    assert.ok(premium.corrections[0]!.confidence >= 0.9, 'the postcode confirms the suggestion');
    assert.equal(premium.fieldConfidence.townName, 0);
    const standard = verifyAddress(query, 'standard', true, postal);
    assert.deepEqual(standard.corrections, []);
  });

  test('a misspelling without a postcode to confirm it is a suggestion, never applied', () => {
    const alone = verifyAddress({ country: 'DE', townName: 'Frankfrut' }, 'premium', true, postal);
    assert.equal(alone.corrections[0]?.value, 'Frankfurt am Main');
    assert.equal(alone.corrections[0]?.suggestion, true);
    assert.deepEqual(codes(alone), ['VRF-03']);
  });

  test('an unknown town is never replaced by the town of the postcode (Xqzvbwyl + 60325)', () => {
    const outcome = verifyAddress({ country: 'DE', postCode: '60325', townName: 'Xqzvbwyl' }, 'premium', true, postal);
    assert.deepEqual(outcome.corrections.map((c) => [c.field, c.value, c.suggestion]), [['townName', 'Frankfurt am Main', true]]);
    assert.equal(outcome.reasons[0]?.code, 'VRF-03');
    assert.equal(outcome.reasons[0]?.field, 'TownName');
  });

  test('"Berlni" + 10117 is corrected to Berlin: one edit and the postcode confirms it', () => {
    const outcome = verifyAddress({ country: 'DE', postCode: '10117', townName: 'Berlni' }, 'premium', true, postal);
    assert.deepEqual(outcome.corrections.map((c) => [c.field, c.value, c.suggestion]), [['townName', 'Berlin', undefined]]);
    assert.ok(outcome.corrections[0]!.confidence >= 0.8);
  });

  test('town from postcode and postcode from town', () => {
    const townFromPostcode = verifyAddress({ country: 'DE', postCode: '60325' }, 'premium', true, postal);
    assert.deepEqual(townFromPostcode.corrections.map((c) => [c.field, c.value]), [['townName', 'Frankfurt am Main']]);
    const postcodeFromTown = verifyAddress({ country: 'US', townName: 'Beverly Hills', countrySubDivision: 'CA' }, 'premium', true, postal);
    const postCode = postcodeFromTown.corrections.find((c) => c.field === 'postCode');
    // Beverly Hills has several ZIP codes: none is guessed.
    assert.equal(postCode, undefined);
  });

  test('reasons and corrections never quote address text', () => {
    const query = { country: 'DE', postCode: '60325', townName: 'Frankfrut', countrySubDivision: 'Hesse' };
    const outcome = verifyAddress(query, 'premium', true, postal);
    const text = JSON.stringify([outcome.reasons, outcome.corrections.map((c) => c.reason)]);
    for (const value of ['Frankfrut', '60325', 'Hesse']) assert.ok(!text.includes(value), value);
  });
});

describe('verifyAddress: quality levels and R-06', () => {
  const refusing: PostalReference = new Proxy({} as PostalReference, {
    get() {
      throw new Error('the postal database must not be consulted');
    },
  });

  test('basic and verification=false skip the lookup (VRF-05, score 0)', () => {
    for (const [quality, verification] of [['basic', true], ['standard', false], ['premium', false]] as const) {
      const outcome = verifyAddress({ country: 'DE', townName: 'Berlin' }, quality, verification, refusing);
      assert.equal(outcome.status, 'unverified');
      assert.equal(outcome.score, 0);
      assert.deepEqual(codes(outcome), ['VRF-05']);
      assert.equal(outcome.reasons[0]!.severity, 'INFO');
    }
  });

  test('only postal fields reach the lookup', () => {
    const seen: string[] = [];
    const spy = new Proxy(postal, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          seen.push(...args.filter((a): a is string => typeof a === 'string'));
          return value.apply(target, args);
        };
      },
    });
    const address = { name: 'ACME Holding', streetName: 'Taunusanlage', country: 'DE', postCode: '60325', townName: 'Frankfurt am Main', countryOfResidence: 'FR', identification: 'DEUTDEFF' };
    const query = postalQueryOf(address);
    assert.deepEqual(Object.keys(query).sort(), ['country', 'postCode', 'streetName', 'townName']);
    verifyAddress(query, 'premium', true, spy);
    for (const value of ['ACME Holding', 'DEUTDEFF', 'FR']) assert.ok(!seen.includes(value), value);
  });

  test('the query fields are the postal fields of the field table', () => {
    const table = POSTAL_FIELDS.filter((f) => f.postal && f.json !== 'addressLine').map((f) => f.json);
    assert.deepEqual([...POSTAL_QUERY_FIELDS], table);
    // @ts-expect-error a party name cannot be part of a postal query (R-06)
    const withName: PostalQuery = { country: 'DE', name: 'ACME' };
    assert.ok(withName);
  });
});
