// One country's postal data while it is being read or changed: plain arrays and Maps that take
// towns, keys and postcodes one at a time (the compiled-file reader, the database override), then
// packed once into the read-only CountryIndex the reference answers from (pack).
import { KeyTable } from './keyTable';
import { ownCopy, PackedStrings } from './packedStrings';
import type { CountryIndex } from './countryIndex';

export interface CountryBuilder {
  readonly country: string;
  readonly names: string[];
  readonly population: number[];
  /** Subdivision codes or names of each town; a GeoNames admin1 code comes first. */
  readonly subdivisions: (readonly string[])[];
  /** Folded name or alternate name to the town(s) it names. */
  readonly byKey: Map<string, number | number[]>;
  /** Postcode (published form) to its towns; an empty list means the postcode exists, towns unknown. */
  readonly postcodes: Map<string, readonly number[]>;
  readonly admin1: Map<string, string>;
  /** The folded key of each town's own name. */
  readonly primaryKey: string[];
  /** Alternate keys of the large towns, for spelling suggestions (see FUZZY_ALTERNATE_MIN_POPULATION). */
  readonly fuzzyAlternates: Map<number, readonly string[]>;
}

// Alternate names take part in spelling suggestions only for towns this large: small places
// carry many odd transliterations that would make near-misses of ordinary typos.
export const FUZZY_ALTERNATE_MIN_POPULATION = 50_000;

export function emptyCountryBuilder(country: string): CountryBuilder {
  return { country, names: [], population: [], subdivisions: [], byKey: new Map(), postcodes: new Map(), admin1: new Map(), primaryKey: [], fuzzyAlternates: new Map() };
}

export function indexKey(builder: CountryBuilder, key: string, town: number): void {
  const existing = builder.byKey.get(key);
  if (existing === undefined) builder.byKey.set(key, town);
  else if (typeof existing === 'number') {
    if (existing !== town) builder.byKey.set(key, [existing, town]);
  } else if (!existing.includes(town)) existing.push(town);
}

export function builderTownsOfKey(builder: CountryBuilder, key: string): readonly number[] {
  const found = builder.byKey.get(key);
  if (found === undefined) return [];
  return typeof found === 'number' ? [found] : found;
}

/** Adds a town with its keys; returns its index. */
export function addCountryTown(builder: CountryBuilder, name: string, population: number, subdivisions: readonly string[], keys: readonly string[]): number {
  const town = builder.names.length;
  builder.names.push(name);
  builder.population.push(population);
  builder.subdivisions.push(subdivisions);
  builder.primaryKey.push(keys[0]!);
  if (population >= FUZZY_ALTERNATE_MIN_POPULATION && keys.length > 1) builder.fuzzyAlternates.set(town, keys.slice(1));
  for (const key of keys) indexKey(builder, key, town);
  return town;
}

/** The read-only index of the builder's data (the builder can be dropped after). */
export function pack(builder: CountryBuilder): CountryIndex {
  const keys = KeyTable.of(builder.byKey);
  const keyNumber = (key: string): number => {
    const k = keys.find(key);
    if (k < 0) throw new Error(`${builder.country}: a town's key is not indexed: ${key}`);
    return k;
  };
  // Most towns share one of a few subdivision lists: each distinct list is held once.
  const listNumbers = new Map<string, number>();
  const subdivisionLists: (readonly string[])[] = [];
  const subdivisionOf = new Int32Array(builder.names.length);
  builder.subdivisions.forEach((list, town) => {
    const text = list.join('\t');
    let n = listNumbers.get(text);
    if (n === undefined) {
      listNumbers.set(text, (n = subdivisionLists.length));
      subdivisionLists.push(Object.freeze(list.map(ownCopy)));
    }
    subdivisionOf[town] = n;
  });
  return {
    country: builder.country,
    names: PackedStrings.of(builder.names),
    population: builder.population.every((p) => p === (p | 0)) ? Int32Array.from(builder.population) : Float64Array.from(builder.population),
    subdivisionLists,
    subdivisionOf,
    keys,
    primaryKey: Int32Array.from(builder.primaryKey, keyNumber),
    postcodes: KeyTable.of(builder.postcodes),
    admin1: new Map([...builder.admin1].map(([code, name]) => [ownCopy(code), ownCopy(name)])),
    fuzzyAlternates: new Map([...builder.fuzzyAlternates].map(([town, alternates]) => [town, alternates.map(keyNumber)])),
  };
}

/** A builder holding a copy of the index's data (the database override adds imported rows to it). */
export function unpack(index: CountryIndex): CountryBuilder {
  const byKey = new Map<string, number | number[]>();
  for (const [key, towns] of index.keys.entries()) byKey.set(key, towns.length === 1 ? towns[0]! : towns);
  return {
    country: index.country,
    names: [...index.names],
    population: [...index.population],
    subdivisions: Array.from(index.subdivisionOf, (n) => [...index.subdivisionLists[n]!]),
    primaryKey: Array.from(index.primaryKey, (k) => index.keys.keys.at(k)),
    fuzzyAlternates: new Map([...index.fuzzyAlternates].map(([town, alternates]) => [town, alternates.map((k) => index.keys.keys.at(k))])),
    byKey,
    postcodes: new Map(index.postcodes.entries()),
    admin1: new Map(index.admin1),
  };
}
