// Number-after-street countries of continental Europe, and the Romance number-before ones.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parse, pick } from './helpers';

const ADDRESS = ['streetName', 'buildingNumber', 'postCode', 'townName', 'country'] as const;

describe('German-speaking and Dutch addresses', () => {
  test('street then number, postcode before town, country by name', () => {
    assert.deepEqual(pick(parse(['Hauptstrasse 12a', '80331 München', 'Germany']), ADDRESS), {
      streetName: 'Hauptstrasse', buildingNumber: '12a', postCode: '80331', townName: 'München', country: 'DE',
    });
  });
  test('one upper-case line with a trailing country code', () => {
    assert.deepEqual(pick(parse(['HAUPTSTRASSE 5 80331 MUENCHEN DE']), ADDRESS), {
      streetName: 'HAUPTSTRASSE', buildingNumber: '5', postCode: '80331', townName: 'MUENCHEN', country: 'DE',
    });
  });
  test('Swiss prefix names the country, floor "2. OG"', () => {
    const v = parse(['Bahnhofstrasse 45, 2. OG', 'CH-8001 Zürich']);
    assert.deepEqual(pick(v, [...ADDRESS, 'floor']), {
      streetName: 'Bahnhofstrasse', buildingNumber: '45', floor: '2', postCode: '8001', townName: 'Zürich', country: 'CH',
    });
  });
  test('Dutch postcode written without space, range number', () => {
    assert.deepEqual(pick(parse(['Damrak 1-5', '1012lg Amsterdam'], 'NL'), ADDRESS), {
      streetName: 'Damrak', buildingNumber: '1-5', postCode: '1012 LG', townName: 'Amsterdam',
    });
  });
  test('Postfach, legal-form name and c/o stay apart', () => {
    const v = parse(['ACME GmbH', 'c/o Max Mustermann', 'Postfach 10 01 23', '60001 Frankfurt am Main'], 'DE');
    assert.equal(v.postBox, '10 01 23');
    assert.equal(v.townName, 'Frankfurt am Main');
    assert.equal(v.streetName, undefined);
    assert.deepEqual(v.unplaced, ['ACME GmbH', 'c/o Max Mustermann']);
  });
  test('Austrian address, country known', () => {
    assert.deepEqual(pick(parse(['Schwarzenbergplatz 3/2/14', '1010 Wien'], 'AT'), ADDRESS), {
      streetName: 'Schwarzenbergplatz', buildingNumber: '3/2/14', postCode: '1010', townName: 'Wien',
    });
  });
  test('house-number range with spaces "9 - 12" joins', () => {
    assert.equal(parse(['Kalverstraat 9 - 12', '1012 NX Amsterdam'], 'NL').buildingNumber, '9-12');
  });
});

describe('Romance-language addresses', () => {
  test('French "12 bis, rue" with the number in its own segment', () => {
    assert.deepEqual(pick(parse(['12 bis, rue de la Paix', '75002 Paris', 'France']), ADDRESS), {
      streetName: 'rue de la Paix', buildingNumber: '12 bis', postCode: '75002', townName: 'Paris', country: 'FR',
    });
  });
  test('French boîte postale', () => {
    const v = parse(['BP 123', '98000 Monaco']);
    assert.equal(v.postBox, '123');
    assert.equal(v.townName, 'Monaco');
    assert.equal(v.country, 'MC');
  });
  test('Spanish floor and door "3º B"', () => {
    const v = parse(['Calle Mayor 5, 3º B', '28013 Madrid', 'España']);
    assert.deepEqual(pick(v, [...ADDRESS, 'floor', 'room']), {
      streetName: 'Calle Mayor', buildingNumber: '5', floor: '3', room: 'B', postCode: '28013', townName: 'Madrid', country: 'ES',
    });
  });
  test('Spanish Apartado de correos', () => {
    assert.equal(parse(['Apartado 123', '28080 Madrid'], 'ES').postBox, '123');
  });
  test('Italian province in brackets', () => {
    const v = parse(['Via Roma 12', '00187 Roma (RM)', 'Italia']);
    assert.deepEqual(pick(v, [...ADDRESS, 'countrySubDivision']), {
      streetName: 'Via Roma', buildingNumber: '12', postCode: '00187', townName: 'Roma', countrySubDivision: 'RM', country: 'IT',
    });
  });
  test('Italian casella postale', () => {
    assert.equal(parse(['Casella postale 45', '20121 Milano'], 'IT').postBox, '45');
  });
  test('Portuguese dashed postcode names the country', () => {
    assert.deepEqual(pick(parse(['Rua Augusta 24', '1100-053 Lisboa']), ADDRESS), {
      streetName: 'Rua Augusta', buildingNumber: '24', postCode: '1100-053', townName: 'Lisboa', country: 'PT',
    });
  });
  test('Belgian address in French', () => {
    assert.deepEqual(pick(parse(['Avenue des Arts 52', '1000 Bruxelles', 'Belgique']), ADDRESS), {
      streetName: 'Avenue des Arts', buildingNumber: '52', postCode: '1000', townName: 'Bruxelles', country: 'BE',
    });
  });
  test('Luxembourg prefix and town equal to the country name', () => {
    const v = parse(['2, boulevard Royal', 'L-2953 Luxembourg']);
    assert.deepEqual(pick(v, ADDRESS), { streetName: 'boulevard Royal', buildingNumber: '2', postCode: '2953', townName: 'Luxembourg', country: 'LU' });
  });
});

describe('Nordic and Central-European addresses', () => {
  test('Swedish postcode with a space', () => {
    assert.deepEqual(pick(parse(['Drottninggatan 5', '111 22 Stockholm', 'Sweden']), ADDRESS), {
      streetName: 'Drottninggatan', buildingNumber: '5', postCode: '111 22', townName: 'Stockholm', country: 'SE',
    });
  });
  test('Polish dashed postcode and slash number', () => {
    assert.deepEqual(pick(parse(['ul. Marszałkowska 84/92', '00-514 Warszawa']), ADDRESS), {
      streetName: 'ul. Marszałkowska', buildingNumber: '84/92', postCode: '00-514', townName: 'Warszawa', country: 'PL',
    });
  });
  test('Norwegian address, country known', () => {
    assert.deepEqual(pick(parse(['Karl Johans gate 22', '0159 Oslo'], 'NO'), ADDRESS), {
      streetName: 'Karl Johans gate', buildingNumber: '22', postCode: '0159', townName: 'Oslo',
    });
  });
  test('Czech postcode and district number in the town', () => {
    const v = parse(['Václavské náměstí 1', '110 00 Praha 1'], 'CZ');
    assert.equal(v.postCode, '110 00');
    assert.equal(v.townName, 'Praha 1');
  });
  test('Latvian postcode after the town', () => {
    const v = parse(['Brīvības iela 21', 'Rīga, LV-1010', 'Latvia']);
    assert.equal(v.postCode, 'LV-1010');
    assert.equal(v.townName, 'Rīga');
    assert.equal(v.country, 'LV');
  });
});

describe('the Turkish district before the province capital', () => {
  test('"SUTLUCE 34445 BEYOGLU ISTANBUL": the ilçe is the district, the capital the town, the mahalle before the postcode a place', async () => {
    const { loadPostalReference } = await import('../../src/verification/verifyAddress');
    const postal = await loadPostalReference();
    const v = parse(['BUYUKDERE CAD. NO:120', 'ESENTEPE 34394 SISLI ISTANBUL', 'TURKIYE'], undefined, postal);
    assert.deepEqual(pick(v, ['townName', 'districtName', 'townLocationName', 'postCode']), { townName: 'ISTANBUL', districtName: 'SISLI', townLocationName: 'ESENTEPE', postCode: '34394' });
  });
});

describe('French business boxes', () => {
  test('"CS 90032", "TSA 70011": the box\'s number is the PostBox, its mark a label', () => {
    assert.equal(parse(['4 RUE BLAISE PASCAL', 'CS 90032', '67081 STRASBOURG CEDEX'], 'FR').postBox, '90032');
    assert.equal(parse(['SERVICE CLIENTS', 'TSA 70011', '69134 DARDILLY CEDEX'], 'FR').postBox, '70011');
  });
});
