// Lines that are not address (issue 12): organisations, departments, hotels, pharmacies and
// attention lines stay out of street, building and town; they remain AddressLine text (unplaced).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from './helpers';

describe('a first line that names the recipient is not address', () => {
  for (const first of ['Hotel Continental', 'Farmacia Central', 'Accounts Payable', 'Finance Department', 'Attn: Treasury Operations', 'ACME TRADING LTD']) {
    test(`"${first}"`, () => {
      const v = parse([first, '12 Oxford Road', 'Manchester M13 9PL', 'United Kingdom']);
      assert.equal(v.streetName, 'Oxford Road');
      assert.equal(v.buildingNumber, '12');
      assert.equal(v.townName, 'Manchester');
      assert.equal(v.buildingName, undefined);
      assert.ok(v.unplaced.some((u) => u.includes(first.replace('Attn: ', ''))), JSON.stringify(v.unplaced));
    });
  }

  test('a real building name still is one', () => {
    const v = parse(['Government Buildings', 'Upper Merrion Street', 'Dublin 2', 'Ireland']);
    assert.equal(v.buildingName, 'Government Buildings');
  });

  test('"Hôtel de Ville" inside a street name stays the street', () => {
    const v = parse(["2 Place de l'Hôtel de Ville", '75004 Paris', 'France']);
    assert.equal(v.streetName, "Place de l'Hôtel de Ville");
    assert.equal(v.buildingNumber, '2');
  });
});
