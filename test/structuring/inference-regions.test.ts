// Country inference (codes, state forms, postcode shapes, the postal reference) and the regional
// conventions added for city-states, Latin America and East Asia.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { confidences, parse, pick, townsOnly } from './helpers';

describe('country written in unusual ways', () => {
  test('ISO "Korea, Republic of" across the last comma', () => {
    const v = parse(['39 Namdaemun-ro, Jung-gu, Seoul 04531, Korea, Republic of']);
    assert.equal(v.country, 'KR');
    assert.equal(v.townName, 'Seoul');
    assert.equal(v.districtName, 'Jung-gu');
  });
  test('a state form before the name goes with it', () => {
    const v = parse(['Städtle 44', '9490 Vaduz Fürstentum Liechtenstein']);
    assert.equal(v.country, 'LI');
    assert.equal(v.townName, 'Vaduz');
  });
  test('a country name inside a town name stays in the town', () => {
    const v = parse(['Avenida 5 de Mayo, 2', 'Centro', '06000 Ciudad de México']);
    assert.equal(v.townName, 'Ciudad de México');
    assert.equal(v.country, 'MX');
    assert.equal(v.buildingNumber, '2');
    assert.equal(v.townLocationName, 'Centro');
  });
  test('a trailing code counts only beside a postcode of that country', () => {
    assert.equal(parse(['283 route d\'Arlon', 'L-1150 Luxembourg LU']).country, 'LU');
    const italian = parse(['C.P. 775 80134 NAPOLI NA']);
    assert.equal(italian.country, 'IT', 'NA is the province of Naples, not Namibia');
    assert.equal(italian.countrySubDivision, 'NA');
    assert.equal(italian.postBox, '775');
  });
  test('Hong Kong SAR and Kowloon', () => {
    const v = parse(['11 Yuk Choi Road', 'Hung Hom', 'Kowloon', 'Hong Kong SAR China']);
    assert.equal(v.country, 'HK');
    assert.equal(v.townName, 'Kowloon');
    assert.equal(v.townLocationName, 'Hung Hom');
  });
});

describe('the postal reference names the country', () => {
  const postal = townsOnly({ GR: ['Athens'], US: ['Athens', 'Bogota'], CO: ['Bogotá', 'Bogota'], AE: ['Dubai'], CZ: ['Žilina'], SK: ['Žilina'] });
  test('a Greek postcode with its space is never a US ZIP', () => {
    assert.equal(parse(['21 E. Venizelos Avenue', '102 50 Athens'], undefined, postal).country, 'GR');
  });
  test('a town known in one country only', () => {
    assert.equal(parse(['P.O. Box 1234', 'Dubai'], undefined, postal).country, 'AE');
  });
  test('the street language breaks a tie between countries', () => {
    assert.equal(parse(['Carrera 6 # 15-88', 'Bogota'], undefined, postal).country, 'CO');
  });
  test('a tie the reference cannot break leaves the country below 0.8', () => {
    const v = parse(['Univerzitná 8215/1', '010 26 Žilina'], undefined, postal);
    assert.ok(v.country === undefined || v.country === 'CZ' || v.country === 'SK');
  });
});

describe('regional conventions', () => {
  test('Argentine short postcode with the province letter', () => {
    const v = parse(['Avenida Sarmiento 113', 'M5500 Mendoza, Mendoza'], 'AR');
    assert.equal(v.postCode, 'M5500');
    assert.equal(v.townName, 'Mendoza');
    assert.equal(v.countrySubDivision, 'Mendoza');
  });
  test('Colombian lettered number after "#"', () => {
    const v = parse(['Carrera 1 # 18A-12', 'Bogotá', 'Colombia']);
    assert.equal(v.streetName, 'Carrera 1');
    assert.equal(v.buildingNumber, '18A-12');
  });
  test('Chinese district line without a comma before the town', () => {
    const v = parse(['2012 Shennan Blvd', 'Futian District Shenzhen Guangdong 518038'], 'CN');
    assert.equal(v.districtName, 'Futian District');
    assert.equal(v.townName, 'Shenzhen');
    assert.equal(v.countrySubDivision, 'Guangdong');
  });
  test('Irish county line between town and Eircode', () => {
    const v = parse(['Airside Business Park', 'Swords, Co. Dublin, K67 NY94', 'Ireland']);
    assert.equal(v.townName, 'Swords');
    assert.equal(v.countrySubDivision, 'Co. Dublin');
    assert.equal(v.buildingName, 'Airside Business Park');
  });
  test('Portuguese "4º andar" and Brazilian "Cidade/UF"', () => {
    const v = parse(['Sala 36, 4º andar, Rua da Assembleia, 84', 'Centro', 'Rio de Janeiro/RJ 20040-002', 'Brasil']);
    assert.equal(v.floor, '4');
    assert.equal(v.room, '36');
    assert.equal(v.townName, 'Rio de Janeiro');
    assert.equal(v.countrySubDivision, 'RJ');
    assert.equal(v.buildingName, undefined);
  });
  test('Czech floor before a street named by a date', () => {
    const v = parse(['11. patro 28. října 16', '702 00 Ostrava'], 'CZ');
    assert.equal(v.floor, '11');
    assert.equal(v.streetName, '28. října');
    assert.equal(v.buildingNumber, '16');
  });
  test('a region after the town', () => {
    const v = parse(['Paseo de Pereda, 9-12', '39004 Santander, Cantabria, España']);
    assert.equal(v.townName, 'Santander');
    assert.equal(v.countrySubDivision, 'Cantabria');
    assert.equal(v.districtName, undefined);
  });
});

describe('a region read as the town where the reference knows no town of the reading', () => {
  // The reference knows Johannesburg only: neither Rosebank nor the province is a town it knows.
  const postal = townsOnly({ ZA: ['Johannesburg'] });

  test('the place after the street is the town, as a guess below what the service applies; the region is the subdivision', () => {
    const v = parse(['OXFORD ROAD ROSEBANK 2196', 'GAUTENG'], 'ZA', postal);
    assert.equal(v.townName, 'ROSEBANK');
    assert.equal(v.countrySubDivision, 'GAUTENG');
    assert.ok(confidences(['OXFORD ROAD ROSEBANK 2196', 'GAUTENG'], 'ZA', postal).townName! < 0.8);
  });

  test('without such a place the region stays the town: small countries write their parishes as the post town', () => {
    assert.equal(parse(['76 Pitts Bay Road', 'Pembroke HM 08', 'Bermuda'], undefined, townsOnly({ BM: ['Hamilton'] })).townName, 'Pembroke');
  });
});

describe('a state\'s formal name after the postcode', () => {
  test('"SAFAT 13060 STATE OF KUWAIT": the formal name is the country, never a town named like it; "98000 MONACO" stays the town', () => {
    assert.deepEqual(pick(parse(['PO BOX 1234 SAFAT 13060 STATE OF KUWAIT']), ['country', 'townName', 'postCode']), { country: 'KW', townName: 'SAFAT', postCode: '13060' });
    assert.equal(parse(['11 BOULEVARD ALBERT 1ER 98000 MONACO']).townName, 'MONACO');
  });
});
