// Pieces that are not street or town (names, c/o, identifiers, post boxes, floors, rooms), known
// fields, and what the confidence says with and without the postal reference.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { PostalReference, TownEntry, TownMatch } from '../../src/reference/postal/types';
import { confidences, parse } from './helpers';
import { structureAddress } from '../../src/structuring/index';

/** A tiny in-memory postal reference: towns and postcode-town pairs of one country. */
function fakePostal(country: string, pairs: Record<string, string>): PostalReference {
  const towns = new Set(Object.values(pairs));
  const entry = (name: string): TownEntry => ({ name, country });
  return {
    coverage: (c) => (c === country ? { towns: towns.size, postcodes: Object.keys(pairs).length, pairs: Object.keys(pairs).length } : { towns: 0, postcodes: 0, pairs: 0 }),
    findTown: (c, name): readonly TownMatch[] =>
      c === country ? [...towns].filter((t) => t.toLowerCase() === name.toLowerCase()).map((t) => ({ ...entry(t), match: 'exact', similarity: 1 })) : [],
    suggestTowns: () => [],
    townsForPostcode: (c, postcode) => (c === country && pairs[postcode] ? [entry(pairs[postcode] as string)] : []),
    postcodesForTown: () => [],
    hasPostcode: (c, postcode) => c === country && pairs[postcode] !== undefined,
    subdivisionMatches: () => undefined,
    countries: () => [country],
  };
}

describe('pieces that are not postal fields', () => {
  test('a party name with a legal form and an IBAN stay unplaced', () => {
    const v = parse(['Müller Handels GmbH', 'DE89370400440532013000', 'Königsallee 1', '40212 Düsseldorf'], 'DE');
    assert.deepEqual(v.unplaced, ['Müller Handels GmbH', 'DE89370400440532013000']);
    assert.equal(v.streetName, 'Königsallee');
    assert.equal(v.townName, 'Düsseldorf');
  });
  test('"care of" and "attn" lines stay unplaced', () => {
    const v = parse(['Attn: Accounts Payable', '221B Baker Street', 'London NW1 6XE'], 'GB');
    assert.deepEqual(v.unplaced, ['Attn: Accounts Payable']);
    assert.equal(v.buildingNumber, '221B');
  });
  test('floors in several languages', () => {
    assert.equal(parse(['3rd floor, 1 Main Street', 'Dublin 2 D02 X285'], 'IE').floor, '3');
    assert.equal(parse(['Etage 4, Rue du Rhône 8', '1204 Genève'], 'CH').floor, '4');
    assert.equal(parse(['Friedrichstraße 100, 2. OG', '10117 Berlin'], 'DE').floor, '2');
    assert.equal(parse(['4e étage, 8 rue Royale', '75008 Paris'], 'FR').floor, '4');
  });
  test('rooms and suites', () => {
    assert.equal(parse(['Suite 210, 350 Fifth Avenue', 'New York NY 10118'], 'US').room, '210');
    assert.equal(parse(['1 Main St #210', 'Boston MA 02108'], 'US').room, '210');
  });
  test('Postbus and Postboks', () => {
    assert.equal(parse(['Postbus 1234', '1000 BE Amsterdam'], 'NL').postBox, '1234');
    assert.equal(parse(['Postboks 1234 Sentrum', '0107 Oslo'], 'NO').postBox, '1234');
  });
  test('a known field is never reported again', () => {
    const result = structureAddress({ lines: ['Hauptstrasse 1', '80331 München'], known: { country: 'DE', townName: 'München' } });
    assert.equal(result.fields.townName, undefined);
    assert.equal(result.fields.country, undefined);
    assert.equal(result.fields.postCode?.value, '80331');
  });
  test('empty lines give no fields', () => {
    assert.deepEqual(structureAddress({ lines: ['', '  '], known: {} }), { fields: {}, unplaced: [] });
  });
});

describe('confidence', () => {
  test('without a postcode the town is below 0.8', () => {
    const c = confidences(['Hauptstrasse 1', 'Vaduz'], 'LI');
    assert.ok((c.townName ?? 0) < 0.8, `town ${c.townName}`);
  });
  test('a number that could be a postcode is low when no postcode was found', () => {
    const c = confidences(['Kirchgasse 1010'], 'AT');
    assert.ok((c.buildingNumber ?? 1) < 0.8);
    // Not where the country has no postcode of that shape, nor any postcode.
    assert.ok((confidences(['Kirchgasse 12345'], 'AT').buildingNumber ?? 0) >= 0.8);
    assert.ok((confidences(['4775 Notwane Road'], 'BW').buildingNumber ?? 0) >= 0.8);
  });
  test('the postal reference raises a confirmed pair and lowers a conflict', () => {
    const postal = fakePostal('DE', { '80331': 'München', '10117': 'Berlin' });
    assert.ok((confidences(['Hauptstrasse 1', '80331 München'], 'DE', postal).townName ?? 0) >= 0.97);
    assert.ok((confidences(['Hauptstrasse 1', '80331 Berlin'], 'DE', postal).townName ?? 1) < 0.8);
    assert.ok((confidences(['Hauptstrasse 1', '80331 Nirgendwo'], 'DE', postal).townName ?? 1) < 0.8);
  });
  test('transliterated umlauts and postal districts still confirm', () => {
    const postal = fakePostal('DE', { '80331': 'München' });
    assert.ok((confidences(['HAUPTSTRASSE 1', '80331 MUENCHEN'], 'DE', postal).townName ?? 0) >= 0.97);
  });
  test('the reference names the country when nothing else does', () => {
    const postal = fakePostal('AT', { '1010': 'Wien' });
    const v = parse(['Schwarzenbergplatz 3', '1010 Wien'], undefined, postal);
    assert.equal(v.country, 'AT');
    assert.equal(v.postCode, '1010');
  });
  test('every confidence is within 0..1', () => {
    const result = structureAddress({ lines: ['Flat 2, 15 Baker Street', 'London W1U 3BW', 'UK'], known: {} });
    for (const field of Object.values(result.fields)) assert.ok(field.confidence >= 0 && field.confidence <= 1);
  });
});
