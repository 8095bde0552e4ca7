// Where no pairs are bundled, a postcode prefix that names a subdivision (CA, ES, GB, IT, BE)
// lets verification flag a postcode of another region; agreement is not a verified pair. AT has a
// region table too, but since issue 13 its postcode-town pairs are bundled and decide instead.
import { describe, test, before } from 'node:test';
import assert from 'node:assert/strict';
import { loadPostalReference, verifyAddress } from '../../src/verification/verifyAddress';
import type { PostalReference } from '../../src/reference/postal/types';

let postal: PostalReference;
before(async () => {
  postal = await loadPostalReference();
});

/** [country, town, a postcode of its region, a postcode of another region] */
const CASES = [
  ['CA', 'Toronto', 'M5V 3L9', 'H2X 1Y4'],
  ['ES', 'Madrid', '28001', '08001'],
  ['GB', 'Edinburgh', 'EH1 1YZ', 'SW1A 2AA'],
  ['IT', 'Milano', '20121', '00184'],
  ['BE', 'Antwerpen', '2000', '4000'],
] as const;

describe('postcode regions', () => {
  for (const [country, townName, own, other] of CASES) {
    test(`${country}: ${townName} agrees with ${own}, contradicts ${other}`, () => {
      for (const quality of ['standard', 'premium'] as const) {
        const agrees = verifyAddress({ country, townName, postCode: own }, quality, true, postal);
        assert.equal(agrees.status, 'partial', 'a region is not a pair');
        // At premium the missing national list is named first (postcode not confirmed).
        if (quality === 'standard') assert.match(agrees.reasons[0]!.message, /postcode region agrees with the town/);
        assert.match(agrees.reasons[0]!.message, new RegExp(`coverage ${country}: towns and postcode region`));
        const contradicts = verifyAddress({ country, townName, postCode: other }, quality, true, postal);
        assert.ok(contradicts.reasons.some((r) => r.code === 'VRF-04'), `${quality}: ${JSON.stringify(contradicts.reasons)}`);
        assert.ok(contradicts.score < agrees.score);
      }
    });
  }
});
