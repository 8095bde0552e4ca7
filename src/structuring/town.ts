// Finds the town zone: the town beside the postcode (or the last segment when there is none), a
// subdivision written with it, a district or ward just before it; and splits a one-line address
// ("Hauptstrasse 5 80331 München") into its street part and its town part.
import { POSTAL_DISTRICT_COUNTRIES } from './tables/postalDistricts';
import type { PostalReference } from '../reference/postal/types';
import { foldKey, FLOOR_POST, FLOOR_PRE, FLOOR_SOLO, SUBDIVISION_MARK, ROOM_PRE, cityWithoutSuffix, DIRECTIONS, endsWithDistrictSuffix, hasDigit, isBareStreetType, isHouseNumber, isStreetKey, POSTCODE_MARK, DISTRICT_MARK, POST_BOX, NAME, NUMBER_MARK, CARE_OF, SAINT_WORDS } from './lexicon';
import { maxSubdivisionWords, subdivisionCodeOrName, subdivisionsFromIso } from './subdivision';
import { CITY_STATES, CITY_SUFFIX_DROPPED, DISTRICT_BEFORE_CAPITAL, DISTRICT_SLASH_TOWN, DISTRICT_WORD_IS_LOCALITY, POST_OFFICE_TOWNS } from './tables/conventions';
import { postcodeAfterTown } from './tables/formats';
import { STREET_TYPES_LAST, TOWN_COMPASS_WORDS } from './tables/keywords';
import { phraseHeads, takePostBox } from './street';
import { areaField, areaLabel, gluedAreaLabel } from './areas';
import type { PostcodeFinding } from './postcode';
import { makeSegment, segmentText, subSegment, type Segment } from './tokens';
import { isRegionQualifier, LINKING, namesCountries, type CountryFinding } from './country';
import { findTownLoosely, lookupPostcode, townFitsPostcode } from './townMatch';

export interface Valued {
  value: string;
  confidence: number;
}

export interface TownZone {
  town?: Valued;
  subdivision?: Valued;
  district?: Valued;
  /** A place within the town (HK area) found with the town. */
  locality?: Valued;
  /** Segments before the town zone (street area), in order, including split-off street parts. */
  before: Segment[];
  /** Segments after the town zone that nothing claimed (kept for the street-area classifier). */
  after: Segment[];
}

interface Words {
  words: string[];
  keys: string[];
}

/** Takes a subdivision off the end (or the start) of the town words. */
function takeSubdivision(country: string | undefined, w: Words, besidePostcode = false, postal?: PostalReference): string | undefined {
  if (country === undefined || w.words.length === 0) return undefined;
  // One word more than the longest name: a label may open it ("SWORDS CO. DUBLIN").
  const max = Math.min(maxSubdivisionWords(country) + 1, w.words.length);
  const keepOne = subdivisionsFromIso(country);
  // "STRATFORD UPON AVON": words the reference knows whole as a town keep the subdivision's name
  // that ends them (Avon, a former county, is no subdivision of Stratford, which is in Warwickshire).
  if (postal !== undefined && w.words.length > 1 && !w.words.some(hasDigit) && postal.findTown(country, w.words.join(' ')).some((m) => m.match === 'exact')) return undefined;
  for (let n = max; n >= 1; n--) {
    const from = w.words.length - n;
    // An ISO name counts only after a town that stays ("Manchester England"), not after a street
    // ("58 Zachary Street Valletta": Valletta is the town there, also a Maltese council), unless a
    // town the reference knows ends the street's words ("HILLS ROAD CAMBRIDGE CAMBRIDGESHIRE").
    const before: Words = { words: w.words.slice(0, from), keys: w.keys.slice(0, from) };
    // "OBARRIO CIUDAD DE PANAMA": a region's name after a linking word ends a town's name.
    if (from > 0 && LINKING.has(w.keys[from - 1] as string)) continue;
    if (keepOne && (from === 0 || before.words.some(hasDigit) || (wordsLookLikeStreet(before) && !endsWithKnownTown(before, country, postal)))) continue;
    // "SWORDS CO. DUBLIN": a subdivision with its label after the town, as written.
    const marked = from > 0 && n >= 2 && n <= 3 && SUBDIVISION_MARK.has(w.keys[from] as string) && !w.words.slice(from).some((x) => /\d/.test(x)) ? w.words.slice(from).join(' ') : undefined;
    const found = marked ?? subdivisionCodeOrName(country, w.words, from, w.words.length, besidePostcode && n === 1 && from > 0);
    if (found !== undefined) {
      // "CO ANTRIM BT1 3AL": the name's label before it is the subdivision's, not a town ("Antrim" is a town too).
      const labelled = marked === undefined && from > 0 && SUBDIVISION_MARK.has(w.keys[from - 1] as string);
      const cut = labelled ? from - 1 : from;
      const value = labelled ? w.words.slice(cut).join(' ') : found;
      w.words = w.words.slice(0, cut);
      w.keys = w.keys.slice(0, cut);
      return value;
    }
  }
  return undefined;
}

/** Whether the words end with a town the reference knows by that exact name, after other words. */
function endsWithKnownTown(w: Words, country: string, postal: PostalReference | undefined): boolean {
  if (postal === undefined) return false;
  for (let len = Math.min(3, w.words.length - 1); len >= 1; len--) {
    const tail = w.words.slice(w.words.length - len);
    if (tail.some(hasDigit) || isStreetKey(w.keys[w.keys.length - len] as string)) continue;
    if (postal.findTown(country, tail.join(' ')).some((m) => m.match === 'exact')) return true;
  }
  return false;
}

/**
 * Drops a "PLZ", "C.P.", "CEP", "Postal Code" written right beside the postcode (the end of the
 * words before it, or the start of those after): a mark of one or two words.
 */
const POSTCODE_MARK_HEADS = phraseHeads(POSTCODE_MARK);
const POST_BOX_HEADS = phraseHeads(POST_BOX);

function stripPostcodeMarks(w: Words, side: 'before' | 'after'): void {
  for (;;) {
    const n = w.keys.length;
    // The two words at that edge, in the order written, and the one word touching the postcode.
    const first = (side === 'before' ? w.keys[n - 2] : w.keys[0]) as string;
    const touching = (side === 'before' ? w.keys[n - 1] : w.keys[0]) as string;
    // Speed: the pair is joined and looked up only when its first word opens a mark of two words
    // or more (joining and hashing it for every town zone was 0.6 % of the engine).
    const pair = n >= 2 && POSTCODE_MARK_HEADS.has(first) ? (side === 'before' ? `${first} ${w.keys[n - 1]}` : `${first} ${w.keys[1]}`) : undefined;
    const width = pair !== undefined && POSTCODE_MARK.has(pair) ? 2 : n >= 1 && POSTCODE_MARK.has(touching) ? 1 : 0;
    if (width === 0) return;
    const from = side === 'before' ? n - width : 0;
    w.words.splice(from, width);
    w.keys.splice(from, width);
  }
}

/** Which half of "A/B" is the town: the one the reference knows as ten times the other's size, else the country's writing order. */
function slashTownSide(left: string, right: string, country: string | undefined, postal: PostalReference | undefined): 'left' | 'right' | undefined {
  if (postal && country) {
    const size = (name: string): number => Math.max(0, ...findTownLoosely(postal, country, name).filter((m) => m.match === 'exact').map((m) => m.population ?? 0));
    // "TURKU/ABO", "HELSINKI/HELSINGFORS": two names of one town are no town and district.
    const names = (name: string): string[] => findTownLoosely(postal, country, name).map((m) => m.name);
    const leftNames = names(left);
    if (names(right).some((name) => leftNames.includes(name))) return undefined;
    const l = size(left);
    const r = size(right);
    if (r >= 100_000 && r >= 10 * l) return 'right';
    if (l >= 100_000 && l >= 10 * r) return 'left';
  }
  return country !== undefined && DISTRICT_SLASH_TOWN.has(country) ? 'right' : undefined;
}

/** How many words open `w` as a post box with its number ("PO BOX 950545", "P.O. Box LG 25"), else 0: takePostBox's reading. */
function postBoxLength(w: Words, country: string | undefined): number {
  const rest = { words: w.words.slice(), keys: w.keys.slice() };
  if (takePostBox(rest, country, true) === undefined) return 0;
  const taken = w.words.length - rest.words.length;
  return rest.words.every((word, i) => word === w.words[taken + i]) ? taken : 0;
}

/** Words that name the kind of a place ("Toyota City"), never a place of their own. */
const TOWN_KIND: ReadonlySet<string> = new Set(['city', 'town', 'district', 'municipality', 'shi', 'si', 'gun', 'ku', 'cedex', 'village', 'township', 'county']);

/**
 * Indonesian compass words that, after a town's name, name a city of its own ("Jakarta Selatan",
 * an administrative city). English ones ("MUMBAI CENTRAL", "LONDON WEST") name a station or an
 * area, and the town stays the town.
 */
const TOWN_COMPASS: ReadonlySet<string> = new Set(TOWN_COMPASS_WORDS);

/** Marks written before a town's name in Russian, Ukrainian and Belarusian addresses ("г. Москва", "м. Київ"). */
const TOWN_MARK: ReadonlySet<string> = new Set(['г.', 'г', 'гор.', 'город', 'м.', 'місто', 'г.п.', 'гр.', 'гр']);

/** Drops a town mark opening the words ("г. Москва" -> "Москва"), when a name follows it. */
function stripTownMark(w: Words): void {
  if (w.keys.length > 1 && TOWN_MARK.has(w.keys[0] as string)) {
    w.words = w.words.slice(1);
    w.keys = w.keys.slice(1);
  }
}

function wordsLookLikeStreet(w: Words): boolean {
  for (let i = 0; i < w.words.length; i++) {
    const key = w.keys[i] as string;
    // "ST ANDREWS FIFE": "St" before a name is Saint, as in looksLikeStreet.
    if (isHouseNumber(w.words[i] as string) || (isStreetKey(key) && !(SAINT_WORDS.has(key) && i + 1 < w.words.length))) return true;
  }
  return false;
}

/** True when a segment reads as street material rather than a town. */
function looksLikeStreet(seg: Segment): boolean {
  let number = false;
  let numberFirst = false;
  let street = false;
  for (let i = 0; i < seg.keys.length; i++) {
    const key = seg.keys[i] as string;
    if (isHouseNumber(seg.words[i] as string)) {
      number = true;
      if (i === 0) numberFirst = true;
    }
    // "ST HELIER": "St" before a name is Saint.
    if (isStreetKey(key) && !(SAINT_WORDS.has(key) && i + 1 < seg.keys.length)) street = true;
    // (The pair is joined only when the key opens a mark of two words: POST_BOX_HEADS, for speed.)
    if (i === 0 && (POST_BOX.has(key) || (seg.keys.length > 1 && POST_BOX_HEADS.has(key) && POST_BOX.has(`${key} ${seg.keys[1]}`)))) return true;
  }
  if (CARE_OF.has(seg.keys[0] as string)) return true;
  // "д. 5", "No. 12", "Plot 33": a marked house number.
  if (seg.words.length > 1 && NUMBER_MARK.has(seg.keys[0] as string) && isHouseNumber(seg.words[1] as string)) return true;
  // "Dublin 2" and "Praha 1" are towns with a postal district, not streets; "La Bolsa 64 Santiago" is a street and a town.
  let numberInside = false;
  for (let i = 1; i < seg.words.length - 1; i++) if (isHouseNumber(seg.words[i] as string)) numberInside = true;
  return (numberFirst && seg.words.length > 1) || (street && seg.words.length > 1) || (number && street) || (numberInside && seg.words.length > 2);
}

function looksLikeName(seg: Segment): boolean {
  for (let i = 0; i < seg.keys.length; i++) {
    const key = seg.keys[i] as string;
    // "CO WICKLOW" is County Wicklow; "ACME CO" a company.
    if (NAME.has(key) && !(SUBDIVISION_MARK.has(key) && i + 1 < seg.keys.length)) return true;
  }
  return false;
}

/**
 * Splits words that hold street and town together ("10 Downing Street London", "Hauptstrasse 5
 * München"): the town is what follows the street (its type word, direction, or number).
 * Returns the index where the town starts, or -1 when the words show no street.
 */
/** Particles inside street names ("Rue de Rivoli", "Via della Spiga", "Avenue of the Americas"). */
const STREET_PARTICLES: ReadonlySet<string> = new Set(['a', 'al', 'de', 'du', 'des', 'd', 'la', 'le', 'les', 'del', 'della', 'dei', 'di', 'da', 'do', 'dos', 'das', 'van', 'von', 'der', 'den', 'of', 'the']);

/**
 * A town read off the end of a street line must leave the street whole. A town known to the
 * reference can be a street word too ("Street" is a town in Somerset; "Rivoli" in Piedmont), so
 * the split is refused when the town would start with a street-type word ("10 Downing | Street"),
 * when the street would end in a particle ("1 Rue de | Rivoli"), or when, after its house number,
 * the street would be a street-type word alone ("1 Rue | de Rivoli").
 */
function leavesStreetWhole(w: Words, boundary: number): boolean {
  // "ST HELIER", "ST. GALLEN": "St" before a name is Saint, not Street.
  const saint = SAINT_WORDS.has(w.keys[boundary] as string) && boundary + 1 < w.words.length;
  if (isBareStreetType(w.keys[boundary] as string) && !saint) return false;
  if (STREET_PARTICLES.has(w.keys[boundary - 1] as string)) return false;
  let first = 0;
  while (first < boundary && isHouseNumber(w.words[first] as string)) first++;
  return !(boundary - first === 1 && isBareStreetType(w.keys[first] as string));
}

/** Where a town the reference knows ends the words, leaving the street before it whole, or -1. */
function referenceTownBoundary(w: Words, country: string | undefined, postal: PostalReference | undefined): number {
  const n = w.words.length;
  if (!postal || !country) return -1;
  // "COLLEGE GREEN DUBLIN 2", "BEAUMONT ROAD DUBLIN 9": a town with its postal district's number,
  // where the country writes one ("ACME SRL VIA TORINO 12" is a street and its building number:
  // seventh review).
  const district = n >= 3 && POSTAL_DISTRICT_COUNTRIES.has(country) && POSTAL_DISTRICT.test(w.words[n - 1] as string) ? 1 : 0;
  for (let len = Math.min(4, n - 1); len >= 1; len--) {
    const candidate = w.words.slice(n - len).join(' ');
    if (leavesStreetWhole(w, n - len) && postal.findTown(country, candidate).length > 0) return n - len;
    if (district && len >= 2 && leavesStreetWhole(w, n - len) && postal.findTown(country, w.words.slice(n - len, n - 1).join(' ')).some((m) => m.match === 'exact')) return n - len;
  }
  return -1;
}

/** The number of a town's postal district, written after its name ("Dublin 2", "Praha 1", "Colombo 03"). */
const POSTAL_DISTRICT = /^\d{1,2}$/;

const LATIN_START = /^\p{Script=Latin}/u;

/** Scripts whose street type words open the street's name (Cyrillic: "проспект Независимости", "вулиця Хрещатик"). */
const TYPE_FIRST_SCRIPT = /^\p{Script=Cyrillic}/u;

/**
 * Where the words open with a town the reference knows and go on with a street (a street-type
 * word after it), the number of the town's words, or -1: the largest-first order.
 */
function townFirstBoundary(w: Words, country: string | undefined, postal: PostalReference | undefined): number {
  const n = w.words.length;
  if (!postal || !country || n < 3) return -1;
  // "CHESTER LE STREET": a line the reference knows whole as a town is that town, not a shorter
  // town ("Chester") opening a street (twelfth review).
  if (postal.findTown(country, w.words.join(' ')).some((m) => m.match === 'exact')) return -1;
  for (let len = Math.min(3, n - 2); len >= 1; len--) {
    // A street-type word must follow ("Paris Cedex 09" is a town with its delivery office).
    let street = false;
    for (let i = len; i < n; i++) if (isStreetKey(w.keys[i] as string)) street = true;
    if (!street || hasDigit(w.words.slice(0, len).join(''))) continue;
    // The street keeps a name before its type word: "Iksan Street", never "Street" alone; a type
    // word that opens the street's name has it after ("КИЇВ ПРОСПЕКТ БЕРЕСТЕЙСЬКИЙ 37").
    if (isBareStreetType(w.keys[len] as string) && !(TYPE_FIRST_SCRIPT.test(w.words[len] as string) && w.words.slice(len + 1).some((word) => !hasDigit(word) && !isBareStreetType(foldKey(word))))) continue;
    // A town in another script than Latin is an alternate name of the reference's ("КИЇВ" of Kyiv).
    const town = w.words.slice(0, len).join(' ');
    if (postal.findTown(country, town).some((m) => m.match === 'exact' || (m.match === 'alternate' && !LATIN_START.test(town)))) return len;
  }
  return -1;
}

function streetTownBoundary(w: Words, country: string | undefined, postal: PostalReference | undefined): number {
  const n = w.words.length;
  let hasStreet = false;
  for (let i = 0; i < n; i++) if (isStreetKey(w.keys[i] as string) || isHouseNumber(w.words[i] as string)) hasStreet = true;
  // "PO BOX LG25 LEGON ACCRA": a post box opening the line is street-area text, whatever its number's shape.
  if (!hasStreet && postBoxLength(w, country) > 0) hasStreet = true;
  // "1-1 Marunouchi 1-chome Chiyoda-ku Tokyo", "Futian District Shenzhen": the town follows the ward or district.
  for (let i = n - 2; i >= 1; i--) {
    if (WARD_WORD.test(w.words[i] as string) || (w.keys[i] === 'district' && country !== undefined && !DISTRICT_WORD_IS_LOCALITY.has(country))) return i + 1;
  }
  // "เขตพระนคร กรุงเทพมหานคร": an area with its glued label, even first on the line.
  for (let i = n - 2; i >= 0; i--) if (gluedAreaLabel(country, w.words[i] as string) !== undefined) return i + 1;
  if (!hasStreet || n < 2) return -1;
  const known = referenceTownBoundary(w, country, postal);
  if (known > 0) return known;
  let firstNumber = -1;
  for (let i = 0; i < n && firstNumber < 0; i++) if (isHouseNumber(w.words[i] as string)) firstNumber = i;
  let firstStreet = -1;
  for (let i = 0; i < n && firstStreet < 0; i++) if (isStreetKey(w.keys[i] as string)) firstStreet = i;
  if (firstNumber >= 0 && firstStreet > firstNumber) {
    for (let i = firstStreet; i < n - 1; i++) {
      if (isStreetKey(w.keys[i] as string)) {
        let j = i + 1;
        while (j < n - 1 && DIRECTIONS.has(w.keys[j] as string)) j++;
        // "123 Main St Apt 4 Springfield": a unit after the street belongs to the street line.
        while (j < n - 2 && ROOM_PRE.has(w.keys[j] as string) && w.keys[j] !== 'top') j += 2;
        return leavesStreetWhole(w, j) ? j : -1;
      }
    }
    return -1;
  }
  for (let i = n - 2; i >= 0; i--) if (isHouseNumber(w.words[i] as string)) return leavesStreetWhole(w, i + 1) ? i + 1 : -1;
  return -1;
}

/**
 * "KATHERINE STREET SANDTON 2196", the number on the line above: a street's type word written after
 * its name ends the street, and the one to three words after it, which the reference does not know
 * whole as a town ("Castle Hill", "Welwyn Garden City" stay whole), are the town; else -1.
 */
function namedStreetTownBoundary(w: Words, country: string | undefined, postal: PostalReference | undefined): number {
  const n = w.words.length;
  if (n < 3 || n > 7 || (postal && country && findTownLoosely(postal, country, w.words.join(' ')).some((m) => m.match === 'exact'))) return -1;
  for (let i = n - 2; i >= Math.max(1, n - 4); i--) {
    if (!isStreetKey(w.keys[i] as string)) continue;
    if (!TYPE_AFTER_NAME.has(w.keys[i] as string) || w.keys.slice(i + 1).some(isStreetKey) || w.words.slice(i + 1).some(hasDigit)) return -1;
    // "QUEEN STREET WEST": a compass word after the type word is the street's.
    let end = i + 1;
    while (end < n && DIRECTIONS.has(w.keys[end] as string)) end++;
    // Nothing after it but compass words: no town to split off ("QUEEN STREET WEST").
    if (end >= n) return -1;
    return leavesStreetWhole(w, end) ? end : -1;
  }
  return -1;
}
const TYPE_AFTER_NAME: ReadonlySet<string> = new Set(STREET_TYPES_LAST);

function townConfidence(
  town: string,
  country: string | undefined,
  postcode: PostcodeFinding | undefined,
  postal: PostalReference | undefined,
  base: number,
): number {
  if (!postal || !country) return base;
  const coverage = postal.coverage(country);
  if (postcode && !postcode.unverified && coverage.pairs > 0) {
    const towns = postal.townsForPostcode(country, lookupPostcode(country, postcode.value));
    if (townFitsPostcode(postal, country, town, towns)) return 0.99;
    const found = findTownLoosely(postal, country, town);
    // A real town that the postcode does not belong to: one of the two is wrong.
    if (found.length > 0) return towns.length > 0 ? Math.min(base, 0.7) : Math.max(base, 0.9);
    return towns.length > 0 ? 0.55 : Math.min(base, 0.7);
  }
  if (coverage.towns > 0) {
    const found = findTownLoosely(postal, country, town);
    if (found.some((m) => m.match === 'exact')) return Math.max(base, 0.9);
    if (found.length > 0) return Math.max(base, 0.85);
    // A place the reference does not list (a post-office town, "Safat 13006") read beside a
    // postcode of the country's format: the format is evidence enough to apply it.
    if (postcode && !postcode.unverified) return Math.min(base, 0.8);
    return Math.min(base, 0.6);
  }
  return base;
}

/**
 * Whether a segment opened by a town mark stands on that side (`step` 1 after, -1 before) of the
 * segment `from`, past any subdivision between them ("420008, Республика Татарстан, г. Казань").
 */
function markedTownOnSide(segs: readonly Segment[], from: number, step: 1 | -1, country: string | undefined): boolean {
  for (let s = from + step; s >= 0 && s < segs.length; s += step) {
    const seg = segs[s] as Segment;
    if (TOWN_MARK.has(seg.keys[0] ?? '')) return true;
    const subdivision = isSubdivisionMarked(seg) || (country !== undefined && subdivisionCodeOrName(country, seg.words, 0, seg.words.length) !== undefined);
    if (!subdivision) return false;
  }
  return false;
}

/** "Co. Dublin", "County Cork", "Provincia di Roma": a subdivision written with its label. (Words and keys only: no segment copied to ask.) */
function isSubdivisionMarked(seg: Pick<Segment, 'words' | 'keys'>): boolean {
  return seg.words.length >= 2 && seg.words.length <= 4 && SUBDIVISION_MARK.has(seg.keys[0] as string) && !hasDigit(segmentText(seg));
}

/**
 * Town-like neighbour segment for a postcode standing alone. A subdivision code of the country
 * ending it ("SAO PAULO SP" / "01310-100", "DENVER CO" / "80202") is read as that, not as the legal
 * form it also spells ("SP" is the Polish "sp.", "CO" a company).
 */
function townNeighbour(seg: Segment | undefined, country?: string): boolean {
  if (!seg || seg.words.length === 0 || seg.words.length > 5) return false;
  const n = seg.words.length;
  const subdivisionLast = country !== undefined && n >= 2 && subdivisionCodeOrName(country, seg.words, n - 1, n) !== undefined;
  if (looksLikeStreet(seg) || looksLikeName(subdivisionLast ? subSegment(seg, 0, n - 1) : seg)) return false;
  // "Col. Juárez" is a locality; "Parque Jabaquara São Paulo" may hold the town after it.
  if (DISTRICT_MARK.has(seg.keys[0] as string) && seg.words.length < 3) return false;
  if (isSubdivisionMarked(seg)) return false;
  if (endsWithDistrictSuffix(segmentText(seg))) return false;
  // "CHANNEL ISLANDS", "W.I.": a group of countries is no town.
  if (isRegionQualifier(segmentText(seg))) return false;
  // "2. OG", "Suite 210": a floor or room line is not a town.
  if (hasDigit(segmentText(seg))) {
    for (const key of seg.keys) if (FLOOR_POST.has(key) || FLOOR_PRE.has(key) || ROOM_PRE.has(key) || FLOOR_SOLO.has(key)) return false;
  }
  return true;
}

export function resolveTown(
  segs: Segment[],
  postcode: PostcodeFinding | undefined,
  country: string | undefined,
  countryFinding: CountryFinding | undefined,
  postal: PostalReference | undefined,
): TownZone {
  const zone: TownZone = { before: [], after: [] };
  let townWords: Words = { words: [], keys: [] };
  let townSeg = -1;
  let base = 0.85;
  let zoneStart = segs.length;
  let zoneEnd = segs.length;

  if (postcode) {
    const seg = segs[postcode.seg] as Segment;
    const before: Words = { words: seg.words.slice(0, postcode.from), keys: seg.keys.slice(0, postcode.from) };
    const after: Words = { words: seg.words.slice(postcode.to), keys: seg.keys.slice(postcode.to) };
    stripPostcodeMarks(before, 'before');
    stripPostcodeMarks(after, 'after');

    const townAfterPostcode = country === undefined || !postcodeAfterTown(country);
    zoneStart = postcode.seg;
    zoneEnd = postcode.seg + 1;
    let streetPart: Words | undefined;
    let trailing: Words | undefined;
    // The town words follow the postcode, the street precedes it ("... CAD. NO:2-6 SUTLUCE 34445 BEYOGLU ISTANBUL").
    let townAfterStreetPostcode = false;
    let subdivisionAfterPostcode: string | undefined;
    if (before.words.length > 0 && after.words.length > 0) {
      // The side that reads as a street is the street; only when both or neither do, the convention decides.
      const beforeStreet = wordsLookLikeStreet(before);
      const afterStreet = wordsLookLikeStreet(after);
      // "166 Rockhampton Road Hobart 6750 TAS": when the words after the postcode are only a
      // subdivision, the town is the end of the street line the reference knows; the subdivision
      // is read beside it, as in "Hobart TAS".
      const afterIsSubdivision = country !== undefined && subdivisionCodeOrName(country, after.words, 0, after.words.length) !== undefined;
      // "MITTE 10117 BERLIN", "INNERE STADT 1010 WIEN": a city that is its own subdivision is the
      // town the reference pairs with the postcode, not a subdivision alone after it.
      const afterIsPostcodeTown = afterIsSubdivision && postal !== undefined && country !== undefined
        && townFitsPostcode(postal, country, after.words.join(' '), postal.townsForPostcode(country, lookupPostcode(country, postcode.value)));
      const townInStreet = afterIsSubdivision && beforeStreet ? referenceTownBoundary(before, country, postal) : -1;
      if (isRegionQualifier(after.words.join(' '))) {
        // "... ST HELIER JE1 3QS CHANNEL ISLANDS": a group of countries after the postcode is no town.
        townWords = before;
        trailing = after;
      } else if (afterIsSubdivision && !afterIsPostcodeTown && !beforeStreet && !afterStreet && before.words.length <= 4) {
        // "MIOVENI 115400 JUD ARGES": only a subdivision after the postcode; the town stands before it.
        townWords = before;
        subdivisionAfterPostcode = subdivisionCodeOrName(country, after.words, 0, after.words.length);
      } else if (townInStreet > 0) {
        streetPart = { words: before.words.slice(0, townInStreet), keys: before.keys.slice(0, townInStreet) };
        townWords = { words: [...before.words.slice(townInStreet), ...after.words], keys: [...before.keys.slice(townInStreet), ...after.keys] };
      } else if (beforeStreet !== afterStreet ? beforeStreet : townAfterPostcode) {
        townWords = after;
        streetPart = before;
        townAfterStreetPostcode = true;
      } else {
        townWords = before;
        trailing = after;
      }
    } else if (after.words.length > 0) townWords = after;
    else if (country !== undefined && townAfterPostcode && lineEndsAt(segs, postcode.seg) && startsLine(segs, postcode.seg + 1) && townNeighbour(segs[postcode.seg + 1], country) && (hasDigit(before.words.join(' ')) || wordsLookLikeStreet(before))) {
      // "64 Avinguda Carlemany AD700 / Escaldes-Engordany": where the town follows the postcode, a
      // postcode that ends a line after the street has its town at the start of the next line.
      streetPart = before;
    } else townWords = before;
    stripTownMark(townWords);
    // "PO BOX 950545 AMMAN 11195", "ص.ب 950545 عمان 11195": a post box before the town is street-area text.
    const box = postBoxLength(townWords, country);
    if (box > 0 && box < townWords.words.length) {
      zone.before.push({ words: townWords.words.slice(0, box), keys: townWords.keys.slice(0, box), line: seg.line });
      townWords = { words: townWords.words.slice(box), keys: townWords.keys.slice(box) };
    }
    // A subdivision beside the town ("Sydney NSW", "Ottawa ON", "Roma (RM)"), taken before the street split.
    const saved: Words = { words: townWords.words, keys: townWords.keys };
    let subdivision = takeSubdivision(country, townWords, true, postal) ?? subdivisionAfterPostcode;
    // "TRALEE / CO KERRY V92 EH11": a subdivision with its label beside the postcode; the town is
    // the neighbouring line, as for a postcode standing alone.
    if (subdivision === undefined && isSubdivisionMarked(townWords)) {
      subdivision = townWords.words.join(' ');
      townWords = { words: [], keys: [] };
    }
    // "Chichester / West Sussex PO18 0SH": a whole ISO subdivision beside the postcode, the town on the line before.
    if (subdivision === undefined && country && subdivisionsFromIso(country) && postcode.seg > 0 && townWords.words.length > 0) {
      const prev = segs[postcode.seg - 1] as Segment;
      const whole = subdivisionCodeOrName(country, townWords.words, 0, townWords.words.length);
      const prevIsTown = postal !== undefined && findTownLoosely(postal, country, segmentText(prev)).some((m) => m.match === 'exact');
      // A line the reference knows whole as a town is the town, though it reads like a street ("ROAD TOWN / TORTOLA VG1110").
      if (whole !== undefined && prevIsTown && !hasDigit(segmentText(prev)) && !looksLikeName(prev)) {
        subdivision = whole;
        townWords = { words: [], keys: [] };
      }
    }
    // "Chiyoda-ku Tokyo": after a ward, the prefecture-named city is the town, not a subdivision.
    const lastWord = townWords.words[townWords.words.length - 1];
    if (subdivision !== undefined && lastWord !== undefined && (WARD_WORD.test(lastWord) || townWords.keys[townWords.keys.length - 1] === 'district')) {
      townWords = { words: saved.words, keys: saved.keys };
      subdivision = undefined;
    }
    // One-line addresses: the street may sit in front of the town.
    const numbered = streetTownBoundary(townWords, country, postal);
    // Without a number: a guess below what the service applies, unless the reference knows the town.
    const named = numbered > 0 ? -1 : namedStreetTownBoundary(townWords, country, postal);
    const boundary = Math.max(numbered, named);
    // "858614 Shenyang Shijiazhuang Road 146": largest unit first, the street follows the town.
    const townFirst = boundary > 0 || trailing !== undefined ? -1 : townFirstBoundary(townWords, country, postal);
    if (boundary > 0) {
      const street = { words: townWords.words.slice(0, boundary), keys: townWords.keys.slice(0, boundary) };
      streetPart = streetPart ? { words: [...streetPart.words, ...street.words], keys: [...streetPart.keys, ...street.keys] } : street;
      townWords = { words: townWords.words.slice(boundary), keys: townWords.keys.slice(boundary) };
      base = numbered > 0 ? 0.8 : 0.7;
    } else if (townFirst > 0) {
      trailing = { words: townWords.words.slice(townFirst), keys: townWords.keys.slice(townFirst) };
      townWords = { words: townWords.words.slice(0, townFirst), keys: townWords.keys.slice(0, townFirst) };
      base = 0.8;
    } else if (streetPart === undefined && trailing === undefined && segs[postcode.seg + 1] !== undefined && wordsLookLikeStreet(townWords)) {
      // "424 Boulevard de Gustavia 97133 / Gustavia", "10 Downing Street SW1A 2AA / London": the words
      // beside the postcode are a whole street; the town is on a neighbouring line.
      streetPart = townWords;
      townWords = { words: [], keys: [] };
    }
    // Only on a town line of its own or after a place ("SUTLUCE 34445 BEYOGLU ISTANBUL"): words split off a street line are the street's.
    if (subdivision !== undefined && (streetPart === undefined || !wordsLookLikeStreet(streetPart) || townAfterStreetPostcode) && capitalAfterArea(country, townWords, subdivision, postal)) {
      setArea(zone, country, townWords.words.join(' '));
      townWords = { words: subdivision.split(' '), keys: subdivision.split(' ').map(foldKey) };
      subdivision = undefined;
    } else if (subdivision !== undefined && labelledAreaBeforeCapital(country, townWords, subdivision, postal)) {
      // "KHAN TOUL KORK PHNOM PENH 120404": an area opened by its label, then the capital named like its province.
      const field = areaLabel(country, townWords.keys[0] as string) as 'districtName' | 'townLocationName';
      const value = townWords.words.slice(1).join(' ');
      if (field === 'districtName') zone.district = { value, confidence: 0.85 };
      else zone.locality = { value, confidence: 0.85 };
      townWords = { words: subdivision.split(' '), keys: subdivision.split(' ').map(foldKey) };
      subdivision = undefined;
    }
    if (streetPart && streetPart.words.length > 0) zone.before.push({ words: streetPart.words, keys: streetPart.keys, line: seg.line });
    if (trailing && trailing.words.length > 0) zone.after.push({ words: trailing.words, keys: trailing.keys, line: seg.line });
    townSeg = postcode.seg;
    if (townWords.words.length === 0) {
      // The postcode segment held no town ("NY 10001", "01310-200"): look at the neighbours.
      // A neighbour opened by a town mark ("050040, г. Алматы") is the town on whichever side it stands.
      const markedAfter = markedTownOnSide(segs, postcode.seg, 1, country);
      const markedBefore = markedTownOnSide(segs, postcode.seg, -1, country);
      const after = markedAfter || (townAfterPostcode && !markedBefore);
      const order = after ? [postcode.seg + 1, postcode.seg - 1] : [postcode.seg - 1, postcode.seg + 1];
      let found = false;
      for (let s of order) {
        if (s < 0 || s >= segs.length || s === postcode.seg) continue;
        let neighbour = segs[s] as Segment;
        // A labelled subdivision between postcode and town ("Swords, Co. Dublin, K67 NY94").
        if (isSubdivisionMarked(neighbour)) {
          const further = s < postcode.seg ? s - 1 : s + 1;
          if (subdivision === undefined) subdivision = segmentText(neighbour);
          zoneStart = Math.min(zoneStart, s);
          zoneEnd = Math.max(zoneEnd, s + 1);
          if (further < 0 || further >= segs.length) continue;
          s = further;
          neighbour = segs[s] as Segment;
        }
        // A subdivision in its own segment ("São Paulo", "SP", "01310-200").
        if (subdivision === undefined && country && subdivisionCodeOrName(country, neighbour.words, 0, neighbour.words.length) !== undefined && s > 0) {
          const sub = subdivisionCodeOrName(country, neighbour.words, 0, neighbour.words.length);
          const further = s < postcode.seg ? s - 1 : s + 1;
          const next = segs[further];
          // An ISO subdivision name is often the town itself ("Rīga, LV-1050"): only beside a town-like line.
          // "Douglas / IM1 2BY": a name the reference knows as a town is the town, though also a region.
          const isoOk = !subdivisionsFromIso(country) || (next !== undefined && !hasDigit(segmentText(next)) && !looksLikeStreet(next) && !knownTownLine(neighbour, country, postal));
          if (townNeighbour(next, country) && isoOk) {
            subdivision = sub;
            zoneStart = Math.min(zoneStart, s, further);
            zoneEnd = Math.max(zoneEnd, s + 1, further + 1);
            neighbour = next as Segment;
            townWords = { words: neighbour.words.slice(), keys: neighbour.keys.slice() };
            townSeg = further;
            found = true;
            break;
          }
        }
        // "845 Bibir Road Dhaka - 7999", "Avenida Teresina 31 Cuiabá - 58679-971": where the town
        // precedes the postcode, a street line before it may end with the town the reference knows.
        const split = s === postcode.seg - 1 && looksLikeStreet(neighbour) ? referenceTownBoundary(neighbour, country, postal) : -1;
        // "Ansan-si Iksan Street 58 / 07807", "738 / Daxi Hualien Road 74": largest unit first, the
        // town the reference knows opens the street line.
        const first = split <= 0 && looksLikeStreet(neighbour) ? townFirstBoundary(neighbour, country, postal) : -1;
        if (first > 0) {
          townWords = { words: neighbour.words.slice(0, first), keys: neighbour.keys.slice(0, first) };
          zone.after.push(subSegment(neighbour, first, neighbour.words.length));
          zoneStart = Math.min(zoneStart, s);
          zoneEnd = Math.max(zoneEnd, s + 1);
          townSeg = s;
          found = true;
          break;
        }
        if (split > 0) {
          zone.before.push(subSegment(neighbour, 0, split));
          townWords = { words: neighbour.words.slice(split), keys: neighbour.keys.slice(split) };
          zoneStart = Math.min(zoneStart, s);
          townSeg = s;
          found = true;
          break;
        }
        // "George Hill": a town the reference knows is the town, though its name ends in a street word.
        if (townNeighbour(neighbour, country) || knownTownLine(neighbour, country, postal)) {
          townWords = { words: neighbour.words.slice(), keys: neighbour.keys.slice() };
          stripTownMark(townWords);
          const city = country === 'JP' ? cityWithoutSuffix(segmentText(neighbour)) : undefined;
          if (city !== undefined) townWords = { words: city.split(' '), keys: [] };
          zoneStart = Math.min(zoneStart, s);
          zoneEnd = Math.max(zoneEnd, s + 1);
          townSeg = s;
          found = true;
          const again = subdivision === undefined ? takeSubdivision(country, townWords, false, postal) : undefined;
          if (townWords.words.length === 0) townWords = { words: neighbour.words.slice(), keys: neighbour.keys.slice() };
          else if (again !== undefined) subdivision = again;
          break;
        }
      }
      if (!found && saved.words.length > 0) {
        // "New York 10001" with nothing else: the name is the town, not the state.
        townWords = saved;
        subdivision = undefined;
      } else if (!found && postal !== undefined && country !== undefined) {
        // "BUDAPEST / GYOMROI UT 19-21 / 1103": the town written first, the postcode last (Hungary's
        // order), the street between: a line the reference pairs with the postcode is the town,
        // wherever it stands. The lines between it and the postcode stay street-area text.
        const paired = postal.townsForPostcode(country, lookupPostcode(country, postcode.value));
        const at = paired.length === 0 ? -1 : segs.findIndex((other, s) => s !== postcode.seg && other.words.length <= 4 && !hasDigit(segmentText(other)) && townFitsPostcode(postal, country, segmentText(other), paired));
        if (at >= 0) {
          const town = segs[at] as Segment;
          townWords = { words: town.words.slice(), keys: town.keys.slice() };
          townSeg = at;
          zoneStart = Math.min(zoneStart, at);
          if (at < postcode.seg) zone.before.push(...segs.slice(at + 1, postcode.seg));
          else zone.after.push(...segs.slice(postcode.seg + 1, at));
        }
      }
      base = 0.82;
    }
    if (subdivision !== undefined) zone.subdivision = { value: subdivision, confidence: 0.9 };
  } else {
    // No postcode: the last segment that is not street material is the town.
    const last = segs.length - 1;
    const seg = segs[last];
    const prevSeg = segs[last - 1];
    // "Djougou / Donga Department", "Salisbury / Saint Joseph": an ISO subdivision after a town line.
    // A line the reference knows whole as a town is a town line, also where it ends with a street
    // word ("CHESTER LE STREET" / "CO DURHAM": twelfth review).
    const prevIsTown = prevSeg !== undefined && knownTownLine(prevSeg, country, postal);
    const isoRegion =
      seg !== undefined && prevSeg !== undefined && (last - 1 > 0 || prevIsTown) && country !== undefined && subdivisionsFromIso(country) &&
      !hasDigit(segmentText(prevSeg)) && (!looksLikeStreet(prevSeg) || prevIsTown) && !looksLikeName(prevSeg) && prevSeg.words.length <= 5
        ? (subdivisionCodeOrName(country, seg.words, 0, seg.words.length) ?? (isSubdivisionMarked(seg) ? segmentText(seg) : undefined))
        : undefined;
    // "778, Avenue de Tanguiéta Bohicon / Zou Department": a region after a street line that ends
    // with a town the reference knows.
    const townAtStreetEnd =
      isoRegion === undefined && seg !== undefined && prevSeg !== undefined && country !== undefined && wholeRegion(seg, country) && looksLikeStreet(prevSeg)
        ? referenceTownBoundary(prevSeg, country, postal)
        : -1;
    if (townAtStreetEnd > 0 && seg && prevSeg) {
      zone.before.push(subSegment(prevSeg, 0, townAtStreetEnd));
      townWords = { words: prevSeg.words.slice(townAtStreetEnd), keys: prevSeg.keys.slice(townAtStreetEnd) };
      townSeg = last - 1;
      zoneStart = last - 1;
      zoneEnd = last + 1;
      zone.subdivision = { value: segmentText(seg), confidence: 0.7 };
      base = 0.6;
    } else if (isoRegion !== undefined && prevSeg) {
      townWords = { words: prevSeg.words.slice(), keys: prevSeg.keys.slice() };
      townSeg = last - 1;
      zoneStart = last - 1;
      zoneEnd = last + 1;
      // "Costa del Este / Panamá": the region's capital that bears its name, after an area of it.
      if (seg && capitalAfterArea(country, townWords, segmentText(seg), postal)) {
        setArea(zone, country, townWords.words.join(' '));
        townWords = { words: seg.words.slice(), keys: seg.keys.slice() };
        townSeg = last;
      } else zone.subdivision = { value: isoRegion, confidence: 0.8 };
      base = 0.7;
    } else if (seg && ((!looksLikeStreet(seg) && !looksLikeName(seg)) || (segs.length > 1 && knownTownLine(seg, country, postal))) && seg.words.length <= 5 && (segs.length > 1 || countryFinding || country !== undefined)) {
      townWords = { words: seg.words.slice(), keys: seg.keys.slice() };
      townSeg = last;
      zoneStart = last;
      zoneEnd = last + 1;
      // "Medellín, Antioquia": the reference knows the line before as a town, not the last one.
      const prev = segs[last - 1];
      if (postal && country && prev && last - 1 > 0 && townNeighbour(prev, country) && findTownLoosely(postal, country, segmentText(seg)).length === 0 && findTownLoosely(postal, country, segmentText(prev)).some((m) => m.match === 'exact')) {
        zone.subdivision = { value: segmentText(seg), confidence: 0.6 };
        townWords = { words: prev.words.slice(), keys: prev.keys.slice() };
        townSeg = last - 1;
        zoneStart = last - 1;
      }
      const saved: Words = { words: townWords.words, keys: townWords.keys };
      const subdivision = takeSubdivision(country, townWords, false, postal);
      if (townWords.words.length === 0) {
        const prev = segs[last - 1];
        if (subdivision !== undefined && townNeighbour(prev, country) && last - 1 > 0) {
          townWords = { words: (prev as Segment).words.slice(), keys: (prev as Segment).keys.slice() };
          townSeg = last - 1;
          zoneStart = last - 1;
          zone.subdivision = { value: subdivision, confidence: 0.85 };
        } else townWords = saved;
      } else if (subdivision !== undefined && capitalAfterArea(country, townWords, subdivision, postal)) {
        setArea(zone, country, townWords.words.join(' '));
        townWords = { words: subdivision.split(' '), keys: subdivision.split(' ').map(foldKey) };
      } else if (subdivision !== undefined) zone.subdivision = { value: subdivision, confidence: 0.85 };
      base = hasDigit(segmentText(seg)) ? 0.5 : 0.7;
    } else if (seg) {
      // One line without postcode: "Bahnhofstrasse 1 Vaduz", "778 Avenue de Parakou Bohicon Zou Department".
      const regionWords = trailingRegion(seg, country);
      if (regionWords > 0) zone.subdivision = { value: segmentText(seg, seg.words.length - regionWords), confidence: 0.7 };
      const kept = seg.words.length - regionWords;
      const w: Words = { words: seg.words.slice(0, kept), keys: seg.keys.slice(0, kept) };
      const boundary = streetTownBoundary(w, country, postal);
      if (regionWords > 0 && !(boundary > 0 && boundary < w.words.length)) zone.subdivision = undefined;
      else if (boundary > 0 && boundary < w.words.length) {
        zone.before.push(subSegment(seg, 0, boundary));
        townWords = { words: w.words.slice(boundary), keys: w.keys.slice(boundary) };
        townSeg = last;
        zoneStart = last;
        zoneEnd = last + 1;
        base = 0.5;
      }
    }
  }

  // City-states: "Hong Kong" written as the last line is both country and town.
  const cityTowns = country !== undefined ? CITY_STATES[country] : undefined;
  const cityState = cityTowns?.[0];
  // "CENTRAL HONG KONG": the area and the town on one line.
  if (cityTowns && townWords.words.length > 1 && !postcode) {
    const text = townWords.words.join(' ').toLowerCase();
    for (const name of cityTowns) {
      const lower = name.toLowerCase();
      if (text.endsWith(` ${lower}`)) {
        const n = name.split(' ').length;
        zone.locality = { value: townWords.words.slice(0, townWords.words.length - n).join(' '), confidence: 0.7 };
        townWords = { words: townWords.words.slice(townWords.words.length - n), keys: townWords.keys.slice(townWords.keys.length - n) };
        break;
      }
    }
  }
  const townIsCityState = cityTowns !== undefined && cityTowns.some((t) => t.toLowerCase() === townWords.words.join(' ').toLowerCase());
  // The town as written when the country was written as the city's name, else the city's name ("HK" -> "Hong Kong").
  const cityStateTown = cityState !== undefined && countryFinding !== undefined && countryFinding.text.toLowerCase() === cityState.toLowerCase() ? countryFinding.text : cityState;
  if (townIsCityState && townSeg > 0 && !postcode && zone.locality === undefined) {
    // "Central, Hong Kong, Hong Kong SAR": the town line repeats the country; the line before is the area.
    const area = segs[townSeg - 1] as Segment;
    if (!looksLikeStreet(area) && area.words.length <= 4 && !hasDigit(segmentText(area))) {
      zone.locality = { value: segmentText(area), confidence: 0.7 };
      zoneStart = Math.min(zoneStart, townSeg - 1);
    }
    base = 0.9;
  } else if (townIsCityState) {
    base = 0.9;
  } else if (cityState !== undefined && countryFinding && countryFinding.removed && countryFinding.code === country) {
    if (townWords.words.length > 0 && townSeg >= 0 && !postcode) {
      // What we took for the town is the district ("Central, Hong Kong"), or street material with
      // its number ("CALCADA DO GAIO, N.º 24-26 / MACAU").
      if (townWords.words.some(hasDigit)) zone.before.push({ words: townWords.words, keys: townWords.keys, line: (segs[townSeg] as Segment).line });
      else zone.locality = { value: townWords.words.join(' '), confidence: 0.7 };
    }
    if (!postcode || townWords.words.length === 0) {
      townWords = { words: (cityStateTown ?? countryFinding.text).split(' '), keys: [] };
      base = 0.9;
    }
  } else if (cityState !== undefined && townWords.words.length === 0) {
    townWords = { words: cityState.split(' '), keys: [] };
    base = 0.75;
  } else if (townWords.words.length === 0 && countryFinding && !countryFinding.removed) {
    townWords = { words: countryFinding.text.split(' '), keys: [] };
    base = 0.85;
  }

  // "NAM-GU POHANG-SI", "CHUO-KU TOKYO": a ward written before its city on the town's line is the district.
  if (townWords.words.length === 2 && zone.district === undefined && WARD_WORD.test(townWords.words[0] as string) && !WARD_WORD.test(townWords.words[1] as string) && !hasDigit(townWords.words[1] as string)) {
    zone.district = { value: townWords.words[0] as string, confidence: 0.85 };
    townWords = { words: townWords.words.slice(1), keys: townWords.keys.slice(1) };
  }
  if (townWords.words.length > 0) {
    let town = townWords.words.join(' ');
    // "Beşiktaş/İstanbul", "São Paulo/SP": district or subdivision after a slash.
    const slash = town.indexOf('/');
    if (slash > 0 && slash < town.length - 1 && !hasDigit(town)) {
      const left = town.slice(0, slash).trim();
      const right = town.slice(slash + 1).trim();
      const sub = country && !subdivisionsFromIso(country) ? subdivisionCodeOrName(country, [right], 0, 1) : undefined;
      if (sub !== undefined) {
        town = left;
        zone.subdivision ??= { value: sub, confidence: 0.88 };
      } else {
        // "KINSHASA/GOMBE", "Bakırköy/İstanbul": the half the reference knows as the larger town is
        // the town, the other its district; without a reference, the country's own order.
        const order = slashTownSide(left, right, country, postal);
        if (order !== undefined) {
          town = order === 'right' ? right : left;
          zone.district ??= { value: order === 'right' ? left : right, confidence: 0.8 };
        }
      }
    }
    // Japan: "Yokohama-shi, Kanagawa" — the city is the town, the prefecture the subdivision.
    // The city is the last word of the segment before: "10-1 HIGASHIKOTARI 1-CHOME NAGAOKAKYO-SHI" /
    // "KYOTO 617-8555" leaves the words before the city as street material.
    if (country === 'JP' && townSeg > 0) {
      const prevIndex = Math.min(zoneStart, townSeg) - 1;
      const prev = segs[prevIndex];
      const cityWord = prev?.words[prev.words.length - 1];
      const city = cityWord !== undefined ? cityWithoutSuffix(cityWord) : undefined;
      const prefecture = subdivisionCodeOrName('JP', townWords.words, 0, townWords.words.length);
      if (prev !== undefined && city !== undefined && prefecture !== undefined) {
        zone.subdivision = { value: prefecture, confidence: 0.85 };
        town = city;
        zoneStart = prevIndex;
        if (prev.words.length > 1) zone.before.push(subSegment(prev, 0, prev.words.length - 1));
      }
    }
    // "Bela Vista São Paulo": when the reference knows only the end, the rest is a locality.
    if (postal && country && townWords.words.length > 1 && findTownLoosely(postal, country, town).length === 0) {
      const words = town.split(' ');
      let refined = false;
      // Where the town follows the postcode, a region may follow the town ("15143 Arteixo A Coruña");
      // where it precedes it, a locality may precede the town ("Bela Vista São Paulo").
      const regionAfter = country === undefined || !postcodeAfterTown(country);
      for (const pass of regionAfter ? ['prefix', 'suffix'] : ['suffix', 'prefix']) {
        for (let len = words.length - 1; len >= 1 && !refined; len--) {
          let part = pass === 'prefix' ? words.slice(0, len).join(' ') : words.slice(words.length - len).join(' ');
          let rest = pass === 'prefix' ? words.slice(len).join(' ') : words.slice(0, words.length - len).join(' ');
          // "KENARI SENEN JAKARTA PUSAT": a compass word ending the words names a city with the
          // town before it ("Utara", "Pusat" are also villages the reference knows).
          if (pass === 'suffix' && words.slice(words.length - len).every((word) => TOWN_COMPASS.has(foldKey(word)))) {
            const city = words[words.length - len - 1];
            if (city === undefined || words.length - len - 1 === 0 || !postal.findTown(country, city).some((m) => m.match === 'exact')) continue;
            part = `${city} ${part}`;
            rest = words.slice(0, words.length - len - 1).join(' ');
          } else if (!(POSTAL_DISTRICT_COUNTRIES.has(country) ? findTownLoosely(postal, country, part) : postal.findTown(country, part)).some((m) => m.match === 'exact' || (m.match === 'alternate' && len >= 2))) continue;
          // "OBARRIO CIUDAD DE PANAMA": a split after a linking word cuts a town's name.
          if (pass === 'suffix' && LINKING.has(foldKey(words[words.length - len - 1] as string))) continue;
          if (hasDigit(rest) || rest.length > 35) continue;
          // "Jakarta Selatan", "Jakarta Pusat": a compass word after the town names a part of it.
          if (pass === 'prefix' && rest.split(' ').every((word) => TOWN_COMPASS.has(foldKey(word)))) break;
          // After the town, a region the country's table knows is the subdivision; any other words
          // are a place within the town ("1002 Tunis Belvédère").
          // A code ("BCN") or a kind word ("Toyota City", "Hoàn Kiếm District") is read as before.
          const restWords = rest.split(' ');
          const placeName = restWords.some((w) => w.replace(/[^\p{L}]/gu, '').length >= 4) && !restWords.every((w) => TOWN_KIND.has(foldKey(w)));
          if (pass === 'prefix' && (!placeName || subdivisionCodeOrName(country, restWords, 0, restWords.length) !== undefined)) zone.subdivision ??= { value: rest, confidence: 0.6 };
          else zone.locality ??= { value: rest, confidence: 0.6 };
          town = part;
          refined = true;
        }
      }
    }
    // "KADOMA-SHI": where TownName is the city without its suffix (Japan), the suffix leaves as the town's label.
    // Written apart too ("HAMAMATSU CITY", "SAKAI CITY"): "City" is the same label in English.
    if (country !== undefined && CITY_SUFFIX_DROPPED.has(country)) town = cityWithoutSuffix(town, true) ?? town;
    if (town.length <= 35) zone.town = { value: stripTrailingPunctuation(town), confidence: townConfidence(town, country, postcode, postal, base) };
    // Words too long for a TownName are no town: they stay street material (never dropped).
    else zone.before.push({ words: townWords.words, keys: townWords.keys.length === townWords.words.length ? townWords.keys : townWords.words.map(foldKey), line: (segs[Math.max(townSeg, 0)] as Segment).line });
  }

  // District or ward just before the town zone ("Chiyoda-ku", "Xicheng District", "Col. Juárez").
  const prevIndex = zoneStart - 1;
  const prev = segs[prevIndex];
  if (prev && prevIndex >= 0 && zone.district === undefined && !looksLikeStreet(prev)) {
    const text = segmentText(prev);
    const localityWord = country !== undefined && DISTRICT_WORD_IS_LOCALITY.has(country) && prev.keys[prev.keys.length - 1] === 'district';
    if (endsWithDistrictSuffix(text) && !localityWord) {
      const n = prev.words.length;
      if (n > 1 && WARD_WORD.test(prev.words[n - 1] as string) && !prev.words.slice(0, -1).some((word) => WARD_WORD.test(word))) {
        // "YOSHIDA-HONMACHI SAKYO-KU": the ward is the word with its suffix; the area before it on
        // the line stays street-area text (the area up to its chome is the street, CONVENTIONS.md).
        zone.district = { value: prev.words[n - 1] as string, confidence: 0.85 };
        zone.before.push(subSegment(prev, 0, n - 1));
        zoneStart = prevIndex;
      } else if (text.length <= 35) {
        zone.district = { value: text, confidence: 0.85 };
        zoneStart = prevIndex;
      }
    }
  }

  const following = segs[zoneEnd];
  if (following && zone.subdivision === undefined && zoneEnd > 0 && zone.town !== undefined) {
    const sub = country ? subdivisionCodeOrName(country, following.words, 0, following.words.length) : undefined;
    const town = zone.town.value.split(' ');
    if (sub !== undefined && capitalAfterArea(country, { words: town, keys: town.map(foldKey) }, segmentText(following), postal)) {
      // "San Miguel 15088 / Lima": the region's capital that bears its name, after an area of it.
      setArea(zone, country, zone.town.value);
      zone.town = { value: segmentText(following), confidence: 0.85 };
      zoneEnd++;
    } else if (sub !== undefined) {
      zone.subdivision = { value: sub, confidence: 0.85 };
      zoneEnd++;
    } else if (zoneEnd === segs.length - 1 && following.words.length <= 4 && !hasDigit(segmentText(following)) && !looksLikeStreet(following) && !namesCountries(segmentText(following))) {
      if (/\p{L}/u.test(zone.town.value) && knownTownLine(following, country, postal) && !knownTownLine(makeSegment(town, following.line), country, postal) && !postcodeOfOtherTowns(postcode, country, segmentText(following), postal)) {
        // "PC 616 / Birkat Al Mouz, Nizwa": a town the reference knows after a place it does not is
        // the town, the place before it an area of it. Beside a postcode the reference cannot place,
        // the place may be the postcode's town and the known one its province's capital ("23010
        // VILLAGGIOFINTO, SONDRIO", or "RIAD EL SOLH 1107 2020, BEIRUT" the area): a guess.
        const besidePostcode = postcode !== undefined && postcode.seg === zoneEnd - 1;
        setArea(zone, country, zone.town.value);
        zone.town = { value: segmentText(following), confidence: besidePostcode ? 0.7 : 0.85 };
      } else {
        // "39004 Santander, Cantabria": a region written after the town.
        zone.subdivision = { value: segmentText(following), confidence: isSubdivisionMarked(following) ? 0.8 : 0.6 };
      }
      zoneEnd++;
    }
  }

  const startOfZone = Math.min(zoneStart, townSeg >= 0 ? townSeg : zoneStart);
  const streetSegments = segs.slice(0, startOfZone);
  zone.before.unshift(...streetSegments);
  for (let s = Math.max(zoneEnd, townSeg + 1); s < segs.length; s++) {
    if (s !== townSeg && (postcode === undefined || s !== postcode.seg)) zone.after.push(segs[s] as Segment);
  }
  return zone;
}

/**
 * "... Bohicon Zou Department", "... Byumba Northern Province": how many words at the end of the
 * segment are a subdivision of the country (an ISO name, with its type word after it), or 0.
 */
function trailingRegion(seg: Segment, country: string | undefined): number {
  const n = seg.words.length;
  if (country === undefined || n < 3 || !REGION_TYPE.has(seg.keys[n - 1] as string)) return 0;
  for (let m = Math.min(3, n - 2); m >= 1; m--) if (wholeRegion(subSegment(seg, n - 1 - m, n), country)) return m + 1;
  return 0;
}

/** The whole segment is a subdivision of the country: an ISO name or code, or a name with its type word. */
function wholeRegion(seg: Segment, country: string): boolean {
  const n = seg.words.length;
  if (n === 0 || hasDigit(segmentText(seg))) return false;
  if (subdivisionCodeOrName(country, seg.words, 0, n) !== undefined) return true;
  return n >= 2 && REGION_TYPE.has(seg.keys[n - 1] as string) && subdivisionCodeOrName(country, seg.words, 0, n - 1) !== undefined;
}

/** A segment without digits that is, whole, a town of the country the reference knows. */
function knownTownLine(seg: Segment, country: string | undefined, postal: PostalReference | undefined): boolean {
  if (!postal || !country || seg.words.length > 4) return false;
  const text = segmentText(seg);
  // Wards ("Chuo-ku") and marked regions are towns in the reference too, but never the town here.
  if (hasDigit(text) || endsWithDistrictSuffix(text) || isSubdivisionMarked(seg) || looksLikeName(seg)) return false;
  return findTownLoosely(postal, country, text).some((m) => m.match === 'exact');
}

/** The segment is the last of its line. */
/**
 * "SAN MIGUEL LIMA 15088", "PATHUMWAN BANGKOK 10330", "STRANG DOUGLAS IM4 4RJ": a region's capital
 * that bears the region's name, written after an area of it. The last words read as the
 * subdivision, but the reference knows them as a town, and the words before them as no town of the
 * same region: the capital is the town, the words before it its area. "Montreal, Quebec" keeps
 * Montreal, a town of the region Quebec city lies in; where the town written is a post office's
 * (`POST_OFFICE_TOWNS`: "Al Khoud 123 / Muscat"), it stays the town.
 */
function capitalAfterArea(country: string | undefined, area: Words, subdivision: string, postal: PostalReference | undefined): boolean {
  if (!postal || !country || area.words.length === 0 || area.words.length > 4 || POST_OFFICE_TOWNS.has(country)) return false;
  const areaText = area.words.join(' ');
  // Street words, a labelled area ("SANGKAT WAT PHNOM") or a particle ("Ciudad de") are read
  // elsewhere; a place written with its city suffix is a city ("KAWAGUCHI-SHI SAITAMA", and
  // "KAWAGUCHI CITY SAITAMA" where the suffix is a label the town drops).
  if (hasDigit(areaText) || wordsLookLikeStreet(area) || areaLabel(country, area.keys[0] as string) !== undefined || cityWithoutSuffix(areaText, CITY_SUFFIX_DROPPED.has(country)) !== undefined) return false;
  if (STREET_PARTICLES.has(area.keys[area.keys.length - 1] as string)) return false;
  // "NEW CAIRO": the words together are one town.
  if (postal.findTown(country, `${areaText} ${subdivision}`).length > 0) return false;
  // The capital: a town of that name lying in that subdivision, as far as the reference can tell ("Lü" is not Lucerne's "LU").
  const capital = postal.findTown(country, subdivision).filter((m) => m.match === 'exact');
  if (capital.length === 0 || postal.subdivisionMatches(country, subdivision, subdivision) === false) return false;
  // The area: no town of the same region, nor a town larger than the capital ("GEORGE TOWN PULAU
  // PINANG"); where addresses write the district before the capital, a town of the region is that
  // district ("ŞİŞLİ İSTANBUL"), only never a larger one.
  const districtFirst = DISTRICT_BEFORE_CAPITAL.has(country);
  if (!districtFirst && postal.subdivisionMatches(country, areaText, subdivision) === true) return false;
  const regions = new Set(capital.map((m) => m.subdivision ?? ''));
  const largest = Math.max(...capital.map((m) => m.population ?? 0));
  return !postal.findTown(country, areaText).some((m) => m.match === 'exact' && ((!districtFirst && regions.has(m.subdivision ?? '')) || (m.population ?? 0) >= largest));
}

/**
 * The postcode names towns in the reference, and not this one: "6850 KLEINDORF, BREGENZ" is a place
 * of Dornbirn's postcode in the district of Bregenz, not Bregenz (ninth review).
 */
function postcodeOfOtherTowns(postcode: PostcodeFinding | undefined, country: string | undefined, town: string, postal: PostalReference | undefined): boolean {
  if (!postcode || !country || !postal) return false;
  const towns = postal.townsForPostcode(country, lookupPostcode(country, postcode.value));
  return towns.length > 0 && !townFitsPostcode(postal, country, town, towns);
}

/** An area opened by its country's label ("KHAN TOUL KORK") before a subdivision the reference knows as a town. */
function labelledAreaBeforeCapital(country: string | undefined, area: Words, subdivision: string, postal: PostalReference | undefined): boolean {
  if (!postal || !country || area.words.length < 2 || area.words.length > 5 || hasDigit(area.words.join(' '))) return false;
  if (areaLabel(country, area.keys[0] as string) === undefined) return false;
  return postal.findTown(country, subdivision).some((m) => m.match === 'exact');
}

/** An area found with the town: a district where the country's areas are districts, else a place within the town. */
function setArea(zone: TownZone, country: string | undefined, value: string): void {
  if (areaField(country, {}) === 'districtName' || (country !== undefined && DISTRICT_BEFORE_CAPITAL.has(country))) zone.district = { value, confidence: 0.6 };
  else zone.locality = { value, confidence: 0.6 };
}

function lineEndsAt(segs: readonly Segment[], s: number): boolean {
  const next = segs[s + 1];
  return next === undefined || next.line !== (segs[s] as Segment).line;
}

/** The segment is the first of its line. */
function startsLine(segs: readonly Segment[], s: number): boolean {
  const seg = segs[s];
  return seg !== undefined && (s === 0 || (segs[s - 1] as Segment).line !== seg.line);
}

/** Type words written after a subdivision's name ("Zou Department", "Khulna Division"). */
const REGION_TYPE: ReadonlySet<string> = new Set(['department', 'departement', 'province', 'region', 'division', 'governorate', 'county', 'state', 'prefecture', 'oblast']);

const WARD_WORD = /^[\p{L}'-]+-(?:ku|gu|gun|qu)$/iu;

function stripTrailingPunctuation(text: string): string {
  let end = text.length;
  while (end > 0 && (text[end - 1] === ',' || text[end - 1] === ';' || text[end - 1] === ':')) end--;
  return text.slice(0, end);
}
