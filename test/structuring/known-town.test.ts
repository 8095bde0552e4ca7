// A hybrid address: the caller gave TownName, the AddressLine holds the street. The engine must not
// read a second town out of that line (the last word of "221B Baker Street" is not a town).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { structureAddress } from '../../src/structuring/index';
import { confidences, parse, pick } from './helpers';

function fields(lines: string[], known: Record<string, string>): Record<string, string> {
  const result = structureAddress({ lines, known }, undefined);
  return Object.fromEntries(Object.entries(result.fields).map(([name, field]) => [name, field.value]));
}

describe('a street line beside a structured TownName', () => {
  test('keeps every word of the street', () => {
    assert.deepEqual(fields(['221B Baker Street'], { townName: 'London', postCode: 'NW1 6XE', country: 'GB' }), { streetName: 'Baker Street', buildingNumber: '221B' });
    assert.deepEqual(fields(['31 rue Croix-des-Petits-Champs'], { townName: 'Paris', postCode: '75001', country: 'FR' }), { streetName: 'rue Croix-des-Petits-Champs', buildingNumber: '31' });
    assert.deepEqual(fields(['5 London Road'], { townName: 'Leicester', country: 'GB' }), { streetName: 'London Road', buildingNumber: '5' });
  });

  test('a line that does name the given town still yields it', () => {
    const values = fields(['Friedrichstr. 43', '10117 Berlin'], { townName: 'Berlin', country: 'DE' });
    assert.equal(values.streetName, 'Friedrichstr.');
    assert.equal(values.buildingNumber, '43');
  });
});

describe('a postcode the reference does not list', () => {
  test('is still read as the postcode with the confidence of its place and shape; verification reports it', async () => {
    const { loadPostalReference } = await import('../../src/verification/verifyAddress');
    const reference = await loadPostalReference();
    const { structureAddress } = await import('../../src/structuring/index');
    // 99999 is a valid German postcode shape that no town carries.
    const result = structureAddress({ lines: ['Hauptstrasse 5', '99999 Berlin'], known: { country: 'DE' } }, reference);
    assert.equal(result.fields.postCode?.value, '99999');
    assert.ok((result.fields.postCode?.confidence ?? 0) >= 0.8);
  });
});

describe('a town with its postal district after the street on one line', () => {
  test('"MERRION SQUARE NORTH DUBLIN 2 D02 R920": the town the reference knows, with its district number, ends the street', async () => {
    const { loadPostalReference } = await import('../../src/verification/verifyAddress');
    const postal = await loadPostalReference();
    const v = parse(['ACME IRELAND LTD', 'MERRION SQUARE NORTH DUBLIN 2 D02 R920', 'IRELAND'], undefined, postal);
    assert.deepEqual(pick(v, ['streetName', 'townName', 'postCode']), { streetName: 'MERRION SQUARE NORTH', townName: 'DUBLIN 2', postCode: 'D02 R920' });
    assert.equal(parse(['JAMES STREET DUBLIN 8 D08 NHY1'], 'IE', postal).townName, 'DUBLIN 8');
  });

  test('only where the country numbers postal districts: elsewhere a number after a town\'s name is the building\'s ("VIA TORINO 12")', async () => {
    // Seventh review: "ACME SRL VIA TORINO 12" was TownName "TORINO 12" at 0.9 and StreetName "ACME SRL VIA".
    const { loadPostalReference } = await import('../../src/verification/verifyAddress');
    const postal = await loadPostalReference();
    assert.deepEqual(pick(parse(['ACME SRL VIA TORINO 12'], 'IT', postal), ['townName', 'buildingNumber']), { buildingNumber: '12' });
    assert.equal(parse(['NEW YORK AVENUE BOSTON 20', 'MA 02115'], 'US', postal).townName, 'BOSTON');
    assert.equal(parse(['ACME SRO', 'KARLOVO NAMESTI PRAHA 2'], 'CZ', postal).townName, 'PRAHA 2');
  });
});

describe('a town and state code ending a street line without a type word', () => {
  test('"2329 WEST MALL VANCOUVER BC" / "V6T 1Z4": the state code after a town the reference knows splits them off the street', async () => {
    const { loadPostalReference } = await import('../../src/verification/verifyAddress');
    const postal = await loadPostalReference();
    assert.deepEqual(pick(parse(['6200 UNIVERSITY BOULEVARD', '1234 EAST MALL VANCOUVER BC', 'V6T 1Z4 CA'].slice(1), undefined, postal), ['streetName', 'townName', 'countrySubDivision', 'buildingNumber']), {
      streetName: 'EAST MALL',
      townName: 'VANCOUVER',
      countrySubDivision: 'BC',
      buildingNumber: '1234',
    });
  });
});

describe('a town ending the text left before the county and postcode', () => {
  test('"... FINANCE OFFICE LIMERICK CO LIMERICK V94 T9PX": the known town ending the unplaced name is the town, as a guess', async () => {
    const { loadPostalReference } = await import('../../src/verification/verifyAddress');
    const postal = await loadPostalReference();
    const v = parse(['GLOBEX IRELAND LTD ACCOUNTS OFFICE GALWAY CO GALWAY H91 X2Y3 IRELAND'], undefined, postal);
    assert.equal(v.townName, 'GALWAY');
    assert.ok(confidences(['GLOBEX IRELAND LTD ACCOUNTS OFFICE GALWAY CO GALWAY H91 X2Y3 IRELAND'], undefined, postal).townName! < 0.8);
  });
});

describe('a place before a town with its postal district', () => {
  test('"MONA KINGSTON 7 JAMAICA": the town with its district number, the place before it; only where the country writes districts', async () => {
    const { loadPostalReference } = await import('../../src/verification/verifyAddress');
    const postal = await loadPostalReference();
    assert.deepEqual(pick(parse(['PAPINE KINGSTON 6 JAMAICA'], undefined, postal), ['townName', 'townLocationName', 'country']), { townName: 'KINGSTON 6', townLocationName: 'PAPINE', country: 'JM' });
  });
});
