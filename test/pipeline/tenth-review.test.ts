// Breaks the tenth adversarial review found (docs/conservation.md, "Tenth review"), each kept as a
// test of the rule that now holds. The proof of conservation passes on all of them: the text was
// reported or kept, but a removal was not one the contract allows, or a value was put beside
// text that contradicts it.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { run, hasReason } from './run';

describe('tenth review: a letter beside a house number is no repeat of the Country', () => {
  test('"Hauptstraße 5 A" beside StreetName Hauptstraße, BuildingNumber 5 and Country AT keeps its "A"', () => {
    const outcome = run({ include: ['actions'], postalAddress: { streetName: 'Hauptstraße', buildingNumber: '5', postCode: '1010', townName: 'Wien', country: 'AT', addressLine: ['Hauptstraße 5 A'] } });
    const result = outcome.response.result;
    assert.ok(!hasReason(outcome, 'FLD-08'), JSON.stringify(result.reasons));
    assert.ok(JSON.stringify(result.output).includes(' A'), JSON.stringify(result.output));
  });

  test('a lone letter in its own segment ("12 Rue de Rivoli, F") is text, not the Country FR', () => {
    const outcome = run({ include: ['actions'], postalAddress: { streetName: 'Rue de Rivoli', buildingNumber: '12', postCode: '75001', townName: 'Paris', country: 'FR', addressLine: ['12 Rue de Rivoli, F'] } });
    assert.deepEqual(outcome.response.result.output.addressLine, ['F']);
    assert.ok(!(outcome.response.result.actions ?? []).some((a) => a.type === 'REMOVE' && a.value === 'F'));
  });

  test('the postal prefix written with its dash still repeats the Country ("D-10117 Berlin", "A-1010 Wien")', () => {
    for (const [line, country, postCode, townName] of [['D-10117 Berlin', 'DE', '10117', 'Berlin'], ['A-1010 Wien', 'AT', '1010', 'Wien']] as const) {
      const outcome = run({ postalAddress: { streetName: 'Hauptstraße', buildingNumber: '5', postCode, townName, country, addressLine: [line] } });
      assert.ok(hasReason(outcome, 'FLD-05'), JSON.stringify(outcome.response.result.reasons));
      assert.equal(outcome.response.result.output.addressLine, undefined, JSON.stringify(outcome.response.result.output));
    }
  });
});

describe('tenth review: a unit read in a line is not split across the caller\'s fields', () => {
  test('the number of another street is not given to the caller\'s StreetName ("Bahnhofstraße 5" beside StreetName Hauptstraße)', () => {
    const output = run({ postalAddress: { streetName: 'Hauptstraße', postCode: '10117', townName: 'Berlin', country: 'DE', addressLine: ['Bahnhofstraße 5'] } }).response.result.output;
    assert.equal(output.streetName, 'Hauptstraße');
    assert.equal(output.buildingNumber, undefined, JSON.stringify(output));
    assert.deepEqual(output.addressLine, ['Bahnhofstraße 5']);
  });

  test('nor the street of another number to the caller\'s BuildingNumber ("Hauptstraße 5" beside BuildingNumber 7)', () => {
    const output = run({ postalAddress: { buildingNumber: '7', postCode: '10117', townName: 'Berlin', country: 'DE', addressLine: ['Hauptstraße 5'] } }).response.result.output;
    assert.equal(output.buildingNumber, '7');
    assert.equal(output.streetName, undefined, JSON.stringify(output));
    assert.deepEqual(output.addressLine, ['Hauptstraße 5']);
  });

  test('nor the town of another postcode to the caller\'s PostCode ("80331 München" beside PostCode 10117)', () => {
    const outcome = run({ postalAddress: { postCode: '10117', country: 'DE', addressLine: ['Hauptstraße 5', '80331 München'] } });
    const output = outcome.response.result.output;
    assert.equal(output.postCode, '10117');
    assert.equal(output.townName, undefined, JSON.stringify(output));
    assert.ok(JSON.stringify(output.addressLine).includes('80331 München'), JSON.stringify(output));
    assert.ok(!hasReason(outcome, 'VRF-04'));
  });

  test('nor the subdivision written with another town to the caller\'s TownName ("80331 München, Bayern" beside Berlin, "Vancouver BC V6B 1A1" beside Toronto)', () => {
    const de = run({ postalAddress: { townName: 'Berlin', country: 'DE', addressLine: ['Hauptstraße 5', '80331 München, Bayern'] } }).response.result.output;
    assert.equal(de.countrySubDivision, undefined, JSON.stringify(de));
    assert.ok(JSON.stringify(de.addressLine).includes('Bayern'), JSON.stringify(de));
    const ca = run({ postalAddress: { townName: 'Toronto', country: 'CA', addressLine: ['100 Main St', 'Vancouver BC V6B 1A1'] } }).response.result.output;
    assert.equal(ca.countrySubDivision, undefined, JSON.stringify(ca));
    const byPostcode = run({ postalAddress: { postCode: 'M5H 2M9', country: 'CA', addressLine: ['100 Main St', 'Vancouver BC V6B 1A1'] } }).response.result.output;
    assert.equal(byPostcode.countrySubDivision, undefined, JSON.stringify(byPostcode));
    // Written with the caller's own town, the subdivision is read as before.
    const same = run({ postalAddress: { townName: 'Toronto', country: 'CA', addressLine: ['100 King St W', 'Toronto ON M5H 2M9'] } }).response.result.output;
    assert.equal(same.countrySubDivision, 'ON', JSON.stringify(same));
  });

  test('the same street written short or long, and the same postcode, still complete the caller\'s fields', () => {
    const short = run({ postalAddress: { streetName: 'Hauptstr.', postCode: '10117', townName: 'Berlin', country: 'DE', addressLine: ['Hauptstraße 5'] } }).response.result.output;
    assert.equal(short.buildingNumber, '5', JSON.stringify(short));
    const street = run({ postalAddress: { streetName: 'Main Street', townName: 'Springfield', countrySubDivision: 'IL', postCode: '62701', country: 'US', addressLine: ['100 Main St'] } }).response.result.output;
    assert.equal(street.buildingNumber, '100', JSON.stringify(street));
    const number = run({ postalAddress: { buildingNumber: '5', postCode: '10117', townName: 'Berlin', country: 'DE', addressLine: ['Hauptstraße 5'] } }).response.result.output;
    assert.equal(number.streetName, 'Hauptstraße', JSON.stringify(number));
    const town = run({ postalAddress: { postCode: '10117', country: 'DE', addressLine: ['Hauptstraße 5', '10117 Berlin'] } }).response.result.output;
    assert.equal(town.townName, 'Berlin', JSON.stringify(town));
  });
});

describe('tenth review: a field the postal database adds is added only where the caller\'s text has none', () => {
  const premium = { quality: 'premium' as const };

  test('premium: the town written in a line is not replaced by the postcode\'s town ("München" in a line beside PostCode 10117)', () => {
    const outcome = run({ include: ['actions'], processingOptions: premium, postalAddress: { postCode: '10117', country: 'DE', addressLine: ['Hauptstraße 5', 'München'] } });
    const result = outcome.response.result;
    assert.notEqual(result.output.townName, 'Berlin', JSON.stringify(result.output));
    assert.ok(!hasReason(outcome, 'VRF-06'), JSON.stringify(result.reasons));
    // What the caller wrote is what the answer checks: the pair does not hold, nothing says "verified".
    assert.notEqual(result.verification.status, 'verified');
    assert.ok(JSON.stringify(result.output).includes('München'));
  });

  test('premium: with no town anywhere in the text, the postcode\'s only town is still added and reported', () => {
    const outcome = run({ include: ['actions'], processingOptions: premium, postalAddress: { postCode: '10117', country: 'DE', addressLine: ['Hauptstraße 5'] } });
    const result = outcome.response.result;
    assert.equal(result.output.townName, 'Berlin', JSON.stringify(result.output));
    assert.ok(hasReason(outcome, 'VRF-06') && hasReason(outcome, 'CNV-05'));
    assert.ok((result.actions ?? []).some((a) => a.type === 'ADD' && a.field === 'TownName' && a.value === 'Berlin'));
  });
});
