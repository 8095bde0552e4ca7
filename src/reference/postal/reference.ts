// The postal reference as the verify step and the structuring engine query it: towns by folded
// name (with exonyms and local spellings), spelling suggestions, postcode-town pairs, coverage.
import { foldName } from './fold';
import { normalisePostcode } from '../postcodes';
import { hashOf } from './keyTable';
import { builtCountry, subdivisionsOf, townsOfKey, type CountryIndex, type CountrySource } from './countryIndex';
import { districtOf } from './postcodeDistrict';
import { POSTCODE_REGIONS, regionPrefix } from './data/postcodeRegions';
import { allowedEdits, boundedDistance, similarity } from './fuzzy';
import type { CountryCoverage, PostalReference, TownEntry, TownMatch } from './types';

const ALTERNATE_SIMILARITY = 0.98;
const NO_TOWNS: readonly TownEntry[] = [];
const NO_MATCHES: readonly TownMatch[] = [];
const NO_POSTCODES: readonly string[] = [];

interface FuzzyIndex {
  /** By key length: the keys of that length and the town each names. */
  byLength: Map<number, FuzzyBucket>;
}

interface FuzzyBucket {
  /** Key numbers (in the country's keys), read in place. */
  keys: number[];
  towns: number[];
  /** Letters and digits present in each key, one bit each: a cheap necessary condition before the distance. */
  masks: number[];
}

/** One bit per letter A-Z and one for any digit or other character. */
function letterMask(key: string, from = 0, to = key.length): number {
  let mask = 0;
  for (let i = from; i < to; i++) {
    const c = key.charCodeAt(i);
    if (c === 32) continue;
    mask |= c >= 65 && c <= 90 ? 1 << (c - 65) : 1 << 26;
  }
  return mask;
}

function bitCount(n: number): number {
  n = n - ((n >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

interface CountryState {
  index: CountryIndex;
  entries: (TownEntry | undefined)[];
  /** Cached matches: exact at 2 * town, alternate at 2 * town + 1 (they are immutable). */
  matches: (TownMatch | undefined)[];
  fuzzy?: FuzzyIndex;
  postcodesOfTown?: Map<number, string[]>;
  pairs?: number;
  /** Folded subdivision codes and names the country's data uses. */
  knownSubdivisions?: Set<string>;
  /**
   * findTown's answers by key, ordered (bounded, FOUND_LIMIT): the structuring engine asks for the
   * same name two or three times an address (4 calls, 1.6 of them a name asked before, on the
   * free-text set), and each answer was sorted with a comparator and mapped again.
   */
  found: Map<number, readonly TownMatch[]>;
}

const FOUND_LIMIT = 2048;

export class PostalReferenceIndex implements PostalReference {
  /** Countries asked for at least once. */
  private readonly states = new Map<string, CountryState>();
  /** Every country: its index is built (or taken from a built source) when first asked for. */
  private readonly countrySources = new Map<string, CountrySource>();

  constructor(countries: Iterable<CountryIndex | CountrySource>, readonly sources: readonly { name: string; version: string; license: string; provides: string }[] = []) {
    for (const country of countries) this.countrySources.set(country.country, isSource(country) ? country : builtCountry(country));
  }

  /** Countries the reference has any data for. */
  countries(): readonly string[] {
    return [...this.countrySources.keys()].sort();
  }

  /** The last country asked for and its state: most calls in a row ask for the same country (an address's). */
  private lastCountry: string | undefined;
  private lastState: CountryState | undefined;

  private state(country: string): CountryState | undefined {
    if (country === this.lastCountry) return this.lastState;
    // The code as given first: nearly always upper case already, and upper-casing it for every
    // call of a loop over countries cost more than the look-up.
    let state = this.states.get(country);
    if (state === undefined) {
      const code = country.toUpperCase();
      state = this.states.get(code);
      if (state === undefined) {
        const source = this.countrySources.get(code);
        if (source === undefined) return undefined;
        state = { index: source.get(), entries: [], matches: [], found: new Map() };
        this.states.set(code, state);
      }
    }
    this.lastCountry = country;
    this.lastState = state;
    return state;
  }

  coverage(country: string): CountryCoverage {
    const state = this.state(country);
    if (!state) return { towns: 0, postcodes: 0, pairs: 0 };
    if (state.pairs === undefined) {
      let pairs = 0;
      const { postcodes } = state.index;
      for (let p = 0; p < postcodes.size; p++) pairs += postcodes.countOf(p);
      state.pairs = pairs;
    }
    return { towns: state.index.names.length, postcodes: state.index.postcodes.size, pairs: state.pairs };
  }

  /**
   * The last name findTown was asked for, its folded key and the key's hash. The structuring
   * engine asks for one name in country after country (a town written without a country is looked
   * for in the 56 main countries, then in the 190 others): folding and hashing the name for each
   * was two thirds of findTown's time, and findTown a fifth of the engine's on such addresses.
   */
  private lastName: string | undefined;
  private lastKey = '';
  private lastHash = 0;

  findTown(country: string, name: string): readonly TownMatch[] {
    const state = this.state(country);
    if (!state) return NO_MATCHES;
    const { keys, primaryKey, population } = state.index;
    if (name !== this.lastName) {
      this.lastKey = foldName(name);
      this.lastHash = hashOf(this.lastKey, 0, this.lastKey.length);
      this.lastName = name;
    }
    const key = keys.findHashed(this.lastKey, this.lastHash);
    if (key < 0) return NO_MATCHES;
    const found = state.found.get(key);
    if (found !== undefined) return found;
    const towns = keys.valuesOf(key);
    // Own-name matches first, then the larger town: "Paris" in FR is the capital before a hamlet.
    // (No named closure here: a hot path, and under tsx every one is renamed when made.)
    const ordered = towns.length > 1 ? towns.sort((a, b) => Number(primaryKey[b] === key) - Number(primaryKey[a] === key) || population[b]! - population[a]!) : towns;
    const matches = ordered.map((t) => this.match(state, t, primaryKey[t] === key));
    if (state.found.size >= FOUND_LIMIT) state.found.clear();
    state.found.set(key, matches);
    return matches;
  }

  suggestTowns(country: string, name: string, limit = 5): readonly TownMatch[] {
    const state = this.state(country);
    const key = foldName(name);
    if (!state || key.length === 0) return NO_MATCHES;
    const fuzzy = (state.fuzzy ??= buildFuzzyIndex(state.index));
    const bound = allowedEdits(key.length);
    if (bound === 0) return NO_MATCHES;
    const best = new Map<number, { distance: number; length: number }>();
    const mask = letterMask(key);
    const keys = state.index.keys.keys;
    const text = keys.allText;
    // Each edit adds or removes at most one letter of each of two kinds.
    const maxMaskDifference = 2 * bound;
    for (let length = key.length - bound; length <= key.length + bound; length++) {
      const bucket = fuzzy.byLength.get(length);
      if (!bucket) continue;
      for (let i = 0; i < bucket.keys.length; i++) {
        if (bitCount(mask ^ bucket.masks[i]!) > maxMaskDifference) continue;
        const candidate = bucket.keys[i]!;
        if (keys.equals(candidate, key)) continue;
        const from = keys.startOf(candidate);
        const distance = boundedDistance(key, text, bound, from, from + length);
        if (distance > bound) continue;
        const town = bucket.towns[i]!;
        const seen = best.get(town);
        if (!seen || distance < seen.distance) best.set(town, { distance, length });
      }
    }
    const ranked = [...best.entries()]
      .map(([town, { distance, length }]) => ({ town, sim: similarity(distance, key.length, length) }))
      .sort((a, b) => b.sim - a.sim || state.index.population[b.town]! - state.index.population[a.town]!)
      .slice(0, limit);
    return ranked.map(({ town, sim }) => ({ ...this.entry(state, town), match: 'fuzzy', similarity: sim }));
  }

  townsForPostcode(country: string, postcode: string): readonly TownEntry[] {
    const state = this.state(country);
    if (!state) return NO_TOWNS;
    const towns = postcodeTowns(state.index, publishedPostcode(country, postcode));
    if (!towns || towns.length === 0) return NO_TOWNS;
    return towns.map((t) => this.entry(state, t));
  }

  postcodesForTown(country: string, townName: string): readonly string[] {
    const state = this.state(country);
    if (!state) return NO_POSTCODES;
    const towns = townsOfKey(state.index, foldName(townName));
    if (towns.length === 0) return NO_POSTCODES;
    const byTown = (state.postcodesOfTown ??= buildPostcodesOfTown(state.index));
    const found = new Set<string>();
    for (const t of towns) for (const code of byTown.get(t) ?? NO_POSTCODES) found.add(code);
    return [...found].sort();
  }

  /** True when the postcode is in the country's list (whether or not its towns are known). Added to the PostalReference contract. */
  hasPostcode(country: string, postcode: string): boolean {
    const state = this.state(country);
    return state ? postcodeTowns(state.index, publishedPostcode(country, postcode)) !== undefined : false;
  }

  /**
   * Whether a subdivision (code or name, any case and accents) is that of a town of this name:
   * true or false, or undefined when the reference knows no subdivision for such a town.
   */
  subdivisionMatches(country: string, townName: string, subdivision: string): boolean | undefined {
    const state = this.state(country);
    if (!state) return undefined;
    const wanted = foldName(subdivision);
    let known = false;
    for (const t of townsOfKey(state.index, foldName(townName))) {
      for (const s of subdivisionsOf(state.index, t)) {
        known = true;
        if (foldName(s) === wanted) return true;
        const name = state.index.admin1.get(s);
        if (name !== undefined && foldName(name) === wanted) return true;
      }
    }
    if (!known) return undefined;
    // Only a subdivision the data knows can contradict: "Bayern" is not wrong because the data says "Bavaria".
    const knownSubdivisions = (state.knownSubdivisions ??= collectSubdivisions(state.index));
    return knownSubdivisions.has(wanted) ? false : undefined;
  }

  postcodeRegionMatches(country: string, townName: string, postcode: string): boolean | undefined {
    const code = country.toUpperCase();
    const table = POSTCODE_REGIONS[code];
    const state = this.state(code);
    if (!table || !state) return undefined;
    const regions = table.regions[regionPrefix(table, publishedPostcode(code, postcode))];
    if (!regions) return undefined;
    const wanted = new Set(regions.map(foldName));
    let known = false;
    for (const t of townsOfKey(state.index, foldName(townName))) {
      const first = subdivisionsOf(state.index, t)[0];
      if (first === undefined) continue;
      known = true;
      if (wanted.has(foldName(state.index.admin1.get(first) ?? first))) return true;
    }
    return known ? false : undefined;
  }

  private match(state: CountryState, town: number, exact: boolean): TownMatch {
    const slot = 2 * town + (exact ? 0 : 1);
    let match = state.matches[slot];
    if (!match) {
      match = { ...this.entry(state, town), match: exact ? 'exact' : 'alternate', similarity: exact ? 1 : ALTERNATE_SIMILARITY };
      state.matches[slot] = match;
    }
    return match;
  }

  private entry(state: CountryState, town: number): TownEntry {
    let entry = state.entries[town];
    if (!entry) {
      const subdivision = displaySubdivision(state.index, subdivisionsOf(state.index, town));
      const population = state.index.population[town] ?? 0;
      entry = { name: state.index.names.at(town), country: state.index.country };
      if (subdivision !== undefined) entry = { ...entry, subdivision };
      if (population > 0) entry = { ...entry, population };
      state.entries[town] = entry;
    }
    return entry;
  }
}

function isSource(country: CountryIndex | CountrySource): country is CountrySource {
  return typeof (country as Partial<CountrySource>).get === 'function';
}

/** Towns of a postcode, or of its district when the data lists districts only. */
function postcodeTowns(index: CountryIndex, published: string): readonly number[] | undefined {
  let p = index.postcodes.find(published);
  if (p < 0) {
    const district = districtOf(published);
    if (district !== undefined) p = index.postcodes.find(district);
  }
  return p < 0 ? undefined : index.postcodes.valuesOf(p);
}

/** The form postcodes are stored in: the national published form, else compact uppercase. */
export function publishedPostcode(country: string, postcode: string): string {
  return normalisePostcode(country, postcode) ?? postcode.toUpperCase().replace(/\s+/g, ' ').trim();
}

// A letter code (US "NY", CH "ZH") is what addresses write; numeric GeoNames codes are shown by name.
function displaySubdivision(index: CountryIndex, subdivisions: readonly string[]): string | undefined {
  const first = subdivisions[0];
  if (first === undefined) return undefined;
  if (/^[A-Z]{1,3}$/.test(first)) return first;
  return index.admin1.get(first) ?? first;
}

function collectSubdivisions(index: CountryIndex): Set<string> {
  const known = new Set<string>();
  for (const [code, name] of index.admin1) {
    known.add(foldName(code));
    known.add(foldName(name));
  }
  for (const list of index.subdivisionLists) for (const s of list) known.add(foldName(s));
  return known;
}

function buildFuzzyIndex(index: CountryIndex): FuzzyIndex {
  const byLength = new Map<number, FuzzyBucket>();
  const keys = index.keys.keys;
  const add = (key: number, town: number) => {
    const length = keys.lengthOf(key);
    let bucket = byLength.get(length);
    if (!bucket) byLength.set(length, (bucket = { keys: [], towns: [], masks: [] }));
    bucket.keys.push(key);
    bucket.towns.push(town);
    bucket.masks.push(letterMask(keys.allText, keys.startOf(key), keys.startOf(key) + length));
  };
  for (let t = 0; t < index.primaryKey.length; t++) add(index.primaryKey[t]!, t);
  for (const [t, alternates] of index.fuzzyAlternates) for (const key of alternates) add(key, t);
  return { byLength };
}

function buildPostcodesOfTown(index: CountryIndex): Map<number, string[]> {
  const byTown = new Map<number, string[]>();
  const { postcodes } = index;
  for (let p = 0; p < postcodes.size; p++) {
    const code = postcodes.keys.at(p);
    for (const t of postcodes.valuesOf(p)) {
      const list = byTown.get(t);
      if (list) list.push(code);
      else byTown.set(t, [code]);
    }
  }
  return byTown;
}
