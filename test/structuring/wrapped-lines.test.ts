// 35-character lines (SWIFT style) that cut a country's or a town's name in two, or push a street's type word to the next line (issue 12).
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { rejoinWrappedCountry, rejoinWrappedTypeWord, unwrapFixedWidth } from '../../src/structuring/wrappedLines';
import type { PostalReference } from '../../src/reference/postal/types';
import { loadPostalReference } from '../../src/verification/verifyAddress';
import { parse, pick } from './helpers';

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

describe('a town\'s name wrapped over two lines', () => {
  let postal: PostalReference;
  before(async () => {
    postal = await loadPostalReference();
  });

  test('is read whole, on the line of the postcode when the cut words follow it', () => {
    const br = parse(['RUA AUGUSTA 1500 CONJUNTO 12 SAO', 'PAULO SP 01304-001'], undefined, postal);
    assert.deepEqual(pick(br, ['townName', 'streetName', 'buildingNumber', 'postCode']), { townName: 'SAO PAULO', streetName: 'RUA AUGUSTA', buildingNumber: '1500', postCode: '01304-001' });
    const gb = parse(['ACCOUNTS PAYABLE 14 MARKET STREET ST', 'ALBANS HERTFORDSHIRE AL3 5PE'], undefined, postal);
    assert.deepEqual(pick(gb, ['townName', 'streetName', 'countrySubDivision']), { townName: 'ST ALBANS', streetName: 'MARKET STREET', countrySubDivision: 'HERTFORDSHIRE' });
    // "Catarina" alone is an alternate name of a smaller place: the larger whole wins.
    const mx = parse(['PARQUE INDUSTRIAL LAS PALMAS 66600 SANTA', 'CATARINA NUEVO LEON MEXICO'], undefined, postal);
    assert.deepEqual(pick(mx, ['townName', 'postCode', 'countrySubDivision']), { townName: 'SANTA CATARINA', postCode: '66600', countrySubDivision: 'NUEVO LEON' });
  });

  test('lines that were not cut stay as written', () => {
    // A short line was not wrapped, and the cut words form a town of their own.
    const ar = parse(['CALLE TANDIL 158', 'L6300 SANTA ROSA', 'LA PAMPA'], 'AR', postal);
    assert.equal(ar.townName, 'SANTA ROSA');
    // Without the reference nothing moves.
    assert.equal(parse(['RUA AUGUSTA 1500 CONJUNTO 12 SAO', 'PAULO SP 01304-001']).townName === 'SAO PAULO', false);
  });
});

describe('lines that were not wrapped at 35 characters (2026-11-28)', () => {
  test('a type word that opens names, with a joining word after it, opens the street on its own line', () => {
    const lines = ['INSTITUT NATIONAL POLYTECHNIQUE FHB', "BOULEVARD DE L'INDEPENDANCE", 'BP 1093 YAMOUSSOUKRO'];
    assert.deepEqual(rejoinWrappedTypeWord(lines), lines);
    const v = parse(lines, 'CI');
    assert.equal(v.streetName, "BOULEVARD DE L'INDEPENDANCE");
    assert.ok(v.unplaced.includes('INSTITUT NATIONAL POLYTECHNIQUE FHB'));
    // A type word that only ends names still goes back ("... 1 JAMES COOK" / "DR TOWNSVILLE").
    assert.deepEqual(rejoinWrappedTypeWord(['JAMES COOK UNIVERSITY 1 JAMES COOK', 'DR TOWNSVILLE QLD 4811']), ['JAMES COOK UNIVERSITY 1 JAMES COOK DR', 'TOWNSVILLE QLD 4811']);
  });

  test('a last line longer than the width shows the lines were not cut at it', () => {
    const lines = ['Tamale Teaching Hospital Annex', 'Salaga Road, P.O. Box TL 16, Tamale, Northern Region'];
    assert.deepEqual(unwrapFixedWidth(lines), lines);
    const v = parse(lines, 'GH');
    assert.equal(v.streetName, 'Salaga Road');
    // Every line within the width may still have been wrapped.
    assert.deepEqual(unwrapFixedWidth(['ACME TRADING LTD 12 HIGH STREET SOU', 'THAMPTON SO14 2AA']), ['ACME TRADING LTD 12 HIGH STREET SOU THAMPTON SO14 2AA']);
  });

  test('"St" opening a name before the street is Saint: the name leaves the street', () => {
    const v = parse(["ST VINCENT'S HOSPITAL MERRION ROAD", 'ELM PARK', 'DUBLIN 4 D04 T6F4'], 'IE');
    assert.equal(v.streetName, 'MERRION ROAD');
    assert.ok(v.unplaced.includes("ST VINCENT'S HOSPITAL"));
  });
});
