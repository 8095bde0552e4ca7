// The in-memory form of one country's postal data: towns, their lookup keys and postcodes, read by
// PostalReferenceIndex. Read-only and packed (issue 16: memory): names and keys as PackedStrings,
// numbers in typed arrays, keys and postcodes in KeyTables. It is made from a CountryBuilder (see
// countryBuilder.ts) by the compiled-file reader (per country, on first use) and by the database
// override.
import type { KeyTable } from './keyTable';
import type { PackedStrings } from './packedStrings';

export interface CountryIndex {
  readonly country: string;
  /** Display name of each town (local official spelling where known). */
  readonly names: PackedStrings;
  /** Inhabitants of each town (0 when unknown); Int32Array unless a figure needs more. */
  readonly population: Int32Array | Float64Array;
  /** Subdivision codes or names of town t: subdivisionLists[subdivisionOf[t]]; a GeoNames admin1 code comes first. */
  readonly subdivisionLists: readonly (readonly string[])[];
  readonly subdivisionOf: Int32Array;
  /** Folded name or alternate name to the town(s) it names. */
  readonly keys: KeyTable;
  /** The key number (in keys) of each town's own name (a match on any other key is an alternate-name match). */
  readonly primaryKey: Int32Array;
  /** Postcode (published form) to its towns; an empty list means the postcode exists, towns unknown. */
  readonly postcodes: KeyTable;
  /** Admin1 code to its name. */
  readonly admin1: ReadonlyMap<string, string>;
  /** Alternate key numbers of the large towns, for spelling suggestions (see FUZZY_ALTERNATE_MIN_POPULATION). */
  readonly fuzzyAlternates: ReadonlyMap<number, readonly number[]>;
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

const NO_TOWNS: readonly number[] = Object.freeze([]);

/** Towns the folded key names, in the order the data lists them. */
export function townsOfKey(index: CountryIndex, key: string): readonly number[] {
  const k = index.keys.find(key);
  return k < 0 ? NO_TOWNS : index.keys.valuesOf(k);
}

export function subdivisionsOf(index: CountryIndex, town: number): readonly string[] {
  return index.subdivisionLists[index.subdivisionOf[town]!]!;
}
