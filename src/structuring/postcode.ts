// Finds the postcode among the segments: with a known country by that country's format, without
// one by the shapes that name a country on their own (UK, Canada, Netherlands, US ZIP with state...).
import { acceptsCompactLength, compactPostcode, isValidPostcode, normaliseCompactPostcode, postcodeWithCountryPrefix } from '../reference/postcodes';
import { BOX_DASH_POSTCODE, DISTINCTIVE_POSTCODE_COUNTRIES, MALTA_LOCALITY_CODES, USPS_TERRITORIES } from './tables/conventions';
import { FLOOR_POST, FLOOR_PRE, hasDigit, isAllDigits, isStreetKey, NUMBER_MARK, POST_BOX, ROOM_PRE, STREET } from './lexicon';
import { subdivisionCodeOrName } from './subdivision';
import { numberBeforeStreet } from './tables/formats';
import { makeSegment, type Segment } from './tokens';

export interface PostcodeFinding {
  readonly seg: number;
  /** Word span [from, to) of the postcode in its segment. */
  readonly from: number;
  readonly to: number;
  readonly value: string;
  /** Set when the country was unknown and the postcode shape (or a US state beside it) named it. */
  readonly country?: string;
  /** True when no format confirmed the value (country unknown, bare digits). */
  readonly unverified?: boolean;
}

/** Words around a candidate that say it is something else: a post box, a floor, a street number. */
function blockedContext(seg: Segment, from: number, to: number, country?: string): boolean {
  const prev = from > 0 ? (seg.keys[from - 1] as string) : '';
  // "Miami, FL 33175": a state code written before the ZIP is no floor ("fl") or room mark.
  // (The subdivision tables are asked only after a mark: most numbers have none before them.)
  const marked = POST_BOX.has(prev) || NUMBER_MARK.has(prev) || FLOOR_PRE.has(prev) || ROOM_PRE.has(prev);
  const stateCode = marked && country !== undefined && from > 0 && subdivisionCodeOrName(country, seg.words, from - 1, from) !== undefined;
  if (marked && !stateCode) return true;
  if (from > 1 && POST_BOX.has(`${seg.keys[from - 2]} ${prev}`)) return true;
  const next = to < seg.keys.length ? (seg.keys[to] as string) : '';
  if (FLOOR_POST.has(next)) return true;
  // "Hauptstrasse 1234": a number right after a street word, ending the segment, is the building
  // number ("George Hill AI-2640" is a town and a postcode no building carries).
  // A number no house carries after the street's type word is none of its houses ("RUMELIFENERI YOLU
  // 34450" / "SARIYER/ISTANBUL": five digits; a house number has at most four and no leading zero).
  if (prev !== '' && to === seg.keys.length && isStreetKey(prev) && !spanHasLetter(seg, from, to) && couldBeHouseNumber(seg, from, to)) return true;
  // "1234 Main Street": a number opening a segment that ends with a street type word is the building
  // number ("47893 Borgo Maggiore" is a postcode and a town that starts with a street word).
  // A subdivision code ends "6003 Luzern (LU)": "(LU)" is Lucerne, not the Chinese street word "lu".
  const last = seg.words.length - 1;
  if (from === 0 && seg.keys.length - to >= 2 && STREET.has(seg.keys[last] as string)) {
    const endsWithSubdivision = country !== undefined && subdivisionCodeOrName(country, seg.words, last, last + 1) !== undefined;
    if (!endsWithSubdivision) return true;
  }
  return false;
}

/**
 * "AVENIDA JULIUS NYERERE 3453 MAPUTO", "Avda. Aviadores del Chaco, 2066": where the number follows
 * the street, the only number after a street that opens with its type word is its house number, in
 * its segment or in a segment of its own just after it. A second number after it is the postcode
 * ("AV CORRIENTES 1234 1043 BUENOS AIRES"), and so is a number no house carries ("Avenida Juárez
 * 06050 Ciudad de México").
 */
function numberOfOpenedStreet(segs: readonly Segment[], s: number, from: number, to: number, country: string): boolean {
  if (numberBeforeStreet(country)) return false;
  const seg = segs[s] as Segment;
  // A house number has at most four digits and no leading zero ("Piazza della Libertà 47890 San Marino").
  if (to - from !== 1 || !/^[1-9]\d{0,3}$/.test(seg.words[from] as string)) return false;
  // The street's type word, then its name up to the number: "AVENIDA JULIUS NYERERE", also after a
  // party's name ("UNIVERSIDADE EDUARDO MONDLANE AVENIDA JULIUS NYERERE 3453").
  const opensStreet = (street: Segment, end: number): boolean => {
    for (let k = end - 2; k >= 0; k--) {
      if (hasDigit(street.words[k + 1] as string)) return false;
      if (STREET.has(street.keys[k] as string)) return !street.words.slice(0, k).some(hasDigit);
    }
    return false;
  };
  if (from > 0) return opensStreet(seg, from);
  const previous = segs[s - 1];
  return to === seg.words.length && previous !== undefined && previous.line === seg.line && opensStreet(previous, previous.words.length);
}

/** Whether the words from..to could be a house number: not one word of five or more digits or a leading zero. */
function couldBeHouseNumber(seg: Segment, from: number, to: number): boolean {
  return to - from !== 1 || !/^(?:0\d*|\d{5,})$/.test(seg.words[from] as string);
}

function spanHasLetter(seg: Segment, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (/\p{L}/u.test(seg.words[i] as string)) return true;
  return false;
}

/** The separator-free forms of word i alone and of words i-1..i, computed once for every country tried. */
interface Compacts {
  single: string;
  pair: string;
}

function compactsAt(seg: Segment, i: number): Compacts {
  const single = compactPostcode(seg.words[i] as string);
  // A pair needs both words: "125009 Москва" is no two-word postcode because "Москва" has no
  // postcode character (it would otherwise be swallowed into the span).
  const pair = i > 0 && single !== '' ? compactPostcode(seg.words[i - 1] as string) + single : '';
  return { single, pair };
}

function tryCountry(country: string, i: number, compacts: Compacts): { from: number; value: string } | undefined {
  const single = acceptsCompactLength(country, compacts.single.length) ? normaliseCompactPostcode(country, compacts.single) : undefined;
  const pair = i > 0 && acceptsCompactLength(country, compacts.pair.length) ? normaliseCompactPostcode(country, compacts.pair) : undefined;
  // "AZ 8710": the word before the digits is the postcode's own prefix when both read the same and
  // the value keeps it ("VI 73456" reads 73456: "VI" is the state, not part of the postcode).
  if (pair !== undefined && (single === undefined || (pair === single && /\p{L}/u.test(pair)))) return { from: i - 1, value: pair };
  if (single !== undefined) return { from: i, value: single };
  return undefined;
}

const US_ZIP = /^\d{5}(?:-\d{4})?$/;

/**
 * A US ZIP with a state written just before it ("NY 10001", "New York, NY 10001-1234"), and the
 * country it names: the US, or a territory that writes its own ISO code as the state ("SAN JUAN PR
 * 00918" is Puerto Rico's).
 */
function usZip(segs: readonly Segment[], s: number, i: number): { zip: string; country: string } | undefined {
  const seg = segs[s] as Segment;
  const word = seg.words[i] as string;
  if (!US_ZIP.test(word)) return undefined;
  const found = (words: readonly string[], at: number): { zip: string; country: string } => {
    const code = (words[at] as string).replace(/\./g, '').toUpperCase();
    return { zip: word, country: USPS_TERRITORIES.has(code) ? code : 'US' };
  };
  if (i > 0 && subdivisionCodeOrName('US', seg.words, i - 1, i, true) !== undefined) return found(seg.words, i - 1);
  if (i > 1 && subdivisionCodeOrName('US', seg.words, i - 2, i) !== undefined) return { zip: word, country: 'US' };
  if (i === 0 && s > 0) {
    const prev = segs[s - 1] as Segment;
    const n = prev.words.length;
    if (n > 0 && subdivisionCodeOrName('US', prev.words, n - 1, n) !== undefined) return found(prev.words, n - 1);
  }
  return undefined;
}

const FOUR_DIGITS = /^\d{4}$/;

/** An Australian postcode after its state ("Sydney NSW 2000"). */
function auPostcode(seg: Segment, i: number): string | undefined {
  const word = seg.words[i] as string;
  if (i === 0 || !FOUR_DIGITS.test(word)) return undefined;
  const state = seg.words[i - 1] as string;
  return AU_STATES.has(state) ? word : undefined;
}
const AU_STATES = new Set(['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'ACT', 'NT']);

/**
 * How far from the end the postcode is searched: it sits with the town, near the end. Three
 * segments, or the last three lines when they hold more ("966816 Slonim / Grodno Region /
 * prospekt Slutsk, 157": where the street comes last, its number is a segment of its own).
 */
const SEARCH_DEPTH = 3;

function searchStart(segs: readonly Segment[]): number {
  let stop = Math.max(0, segs.length - SEARCH_DEPTH);
  const firstLine = (segs[segs.length - 1] as Segment).line - (SEARCH_DEPTH - 1);
  while (stop > 0 && (segs[stop - 1] as Segment).line >= firstLine) stop--;
  return stop;
}

/**
 * "P.O. Box 19002-00501": where the country writes its post office's postcode after the box number
 * with a dash (`BOX_DASH_POSTCODE`, Kenya), the word is read as the two it joins, so the box and
 * the postcode each find their field. Only a postcode valid for the country, after a box marker.
 */
export function splitBoxPostcodes(segs: Segment[], country: string | undefined): void {
  if (country === undefined || !BOX_DASH_POSTCODE.has(country)) return;
  for (let s = 0; s < segs.length; s++) {
    const seg = segs[s] as Segment;
    for (let i = 1; i < seg.words.length; i++) {
      const parts = /^(\d{1,6})-(\d{3,6})$/.exec(seg.words[i] as string);
      const marked = POST_BOX.has(seg.keys[i - 1] as string) || (i >= 2 && POST_BOX.has(`${seg.keys[i - 2]} ${seg.keys[i - 1]}`));
      if (!parts || !marked || !isValidPostcode(country, parts[2] as string)) continue;
      segs[s] = makeSegment([...seg.words.slice(0, i), parts[1] as string, parts[2] as string, ...seg.words.slice(i + 1)], seg.line);
      break;
    }
  }
}

export function findPostcode(segs: readonly Segment[], country: string | undefined): PostcodeFinding | undefined {
  if (segs.length === 0) return undefined;
  const stop = searchStart(segs);
  for (let s = segs.length - 1; s >= stop; s--) {
    const seg = segs[s] as Segment;
    for (let i = seg.words.length - 1; i >= 0; i--) {
      const compacts = compactsAt(seg, i);
      if (compacts.single.length === 0 && compacts.pair.length === 0) continue;
      if (country !== undefined) {
        const hit = tryCountry(country, i, compacts);
        if (hit && !blockedContext(seg, hit.from, i + 1, country) && !numberOfOpenedStreet(segs, s, hit.from, i + 1, country)) {
          // "MC 98000", "GU 96910": the country's code written apart goes with the postcode; not one
          // letter ("Stiege A 1070 Wien" is staircase A).
          const before = hit.from > 0 ? (seg.words[hit.from - 1] as string) : '';
          const prefixed = before !== '' && before.length > 1 && (before.toUpperCase() === country || postcodeWithCountryPrefix(`${before}-${hit.value}`)?.country === country);
          return { seg: s, from: prefixed ? hit.from - 1 : hit.from, to: i + 1, value: hit.value };
        }
        continue;
      }
      for (const candidate of DISTINCTIVE_POSTCODE_COUNTRIES) {
        const hit = tryCountry(candidate, i, compacts);
        if (hit && !blockedContext(seg, hit.from, i + 1, candidate) && shapeIsSure(candidate, seg.words[i] as string, hit.from < i, hit.from < i ? (seg.words[hit.from] as string) : '')) {
          return { seg: s, from: hit.from, to: i + 1, value: hit.value, country: candidate };
        }
      }
      const prefixed = postcodeWithCountryPrefix(seg.words[i] as string);
      if (prefixed && !blockedContext(seg, i, i + 1)) return { seg: s, from: i, to: i + 1, value: prefixed.postcode, country: prefixed.country };
      // "SE-111 29", "CZ-110 00": a prefixed code written with its own space.
      if (i > 0) {
        const split = postcodeWithCountryPrefix(`${seg.words[i - 1]}${seg.words[i]}`);
        if (split && /^[A-Za-z]{1,3}-\d+$/.test(seg.words[i - 1] as string) && !blockedContext(seg, i - 1, i + 1)) {
          return { seg: s, from: i - 1, to: i + 1, value: split.postcode, country: split.country };
        }
      }
      const australian = auPostcode(seg, i);
      if (australian !== undefined && !blockedContext(seg, i, i + 1, 'AU')) return { seg: s, from: i, to: i + 1, value: australian, country: 'AU' };
      const zip = usZip(segs, s, i);
      if (zip !== undefined && !blockedContext(seg, i, i + 1, 'US')) return { seg: s, from: i, to: i + 1, value: zip.zip, country: zip.country };
    }
  }
  if (country !== undefined) return undefined;
  // No country and no telling shape: a 4 to 6 digit number beside words in the last segment.
  const last = segs[segs.length - 1];
  if (!last || last.words.length < 2) return undefined;
  for (const i of [0, last.words.length - 1]) {
    const word = last.words[i] as string;
    if (word.length >= 4 && word.length <= 6 && isAllDigits(word) && !blockedContext(last, i, i + 1)) {
      return { seg: segs.length - 1, from: i, to: i + 1, value: word, unverified: true };
    }
  }
  return undefined;
}

const LETTER = /[A-Za-z]/;
const DASHED_SHAPES: Readonly<Record<string, RegExp>> = {
  JP: /^\d{3}-\d{4}$/, BR: /^\d{5}-\d{3}$/, PL: /^\d{2}-\d{3}$/, PT: /^\d{4}-\d{3}$/,
};

/**
 * Whether a match of a distinctive format is telling enough to name the country: letters
 * (UK, Canada, Ireland, Netherlands, Malta, Argentina CPA, LV-/LT- prefixes) or a dash in a fixed
 * place (Japan 100-8310, Brazil 01310-200, Poland 00-950, Portugal 1000-001).
 */
function shapeIsSure(country: string, word: string, pair: boolean, previous = ''): boolean {
  if (country === 'AR') return LETTER.test(word) && word.length === 8;
  const dashed = DASHED_SHAPES[country];
  if (dashed !== undefined) return dashed.test(word);
  if (country === 'LV' || country === 'LT') return word.toUpperCase().startsWith(country);
  if (country === 'MT') return pair && MALTA_LOCALITY_CODES.has(previous.toUpperCase());
  return pair || LETTER.test(word);
}
