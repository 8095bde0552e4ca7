// 35-character lines (SWIFT style) that cut the country name in two (issue 12).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { rejoinWrappedCountry, rejoinWrappedTypeWord } from '../../src/structuring/wrappedLines';
import { parse } from './helpers';

describe('a country name wrapped over two lines', () => {
  test('moves the cut words to the last line, dropping nothing', () => {
    assert.deepEqual(rejoinWrappedCountry(['98 SHEIKH ZAYED ROAD DUBAI UNITED', 'ARAB EMIRATES']), ['98 SHEIKH ZAYED ROAD DUBAI', 'UNITED ARAB EMIRATES']);
    assert.deepEqual(rejoinWrappedCountry(['10 DOWNING STREET', 'LONDON SW1A 2AA']), ['10 DOWNING STREET', 'LONDON SW1A 2AA']);
    assert.deepEqual(rejoinWrappedCountry(['1 MAIN ROAD TOWN', 'UNITED KINGDOM']), ['1 MAIN ROAD TOWN', 'UNITED KINGDOM']);
  });

  test('is read as the country', () => {
    const v = parse(['903 SWETES ROAD LIBERTA ANTIGUA AND', 'BARBUDA']);
    assert.equal(v.country, 'AG');
    assert.equal(v.townName, 'LIBERTA');
    assert.equal(v.streetName, 'SWETES ROAD');
  });
});

describe('a street\'s type word wrapped to the next line', () => {
  test('goes back to the street it ends, with its compass word; nothing is dropped', () => {
    const v = parse(['UNM PURCHASING DEPT 1 UNIVERSITY', 'BLVD NE ALBUQUERQUE NM 87131 US']);
    assert.equal(v.streetName, 'UNIVERSITY BLVD NE');
    assert.equal(v.buildingNumber, '1');
    assert.equal(v.townName, 'ALBUQUERQUE');
  });

  test('a line that left room for the word was not wrapped; "St" opening a line is Saint', () => {
    // "MAIN ROAD" would have fitted on the first line: the lines are as written.
    const roomy = ['BANK HOUSE 12 HIGH STREET', 'ROAD TOWN TORTOLA'];
    assert.equal(rejoinWrappedTypeWord(roomy), roomy);
    // A full line whose next word did not fit gives the word back.
    assert.deepEqual(rejoinWrappedTypeWord(['UNM PURCHASING DEPT 1 UNIVERSITY', 'BLVD NE ALBUQUERQUE']), ['UNM PURCHASING DEPT 1 UNIVERSITY BLVD NE', 'ALBUQUERQUE']);
    assert.equal(parse(['Glategny Court, Glategny Esplanade', 'St Peter Port GY1 3HQ'], 'GG').streetName, 'Glategny Esplanade');
  });
});
