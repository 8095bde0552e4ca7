// Per-country knowledge as data (issue 12): every ISO 3166-1 country has an address format (from
// @fragaria/address-formatter), a postcode rule and a subdivision table (ISO 3166-2 via
// iso3166-2-db); subdivisions written after the town are recognised wherever they stand.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { assignedCountryCodes } from '../../src/reference/countries';
import { addressFormat, numberBeforeStreet, postcodeAfterTown } from '../../src/structuring/tables/formats';
import { fieldsAsText } from '../../src/pipeline/rules/addressText';
import { isoSubdivisions, NO_ISO_SUBDIVISIONS, TOWN_NAMED_SUBDIVISIONS } from '../../src/structuring/tables/isoSubdivisions';
import { postcodeRule } from '../../src/structuring/tables/postcodeRules';
import { parse, pick, townsOnly } from './helpers';
import { loadPostalReference } from '../../src/verification/verifyAddress';
import type { PostalReference } from '../../src/reference/postal/types';

describe('every ISO 3166-1 country has its knowledge as data', () => {
  const countries = assignedCountryCodes();

  test('an address format', () => {
    assert.deepEqual(countries.filter((c) => addressFormat(c) === undefined), []);
  });

  test('a postcode rule (a format, or no postcodes stated explicitly)', () => {
    assert.deepEqual(countries.filter((c) => postcodeRule(c) === undefined), []);
    assert.equal(postcodeRule('DE')?.kind, 'format');
    assert.equal(postcodeRule('AE')?.kind, 'none');
  });

  test('a subdivision table (empty only where ISO 3166-2 lists none)', () => {
    const subs = isoSubdivisions();
    assert.deepEqual(countries.filter((c) => (subs.get(c)?.length ?? 0) === 0 && !NO_ISO_SUBDIVISIONS.has(c) && !TOWN_NAMED_SUBDIVISIONS.has(c)), []);
    const names = (c: string): string[] => (subs.get(c) ?? []).flatMap((s) => s.names);
    for (const [country, name] of [['DE', 'Bayern'], ['DE', 'Bavaria'], ['ES', 'Catalonia'], ['ES', 'Catalunya'], ['GB', 'England'], ['GB', 'Leicestershire'], ['CA', 'Ontario']]) {
      assert.ok(names(country as string).includes(name as string), `${country} ${name}`);
    }
  });

  test('the template decides the order outside the hand-settled countries', () => {
    assert.equal(addressFormat('GP')?.template, 'FR');
    assert.equal(numberBeforeStreet('GB'), true);
    assert.equal(numberBeforeStreet('DE'), false);
    assert.equal(postcodeAfterTown('GB'), true);
    assert.equal(postcodeAfterTown('DE'), false);
    // Morocco and Kenya are not hand-settled: their templates decide.
    assert.equal(numberBeforeStreet('MA'), addressFormat('MA')?.numberBeforeStreet);
    assert.equal(postcodeAfterTown('KE'), addressFormat('KE')?.postcodeAfterTown);
    // The writing order that rebuilds AddressLine text reads the same data.
    assert.deepEqual(fieldsAsText({ streetName: 'Moi Avenue', buildingNumber: '12', townName: 'Nairobi', postCode: '00100' }, 'KE'), ['12 Moi Avenue', 'Nairobi 00100']);
    assert.deepEqual(fieldsAsText({ streetName: 'Hauptstraße', buildingNumber: '5', townName: 'Berlin', postCode: '10115' }, 'DE'), ['Hauptstraße 5', '10115 Berlin']);
  });
});

describe('subdivisions written after the town', () => {
  const postal = townsOnly({ GB: ['Manchester', 'Leicester', 'Chichester', 'Valletta'], DE: ['Munich', 'München'], ES: ['Barcelona'], CA: ['Toronto'], AT: ['Wien'], MT: ['Valletta'] });
  const fields = ['townName', 'countrySubDivision', 'postCode', 'country'] as const;

  test('"Manchester, England" and "Leicester / Leicestershire / LE1 7RH"', () => {
    assert.deepEqual(pick(parse(['12 Oxford Road', 'Manchester, England', 'M13 9PL'], undefined, postal), fields), { townName: 'Manchester', countrySubDivision: 'England', postCode: 'M13 9PL', country: 'GB' });
    assert.deepEqual(pick(parse(['10 High Street', 'Leicester', 'Leicestershire', 'LE1 7RH'], undefined, postal), fields), { townName: 'Leicester', countrySubDivision: 'Leicestershire', postCode: 'LE1 7RH', country: 'GB' });
  });

  test('"Chichester / West Sussex PO18 0SH": the county beside the postcode, the town on the line before', () => {
    assert.deepEqual(pick(parse(['1 West Street', 'Chichester', 'West Sussex PO18 0SH'], undefined, postal), fields), { townName: 'Chichester', countrySubDivision: 'West Sussex', postCode: 'PO18 0SH', country: 'GB' });
  });

  test('"Munich, Bavaria", "Barcelona, Catalonia", "Toronto, Ontario"', () => {
    assert.deepEqual(pick(parse(['Marienplatz 8', '80331 Munich, Bavaria', 'Germany'], undefined, postal), fields), { townName: 'Munich', countrySubDivision: 'Bavaria', postCode: '80331', country: 'DE' });
    assert.deepEqual(pick(parse(['Carrer de Balmes 12', '08008 Barcelona, Catalunya', 'Spain'], undefined, postal), fields), { townName: 'Barcelona', countrySubDivision: 'Catalunya', postCode: '08008', country: 'ES' });
    assert.deepEqual(pick(parse(['100 King St W', 'Toronto, Ontario M5X 1A9', 'Canada'], undefined, postal), fields), { townName: 'Toronto', countrySubDivision: 'Ontario', postCode: 'M5X 1A9', country: 'CA' });
  });

  test('a subdivision name that is the town itself stays the town ("1010 Wien", "58 Zachary Street Valletta VLT 1130")', () => {
    assert.deepEqual(pick(parse(['Maria-Theresien-Platz', '1010 Wien', 'Österreich'], undefined, postal), ['townName', 'countrySubDivision', 'streetName']), { townName: 'Wien', streetName: 'Maria-Theresien-Platz' });
    assert.deepEqual(pick(parse(['58 ZACHARY STREET VALLETTA VLT 1130 MT'], undefined, postal), ['townName', 'countrySubDivision']), { townName: 'VALLETTA' });
  });
});

describe('a region line after the town line, no postcode', () => {
  test('"Djougou / Donga Department", "Salisbury / Saint Joseph"', () => {
    assert.deepEqual(pick(parse(['93, Boulevard de Cové', 'Djougou', 'Donga Department', 'Benin']), ['townName', 'countrySubDivision', 'streetName']), { townName: 'Djougou', countrySubDivision: 'Donga Department', streetName: 'Boulevard de Cové' });
    assert.deepEqual(pick(parse(['39 Castle Drive', 'Salisbury', 'Saint Joseph', 'Dominica']), ['townName', 'countrySubDivision']), { townName: 'Salisbury', countrySubDivision: 'Saint Joseph' });
  });
});

describe('a territory address naming its sovereign state', () => {
  test('"France" before "French Guiana" stays AddressLine text; "Greenland" in Barbados stays the town', () => {
    const v = parse(['25 Rue de Camopi', '97320 Saint-Laurent-du-Maroni', 'France', 'French Guiana']);
    assert.deepEqual(pick(v, ['country', 'townName', 'postCode', 'countrySubDivision']), { country: 'GF', townName: 'Saint-Laurent-du-Maroni', postCode: '97320' });
    assert.deepEqual(v.unplaced, ['France']);
    assert.equal(parse(['4 Hillaby Drive', 'Greenland', 'Barbados']).townName, 'Greenland');
    assert.equal(parse(['1 Peachtree St', 'Atlanta', 'Georgia', 'USA']).countrySubDivision, 'Georgia');
  });
});

describe('a country line with an article or a region after the name', () => {
  test('"THE GAMBIA" is the country whole, the article included', () => {
    const v = parse(['KAIRABA AVENUE', 'SEREKUNDA', 'THE GAMBIA']);
    assert.equal(v.country, 'GM');
    assert.equal(v.countrySubDivision, undefined);
    assert.equal(v.townName, 'SEREKUNDA');
  });

  test('"DOMINICA, W.I.", "GRENADA W.I.": the West Indies after the name go with the country line', () => {
    const a = parse(['KENNEDY AVENUE', 'ROSEAU', 'DOMINICA, W.I.']);
    assert.equal(a.country, 'DM');
    assert.equal(a.townName, 'ROSEAU');
    assert.equal(a.countrySubDivision, undefined);
    const b = parse(['GRAND ANSE MAIN ROAD', 'ST GEORGES', 'GRENADA W.I.']);
    assert.equal(b.country, 'GD');
    assert.equal(b.countrySubDivision, undefined);
  });
});

describe('a group of countries written beside the country', () => {
  test('"Channel Islands" is neither town nor locality; "St" before a name is Saint', async () => {
    const { loadPostalReference } = await import('../../src/verification/verifyAddress');
    const postal = await loadPostalReference();
    const gg = parse(['12 LE POLLET ST PETER PORT GY1 1WQ', 'CHANNEL ISLANDS'], undefined, postal);
    assert.equal(gg.country, 'GG');
    assert.equal(gg.townName, 'ST PETER PORT');
    assert.equal(gg.streetName, 'LE POLLET');
    assert.deepEqual(gg.unplaced, ['CHANNEL ISLANDS']);
    const je = parse(['12 Bath Street', 'St Helier JE2 4ST', 'Jersey, Channel Islands']);
    assert.equal(je.townLocationName, undefined);
  });
});

describe('state forms, capitals and boxes (third blind development part)', () => {
  test('"REPUBLICA DE PANAMA" is the country; the capital line before it is the town, the area before that its locality', async () => {
    const { loadPostalReference } = await import('../../src/verification/verifyAddress');
    const v = parse(['CALLE 50', 'OBARRIO', 'PANAMA', 'REPUBLICA DE PANAMA'], undefined, await loadPostalReference());
    assert.equal(v.country, 'PA');
    assert.equal(v.townName, 'PANAMA');
    assert.equal(v.townLocationName, 'OBARRIO');
    assert.equal(v.countrySubDivision, undefined);
  });

  test('"Box 117" after a name is the post box', () => {
    const v = parse(['UPPSALA UNIVERSITET BOX 256', '751 05 UPPSALA'], 'SE');
    assert.equal(v.postBox, '256');
    assert.equal(v.streetName, undefined);
  });
});

describe('a dependency named before its postcode', () => {
  test('on its own line or on the postcode\'s line, the name is the country and the town stays the town', async () => {
    const { loadPostalReference } = await import('../../src/verification/verifyAddress');
    const postal = await loadPostalReference();
    const own = parse(['Sefton House', 'Ramsey', 'Isle of Man', 'IM8 1AB'], undefined, postal);
    assert.equal(own.country, 'IM');
    assert.equal(own.townName, 'Ramsey');
    const same = parse(['12 PARLIAMENT STREET, RAMSEY, ISLE OF MAN IM8 1AB'], undefined, postal);
    assert.equal(same.country, 'IM');
    assert.equal(same.townName, 'RAMSEY');
    assert.equal(parse(['ST PETER PORT', 'GUERNSEY GY1 1WR'], undefined, postal).townName, 'ST PETER PORT');
  });

  test('a city that is its country keeps the name as its town ("SINGAPORE 048616")', () => {
    assert.equal(parse(['1 RAFFLES PLACE', 'SINGAPORE 048616']).townName, 'SINGAPORE');
  });
});

describe('country lines in their official and own-language forms', () => {
  let postal: PostalReference;
  before(async () => {
    postal = await loadPostalReference();
  });
  const postalRef = (): PostalReference => postal;

  test('"Монгол Улс" and "Kyrgyz Republic" end the lines as the country; the town is the line before', () => {
    assert.deepEqual(pick(parse(['Энхтайваны өргөн чөлөө 3', 'Улаанбаатар 15160', 'Монгол Улс'], undefined, postalRef()), ['country', 'townName', 'postCode']), { country: 'MN', townName: 'Улаанбаатар', postCode: '15160' });
    assert.deepEqual(pick(parse(['12 Chui Avenue', 'Bishkek 720001', 'Kyrgyz Republic'], undefined, postalRef()), ['country', 'townName', 'postCode']), { country: 'KG', townName: 'Bishkek', postCode: '720001' });
  });

  test('"C.A." (Central America) after the country goes with it; after a company it is a legal form', () => {
    assert.deepEqual(pick(parse(['AVENIDA LA REFORMA 9-55 ZONA 10, GUATEMALA, GUATEMALA, C.A.'], undefined, postalRef()), ['country', 'townName']), { country: 'GT', townName: 'GUATEMALA' });
    const ve = parse(['INVERSIONES LOS ANDES C.A.', 'AV FRANCISCO DE MIRANDA 12', 'CARACAS 1060'], 'VE', postalRef());
    assert.equal(ve.townName, 'CARACAS');
    assert.ok(ve.unplaced.some((text) => text.includes('C.A.')), 'the legal form stays with the company line');
  });
});

describe('islands written as the region line of small island countries', () => {
  let postal: PostalReference;
  before(async () => {
    postal = await loadPostalReference();
  });

  test('"George Town, Grand Cayman KY1-1104", "ROAD TOWN, TORTOLA VG1110": the island is the subdivision, the town the line before', () => {
    assert.deepEqual(pick(parse(['Harbour Centre', '42 North Church Street', 'George Town, Grand Cayman KY1-1001', 'Cayman Islands'], undefined, postal), ['townName', 'countrySubDivision', 'postCode']), {
      townName: 'George Town',
      countrySubDivision: 'Grand Cayman',
      postCode: 'KY1-1001',
    });
    // The capital reads like a street ("Road"), but the reference knows the line whole as a town.
    assert.deepEqual(pick(parse(['PALM GROVE HOUSE', 'ROAD TOWN, TORTOLA VG1110', 'BRITISH VIRGIN ISLANDS'], undefined, postal), ['townName', 'countrySubDivision']), { townName: 'ROAD TOWN', countrySubDivision: 'TORTOLA' });
  });
});
