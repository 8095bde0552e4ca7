import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { countriesWithPostcodes, isValidPostcode, normalisePostcode, postcodeFormat, postcodeWithCountryPrefix } from '../../src/reference/postcodes';
import { parse } from './helpers';

describe('postcode formats', () => {
  test('normalises to the published form', () => {
    assert.equal(normalisePostcode('NL', '1102ct'), '1102 CT');
    assert.equal(normalisePostcode('CA', 'k1a0g9'), 'K1A 0G9');
    assert.equal(normalisePostcode('GB', 'sw1a2aa'), 'SW1A 2AA');
    assert.equal(normalisePostcode('GB', 'EC2N 1HQ'), 'EC2N 1HQ');
    assert.equal(normalisePostcode('IE', 'd02x285'), 'D02 X285');
    assert.equal(normalisePostcode('JP', '1008310'), '100-8310');
    assert.equal(normalisePostcode('BR', '01310200'), '01310-200');
    assert.equal(normalisePostcode('PL', '00950'), '00-950');
    assert.equal(normalisePostcode('PT', '1100053'), '1100-053');
    assert.equal(normalisePostcode('SE', '11122'), '111 22');
    assert.equal(normalisePostcode('CZ', '11000'), '110 00');
    assert.equal(normalisePostcode('US', '10118-0110'), '10118-0110');
    assert.equal(normalisePostcode('MT', 'vlt1117'), 'VLT 1117');
  });

  test('drops written country prefixes and adds official ones', () => {
    assert.equal(normalisePostcode('DE', 'D-80331'), '80331');
    assert.equal(normalisePostcode('CH', 'CH-8001'), '8001');
    assert.equal(normalisePostcode('LU', 'L-2953'), '2953');
    assert.equal(normalisePostcode('LT', '01100'), 'LT-01100');
    assert.equal(normalisePostcode('LV', 'lv1010'), 'LV-1010');
    assert.equal(normalisePostcode('AD', '500'), 'AD500');
  });

  test('rejects codes of the wrong shape', () => {
    assert.equal(normalisePostcode('NL', '1102'), undefined);
    assert.equal(normalisePostcode('DE', '8033'), undefined);
    assert.equal(normalisePostcode('GB', '12345'), undefined);
    assert.equal(normalisePostcode('CA', 'K1A 0G'), undefined);
    assert.equal(normalisePostcode('AE', '12345'), undefined, 'the Emirates have no postcodes');
    assert.equal(isValidPostcode('AT', '1010'), true);
    assert.equal(isValidPostcode('AT', '10100'), false);
  });

  test('every format matches its own normalised examples', () => {
    assert.ok(countriesWithPostcodes().length > 150);
    for (const country of countriesWithPostcodes()) {
      const format = postcodeFormat(country);
      assert.ok(format, country);
      for (const template of format.templates) {
        const example = template.replace(/9/g, '1').replace(/\*/g, 'B').replace(/(?<![A-Z])A(?![A-Z])/g, 'B');
        const normalised = normalisePostcode(country, example);
        assert.ok(normalised !== undefined && format.pattern.test(normalised), `${country} ${template} -> ${example} -> ${normalised}`);
      }
    }
  });

  test('a dashed country prefix names the country', () => {
    assert.deepEqual(postcodeWithCountryPrefix('CH-8001'), { country: 'CH', postcode: '8001' });
    assert.deepEqual(postcodeWithCountryPrefix('D-80331'), { country: 'DE', postcode: '80331' });
    assert.equal(postcodeWithCountryPrefix('X-1234'), undefined);
  });
});

describe('normalisePostcode remembers its last answer', () => {
  test('the same answers asked again, alternately and for another country', () => {
    for (let round = 0; round < 2; round++) {
      assert.equal(normalisePostcode('NL', '1102ct'), '1102 CT');
      assert.equal(normalisePostcode('NL', '1102ct'), '1102 CT');
      assert.equal(normalisePostcode('BE', '1102ct'), undefined);
      assert.equal(normalisePostcode('NL', '1102 CT'), '1102 CT');
      assert.equal(normalisePostcode('DE', 'D-80331'), '80331');
      assert.equal(normalisePostcode('DE', 'D-80331'), '80331');
      assert.equal(normalisePostcode('AT', 'D-80331'), undefined);
    }
  });
});

describe('the number of a street that opens with its type word', () => {
  test('is the house number where the number follows the street, in its segment or just after it', () => {
    const one = parse(['AVENIDA EDUARDO MONDLANE 1290 BEIRA'], 'MZ');
    assert.equal(one.buildingNumber, '1290');
    assert.equal(one.postCode, undefined);
    const apart = parse(['Avda. Mariscal López, 3794', 'Asunción'], 'PY');
    assert.equal(apart.buildingNumber, '3794');
    assert.equal(apart.postCode, undefined);
  });

  test('a second number, or one no house carries, is still the postcode', () => {
    const two = parse(['AV SANTA FE 1860 1123 BUENOS AIRES'], 'AR');
    assert.equal(two.buildingNumber, '1860');
    assert.equal(two.postCode, '1123');
    assert.equal(parse(['Calle Hidalgo 06700 Ciudad de México'], 'MX').postCode, '06700');
  });
});

describe('a Kenyan post box with its post office\'s postcode', () => {
  test('"P.O. Box 30577-00100" is box 30577 and postcode 00100', () => {
    const v = parse(['P.O. Box 30577-00100', 'Nairobi, Kenya']);
    assert.equal(v.postBox, '30577');
    assert.equal(v.postCode, '00100');
    assert.equal(v.townName, 'Nairobi');
  });

  test('elsewhere the dashed number stays the box', () => {
    assert.equal(parse(['P.O. Box 30577-00100', 'Kampala'], 'UG').postCode, undefined);
  });
});

describe('the number of a street after a party\'s name on one line', () => {
  test('the name before the street\'s type word goes, and the number stays the house number', () => {
    const v = parse(['UNIVERSIDADE PEDAGOGICA DE MAPUTO AVENIDA FILIPE SAMUEL MAGAIA 368 MAPUTO MOZAMBIQUE']);
    assert.equal(v.country, 'MZ');
    assert.equal(v.postCode, undefined);
    assert.equal(v.buildingNumber, '368');
    assert.equal(v.streetName, 'AVENIDA FILIPE SAMUEL MAGAIA');
  });
});
