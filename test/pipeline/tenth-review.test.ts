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
