// Imported postal data (GeoNames postal format, loaded by `npm run postal:import`) laid over the
// bundled reference: for each imported country its postcodes and pairs come from the import only,
// while the bundled towns stay known (they carry the exonyms an import file lacks).
import { foldText } from '../countries';
import { townKey } from './builder';
import { addCountryTown, builderTownsOfKey, emptyCountryBuilder, indexKey, pack, unpack, type CountryBuilder } from './countryBuilder';
import { builtCountry, type CountryIndex, type CountrySource } from './countryIndex';

export interface ImportedPostalRow {
  country: string;
  postcode: string;
  placeName: string;
  admin1Name?: string | null;
  admin1Code?: string | null;
}

/** A copy of a bundled country that can take imported rows without touching the shared original. */
function copyForImport(bundled: CountryIndex | undefined, country: string): CountryBuilder {
  if (!bundled) return emptyCountryBuilder(country);
  return { ...unpack(bundled), postcodes: new Map() }; // the import replaces the bundled postcodes of its countries
}

function matchesAdmin(index: CountryBuilder, town: number, row: ImportedPostalRow): boolean {
  const subdivisions = index.subdivisions[town]!;
  if (subdivisions.length === 0 || (!row.admin1Name && !row.admin1Code)) return true;
  const wanted = [row.admin1Code, row.admin1Name].filter((v): v is string => !!v).map(foldText);
  return subdivisions.some((s) => wanted.includes(foldText(s)) || wanted.includes(foldText(index.admin1.get(s) ?? '')));
}

/** Only the imported countries are built here; the others stay as they are (built on first use). */
export function applyImportedRows(bundled: ReadonlyMap<string, CountrySource>, rows: readonly ImportedPostalRow[]): Map<string, CountrySource> {
  const result = new Map(bundled);
  const copied = new Map<string, CountryBuilder>();
  for (const row of rows) {
    let index = copied.get(row.country);
    if (!index) {
      index = copyForImport(bundled.get(row.country)?.get(), row.country);
      copied.set(row.country, index);
    }
    const key = townKey(row.placeName);
    if (!key) continue;
    let town: number | undefined;
    for (const t of builderTownsOfKey(index, key)) {
      if (!matchesAdmin(index, t, row)) continue;
      if (town === undefined || index.population[t]! > index.population[town]!) town = t;
    }
    if (town === undefined) {
      const subdivisions = [row.admin1Code, row.admin1Name].filter((v): v is string => !!v);
      town = addCountryTown(index, row.placeName, 0, subdivisions, [key]);
    } else {
      indexKey(index, key, town);
    }
    const existing = index.postcodes.get(row.postcode);
    if (!existing) index.postcodes.set(row.postcode, [town]);
    else if (!existing.includes(town)) (existing as number[]).push(town);
  }
  for (const [country, builder] of copied) result.set(country, builtCountry(pack(builder)));
  return result;
}
