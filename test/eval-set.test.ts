// Integrity of the structuring evaluation set: size and coverage, expected fields within the
// PostalAddress24 limits, renderings as banks store them that really carry the expected values.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fieldSpec } from '../src/model/fields';
import { assignedCountryCodes } from '../src/reference/countries';
import { buildEvalParts, serialiseEvalSet, EVAL_SET_PATH, EVAL_TEST_PATH } from '../scripts/build-eval-set';
import { linesContainValue, sameValue } from './fixtures/structuring/equivalence';
import { EXPECTED_FIELD_NAMES, type EvalRecord } from './fixtures/structuring/types';

const REQUIRED_COUNTRIES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
  'IS', 'LI', 'NO', 'CH', 'GB', 'MC', 'SM', 'VA', 'AD',
  'US', 'CA', 'MX', 'BR', 'AR', 'CL', 'CO', 'JP', 'CN', 'HK', 'SG', 'IN', 'KR', 'AU', 'NZ', 'ZA', 'AE', 'SA', 'IL', 'TR',
];

const devText = readFileSync(EVAL_SET_PATH, 'utf8');
const testText = readFileSync(EVAL_TEST_PATH, 'utf8');
const parse = (text: string): EvalRecord[] => text.trim().split('\n').map((line) => JSON.parse(line) as EvalRecord);
const devRecords = parse(devText);
const testRecords = parse(testText);
// Integrity holds for the whole set: both parts together.
const records: EvalRecord[] = [...devRecords, ...testRecords];

describe('structuring evaluation set', () => {
  test('is what the generator produces (both committed parts are up to date and reproducible)', () => {
    const parts = buildEvalParts();
    assert.equal(serialiseEvalSet(parts.dev), devText);
    assert.equal(serialiseEvalSet(parts.test), testText);
  });

  test('splits into a development and a test part that share no address and cover the same countries', () => {
    const devIds = new Set(devRecords.map((r) => r.id));
    assert.ok(testRecords.every((r) => !devIds.has(r.id)));
    const share = testRecords.length / records.length;
    assert.ok(share > 0.4 && share < 0.6, `test share ${share}`);
    const devCountries = new Set(devRecords.map((r) => r.country));
    for (const r of testRecords) assert.ok(devCountries.has(r.country), `${r.country} only in the test part`);
  });

  test('covers every ISO 3166-1 country that has a town in GeoNames cities500, in both parts', () => {
    const withTowns = assignedCountryCodes().filter((c) => !['AQ', 'BV', 'HM', 'IO', 'UM'].includes(c));
    for (const part of [devRecords, testRecords]) {
      const covered = new Set(part.map((r) => r.country));
      const missing = withTowns.filter((c) => !covered.has(c));
      assert.deepEqual(missing, []);
    }
  });

  test('has at least 1,500 addresses, 400 of them real, with unique ids', () => {
    assert.ok(records.length >= 1500, `${records.length} addresses`);
    assert.ok(records.filter((r) => r.real).length >= 400);
    assert.equal(new Set(records.map((r) => r.id)).size, records.length);
  });

  test('covers every required country with real and generated addresses', () => {
    for (const country of REQUIRED_COUNTRIES) {
      const own = records.filter((r) => r.country === country);
      assert.ok(own.filter((r) => r.real).length >= 5, `${country}: real addresses`);
      assert.ok(own.length >= 25, `${country}: ${own.length} addresses`);
    }
    assert.ok(new Set(records.map((r) => r.country)).size >= 40);
  });

  test('every real address cites a public source', () => {
    for (const r of records.filter((x) => x.real)) assert.match(r.source, /official website/, r.id);
  });

  test('expected fields are within PostalAddress24 limits', () => {
    for (const r of records) {
      assert.equal(r.expected.country, r.country, r.id);
      assert.match(r.expected.country, /^[A-Z]{2}$/);
      assert.ok(r.expected.townName, `${r.id}: every address has a town`);
      for (const [name, value] of Object.entries(r.expected)) {
        assert.ok((EXPECTED_FIELD_NAMES as readonly string[]).includes(name), `${r.id}: unknown field ${name}`);
        assert.equal(typeof value, 'string');
        assert.notEqual(value.trim(), '', `${r.id}: empty ${name}`);
        const max = fieldSpec(name as (typeof EXPECTED_FIELD_NAMES)[number]).maxLength;
        if (max !== undefined) assert.ok(value.length <= max, `${r.id}: ${name} longer than ${max}`);
      }
    }
  });

  test('renderings have 1 to 4 lines of at most 70 characters, and differ from each other', () => {
    for (const r of records) {
      assert.ok(r.renderings.length >= 2, `${r.id}: renderings`);
      assert.equal(new Set(r.renderings.map((x) => x.lines.join('\n'))).size, r.renderings.length, r.id);
      for (const rendering of r.renderings) {
        assert.ok(rendering.lines.length >= 1 && rendering.lines.length <= 4, `${r.id} ${rendering.style}`);
        for (const line of rendering.lines) assert.ok(line.length > 0 && line.length <= 70, `${r.id}: "${line}"`);
      }
    }
  });

  test('every rendering carries every expected value (under the scorer equivalence)', () => {
    const misses: string[] = [];
    for (const r of records) {
      for (const rendering of r.renderings) {
        for (const [name, value] of Object.entries(r.expected)) {
          if (name === 'country') continue;
          if (!linesContainValue(name as (typeof EXPECTED_FIELD_NAMES)[number], value, rendering.lines, r.country)) {
            misses.push(`${r.id} ${name}="${value}" not in ${JSON.stringify(rendering.lines)}`);
          }
        }
      }
    }
    assert.deepEqual(misses.slice(0, 30), [], `${misses.length} misses`);
  });

  test('the set spreads over the ways banks store addresses', () => {
    const styles = records.flatMap((r) => r.renderings.map((x) => x.style));
    const share = (part: string): number => styles.filter((s) => s.includes(part)).length / styles.length;
    for (const part of ['one-line', 'two-lines', 'three-lines', 'natural', 'upper', 'no-commas', 'country-none', 'country-code', 'country-english', 'abbrev', 'c/o', 'known-country', 'template', 'lines35', 'company-first', 'region-line']) {
      assert.ok(share(part) >= 0.02, `${part}: ${share(part)}`);
    }
    const withField = (field: string): number => records.filter((r) => field in r.expected).length;
    for (const field of ['postBox', 'floor', 'room', 'buildingName', 'districtName', 'townLocationName', 'countrySubDivision']) {
      assert.ok(withField(field) >= 20, `${field}: ${withField(field)}`);
    }
  });
});

describe('scorer equivalence', () => {
  test('treats street-type abbreviations, case, diacritics and spacing as equal', () => {
    assert.ok(sameValue('streetName', 'Wilhelm-Epstein-Straße', 'WILHELM-EPSTEIN-STR.', 'DE'));
    assert.ok(sameValue('streetName', 'Threadneedle Street', 'Threadneedle St', 'GB'));
    assert.ok(sameValue('streetName', 'Fifth Avenue', 'fifth ave', 'US'));
    assert.ok(sameValue('streetName', 'Świętokrzyska', 'ul. Swietokrzyska', 'PL'));
    assert.ok(sameValue('streetName', 'Piazza degli Affari', 'P.za degli Affari', 'IT'));
    assert.ok(!sameValue('streetName', 'Main Street', 'Main Avenue', 'US'));
  });

  test('normalises postcode spacing and country prefixes, and sub-address labels', () => {
    assert.ok(sameValue('postCode', '115 03', '11503', 'CZ'));
    assert.ok(sameValue('postCode', 'LV-1050', '1050', 'LV'));
    assert.ok(sameValue('postCode', 'K1A 0G9', 'k1a0g9', 'CA'));
    assert.ok(!sameValue('postCode', '10115', '10117', 'DE'));
    assert.ok(sameValue('postBox', '10 06 02', 'Postfach 100602', 'DE'));
    assert.ok(sameValue('floor', '3', '3rd Floor', 'GB'));
    assert.ok(sameValue('room', '02-02', '#02-02', 'SG'));
    assert.ok(sameValue('buildingNumber', '4', 'No:4', 'TR'));
    assert.ok(!sameValue('buildingNumber', '14', '41', 'DE'));
  });
});
