// Number-before-street countries writing the postcode after the town: UK, Ireland, North America, Oceania, South Africa.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parse, pick } from './helpers';

const ADDRESS = ['streetName', 'buildingNumber', 'postCode', 'townName', 'countrySubDivision', 'country'] as const;

describe('UK and Ireland', () => {
  test('three lines with country name', () => {
    assert.deepEqual(pick(parse(['10 Downing Street', 'London SW1A 2AA', 'United Kingdom']), ADDRESS), {
      streetName: 'Downing Street', buildingNumber: '10', postCode: 'SW1A 2AA', townName: 'London', country: 'GB',
    });
  });
  test('one upper-case line without commas; postcode shape names the country', () => {
    assert.deepEqual(pick(parse(['10 DOWNING STREET LONDON SW1A2AA']), ADDRESS), {
      streetName: 'DOWNING STREET', buildingNumber: '10', postCode: 'SW1A 2AA', townName: 'LONDON', country: 'GB',
    });
  });
  test('building name and flat', () => {
    const v = parse(['Flat 2, Tower 42', '25 Old Broad Street', 'London EC2N 1HQ'], 'GB');
    assert.equal(v.room, '2');
    assert.equal(v.buildingName, 'Tower 42');
    assert.equal(v.streetName, 'Old Broad Street');
    assert.equal(v.buildingNumber, '25');
  });
  test('Irish Eircode with a Dublin district', () => {
    const v = parse(['1 Grand Canal Square', 'Dublin 2 D02 X285', 'Ireland']);
    assert.deepEqual(pick(v, ADDRESS), {
      streetName: 'Grand Canal Square', buildingNumber: '1', postCode: 'D02 X285', townName: 'Dublin 2', country: 'IE',
    });
  });
  test('PO Box line', () => {
    assert.equal(parse(['P.O. Box 1234', 'Belfast BT1 1AA'], 'GB').postBox, '1234');
  });
});

describe('United States and Canada', () => {
  test('state code and ZIP+4, suite', () => {
    const v = parse(['350 Fifth Avenue, Suite 210', 'New York, NY 10118-0110', 'USA']);
    assert.deepEqual(pick(v, [...ADDRESS, 'room']), {
      streetName: 'Fifth Avenue', buildingNumber: '350', room: '210', postCode: '10118-0110', townName: 'New York', countrySubDivision: 'NY', country: 'US',
    });
  });
  test('one line, no commas, directional after the street', () => {
    assert.deepEqual(pick(parse(['1600 Pennsylvania Avenue NW Washington DC 20500']), ADDRESS), {
      streetName: 'Pennsylvania Avenue NW', buildingNumber: '1600', postCode: '20500', townName: 'Washington', countrySubDivision: 'DC', country: 'US',
    });
  });
  test('state written in full stays as written, a code stays a code', () => {
    const v = parse(['1 Infinite Loop', 'Cupertino, California 95014'], 'US');
    assert.equal(v.countrySubDivision, 'California');
    assert.equal(parse(['1 Infinite Loop', 'Cupertino, CA 95014'], 'US').countrySubDivision, 'CA');
    assert.equal(v.townName, 'Cupertino');
  });
  test('"apt 5B" is a room', () => {
    assert.equal(parse(['221 Baker St Apt 5B', 'Springfield IL 62701'], 'US').room, '5B');
  });
  test('Canadian province and postcode', () => {
    assert.deepEqual(pick(parse(['24 Sussex Drive', 'Ottawa ON K1A 0G9', 'Canada']), ADDRESS), {
      streetName: 'Sussex Drive', buildingNumber: '24', postCode: 'K1A 0G9', townName: 'Ottawa', countrySubDivision: 'ON', country: 'CA',
    });
  });
  test('a bare "CA" after a town is the country only without a state context', () => {
    assert.equal(parse(['100 Main Street', 'Toronto', 'CA']).country, 'CA');
  });
});

describe('Australia, New Zealand, South Africa', () => {
  test('unit, state and postcode', () => {
    const v = parse(['Unit 3, 12 Smith St', 'Sydney NSW 2000', 'Australia']);
    assert.deepEqual(pick(v, [...ADDRESS, 'room']), {
      room: '3', streetName: 'Smith St', buildingNumber: '12', postCode: '2000', townName: 'Sydney', countrySubDivision: 'NSW', country: 'AU',
    });
  });
  test('state before postcode names Australia without a country', () => {
    const v = parse(['Level 5, 1 Martin Place', 'Sydney NSW 2000']);
    assert.equal(v.country, 'AU');
    assert.equal(v.floor, '5');
  });
  test('New Zealand', () => {
    assert.deepEqual(pick(parse(['2 The Terrace', 'Wellington 6011', 'New Zealand']), ADDRESS), {
      streetName: 'The Terrace', buildingNumber: '2', postCode: '6011', townName: 'Wellington', country: 'NZ',
    });
  });
  test('South Africa', () => {
    assert.deepEqual(pick(parse(['370 Helen Joseph Street', 'Pretoria 0002', 'South Africa']), ADDRESS), {
      streetName: 'Helen Joseph Street', buildingNumber: '370', postCode: '0002', townName: 'Pretoria', country: 'ZA',
    });
  });
});

describe('a county after the town on a street line', () => {
  test('"HILLS ROAD CAMBRIDGE CAMBRIDGESHIRE CB2 0QQ": a town the reference knows ends the street, the county after it is the subdivision; "58 ZACHARY STREET VALLETTA" keeps Valletta as the town', async () => {
    const { loadPostalReference } = await import('../../src/verification/verifyAddress');
    const postal = await loadPostalReference();
    assert.deepEqual(pick(parse(['MILL ROAD CAMBRIDGE CAMBRIDGESHIRE CB1 2AD'], 'GB', postal), ['streetName', 'townName', 'countrySubDivision']), { streetName: 'MILL ROAD', townName: 'CAMBRIDGE', countrySubDivision: 'CAMBRIDGESHIRE' });
    assert.equal(parse(['58 ZACHARY STREET VALLETTA VLT 1130'], 'MT', postal).townName, 'VALLETTA');
  });
});
