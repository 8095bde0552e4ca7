// A street line that may end in a town: the town is split off only when the street stays whole.
// Town names that are street words too ("Street" in Somerset, "Rivoli" in Piedmont) must not take
// the street's type word or its name, and a street line that carries the postcode leaves the town
// to the next line. With the bundled postal reference, as the service runs.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { loadPostalReference } from '../../src/verification/verifyAddress';
import type { PostalReference } from '../../src/reference/postal/types';
import { parse, pick } from './helpers';

let postal: PostalReference;
before(async () => {
  postal = await loadPostalReference();
});

describe('splitting a town off the end of a street line', () => {
  test('a street-type word is not a town, even where a town bears its name', () => {
    assert.deepEqual(pick(parse(['10 Downing Street'], 'GB', postal), ['streetName', 'buildingNumber', 'townName']), { streetName: 'Downing Street', buildingNumber: '10' });
    assert.deepEqual(pick(parse(['221B Baker Street'], 'GB', postal), ['streetName', 'buildingNumber', 'townName']), { streetName: 'Baker Street', buildingNumber: '221B' });
  });

  test('the name after a street-type word and its particle stays in the street', () => {
    assert.deepEqual(pick(parse(['1 Rue de Rivoli'], 'FR', postal), ['streetName', 'buildingNumber', 'townName']), { streetName: 'Rue de Rivoli', buildingNumber: '1' });
  });

  test('a real town after a whole street is still split off', () => {
    assert.deepEqual(pick(parse(['952 GRAND PARADE CORK'], 'IE', postal), ['streetName', 'buildingNumber', 'townName']), { streetName: 'GRAND PARADE', buildingNumber: '952', townName: 'CORK' });
    assert.deepEqual(pick(parse(['PROSPEKT SIMFEROPOL, 112 KYIV 52083'], 'UA', postal), ['buildingNumber', 'townName', 'postCode']), { buildingNumber: '112', townName: 'KYIV', postCode: '52083' });
  });

  test('a street line that carries the postcode leaves the town to the next line', () => {
    assert.deepEqual(pick(parse(['12 rue de la Paix 75002', 'Paris'], 'FR', postal), ['streetName', 'buildingNumber', 'postCode', 'townName', 'countrySubDivision']), {
      streetName: 'rue de la Paix',
      buildingNumber: '12',
      postCode: '75002',
      townName: 'Paris',
    });
    assert.deepEqual(pick(parse(['Hauptstr. 5 10117', 'Berlin'], 'DE', postal), ['streetName', 'buildingNumber', 'postCode', 'townName', 'countrySubDivision']), {
      streetName: 'Hauptstr.',
      buildingNumber: '5',
      postCode: '10117',
      townName: 'Berlin',
    });
  });
});

describe('a place written after the street on its line', () => {
  const fields = ['streetName', 'buildingNumber', 'townLocationName', 'districtName', 'townName'] as const;
  test('a type word after the name ends the street; the words after it are the area', () => {
    assert.deepEqual(pick(parse(['NO 12 ADEOLA HOPEWELL RD VICTORIA ISLAND', 'LAGOS'], 'NG', postal), fields), {
      streetName: 'ADEOLA HOPEWELL RD',
      buildingNumber: '12',
      townLocationName: 'VICTORIA ISLAND',
      townName: 'LAGOS',
    });
    assert.deepEqual(pick(parse(['MARINE DRIVE CHURCHGATE', 'MUMBAI 400020'], 'IN', postal), ['streetName', 'townLocationName', 'townName']), {
      streetName: 'MARINE DRIVE',
      townLocationName: 'CHURCHGATE',
      townName: 'MUMBAI',
    });
  });

  test('a street that opens with its type word, or a second street opened by one, keeps its words', () => {
    assert.equal(parse(['3 Place Vendome Ouest', '75001 Paris'], 'FR', postal).streetName, 'Place Vendome Ouest');
    assert.equal(parse(['Juan Leon Mera y Avenida Colon', 'Quito'], 'EC', postal).streetName, 'Juan Leon Mera y Avenida Colon');
  });
});

describe('a post box line that ends in its town', () => {
  test('the box opens the line whatever its number looks like; the reference finds the town at its end', () => {
    assert.deepEqual(pick(parse(['P.O. BOX KA9 AIRPORT RESIDENTIAL ACCRA'], 'GH', postal), ['postBox', 'townLocationName', 'townName']), {
      postBox: 'KA9',
      townLocationName: 'AIRPORT RESIDENTIAL',
      townName: 'ACCRA',
    });
  });
});

describe('a capital that bears its region\'s name, after an area of it', () => {
  test('the capital is the town and the words before it its area, when the reference knows them as no town of that region', () => {
    assert.deepEqual(pick(parse(['AV JOSE LARCO 1232', 'MIRAFLORES LIMA 15074'], 'PE', postal), ['townName', 'districtName', 'countrySubDivision']), {
      townName: 'LIMA',
      districtName: 'MIRAFLORES',
    });
    assert.deepEqual(pick(parse(['ONCHAN DOUGLAS IM3 1RE'], 'IM', postal), ['townName', 'townLocationName', 'countrySubDivision']), {
      townName: 'DOUGLAS',
      townLocationName: 'ONCHAN',
    });
  });

  test('a town of the region stays the town, and the region its subdivision', () => {
    assert.deepEqual(pick(parse(['200 rue Saint-Jean', 'Montreal, Quebec H2Y 1A1'], 'CA', postal), ['townName', 'countrySubDivision', 'townLocationName']), {
      townName: 'Montreal',
      countrySubDivision: 'Quebec',
    });
  });
});

describe('words after the town on its line', () => {
  test('a place the subdivision table does not know is a place within the town, not a subdivision', () => {
    assert.deepEqual(pick(parse(['5 RUE DE MARSEILLE', '1000 TUNIS LAFAYETTE'], 'TN', postal), ['townName', 'townLocationName', 'countrySubDivision']), {
      townName: 'TUNIS',
      townLocationName: 'LAFAYETTE',
    });
  });

  test('a region the table knows stays the subdivision; a kind word stays out of the locality', () => {
    assert.equal(parse(['Rúa Real 5', '15143 Arteixo A Coruña'], 'ES', postal).countrySubDivision, 'A Coruña');
    assert.equal(parse(['1 Toyota-cho, Toyota City, Aichi 471-8571'], 'JP', postal).townLocationName, undefined);
  });
});

describe('a town named with its country\'s name', () => {
  test('"SAN SALVADOR" is the town the reference knows, not "SAN" beside the country El Salvador', () => {
    assert.equal(parse(['AV LA REFORMA 100', 'SAN SALVADOR'], 'SV', postal).townName, 'SAN SALVADOR');
  });
});

describe('an Irish county written with its label', () => {
  test('after the town on its line, with or without an Eircode, and on a line of its own', () => {
    assert.deepEqual(pick(parse(['5 MAIN STREET', 'NAAS CO. KILDARE W91 X2Y3'], 'IE', postal), ['townName', 'countrySubDivision']), { townName: 'NAAS', countrySubDivision: 'CO. KILDARE' });
    assert.deepEqual(pick(parse(['5 MAIN STREET', 'NAAS CO KILDARE'], 'IE', postal), ['townName', 'countrySubDivision']), { townName: 'NAAS', countrySubDivision: 'CO KILDARE' });
    assert.deepEqual(pick(parse(['5 MAIN STREET', 'NAAS', 'CO KILDARE'], 'IE', postal), ['townName', 'countrySubDivision']), { townName: 'NAAS', countrySubDivision: 'CO KILDARE' });
  });

  test('a company\'s "CO" at the end of its name stays a name', () => {
    assert.deepEqual(parse(['KERRY TRADING CO', '5 MAIN STREET', 'NAAS'], 'IE', postal).unplaced, ['KERRY TRADING CO']);
  });
});

describe('a capital line after a district line with the postcode', () => {
  test('"MIRAFLORES 15074 / LIMA": the capital is the town and the district its area; a post-office town stays the town', () => {
    assert.deepEqual(pick(parse(['AV JOSE LARCO 1232', 'MIRAFLORES 15074', 'LIMA', 'PERU'], undefined, postal), ['townName', 'districtName', 'countrySubDivision']), {
      townName: 'LIMA',
      districtName: 'MIRAFLORES',
    });
    assert.equal(parse(['P.O. BOX 1020', 'RUWI 112', 'MUSCAT', 'OMAN'], undefined, postal).townName, 'RUWI');
  });
});
