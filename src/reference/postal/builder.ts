// Assembles the postal reference from its sources: GeoNames towns first, then national postcode
// lists whose localities are merged into those towns by folded name (and subdivision).
import { foldText } from '../countries';
import { normalisePostcode } from '../postcodes';
import { allowedEdits, boundedDistance } from './fuzzy';

/** A town while the reference is being built. Keys are folded names; the first is the name's own. */
export interface BuildTown {
  name: string;
  population: number;
  /** Subdivision codes or names the town belongs to (GeoNames admin1 code first where known). */
  subdivisions: string[];
  keys: string[];
  /** Leading characters (POSTAL_REGION_LENGTH) of the postcodes the lists gave the town so far. */
  regions?: Set<string>;
}

// A postal region: the leading characters a postcode shares with its neighbours (DE "10" Berlin).
const POSTAL_REGION_LENGTH = 2;
// A list may name a town by an alternate name that is no spelling of the GeoNames one only for
// towns this large (exonyms: Munich/München, Bijapur/Vijayapura); a small town's alternates are
// mostly former names or neighbouring villages (Norwood OH's "Sharpsburg").
const EXONYM_MIN_POPULATION = 100_000;

export interface BuildCountry {
  towns: BuildTown[];
  byKey: Map<string, number[]>;
  /** Postcode (published form) to indices of its towns; an empty set means "exists, town unknown". */
  postcodes: Map<string, Set<number>>;
  /** Admin1 code to its name. */
  admin1: Map<string, string>;
}

/** A locality of a national postcode list. */
export interface PostalLocality {
  country: string;
  postcode: string;
  place: string;
  /** Subdivision as the list gives it (code or name), used to tell namesakes apart. */
  subdivision?: string;
  /** More names of the same place (e.g. the Swedish name of a Finnish locality). */
  alternates?: readonly string[];
  /** True when the list spells names the local official way, so it may replace an English name. */
  localSpelling?: boolean;
}

export interface SourceNote {
  name: string;
  version: string;
  license: string;
  provides: string;
}

const MAX_KEY_LENGTH = 48;

/** Folded key usable for lookup, or undefined for names that fold to nothing useful. */
export function townKey(name: string): string | undefined {
  const key = foldText(name);
  if (key.length < 2 || key.length > MAX_KEY_LENGTH) return undefined;
  return key;
}

/** "SYDNEY SOUTH" -> "Sydney South": lists that publish capitals only get readable names. */
export function titleCase(name: string): string {
  if (name !== name.toUpperCase()) return name;
  return name.toLowerCase().replace(/(^|[\s\-'’(/])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}

export class ReferenceBuilder {
  readonly countries = new Map<string, BuildCountry>();
  readonly sources: SourceNote[] = [];

  country(code: string): BuildCountry {
    let c = this.countries.get(code);
    if (!c) {
      c = { towns: [], byKey: new Map(), postcodes: new Map(), admin1: new Map() };
      this.countries.set(code, c);
    }
    return c;
  }

  addTown(country: string, name: string, population: number, subdivisions: readonly string[], alternates: readonly string[]): number | undefined {
    const key = townKey(name);
    if (!key) return undefined;
    const c = this.country(country);
    const town: BuildTown = { name, population, subdivisions: subdivisions.filter((s) => s !== ''), keys: [key] };
    const index = c.towns.length;
    c.towns.push(town);
    this.indexKey(c, key, index);
    for (const alt of alternates) this.addAlternate(country, index, alt);
    return index;
  }

  addAlternate(country: string, index: number, name: string): void {
    const key = townKey(name);
    const c = this.country(country);
    const town = c.towns[index];
    if (!key || !town || town.keys.includes(key)) return;
    town.keys.push(key);
    this.indexKey(c, key, index);
  }

  /** Renames a town to its local official spelling; the former name stays a lookup key. */
  rename(country: string, index: number, localName: string): void {
    const town = this.country(country).towns[index];
    if (!town) return;
    const key = townKey(localName);
    if (!key) return;
    town.name = localName;
    if (town.keys.includes(key)) town.keys.splice(town.keys.indexOf(key), 1);
    town.keys.unshift(key);
    this.indexKey(this.country(country), key, index);
  }

  /** The most populous town that a name (or alternate name) means, if any. */
  topTown(country: string, name: string): number | undefined {
    const key = townKey(name);
    const c = this.countries.get(country);
    if (!key || !c) return undefined;
    let best: number | undefined;
    for (const i of c.byKey.get(key) ?? []) if (best === undefined || c.towns[i]!.population > c.towns[best]!.population) best = i;
    return best;
  }

  /** Marks a postcode as existing without knowing its towns. */
  addPostcode(country: string, postcode: string): string | undefined {
    const code = normalisePostcode(country, postcode);
    if (!code) return undefined;
    const c = this.country(country);
    if (!c.postcodes.has(code)) c.postcodes.set(code, new Set());
    return code;
  }

  private readonly deferred: PostalLocality[] = [];

  /**
   * Merges a postcode list locality into the towns and records the postcode-town pair. A locality
   * that only an alternate name of a town matches waits for settleLocalities(): by then the towns
   * that carry the name as their own have their postcodes, and the alternate match can be judged.
   */
  addLocality(locality: PostalLocality): boolean {
    const code = normalisePostcode(locality.country, locality.postcode);
    const key = townKey(locality.place);
    if (!code || !key) return false;
    const c = this.country(locality.country);
    const own = this.matchTown(c, key, locality.subdivision, (t) => t.keys[0] === key);
    if (own !== undefined) return this.attach(locality, code, own);
    if (this.matchTown(c, key, locality.subdivision, () => true) !== undefined) {
      this.deferred.push(locality);
      return true;
    }
    return this.attach(locality, code, undefined);
  }

  /**
   * Places the localities that matched a town through an alternate name only. The match stands
   * when the alternate is a spelling variant of the name and the town has no postcode yet or one
   * in the same postal region (Rockville Center), or when a large town has no postcode under its
   * own name (Munich, listed as München);
   * otherwise the locality is another place that shares the alternate name (the village Perlin,
   * 19209, is not Berlin, whose GeoNames alternates include "Perlin"; Oldtown MD is not Baltimore)
   * and becomes a town of its own.
   */
  settleLocalities(): void {
    const pending = this.deferred.splice(0);
    for (const locality of pending) {
      const code = normalisePostcode(locality.country, locality.postcode)!;
      const key = townKey(locality.place)!;
      const c = this.country(locality.country);
      const region = code.slice(0, POSTAL_REGION_LENGTH);
      const own = this.matchTown(c, key, locality.subdivision, (t) => t.keys[0] === key);
      const variant = (t: BuildTown) => boundedDistance(key, t.keys[0]!, allowedEdits(key.length)) <= allowedEdits(key.length);
      const accept = (t: BuildTown) => (variant(t) ? !t.regions || t.regions.has(region) : !t.regions && t.population >= EXONYM_MIN_POPULATION);
      const viaAlternate = own ?? this.matchTown(c, key, locality.subdivision, accept);
      this.attach(locality, code, viaAlternate);
    }
  }

  private attach(locality: PostalLocality, code: string, index: number | undefined): boolean {
    const c = this.country(locality.country);
    const key = townKey(locality.place)!;
    if (!c.postcodes.has(code)) c.postcodes.set(code, new Set());
    let townIndex: number;
    if (index === undefined) {
      const subdivisions = locality.subdivision ? [locality.subdivision] : [];
      townIndex = this.addTown(locality.country, titleCase(locality.place), 0, subdivisions, locality.alternates ?? [])!;
    } else {
      townIndex = index;
      const town = c.towns[index]!;
      if (locality.subdivision && !town.subdivisions.includes(locality.subdivision)) town.subdivisions.push(locality.subdivision);
      // Matched through an alternate name: the list's own spelling is the local one (Munich -> München).
      if (locality.localSpelling && town.keys[0] !== key && locality.place !== locality.place.toUpperCase()) this.rename(locality.country, index, locality.place);
      for (const alt of locality.alternates ?? []) this.addAlternate(locality.country, index, alt);
    }
    const town = c.towns[townIndex]!;
    (town.regions ??= new Set()).add(code.slice(0, POSTAL_REGION_LENGTH));
    c.postcodes.get(code)!.add(townIndex);
    return true;
  }

  /** The town a folded name means among those `accept` admits: same subdivision when the list gives one, else the most populous. */
  private matchTown(c: BuildCountry, key: string, subdivision: string | undefined, accept: (town: BuildTown) => boolean): number | undefined {
    const candidates = c.byKey.get(key);
    if (!candidates || candidates.length === 0) return undefined;
    let best: number | undefined;
    for (const i of candidates) {
      const town = c.towns[i]!;
      if (!accept(town)) continue;
      if (subdivision && town.subdivisions.length > 0 && !this.sameSubdivision(c, town, subdivision)) continue;
      if (best === undefined || town.population > c.towns[best]!.population) best = i;
    }
    return best;
  }

  private sameSubdivision(c: BuildCountry, town: BuildTown, subdivision: string): boolean {
    const wanted = foldText(subdivision);
    return town.subdivisions.some((s) => foldText(s) === wanted || foldText(c.admin1.get(s) ?? '') === wanted);
  }

  private indexKey(c: BuildCountry, key: string, index: number): void {
    const list = c.byKey.get(key);
    if (!list) c.byKey.set(key, [index]);
    else if (!list.includes(index)) list.push(index);
  }
}
