// The subdivision tables as data: the current ISO 3166-2 list at every level (@koshmoney/countries)
// merged into iso3166-2-db's names, the words for a subdivision's kind, and what is left out.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { subdivisionCodeOrName } from '../../src/structuring/subdivision';
import { parse } from './helpers';

const read = (country: string, text: string): string | undefined => {
  const words = text.split(' ');
  return subdivisionCodeOrName(country, words, 0, words.length);
};

describe('subdivision data', () => {
  test('second-level units that addresses write: French départements, Spanish provinces', () => {
    assert.equal(read('FR', 'Haute-Garonne'), 'Haute-Garonne');
    assert.equal(read('ES', 'Bizkaia'), 'Bizkaia');
  });

  test('current names in the local language: Nepal\'s provinces, Polish voivodeships', () => {
    assert.equal(read('NP', 'Bagmati'), 'Bagmati');
    assert.equal(read('PL', 'mazowieckie'), 'mazowieckie');
  });

  test('a label before the name is dropped; a kind after it is kept as written', () => {
    assert.equal(read('PL', 'woj. mazowieckie'), 'mazowieckie');
    assert.equal(read('NP', 'Bagmati Province'), 'Bagmati Province');
    assert.equal(read('JP', 'Chiba Prefecture'), 'Chiba Prefecture');
    assert.equal(read('NP', 'Nowhere Province'), undefined);
  });

  test('units named after their town and territories listed under a sovereign are left out', () => {
    assert.equal(read('GB', 'London'), undefined);
    assert.equal(read('GB', 'Leeds'), undefined);
    assert.equal(read('CN', 'Hong Kong'), undefined);
    assert.equal(read('NF', 'Norfolk Island'), undefined);
  });

  test('in an address: the département line and the province in brackets', () => {
    const fr = parse(['1 Rond-Point Maurice Bellonte', '31700 Blagnac', 'Haute-Garonne', 'France']);
    assert.equal(fr.townName, 'Blagnac');
    assert.equal(fr.countrySubDivision, 'Haute-Garonne');
    const np = parse(['Baluwatar', 'Kathmandu 44600, Bagmati Province'], 'NP');
    assert.equal(np.countrySubDivision, 'Bagmati Province');
    // A postcode and town the reference pairs are not broken up for a subdivision.
    const paris = parse(['55 rue du Faubourg Saint-Honoré', '75008 Paris FR']);
    assert.equal(paris.townName, 'Paris');
    assert.equal(paris.streetName, 'rue du Faubourg Saint-Honoré');
  });
});

describe('second blind development part: subdivisions and crown dependencies', () => {
  test('"jud. Argeș" is a Romanian county with its label; "CO KERRY" beside an Eircode leaves the town on the line above', () => {
    const ro = parse(['Str. Uzinei nr. 1', 'Mioveni, jud. Argeș', '115400', 'România']);
    assert.equal(ro.townName, 'Mioveni');
    assert.equal(ro.countrySubDivision, 'Argeș');
    const ie = parse(['PRINCES STREET', 'TRALEE', 'CO KERRY V92 EH11', 'IE']);
    assert.equal(ie.townName, 'TRALEE');
    assert.equal(ie.countrySubDivision, 'CO KERRY');
    assert.equal(ie.postCode, 'V92 EH11');
  });

  test('Jersey, Guernsey and Man postcodes name their own country, not GB', () => {
    assert.equal(parse(['Gloucester Street', 'St Helier', 'Jersey', 'JE1 3QS']).country, 'JE');
    assert.equal(parse(['Strang', 'Douglas', 'Isle of Man', 'IM4 4RJ']).country, 'IM');
    assert.equal(parse(['1 Smith Street', 'St Peter Port GY1 2JJ']).country, 'GG');
    assert.equal(parse(['10 Downing Street', 'London SW1A 2AA']).country, 'GB');
  });
});
