// The in-memory form of one country's postal data: towns, their lookup keys and postcodes.
// Built by the compiled-file reader (per country, on first use) and by the database override;
// read by PostalReferenceIndex.

export interface CountryIndex {
  readonly country: string;
  /** Display name of each town (local official spelling where known). */
  readonly names: string[];
  readonly population: number[];
  /** Subdivision codes or names of each town; a GeoNames admin1 code comes first. */
  readonly subdivisions: (readonly string[])[];
  /** Folded name or alternate name to the town(s) it names. */
  readonly byKey: Map<string, number | number[]>;
  /** Postcode (published form) to its towns; an empty list means the postcode exists, towns unknown. */
  readonly postcodes: Map<string, readonly number[]>;
  /** Admin1 code to its name. */
  readonly admin1: Map<string, string>;
  /** The folded key of each town's own name (a match on any other key is an alternate-name match). */
  readonly primaryKey: string[];
  /** Alternate keys of the large towns, for spelling suggestions (see FUZZY_ALTERNATE_MIN_POPULATION). */
  readonly fuzzyAlternates: Map<number, readonly string[]>;
}

/** A country's index that may not be built yet: get() builds it on first use, once. */
export interface CountrySource {
  readonly country: string;
  get(): CountryIndex;
}

/** A source for an index that is already built (the database override, tests). */
export function builtCountry(index: CountryIndex): CountrySource {
  return { country: index.country, get: () => index };
}

// Alternate names take part in spelling suggestions only for towns this large: small places
// carry many odd transliterations that would make near-misses of ordinary typos.
export const FUZZY_ALTERNATE_MIN_POPULATION = 50_000;

export function emptyCountryIndex(country: string): CountryIndex {
  return { country, names: [], population: [], subdivisions: [], byKey: new Map(), postcodes: new Map(), admin1: new Map(), primaryKey: [], fuzzyAlternates: new Map() };
}

export function indexKey(index: CountryIndex, key: string, town: number): void {
  const existing = index.byKey.get(key);
  if (existing === undefined) index.byKey.set(key, town);
  else if (typeof existing === 'number') {
    if (existing !== town) index.byKey.set(key, [existing, town]);
  } else if (!existing.includes(town)) existing.push(town);
}

export function townsOfKey(index: CountryIndex, key: string): readonly number[] {
  const found = index.byKey.get(key);
  if (found === undefined) return [];
  return typeof found === 'number' ? [found] : found;
}

/** Adds a town with its keys; returns its index. */
export function addCountryTown(index: CountryIndex, name: string, population: number, subdivisions: readonly string[], keys: readonly string[]): number {
  const town = index.names.length;
  index.names.push(name);
  index.population.push(population);
  index.subdivisions.push(subdivisions);
  index.primaryKey.push(keys[0]!);
  if (population >= FUZZY_ALTERNATE_MIN_POPULATION && keys.length > 1) index.fuzzyAlternates.set(town, keys.slice(1));
  for (const key of keys) indexKey(index, key, town);
  return town;
}
