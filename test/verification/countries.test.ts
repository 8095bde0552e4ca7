// Premium verification in every country with bundled postcode-town pairs (issue 13), over HTTP:
// a real pair is verified, a wrong pair is flagged (VRF-04), a misspelt town is corrected when
// its postcode confirms it (VRF-06), and a postcode alone fills in the town, subject to
// repairConfidenceThreshold.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { reasonCodes as codes, verificationClient } from './httpClient';

/** [country, town, its postcode, a postcode of another town, the town misspelt] */
const CASES: readonly (readonly [string, string, string, string, string])[] = [
  ['US', 'New York City', '10001', '90001', 'New Yrok City'],
  ['FR', 'Toulouse', '31000', '44000', 'Toluouse'],
  ['DE', 'Berlin', '10115', '20095', 'Belrin'],
  ['AU', 'Sydney', '1001', '3000', 'Syndey'],
  ['FI', 'Helsinki', '00002', '33100', 'Heslinki'],
  ['IN', 'Fatehgarh Sahib', '140407', '274403', 'Faethgarh Sahib'],
  ['NO', 'Bergen', '5003', '7003', 'Begren'],
  ['MY', 'Kuala Lumpur', '50000', '46000', 'Kulaa Lumpur'],
  ['PH', 'General Santos', '9500', '1870', 'Genreal Santos'],
  ['TW', 'Kaohsiung', '800', '100', 'Kaohisung'],
  ['CH', 'Zürich', '8001', '3011', 'Zürihc'],
  ['AT', 'Salzburg', '5020', '8010', 'Salzbrug'],
  ['HU', 'Debrecen', '4024', '1052', 'Debercen'],
  ['TH', 'Chiang Mai', '50200', '10330', 'Chaing Mai'],
];

const send = verificationClient();

for (const [country, town, postCode, otherPostcode, misspelt] of CASES) {
  describe(`premium verification in ${country}`, () => {
    test(`${town} ${postCode} is verified, and the reason names the coverage`, async () => {
      const answer = await send({ townName: town, postCode, country });
      assert.equal(answer.result.verification.status, 'verified');
      assert.match(answer.result.reasons.find((r) => r.code === 'VRF-01')!.message, new RegExp(`coverage ${country}: postcode-town pairs`));
    });

    test(`${town} with ${otherPostcode} is flagged VRF-04, nothing replaced`, async () => {
      const answer = await send({ townName: town, postCode: otherPostcode, country });
      assert.equal(answer.result.verification.status, 'partial');
      assert.ok(codes(answer).includes('VRF-04'));
      assert.equal(answer.result.output.townName, town);
    });

    test(`${misspelt} ${postCode} is corrected to ${town} (VRF-06 WARNING)`, async () => {
      const answer = await send({ townName: misspelt, postCode, country });
      assert.equal(answer.result.output.townName, town);
      assert.ok(answer.result.reasons.some((r) => r.code === 'VRF-06' && r.severity === 'WARNING'));
    });

    test(`${postCode} alone fills in ${town} at the default threshold, not above its confidence`, async () => {
      const filled = await send({ postCode, country });
      assert.equal(filled.result.output.townName, town);
      const strict = await send({ postCode, country }, { quality: 'premium', repairConfidenceThreshold: 0.95 });
      assert.equal(strict.result.output.townName, undefined);
      assert.ok(codes(strict).includes('CNV-03'));
    });
  });
}
