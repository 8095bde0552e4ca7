// Asia, Latin America and the Middle East: block addresses, wards, bairros, colonias, emirates.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parse, pick } from './helpers';

const ADDRESS = ['streetName', 'buildingNumber', 'postCode', 'townName', 'townLocationName', 'districtName', 'countrySubDivision', 'country'] as const;

describe('East and South Asia', () => {
  test('Japanese block address: Tokyo is the town, the ward the district', () => {
    assert.deepEqual(pick(parse(['1-1 Marunouchi 1-chome, Chiyoda-ku, Tokyo 100-8310, Japan']), ADDRESS), {
      streetName: 'Marunouchi 1-chome', buildingNumber: '1-1', districtName: 'Chiyoda-ku', postCode: '100-8310', townName: 'Tokyo', country: 'JP',
    });
  });
  test('Japanese city in a prefecture, floor "10F"', () => {
    const v = parse(['Landmark Tower 10F', '2-2-1 Minatomirai, Nishi-ku', 'Yokohama-shi, Kanagawa 220-8110'], 'JP');
    assert.deepEqual(pick(v, [...ADDRESS, 'floor', 'buildingName']), {
      buildingName: 'Landmark Tower', floor: '10', streetName: 'Minatomirai', buildingNumber: '2-2-1', districtName: 'Nishi-ku',
      postCode: '220-8110', townName: 'Yokohama', countrySubDivision: 'Kanagawa',
    });
  });
  test('Chinese "No." number and district', () => {
    assert.deepEqual(pick(parse(['No. 32 Chengfang Street, Xicheng District', 'Beijing 100800', 'China']), ADDRESS), {
      streetName: 'Chengfang Street', buildingNumber: '32', districtName: 'Xicheng District', postCode: '100800', townName: 'Beijing', country: 'CN',
    });
  });
  test('Korean road address with ward', () => {
    const v = parse(['110 Sejong-daero, Jung-gu', 'Seoul 04524', 'South Korea']);
    assert.deepEqual(pick(v, ADDRESS), {
      streetName: 'Sejong-daero', buildingNumber: '110', districtName: 'Jung-gu', postCode: '04524', townName: 'Seoul', country: 'KR',
    });
  });
  test('Indian PIN after the town; locality before the street stays unplaced', () => {
    const v = parse(['12 Marine Drive', 'Mumbai 400021', 'India']);
    assert.deepEqual(pick(v, ADDRESS), { streetName: 'Marine Drive', buildingNumber: '12', postCode: '400021', townName: 'Mumbai', country: 'IN' });
  });
  test('Singapore: country name is the town', () => {
    assert.deepEqual(pick(parse(['10 Marina Boulevard', 'Singapore 018989']), ADDRESS), {
      streetName: 'Marina Boulevard', buildingNumber: '10', postCode: '018989', townName: 'Singapore', country: 'SG',
    });
  });
  test('Hong Kong: no postcode, the area line before the country', () => {
    const v = parse(["1 Queen's Road Central", 'Central', 'Hong Kong']);
    assert.equal(v.townName, 'Hong Kong');
    assert.equal(v.townLocationName, 'Central');
    assert.equal(v.country, 'HK');
    assert.equal(v.postCode, undefined);
  });
});

describe('Latin America', () => {
  test('Brazil: bairro (a place in the town), city - UF, CEP in its own segment', () => {
    assert.deepEqual(pick(parse(['Av. Paulista, 1578 - Bela Vista', 'São Paulo - SP', '01310-200', 'Brasil']), ADDRESS), {
      streetName: 'Av. Paulista', buildingNumber: '1578', townLocationName: 'Bela Vista', postCode: '01310-200', townName: 'São Paulo', countrySubDivision: 'SP', country: 'BR',
    });
  });
  test('Mexico: colonia, floor, CDMX', () => {
    const v = parse(['Paseo de la Reforma 505, Piso 3', 'Col. Cuauhtémoc', '06500 Ciudad de México, CDMX', 'México']);
    assert.deepEqual(pick(v, [...ADDRESS, 'floor']), {
      streetName: 'Paseo de la Reforma', buildingNumber: '505', floor: '3', townLocationName: 'Cuauhtémoc', postCode: '06500',
      townName: 'Ciudad de México', countrySubDivision: 'CDMX', country: 'MX',
    });
  });
  test('Colombia: "Carrera 7 # 32-16"', () => {
    assert.deepEqual(pick(parse(['Carrera 7 # 32-16', 'Bogotá 110311', 'Colombia']), ADDRESS), {
      streetName: 'Carrera 7', buildingNumber: '32-16', postCode: '110311', townName: 'Bogotá', country: 'CO',
    });
  });
  test('Argentina: CPA postcode names the country', () => {
    const v = parse(['Av. Corrientes 1234', 'C1043AAZ Buenos Aires']);
    assert.equal(v.postCode, 'C1043AAZ');
    assert.equal(v.country, 'AR');
    assert.equal(v.townName, 'Buenos Aires');
  });
  test('Chile', () => {
    assert.deepEqual(pick(parse(['Agustinas 1180', 'Santiago 8340454', 'Chile']), ADDRESS), {
      streetName: 'Agustinas', buildingNumber: '1180', postCode: '8340454', townName: 'Santiago', country: 'CL',
    });
  });
});

describe('Middle East and Turkey', () => {
  test('Dubai PO Box, no postcode system', () => {
    const v = parse(['P.O. Box 1234', 'Dubai', 'United Arab Emirates']);
    assert.deepEqual(pick(v, ['postBox', 'townName', 'country', 'postCode']), { postBox: '1234', townName: 'Dubai', country: 'AE' });
  });
  test('Turkish "No:" number, "Kat" floor and district/town', () => {
    const v = parse(['Atatürk Cad. No: 12 Kat 3', '34349 Beşiktaş/İstanbul', 'Türkiye']);
    assert.deepEqual(pick(v, [...ADDRESS, 'floor']), {
      streetName: 'Atatürk Cad.', buildingNumber: '12', floor: '3', postCode: '34349', townName: 'İstanbul', districtName: 'Beşiktaş', country: 'TR',
    });
  });
  test('Israel', () => {
    assert.deepEqual(pick(parse(['Rothschild Blvd 22', 'Tel Aviv 6688218', 'Israel']), ADDRESS), {
      streetName: 'Rothschild Blvd', buildingNumber: '22', postCode: '6688218', townName: 'Tel Aviv', country: 'IL',
    });
  });
  test('Saudi Arabia', () => {
    const v = parse(['King Fahd Road 1234', 'Riyadh 12211', 'Saudi Arabia']);
    assert.equal(v.postCode, '12211');
    assert.equal(v.townName, 'Riyadh');
    assert.equal(v.country, 'SA');
  });
});

describe('Indonesian administrative cities named with a compass word', () => {
  test('"Jakarta Utara", "JAKARTA PUSAT": the town with its compass word, though the reference knows "Utara" and "Pusat" as villages', async () => {
    const { loadPostalReference } = await import('../../src/verification/verifyAddress');
    const postal = await loadPostalReference();
    assert.equal(parse(['Jl. Yos Sudarso No. 8', 'Sunter', 'Jakarta Utara 14350', 'Indonesia'], undefined, postal).townName, 'Jakarta Utara');
    const v = parse(['PT MAJU JAYA JL KRAMAT RAYA NO 12 SENEN JAKARTA PUSAT 10450 INDONESIA'], undefined, postal);
    assert.deepEqual(pick(v, ['townName', 'postCode', 'streetName']), { townName: 'JAKARTA PUSAT', postCode: '10450', streetName: 'JL KRAMAT RAYA' });
  });
});

describe('a town named after its country or region with a linking word', () => {
  test('"OBARRIO CIUDAD DE PANAMA": the region is no subdivision after "DE", and the town is the whole name the reference knows', async () => {
    const { loadPostalReference } = await import('../../src/verification/verifyAddress');
    const postal = await loadPostalReference();
    const v = parse(['EDIFICIO TORRE LAS AMERICAS', 'PUNTA PACIFICA CIUDAD DE PANAMA'], 'PA', postal);
    assert.deepEqual(pick(v, ['townName', 'townLocationName', 'countrySubDivision']), { townName: 'CIUDAD DE PANAMA', townLocationName: 'PUNTA PACIFICA' });
  });
});

describe('Macao and Papua New Guinea lines', () => {
  test('"CALCADA DO GAIO, N.º 24-26 / MACAU": a calçada is a street, its number after a comma joins it; the National Capital District is a subdivision', async () => {
    const { loadPostalReference } = await import('../../src/verification/verifyAddress');
    const postal = await loadPostalReference();
    assert.deepEqual(pick(parse(['COMPANHIA DE ELECTRICIDADE', 'CALCADA DA IGREJA DE SAO LAZARO, N.º 12', 'MACAU'], undefined, postal), ['streetName', 'buildingNumber', 'townName']), {
      streetName: 'CALCADA DA IGREJA DE SAO LAZARO',
      buildingNumber: '12',
      townName: 'MACAU',
    });
    assert.equal(parse(['Section 12, Lot 5', 'Boroko', 'National Capital District', 'Papua New Guinea'], undefined, postal).countrySubDivision, 'National Capital District');
  });
});
