// What the postal reference answers. Built from bundled npm data, optionally overridden per
// country by data an operator imported into the database. Only postal values come in.

export interface TownEntry {
  /** Official (local-language) name as the reference spells it. */
  readonly name: string;
  readonly country: string;
  /** Subdivision code or name where known (e.g. "BY", "Île-de-France"). */
  readonly subdivision?: string;
  /** Inhabitants where the data knows them (0 or absent when unknown): ranks towns of the same name. */
  readonly population?: number;
}

export interface TownMatch extends TownEntry {
  /** How the query matched: exact (diacritic/case-insensitive), alternate (exonym or local name), fuzzy (spelling distance). */
  readonly match: 'exact' | 'alternate' | 'fuzzy';
  /** 0..1, 1 for exact. */
  readonly similarity: number;
}

export interface CountryCoverage {
  readonly towns: number;
  readonly postcodes: number;
  /** Number of postcode-town pairs known. */
  readonly pairs: number;
}

export interface PostalReference {
  coverage(country: string): CountryCoverage;
  /** Towns whose name or alternate name equals `name` (diacritic- and case-insensitive). */
  findTown(country: string, name: string): readonly TownMatch[];
  /** Towns within a small spelling distance of `name`, best first. */
  suggestTowns(country: string, name: string, limit?: number): readonly TownMatch[];
  /** Towns that the postcode belongs to (empty when unknown). */
  townsForPostcode(country: string, postcode: string): readonly TownEntry[];
  /** Postcodes of a town (empty when unknown). */
  postcodesForTown(country: string, townName: string): readonly string[];
  /** True when the postcode (or its district, where the data lists districts) is in the country's list. */
  hasPostcode(country: string, postcode: string): boolean;
  /**
   * Whether a subdivision (code or name, case- and diacritic-insensitive) is that of a town of this
   * name: true or false, undefined when the reference cannot tell (no subdivision known for such a
   * town, or a value it does not know at all, e.g. a local-language name where the data is English).
   */
  subdivisionMatches(country: string, townName: string, subdivision: string): boolean | undefined;
  /**
   * Whether the subdivision a postcode's prefix implies (POSTCODE_REGIONS: CA, ES, AT, GB, IT, BE) is that of
   * a town of this name: undefined where there is no table, or the town's subdivision is unknown.
   * Optional so that stand-in references of tests need not implement it.
   */
  postcodeRegionMatches?(country: string, townName: string, postcode: string): boolean | undefined;
  /** Countries with any data, sorted. */
  countries(): readonly string[];
}
