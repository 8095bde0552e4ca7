// Addresses as SWIFT MT fields carry them: free text wrapped at 35 characters, where a line break
// says nothing about the address. And the separators such text leaves: a dash at the end of a line,
// a country name after the postcode. With the bundled postal reference, as the service runs.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { loadPostalReference } from '../../src/verification/verifyAddress';
import type { PostalReference } from '../../src/reference/postal/types';
import { unwrapFixedWidth } from '../../src/structuring/wrappedLines';
import { parse, pick } from './helpers';
import { run } from '../pipeline/run';

let postal: PostalReference;
before(async () => {
  postal = await loadPostalReference();
});

describe('lines wrapped at 35 characters', () => {
  test('are read as one line when every break is where the width forced it', () => {
    const wrapped = ['18 RUE DES TANNEURS 7500 TOURNAI', 'BELGIUM'];
    assert.deepEqual(unwrapFixedWidth(wrapped), ['18 RUE DES TANNEURS 7500 TOURNAI BELGIUM']);
  });

  test('stay as written when a line had room for the next word (the break means something)', () => {
    const lines = ['Rue des Tanneurs 18', '7500 Tournai', 'Belgium'];
    assert.equal(unwrapFixedWidth(lines), lines);
    assert.equal(unwrapFixedWidth(['Only one line']).length, 1);
  });

  test('a wrapped address is structured, and nothing is dropped in joining', () => {
    const lines = ['27 CHITTAGONG ROAD COMILLA - 3500', 'BANGLADESH'];
    assert.deepEqual(pick(parse(lines, undefined, postal), ['streetName', 'buildingNumber', 'postCode', 'townName', 'country']), {
      streetName: 'CHITTAGONG ROAD',
      buildingNumber: '27',
      postCode: '3500',
      townName: 'COMILLA',
      country: 'BD',
    });
  });
});

describe('the town beside a postcode on a street line', () => {
  test('where the town precedes the postcode, a street line may end with the town the reference knows', () => {
    assert.deepEqual(pick(parse(['9 Rua Augusta Salvador -', '40020-000'], 'BR', postal), ['streetName', 'buildingNumber', 'postCode', 'townName']), {
      streetName: 'Rua Augusta',
      buildingNumber: '9',
      postCode: '40020-000',
      townName: 'Salvador',
    });
  });

  test('where the town follows the postcode, a postcode ending the street line has its town on the next line', () => {
    assert.deepEqual(pick(parse(['12 Carrer Major AD400', 'La Massana'], 'AD', postal), ['streetName', 'buildingNumber', 'postCode', 'townName']), {
      streetName: 'Carrer Major',
      buildingNumber: '12',
      postCode: 'AD400',
      townName: 'La Massana',
    });
  });

  test('a dash alone at the end of a line separates, like a comma', () => {
    assert.equal(parse(['Avenida Brasil 100', 'Recife -', '50000-000'], 'BR', postal).townName, 'Recife');
  });
});

describe('a country name after the postcode', () => {
  test('ends the line when the country has no town of that name', () => {
    const parsed = parse(['14 Station Road', 'Sylhet 3100 Bangladesh'], undefined, postal);
    assert.equal(parsed.country, 'BD');
    assert.equal(parsed.townName, 'Sylhet');
  });

  test('is the town when the country has one ("L-2449 Luxembourg")', () => {
    const parsed = parse(['25 Boulevard Royal', 'L-2449 Luxembourg'], undefined, postal);
    assert.equal(parsed.country, 'LU');
    assert.equal(parsed.townName, 'Luxembourg');
  });
});

describe('a subdivision after the postcode, a street line before it', () => {
  test('the town is the end of the street line the reference knows, the subdivision beside it', () => {
    assert.deepEqual(pick(parse(['12 GEORGE STREET PERTH 6000 WA AUSTRALIA'], undefined, postal), ['streetName', 'buildingNumber', 'postCode', 'townName', 'countrySubDivision']), {
      streetName: 'GEORGE STREET',
      buildingNumber: '12',
      postCode: '6000',
      townName: 'PERTH',
      countrySubDivision: 'WA',
    });
  });
});

describe('where the street comes last', () => {
  test('the postcode is looked for over the last three lines, even when the number is a segment of its own', () => {
    assert.deepEqual(pick(parse(['220030 Minsk', 'Minsk Region', 'ulitsa Lenina, 8'], 'BY', postal), ['postCode', 'townName']), { postCode: '220030', townName: 'Minsk' });
  });
});

describe('postcodes with their own prefix, and towns named like streets', () => {
  test('the prefix word written before the digits belongs to the postcode ("AZ 1000")', () => {
    const parsed = parse(['15 Nizami Street', 'AZ 1000 Baku', 'Azerbaijan'], undefined, postal);
    assert.equal(parsed.postCode, 'AZ 1000');
    assert.equal(parsed.townName, 'Baku');
    assert.equal(parsed.townLocationName, undefined);
  });

  test('a lettered postcode after a street-like town name is a postcode, not a building number', () => {
    assert.equal(parse(['North Road 39', 'George Hill AI-2640', 'Anguilla'], undefined, postal).postCode, 'AI-2640');
    // A number alone after a street word is still the building number.
    assert.equal(parse(['Hauptstrasse 1234'], 'CH', postal).postCode, undefined);
  });

  test('a line that is a town the reference knows is the town, though its name ends in a street word', () => {
    assert.equal(parse(['Island Road 12', 'George Hill', 'AI-2640', 'Anguilla'], undefined, postal).townName, 'George Hill');
    // Wards are towns in the reference too, but never the town beside the city.
    assert.equal(parse(['1-2-3 Ginza', 'Chuo-ku', 'Tokyo 104-0061', 'Japan'], undefined, postal).townName, 'Tokyo');
  });
});

describe('the US territories', () => {
  test('write their USPS code before the ZIP like a state: it is their Country, never taken into the postcode', () => {
    const parsed = parse(['12 Main Street', 'Christiansted, VI 00820'], 'VI', postal);
    assert.equal(parsed.postCode, '00820');
    assert.equal(parsed.townName, 'Christiansted');
    assert.equal(parsed.countrySubDivision, undefined);
    // Without a Country, the code names it: Puerto Rico, not the United States.
    const unknown = parse(['209 Munoz Rivera Ave', 'San Juan PR 00918'], undefined, postal);
    assert.equal(unknown.country, 'PR');
    assert.equal(unknown.countrySubDivision, undefined);
  });
});

describe('country names written again', () => {
  test('a territory with its sovereign, or the sovereign alone, is no locality or region: it stays AddressLine text', () => {
    const parsed = parse(['Torggatan 2', '22100 Mariehamn', 'Åland, Finland'], 'AX', postal);
    assert.equal(parsed.townName, 'Mariehamn');
    assert.equal(parsed.townLocationName, undefined);
    assert.equal(parsed.countrySubDivision, undefined);
    assert.ok(parsed.unplaced.some((text) => text.includes('Finland')), JSON.stringify(parsed.unplaced));
  });
});

describe('the sovereign written after a territory', () => {
  test('ending the last line of text run together, it is cut off and kept as AddressLine text', () => {
    const parsed = parse(['5 Murray Road Flying Fish Cove 6798 Australia', 'Christmas Island'], undefined, postal);
    assert.equal(parsed.country, 'CX');
    assert.equal(parsed.postCode, '6798');
    assert.ok(parsed.unplaced.includes('Australia'), JSON.stringify(parsed.unplaced));
  });

  test('an ISO name with its state form after a comma is one country ("Micronesia, Federated States of")', () => {
    assert.equal(parse(['12 Main Road', 'Kolonia, 96941', 'Micronesia, Federated States of'], undefined, postal).country, 'FM');
  });
});

describe('largest unit first', () => {
  test('a street line opening with a town the reference knows gives the town and the street after it', () => {
    assert.deepEqual(pick(parse(['Suwon Gwanggyo Street 12', '16514'], 'KR', postal), ['townName', 'streetName', 'buildingNumber', 'postCode']), {
      townName: 'Suwon',
      streetName: 'Gwanggyo Street',
      buildingNumber: '12',
      postCode: '16514',
    });
    assert.deepEqual(pick(parse(['110000 SHENYANG ZHONGSHAN ROAD 18'], 'CN', postal), ['townName', 'streetName', 'buildingNumber', 'postCode']), {
      townName: 'SHENYANG',
      streetName: 'ZHONGSHAN ROAD',
      buildingNumber: '18',
      postCode: '110000',
    });
  });

  test('a town that is only a street-type word is never taken off a street', () => {
    assert.equal(parse(['Street Lane 5', '16514'], 'KR', postal).townName, undefined);
  });

  test('the ISO name "Taiwan, Province of China" is one country', () => {
    assert.equal(parse(['974', 'Hualien Zhongshan Road 12', 'Taiwan, Province of China'], undefined, postal).country, 'TW');
  });
});

describe('a region after the town on a line without postcode', () => {
  test('an ISO subdivision with its type word ends the line: the town stands before it', () => {
    const parsed = parse(['15 AVENUE DE LA PAIX NIAMEY TILLABERI REGION NIGER'], undefined, postal);
    assert.equal(parsed.country, 'NE');
    assert.equal(parsed.townName, 'NIAMEY');
    assert.equal(parsed.countrySubDivision, 'TILLABERI REGION');
  });

  test('a last line the reference knows as a town is the town, though it ends in a street word', () => {
    assert.equal(parse(['12 Main Street', 'Richmond Hill', 'Canada'], undefined, postal).townName, 'Richmond Hill');
  });
});

describe('a region line after a street line that ends with the town', () => {
  test('the town is split off the street, the region is the subdivision', () => {
    assert.deepEqual(pick(parse(['15, AVENUE DE LA PAIX PARAKOU', 'BORGOU DEPARTMENT BENIN'], undefined, postal), ['streetName', 'buildingNumber', 'townName', 'countrySubDivision', 'country']), {
      streetName: 'AVENUE DE LA PAIX',
      buildingNumber: '15',
      townName: 'PARAKOU',
      countrySubDivision: 'BORGOU DEPARTMENT',
      country: 'BJ',
    });
  });
});

describe('room words that are street names', () => {
  test('the word after the street type that opens the street is its name ("Calle Loja"), a suite after a street keeps its room', () => {
    assert.deepEqual(pick(parse(['Calle Loja 310', 'Quito'], 'EC', postal), ['streetName', 'buildingNumber', 'room']), { streetName: 'Calle Loja', buildingNumber: '310' });
    assert.equal(parse(['100 Main St Suite 400', 'Springfield, IL 62701'], 'US', postal).room, '400');
  });
});

describe('Mexican post boxes and colonias', () => {
  test('"Apartado Postal" is a post box marker, and its label leaves with the value', () => {
    assert.equal(parse(['Apartado Postal 1205', 'Col. Roma Norte', '06700 Ciudad de México'], 'MX', postal).postBox, '1205');
    const outcome = run({ postalAddress: { addressLine: ['Apartado Postal 1205', 'Col. Roma Norte', '06700 Ciudad de México'], country: 'MX' } } as never) as unknown as { response: { result: { output: Record<string, unknown> } } };
    assert.equal(outcome.response.result.output.postBox, '1205');
    assert.equal(outcome.response.result.output.addressLine, undefined);
  });
});

describe('a state code before the ZIP', () => {
  test('"FL" is Florida before a ZIP, not a floor mark', () => {
    assert.deepEqual(pick(parse(['400 N Ashley Dr', 'Tampa, FL 33602'], 'US', postal), ['townName', 'countrySubDivision', 'postCode']), { townName: 'Tampa', countrySubDivision: 'FL', postCode: '33602' });
    assert.deepEqual(pick(parse(['400 N ASHLEY DR TAMPA FL 33602 USA'], undefined, postal), ['townName', 'countrySubDivision', 'postCode', 'country']), { townName: 'TAMPA', countrySubDivision: 'FL', postCode: '33602', country: 'US' });
  });
});

describe('main-corridor slips found on the development part', () => {
  test('a bracketed canton code ends "6003 Luzern (LU)", not a Chinese street word', () => {
    assert.deepEqual(pick(parse(['Pilatusstrasse 4', '6003 Luzern (LU)'], 'CH', postal), ['postCode', 'townName', 'countrySubDivision']), { postCode: '6003', townName: 'Luzern', countrySubDivision: 'LU' });
  });

  test('a town known by another name in a far larger place names that country ("Galway", "Rome")', () => {
    assert.equal(parse(['12 Shop Street', 'Galway'], undefined, postal).country, 'IE');
    assert.equal(parse(['Via del Corso 12', 'Rome'], undefined, postal).country, 'IT');
  });

  test('a post box number is no postcode when the country is read from the lines', () => {
    assert.deepEqual(pick(parse(['P.O. Box 52110', 'Dubai'], undefined, postal), ['postBox', 'townName', 'country']), { postBox: '52110', townName: 'Dubai', country: 'AE' });
  });
});

describe('slips found by an adversarial review', () => {
  test('a short two-line address that only looks wrapped keeps its line break when that reads better', () => {
    assert.deepEqual(pick(parse(['AV CORRIENTES 1234 PISO 5 DPTO B', 'CABA'], 'AR', postal), ['streetName', 'buildingNumber', 'floor', 'room', 'townName']), {
      streetName: 'AV CORRIENTES',
      buildingNumber: '1234',
      floor: '5',
      room: 'B',
      townName: 'CABA',
    });
  });

  test('no word vanishes from the engine: a would-be town longer than a TownName stays street material', () => {
    const parsed = parse(['22 GRENVILLE STREET ST HELIER JERSEY JE4 8PX'], 'JE', postal);
    const placed = [...Object.entries(parsed).filter(([key]) => key !== 'unplaced').map(([, value]) => value as string), ...parsed.unplaced].join(' ');
    for (const word of ['GRENVILLE', 'HELIER', 'JERSEY', '22']) assert.ok(placed.includes(word), `${word} in ${placed}`);
  });

  test('a town in Cyrillic after the postcode is the town, not part of a two-word postcode', () => {
    assert.deepEqual(pick(parse(['ул. Ленина 5', '420111 Казань'], 'RU', postal), ['postCode', 'townName']), { postCode: '420111', townName: 'Казань' });
  });

  test('"PARIS CEDEX 09" stays the town: a delivery office is no street after the town', () => {
    assert.equal(parse(['24 BD HAUSSMANN', '75009 PARIS CEDEX 09'], 'FR', postal).townName, 'PARIS CEDEX 09');
  });
});
