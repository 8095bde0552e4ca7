// The keyword tables compiled once at module load into sets of folded keys, and the folding and
// word-shape tests the hot path uses (house numbers, ordinals), with no regex built per call.
import {
  ADMIN_DISTRICT_MARKERS, POSTCODE_MARKERS, LOCALITY_ENDINGS, SUBDIVISION_MARKERS, BUILDING_WORDS, CARE_OF_MARKERS, CITY_SUFFIXES, DISTRICT_MARKERS, DISTRICT_SUFFIXES, FLOOR_AFTER, FLOOR_ALONE, FLOOR_BEFORE, NAME_WORDS,
  NO_NUMBER, NUMBER_MARKERS, SEGMENT_NUMBER_MARKERS, POST_BOX_MARKERS, ROOM_BEFORE, STREET_SUFFIXES, STREET_WORDS, NAME_PARTICLE_WORDS,
  COMPOUND_STREET_LEAD_WORDS, NOT_A_PLACE_WORDS, REFERENCE_LABELS,
} from './tables/keywords';
import { charCodeAt } from '../reference/stringMethods';

const COMBINING = /[\u0300-\u036f]/g;
const EDGE_PUNCTUATION = /^[("'«»“”]+|[)"'«»“”,;:]+$/g;

/**
 * Folded comparison key of one word: lower case, Latin diacritics removed, surrounding quotes,
 * brackets and trailing commas or colons dropped. ASCII words take the fast path.
 */
export function foldKey(word: string): string {
  const cached = FOLD_CACHE.get(word);
  if (cached !== undefined) return cached;
  const key = computeFoldKey(word);
  remember(FOLD_CACHE, word, key);
  return key;
}

/** Bounded memo tables: address words repeat a lot (street types, towns), so most lookups hit. */
const CACHE_LIMIT = 50_000;
const FOLD_CACHE = new Map<string, string>();
const STREET_KEY_CACHE = new Map<string, boolean>();

function remember<V>(cache: Map<string, V>, key: string, value: V): void {
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, value);
}

function computeFoldKey(word: string): string {
  let ascii = true;
  for (let i = 0; i < word.length; i++) {
    if (word.charCodeAt(i) > 127) {
      ascii = false;
      break;
    }
  }
  let key = word.toLowerCase();
  if (!ascii) {
    key = key.replace(/ß/g, 'ss').replace(/ı/g, 'i').replace(/ø/g, 'o').replace(/æ/g, 'ae').replace(/ł/g, 'l');
    // º and ª are ordinal indicators that NFD would turn into letters; keep them as they are.
    if (key.indexOf('º') < 0 && key.indexOf('ª') < 0) key = key.normalize('NFD').replace(COMBINING, '');
    else key = key.replace(/[àáâãä]/g, 'a').replace(/[èéêë]/g, 'e').replace(/[ìíîï]/g, 'i').replace(/[òóôõö]/g, 'o').replace(/[ùúûü]/g, 'u');
  }
  if (key.length > 1) key = key.replace(EDGE_PUNCTUATION, '');
  return key;
}

function phraseKey(phrase: string): string {
  return phrase.split(/\s+/).map(foldKey).join(' ');
}

function phraseSet(list: readonly string[]): ReadonlySet<string> {
  return new Set(list.map(phraseKey));
}

export const POST_BOX = phraseSet(POST_BOX_MARKERS);
export const CARE_OF = phraseSet(CARE_OF_MARKERS);
export const REFERENCE_LABEL = phraseSet(REFERENCE_LABELS);
export const NAME = phraseSet(NAME_WORDS);
export const BUILDING = phraseSet(BUILDING_WORDS);
export const FLOOR_PRE = phraseSet(FLOOR_BEFORE);
export const FLOOR_POST = phraseSet(FLOOR_AFTER);
export const FLOOR_SOLO = phraseSet(FLOOR_ALONE);
export const ROOM_PRE = phraseSet(ROOM_BEFORE);
export const NUMBER_MARK = phraseSet(NUMBER_MARKERS);
export const SEGMENT_NUMBER_MARK = phraseSet(SEGMENT_NUMBER_MARKERS);
export const WITHOUT_NUMBER = phraseSet(NO_NUMBER);
export const STREET = phraseSet(STREET_WORDS);
export const DISTRICT_MARK = phraseSet(DISTRICT_MARKERS);
export const LOCALITY_END = phraseSet(LOCALITY_ENDINGS);
export const ADMIN_DISTRICT_MARK = phraseSet(ADMIN_DISTRICT_MARKERS);
export const SUBDIVISION_MARK = phraseSet(SUBDIVISION_MARKERS);
export const NOT_A_PLACE = phraseSet(NOT_A_PLACE_WORDS);
const STREET_ENDINGS = STREET_SUFFIXES.map(foldKey).filter((s) => s.length >= 3);
const DISTRICT_ENDINGS = DISTRICT_SUFFIXES.map((s) => s.toLowerCase());
const CITY_ENDINGS = CITY_SUFFIXES.map((s) => s.toLowerCase());

/** Building words that open a building name ("Building 5", "Haus A", "Torre Picasso"). */
export const BUILDING_LEAD: ReadonlySet<string> = phraseSet([
  'building', 'bldg', 'bldg.', 'block', 'blk', 'tower', 'haus', 'gebaude', 'torre', 'edificio', 'edif.', 'immeuble', 'imm.', 'batiment', 'bat.',
  'residence', 'palazzo', 'palazzina', 'gebouw', 'wing', 'hochhaus', 'complejo', 'torres', 'palacio', 'palácio', 'palais', 'palace',
  'chateau', 'château', 'castle', 'schloss', 'castello', 'castillo', 'villa', 'casa', 'maison', 'museum', 'museo', 'musee', 'musée', 'kasteel',
  'bloco', 'casina',
]);

/** Compass directions that end a street name ("Pennsylvania Avenue NW"). */
/** Joining words inside names ("of", "de", "della", "van"). */
export const NAME_PARTICLES: ReadonlySet<string> = new Set(NAME_PARTICLE_WORDS);

/** Lead words of compound street names that are words of their own ("NEUER", "NIEUWE", "PRINS"; not "am", "st."). */
export const STREET_LEAD_WORDS: ReadonlySet<string> = new Set(COMPOUND_STREET_LEAD_WORDS.filter((word) => word.length >= 4 && !word.endsWith('.')));

/** "St" and "Ste" before a name are Saint, not Street ("ST HELIER", "STE FOY"). */
export const SAINT_WORDS: ReadonlySet<string> = new Set(['st', 'st.', 'ste', 'ste.']);

export const DIRECTIONS: ReadonlySet<string> = new Set(['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw', 'n.', 's.', 'e.', 'w.', 'north', 'south', 'east', 'west']);

/** Markers written before a postcode ("PLZ 80331", "C.P. 06600", "CEP 01310-200"). */
export const POSTCODE_MARK: ReadonlySet<string> = phraseSet(POSTCODE_MARKERS);

/** A street-type word on its own ("Street", "Rue", "Via"), not a compound that carries the name ("Hauptstrasse"). */
export function isBareStreetType(key: string): boolean {
  return STREET.has(key);
}

export function isStreetKey(key: string): boolean {
  const cached = STREET_KEY_CACHE.get(key);
  if (cached !== undefined) return cached;
  let found = STREET.has(key);
  for (let i = 0; !found && i < STREET_ENDINGS.length; i++) {
    const ending = STREET_ENDINGS[i] as string;
    if (key.length > ending.length + 2 && key.endsWith(ending)) found = true;
  }
  remember(STREET_KEY_CACHE, key, found);
  return found;
}

export function endsWithDistrictSuffix(text: string): boolean {
  const lower = text.toLowerCase();
  for (const ending of DISTRICT_ENDINGS) if (lower.endsWith(ending)) return true;
  return false;
}

/**
 * The name without its city suffix: "-shi" glued ("Yokohama-shi"), or with `spaced` also a
 * separate word ("TOYOTA CITY"); undefined when it has none.
 */
export function cityWithoutSuffix(text: string, spaced = false): string | undefined {
  const lower = text.toLowerCase();
  for (const ending of CITY_ENDINGS) {
    if (lower.endsWith(ending) && lower.length > ending.length + 1 && (spaced || ending.startsWith('-'))) return text.slice(0, text.length - ending.length);
  }
  return undefined;
}

/** A letter of a house number: Latin, or of the Greek and Cyrillic blocks ("10-А", "15Б"). */
function isLetterCode(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 0x0370 && c <= 0x04ff);
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** True when the word holds at least one digit. */
export function hasDigit(word: string): boolean {
  const n = word.length;
  for (let i = 0; i < n; i++) if (isDigit(charCodeAt.call(word, i))) return true;
  return false;
}

const RUSSIAN_ORDINAL = /^\d{1,3}-(?:я|й|е|го|ая|ий|ой)$/iu;
const LETTERED_RANGE = /^\d{1,5}[A-Za-z][-/]\d{1,5}[A-Za-z]?$/;
const ORDINAL_ENDINGS = new Set(['st', 'nd', 'rd', 'th', 'er', 'e', 'eme', 'ème', 'de', 'te', 'ste', 'o', 'a', 'º', 'ª', '°', '.', 'ro', 'do', 'to', 'vo', 'mo', 'no']);
const HOUSE_SUFFIXES = new Set(['bis', 'ter', 'quater', 'hs', 'h', 'sub', 'rd']);

/**
 * A building number as written in an address: "12", "12a", "12-14", "11/21", "1-1-1", "12bis",
 * "123-H". Ordinals ("5th", "1st") are not building numbers.
 */
export function isHouseNumber(word: string): boolean {
  const n = word.length;
  if (n === 0 || n > 16 || !isDigit(charCodeAt.call(word, 0))) return false;
  let i = 0;
  let digits = 0;
  while (i < n && isDigit(charCodeAt.call(word, i))) {
    i++;
    digits++;
  }
  if (digits > 5) return false;
  if (i === n) return true;
  // "3-я Парковая", "2-й Казачий": a Russian ordinal opening a street's name, no house number.
  if (RUSSIAN_ORDINAL.test(word)) return false;
  // "18A-12", "5b/2": a letter, then further groups.
  if (LETTERED_RANGE.test(word)) return true;
  const rest = word.slice(i).toLowerCase();
  // Ranges and Japanese block numbers: digit groups joined by - or /, each maybe with a letter.
  if (rest[0] === '-' || rest[0] === '/') {
    let groups = 0;
    let j = i;
    while (j < n) {
      const sep = word.charCodeAt(j);
      if (sep !== 45 && sep !== 47) break;
      j++;
      // Each group is digits with at most one letter ("12-14", "11/21", "1-1-1", "5/2a"), or one letter ("123-H").
      const start = j;
      while (j < n && isDigit(word.charCodeAt(j))) j++;
      const digitCount = j - start;
      if (j < n && isLetterCode(word.charCodeAt(j))) j++;
      if (j === start || digitCount > 5 || (digitCount === 0 && j - start !== 1)) return false;
      groups++;
    }
    return j === n && groups <= 3;
  }
  if (ORDINAL_ENDINGS.has(rest) && rest !== 'a' && rest !== 'e' && rest !== 'o') return false;
  // "15А", "12Б": a letter of the Cyrillic or Greek alphabet too.
  if (rest.length === 1 && isLetterCode(rest.charCodeAt(0))) return true;
  if (rest.length === 2 && /^[a-z]{2}$/.test(rest) && !ORDINAL_ENDINGS.has(rest)) return true;
  return HOUSE_SUFFIXES.has(rest);
}

/** A written ordinal or number used with a floor word: "3", "3rd", "2.", "4e", "4ème", "3º", "1er". Returns the number. */
export function ordinalValue(word: string): string | undefined {
  const n = word.length;
  if (n === 0 || n > 6 || !isDigit(word.charCodeAt(0))) return undefined;
  let i = 0;
  while (i < n && isDigit(word.charCodeAt(i))) i++;
  if (i > 3) return undefined;
  if (i === n) return word;
  const rest = word.slice(i).toLowerCase();
  return ORDINAL_ENDINGS.has(rest) ? word.slice(0, i) : undefined;
}

/** True when the word is made only of digits (optionally with spaces removed by the caller). */
export function isAllDigits(word: string): boolean {
  if (word.length === 0) return false;
  for (let i = 0; i < word.length; i++) if (!isDigit(word.charCodeAt(i))) return false;
  return true;
}
