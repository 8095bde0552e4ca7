// Tests for country codes, name variants and the in-line country name search.
// Table-driven: each row is an input and the answer a payment address line needs.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  countryFromText,
  countryNameVariants,
  findCountryNameInLine,
  foldText,
  foldWords,
  isAssignedCountry,
  warmCountryNames,
} from '../../src/reference/countries';

describe('foldText', () => {
  const cases: Array<[string, string]> = [
    ['Straße', 'STRASSE'],
    ['  Côte  d\u2019Ivoire ', 'COTE D IVOIRE'],
    ['Ærøskøbing', 'AEROSKOBING'],
    ['Łódź', 'LODZ'],
    ['Þórshöfn', 'THORSHOFN'],
    ['Đakovo', 'DAKOVO'],
    ['Diyarbakır', 'DIYARBAKIR'],
    ['Œuvre', 'OEUVRE'],
    ['e\u0301cole', 'ECOLE'],
    ['U.S.A.', 'U S A'],
    ['São-Paulo/SP', 'SAO PAULO SP'],
    ['ﬁnance', 'FINANCE'],
    ['Ελλάδα', 'ΕΛΛΑΔΑ'],
    ['Москва', 'МОСКВА'],
    ['---', ''],
  ];
  for (const [input, expected] of cases) {
    test(`${JSON.stringify(input)} -> ${JSON.stringify(expected)}`, () => assert.equal(foldText(input), expected));
  }

  test('foldWords keeps spans in the original text, combining marks included', () => {
    assert.deepEqual(foldWords('Ärø-x e\u0301'), [
      { text: 'ARO', start: 0, end: 3 },
      { text: 'X', start: 4, end: 5 },
      { text: 'E', start: 6, end: 8 },
    ]);
  });
});

describe('isAssignedCountry', () => {
  const cases: Array<[string, boolean]> = [
    ['DE', true], ['GB', true], ['US', true], ['CH', true], ['SS', true], ['XK', true],
    ['UK', false], ['EU', false], ['ZZ', false], ['QZ', false], ['AA', false], ['de', false], ['DEU', false], ['', false],
  ];
  for (const [code, expected] of cases) {
    test(`${JSON.stringify(code)} -> ${expected}`, () => assert.equal(isAssignedCountry(code), expected));
  }
});

describe('countryNameVariants', () => {
  const expectations: Array<[string, string[]]> = [
    ['DE', ['GERMANY', 'DEUTSCHLAND', 'ALLEMAGNE', 'ALEMANIA', 'GERMANIA', 'DUITSLAND', 'NIEMCY', 'TYSKLAND', 'ГЕРМАНИЯ']],
    ['GB', ['UNITED KINGDOM', 'UK', 'GREAT BRITAIN']],
    ['US', ['USA', 'UNITED STATES', 'UNITED STATES OF AMERICA', 'U S A']],
    ['NL', ['NETHERLANDS', 'HOLLAND', 'NEDERLAND', 'THE NETHERLANDS']],
    ['CH', ['SWITZERLAND', 'SCHWEIZ', 'SUISSE', 'SVIZZERA']],
  ];
  for (const [code, names] of expectations) {
    test(`${code} has ${names.join(', ')}`, () => {
      const variants = countryNameVariants(code);
      for (const name of names) assert.ok(variants.includes(name), `${name} missing for ${code}`);
    });
  }
  test('short locale words are left out (cy "DU" for GB, ga "S.A." for US)', () => {
    assert.ok(!countryNameVariants('GB').includes('DU'));
    assert.ok(!countryNameVariants('US').includes('S A'));
  });
  test('unknown code has no names', () => assert.deepEqual(countryNameVariants('QZ'), []));
});

describe('countryFromText', () => {
  const cases: Array<[string, string | undefined]> = [
    ['DE', 'DE'], ['de', 'DE'], [' fr ', 'FR'], ['DEU', 'DE'], ['gbr', 'GB'], ['CHE', 'CH'],
    ['Germany', 'DE'], ['DEUTSCHLAND', 'DE'], ['Allemagne', 'DE'], ['Niemcy', 'DE'],
    ['UK', 'GB'], ['United Kingdom', 'GB'],
    // The constituent countries are GB's subdivisions (CountrySubDivision), not names of GB.
    ['England', undefined], ['Scotland', undefined], ['Northern Ireland', undefined],
    ['USA', 'US'], ['U.S.A.', 'US'], ['United States of America', 'US'],
    ['Holland', 'NL'], ['The Netherlands', 'NL'], ['Schweiz', 'CH'], ['Svizzera', 'CH'],
    ['Österreich', 'AT'], ['Oesterreich', 'AT'], ['España', 'ES'], ['Côte d’Ivoire', 'CI'],
    ['Ελλάδα', 'GR'], ['Германия', 'DE'],
    // Official names and names in the country's own languages (world-countries).
    ['Kyrgyz Republic', 'KG'], ['Монгол Улс', 'MN'], ['Кыргыз Республикасы', 'KG'], ['Oriental Republic of Uruguay', 'UY'], ['Togolese Republic', 'TG'],
    ['الجمهورية اليمنية', 'YE'], ['Türkiye Cumhuriyeti', 'TR'], ['Republika Slovenija', 'SI'],
    // Not its alternative spellings, which hold words of other meanings.
    ['Mann', undefined],
    ['QZ', undefined], ['XYZ', undefined], ['Atlantis', undefined], ['', undefined], ['Berlin', undefined],
  ];
  for (const [text, expected] of cases) {
    test(`${JSON.stringify(text)} -> ${expected}`, () => assert.equal(countryFromText(text), expected));
  }
});

describe('findCountryNameInLine', () => {
  const cases: Array<[string, string | undefined, { code: string; text: string } | undefined]> = [
    ['Hauptstr. 5, 10115 Berlin, Germany', undefined, { code: 'DE', text: 'Germany' }],
    ['Hauptstr. 5, 10115 Berlin, Germany', 'DE', { code: 'DE', text: 'Germany' }],
    ['Hauptstr. 5, 10115 Berlin DEUTSCHLAND', 'de', { code: 'DE', text: 'DEUTSCHLAND' }],
    ['Hauptstr. 5, 10115 Berlin, Germany', 'FR', undefined],
    ['Rue de France 12, 75001 Paris, France', undefined, { code: 'FR', text: 'France' }],
    ['Port Moresby, Papua New Guinea', undefined, { code: 'PG', text: 'Papua New Guinea' }],
    ['10 Downing St, London, United Kingdom', 'GB', { code: 'GB', text: 'United Kingdom' }],
    ['1 Main St, Springfield, U.S.A.', 'US', { code: 'US', text: 'U.S.A' }],
    ['Bahnhofstrasse 1, Zürich, Schweiz', undefined, { code: 'CH', text: 'Schweiz' }],
    ['Keizersgracht 1 Amsterdam The Netherlands', 'NL', { code: 'NL', text: 'The Netherlands' }],
    ['Germanystrasse 5', undefined, undefined], // part of a word
    ['Chad Smith, 5 Main St', undefined, undefined], // a first name, not the country
    ['5 Main St, N\u0027Djamena, Chad', 'TD', { code: 'TD', text: 'Chad' }],
    ['Rua Augusta 5, Lisboa', undefined, undefined],
    ['', undefined, undefined],
  ];
  for (const [line, code, expected] of cases) {
    test(`${JSON.stringify(line)} code=${code ?? '-'}`, () => {
      const found = findCountryNameInLine(line, code);
      if (expected === undefined) return assert.equal(found, undefined);
      assert.ok(found, 'expected a match');
      assert.equal(found.code, expected.code);
      assert.equal(found.text, expected.text);
      assert.equal(line.slice(found.start, found.end), expected.text);
    });
  }
});

describe('country names loaded after start (issue 16)', () => {
  test('the warm-up loads the rest a language at a time, leaving the event loop free in between', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    try {
      await warmCountryNames();
    } finally {
      clearInterval(timer);
    }
    assert.equal(countryFromText('Allemagne'), 'DE');
    assert.equal(findCountryNameInLine('10117 Berlin Deutschland')?.code, 'DE');
    await warmCountryNames(); // nothing left: resolves at once
  });
});
