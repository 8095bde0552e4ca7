import { describe, test, before } from 'node:test';
import assert from 'node:assert/strict';
import { loadReference } from '../../src/reference/postal/loader';
import type { PostalReferenceIndex } from '../../src/reference/postal/reference';
import { boundedDistance, allowedEdits } from '../../src/reference/postal/fuzzy';
import { normaliseDistrict, districtOf } from '../../src/reference/postal/postcodeDistrict';

let postal: PostalReferenceIndex;
before(async () => {
  postal = await loadReference();
});

describe('spelling distance', () => {
  test('a transposition is one edit, a substitution one, beyond the bound is bound + 1', () => {
    assert.equal(boundedDistance('FRANKFRUT', 'FRANKFURT', 2), 1);
    assert.equal(boundedDistance('MUNCHEN', 'MUNCHAN', 2), 1);
    assert.equal(boundedDistance('PARIS', 'LONDON', 2), 3);
    assert.equal(allowedEdits(3), 0);
    assert.equal(allowedEdits(9), 2);
  });
});

describe('postcode districts', () => {
  test('the part before the space of two-part postcodes', () => {
    assert.equal(normaliseDistrict('NL', '1011'), '1011');
    assert.equal(normaliseDistrict('GB', 'sw1a'), 'SW1A');
    assert.equal(normaliseDistrict('DE', '8033'), undefined);
    assert.equal(districtOf('1102 CT'), '1102');
    assert.equal(districtOf('80331'), undefined);
  });
});

describe('bundled postal reference', () => {
  test('finds towns by official name, case- and diacritic-insensitively', () => {
    const [town] = postal.findTown('DE', 'frankfurt AM main');
    assert.equal(town?.name, 'Frankfurt am Main');
    assert.equal(town?.match, 'exact');
    assert.equal(postal.findTown('DE', 'MUNCHEN')[0]?.name, 'München');
    assert.equal(postal.findTown('de', 'münchen')[0]?.match, 'exact');
  });

  test('English exonyms and local names find the same town', () => {
    const pairs: [string, string, string][] = [
      ['DE', 'Munich', 'München'], ['DE', 'Cologne', 'Köln'], ['AT', 'Vienna', 'Wien'], ['PT', 'Lisbon', 'Lisboa'],
      ['PL', 'Warsaw', 'Warszawa'], ['CZ', 'Prague', 'Praha'], ['IT', 'Rome', 'Roma'], ['IT', 'Milan', 'Milano'],
      ['BE', 'Brussels', 'Bruxelles'], ['BE', 'Brussel', 'Bruxelles'], ['NL', 'The Hague', 'Den Haag'], ['NL', "'s-Gravenhage", 'Den Haag'],
      ['CH', 'Geneva', 'Genève'], ['DK', 'Copenhagen', 'København'], ['SE', 'Gothenburg', 'Göteborg'],
    ];
    for (const [country, english, local] of pairs) {
      const [viaEnglish] = postal.findTown(country, english);
      const [viaLocal] = postal.findTown(country, local);
      assert.equal(viaEnglish?.name, local, `${english} in ${country}`);
      assert.equal(viaEnglish?.match, 'alternate');
      assert.equal(viaLocal?.name, local);
      assert.equal(viaLocal?.match, 'exact');
    }
    // Without its umlaut a name is the same name, not an alternate one.
    assert.equal(postal.findTown('CH', 'Zurich')[0]?.name, 'Zürich');
    assert.equal(postal.findTown('CH', 'Zurich')[0]?.match, 'exact');
  });

  test('a town of another country is not found', () => {
    assert.deepEqual(postal.findTown('FR', 'Frankfurt am Main'), []);
    assert.deepEqual(postal.findTown('ZZ', 'Paris'), []);
  });

  test('suggests the right town for a misspelling, best first', () => {
    const [first] = postal.suggestTowns('DE', 'Frankfrut');
    assert.equal(first?.name, 'Frankfurt am Main');
    assert.equal(first?.match, 'fuzzy');
    assert.ok(first!.similarity > 0.8 && first!.similarity < 1);
    assert.equal(postal.suggestTowns('FR', 'Marseile')[0]?.name, 'Marseille');
    assert.deepEqual(postal.suggestTowns('DE', 'Xq'), []);
  });

  test('postcode to town and town to postcode where national lists exist', () => {
    assert.deepEqual(postal.townsForPostcode('DE', '60325').map((t) => t.name), ['Frankfurt am Main']);
    assert.ok(postal.townsForPostcode('FR', '75009').some((t) => t.name === 'Paris'));
    assert.deepEqual(postal.townsForPostcode('FR', '75900'), []);
    assert.ok(postal.postcodesForTown('DE', 'Frankfurt am Main').includes('60325'));
    assert.ok(postal.postcodesForTown('DE', 'Munich').includes('80331'), 'the exonym reaches the postcodes too');
    assert.ok(postal.townsForPostcode('US', '10001').length > 0);
    assert.ok(postal.hasPostcode('DE', 'D-60325'), 'written forms are normalised first');
  });

  test('subdivisions: a known other subdivision contradicts, an unknown spelling cannot', () => {
    assert.equal(postal.subdivisionMatches('US', 'New York', 'ny'), true);
    assert.equal(postal.subdivisionMatches('DE', 'München', 'Bavaria'), true);
    assert.equal(postal.subdivisionMatches('DE', 'München', 'Hesse'), false);
    assert.equal(postal.subdivisionMatches('DE', 'München', 'Freistaat Irgendwo'), undefined);
  });

  test('coverage counts what each country has', () => {
    const de = postal.coverage('DE');
    assert.ok(de.towns > 5000 && de.postcodes > 8000 && de.pairs >= de.postcodes);
    const gb = postal.coverage('GB');
    assert.ok(gb.towns > 1000);
    assert.equal(gb.postcodes, 0);
    assert.deepEqual(postal.coverage('ZZ'), { towns: 0, postcodes: 0, pairs: 0 });
  });
});
