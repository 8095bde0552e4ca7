// Places the segments before the town: c/o and name lines stay unplaced; post box, floor, room,
// building name and district are taken out by their markers; the street line is split into
// StreetName and BuildingNumber by the country's number order.
import { notAddressTextAt } from './notAddressText';
import {
  DIRECTIONS, endsWithDistrictSuffix, ADMIN_DISTRICT_MARK, LOCALITY_END, BUILDING, BUILDING_LEAD, CARE_OF, DISTRICT_MARK, FLOOR_POST, FLOOR_PRE, FLOOR_SOLO, foldKey, hasDigit, isAllDigits,
  isBareStreetType, isHouseNumber, isStreetKey, NAME, NUMBER_MARK, ordinalValue, POST_BOX, ROOM_PRE, SEGMENT_NUMBER_MARK, STREET, WITHOUT_NUMBER,
  NAME_PARTICLES,
} from './lexicon';
import { namesCountries } from './country';
import { subdivisionCodeOrName } from './subdivision';
import { normalisePostcode } from '../reference/postcodes';
import {
  BUILDING_ONLY_LEAD_WORDS, COMPOUND_STREET_LEAD_WORDS, CORNER_MARKS, NAME_ONLY_JOINING_WORDS, DATE_LINKS, KILOMETRE_MARKS, LEGAL_FORM_WORDS, MONTHS, NAME_AFTER_STREET_TYPE, NAME_WORDS, OFFICE_WORDS, PLOT_MARKERS, STREET_OPENERS, STREET_TYPES_FIRST, STREET_TYPES_LAST, TITLE_WORDS,
} from './tables/keywords';
import {
  AREA_LABEL_IN_NAME,
  BUILDING_NUMBERED_ON_ROAD,
  CP_IS_POST_BOX,
  CP_IS_POSTCODE,
  DISTRICT_WORD_IS_LOCALITY,
  FLOOR_AND_DOOR_ORDINALS,
  FLOOR_GLUED_F,
  LOCALITY_IS_DISTRICT,
  ROOM_AFTER_HASH,
  STAIRCASE_AND_FLAT,
  CODED_STREET_PREFIXES,
} from './tables/conventions';
import { numberBeforeStreet } from './tables/formats';
import { areaField, areaLabel, gluedAreaLabel, type AreaFieldName } from './areas';
import { makeSegment, segmentText, type Segment } from './tokens';
import type { Valued } from './town';

export interface StreetArea {
  streetName?: Valued;
  buildingNumber?: Valued;
  buildingName?: Valued;
  floor?: Valued;
  room?: Valued;
  postBox?: Valued;
  districtName?: Valued;
  townLocationName?: Valued;
  unplaced: string[];
}

interface Piece {
  words: string[];
  keys: string[];
}

/** French business boxes: "CS 90032" (course spéciale), "TSA 70011" (tri service arrivée), in France and its departments. */
const FRENCH_BOXES: readonly string[] = ['cs', 'tsa'];
const COUNTRY_POST_BOX: Readonly<Record<string, readonly string[]>> = {
  FI: ['pl'], TR: ['pk', 'p.k.'], PL: ['skr.', 'skr. poczt.'], HR: ['p.p.'], RO: ['cp', 'c.p.'], HU: ['pf', 'pf.'],
  FR: FRENCH_BOXES, MC: FRENCH_BOXES, GP: FRENCH_BOXES, MQ: FRENCH_BOXES, GF: FRENCH_BOXES, RE: FRENCH_BOXES, YT: FRENCH_BOXES,
};
const CP_MARKERS = new Set(['cp', 'c.p.', 'case', 'cp.']);
const BOX_LETTERS = /^[A-Z]{1,3}$/;
const FRACTION = /^[1-9]\/[2-8]$/;
const HOUSE_SUFFIX_WORDS = new Set(['bis', 'ter', 'quater', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
const NO_NUMBER_REGEX = /^(?:no|nr|n|nº|n°|num|nro)[.:]?(\d[\w/-]*)$/i;
const SPANISH_FLOOR = /^(\d{1,2})[ºª°](?:([A-Za-z0-9])[ªº]?)?$/;
const SPANISH_DOOR = new Set(['izq', 'izq.', 'izda', 'izda.', 'izqda', 'dcha', 'dcha.', 'dch', 'der', 'der.', 'dra', 'dta', 'esq', 'esq.', 'centro', 'ctro']);
const GLUED_FLOOR = /^(\d{1,3})\.?(og|stock|etage|floor|fl|f|et|piso|p|e|er|eme|ème|de)$/i;
/** Hong Kong style floors: "12/F", "G/F". */
const SLASH_FLOOR = /^(\d{1,3}|G|LG|UG)\/F\.?$/i;
const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/;
const SHORT_VALUE = /^[A-Za-z0-9][A-Za-z0-9/-]{0,7}$/;
/** Locality labels that are not part of the name ("Col. Centro" is the colonia "Centro"; "Parque Jabaquara" keeps "Parque"). */
/** Some letter of any script: text of dashes and digits alone names no area. */
const LETTER = /\p{L}/u;
const LABEL_ONLY_MARKS: ReadonlySet<string> = new Set(['col.', 'col', 'colonia', 'bairro', 'barrio', 'fracc.', 'fraccionamiento', 'urb.', 'loc.', 'fraz.', 'ot']);
/** Street types that open a street name ("Calle 26", "Carrera 7", "Avenida 5 de Mayo"): a number after them is part of the name. */
const STREET_TYPE_LEAD: ReadonlySet<string> = new Set(['calle', 'carrera', 'cra', 'cra.', 'cl', 'avenida', 'av', 'av.', 'avda', 'avda.', 'rua', 'via', 'transversal', 'diagonal']);

export function phraseAt(keys: readonly string[], i: number, set: ReadonlySet<string>, maxWords: number): number {
  let key = '';
  let found = 0;
  const heads = phraseHeads(set);
  for (let n = 1; n <= maxWords && i + n <= keys.length; n++) {
    key = n === 1 ? (keys[i] as string) : `${key} ${keys[i + n - 1]}`;
    if (set.has(key)) found = n;
    // Speed: no longer phrase can start with these words, so no longer key is built and looked up
    // (building and hashing the joined keys was 1.7 % of a free-text request).
    if (!heads.has(key)) break;
  }
  return found;
}

const PHRASE_HEADS = new WeakMap<ReadonlySet<string>, ReadonlySet<string>>();

/** Every beginning of a phrase of the set that ends before one of its spaces ("po", "po box" of "po box no"). */
export function phraseHeads(set: ReadonlySet<string>): ReadonlySet<string> {
  let heads = PHRASE_HEADS.get(set);
  if (heads === undefined) {
    const found = new Set<string>();
    for (const phrase of set) for (let at = phrase.indexOf(' '); at >= 0; at = phrase.indexOf(' ', at + 1)) found.add(phrase.slice(0, at));
    PHRASE_HEADS.set(set, (heads = found));
  }
  return heads;
}

/** First words of the name phrases of two words or more: a pair of keys is joined and looked up in NAME only after one (speed: joining and hashing every pair was 0.8 % of the engine). */
const NAME_HEADS = phraseHeads(NAME);


function isPostBoxMarker(keys: readonly string[], i: number, country: string | undefined, postcodeElsewhere: boolean): number {
  const n = phraseAt(keys, i, POST_BOX, 4);
  if (n > 0) return n;
  const key = keys[i] as string;
  if (country && COUNTRY_POST_BOX[country]?.includes(key)) return 1;
  if (country && CP_IS_POST_BOX.has(country) && CP_MARKERS.has(key)) return key === 'case' ? 0 : 1;
  // "C.P. 775 80134 Napoli": with the postcode found elsewhere, "C.P." before a number is the post box.
  if (postcodeElsewhere && (country === undefined || !CP_IS_POSTCODE.has(country)) && CP_MARKERS.has(key) && key !== 'case') return 1;
  return 0;
}

function remove(piece: Piece, from: number, to: number): void {
  piece.words.splice(from, to - from);
  piece.keys.splice(from, to - from);
}

// "N-4868" (the Bahamas), "LG25", "UB0022": the post office's letters joined to the number.
const LETTERED_BOX = /^[A-Z]{1,3}-?\d{1,7}$/;

/** Post box: marker then its number ("PO Box 1234", "Postfach 10 01 23", "BP 45"). */
export function takePostBox(piece: Piece, country: string | undefined, postcodeElsewhere: boolean): string | undefined {
  for (let i = 0; i < piece.keys.length; i++) {
    const n = isPostBoxMarker(piece.keys, i, country, postcodeElsewhere);
    if (n === 0) continue;
    // "Box" inside a line is a word of a name ("Box Hill"), unless a name ends before it ("LUNDS UNIVERSITET BOX 117").
    if (n === 1 && (piece.keys[i] === 'box' || piece.keys[i] === 'po') && i > 0 && !endsAName(piece, i - 1)) continue;
    let j = i + n;
    if (j < piece.keys.length && NUMBER_MARK.has(piece.keys[j] as string)) j++;
    const start = j;
    // "P.O. Box GP 2674", "P.O. Box LG 25": a box number with its post office's letters.
    if (j + 1 < piece.words.length && BOX_LETTERS.test(piece.words[j] as string) && isAllDigits(piece.words[j + 1] as string)) j++;
    const digitsFrom = j;
    while (j < piece.words.length && isAllDigits((piece.words[j] as string).replace(/[.,:]$/, '')) && j - start < 3) j++;
    // "P.O. Box N-4868" (the Bahamas): the post office's letters joined to the number.
    if (j === digitsFrom && j === start && j < piece.words.length && (isHouseNumber(piece.words[j] as string) || LETTERED_BOX.test(piece.words[j] as string))) j++;
    if (j === digitsFrom) continue;
    const value = piece.words.slice(start, j).join(' ').replace(/[.,:]$/, '');
    // "01 BP 1269 Abidjan 01": the number before a boîte postale is its postal zone, no house
    // number; it leaves the street's words with the box (the lines keep it as written).
    const zone = i > 0 && ZONED_BOX.has(piece.keys[i] as string) && /^\d{1,2}$/.test(piece.words[i - 1] as string) ? 1 : 0;
    remove(piece, i - zone, j);
    return value;
  }
  return undefined;
}

/** Box marks that West African posts write after the box's postal zone ("01 BP 1269", "08 B.P. 01"). */
const ZONED_BOX: ReadonlySet<string> = new Set(['bp', 'b.p.', 'b.p']);

function takeFloor(piece: Piece, country: string | undefined): string | undefined {
  const keys = piece.keys;
  for (let i = 0; i < keys.length; i++) {
    const solo = phraseAt(keys, i, FLOOR_SOLO, 3);
    if (solo > 0 && !(solo === 1 && (keys[i] === 'pt' || keys[i] === 'pb') && !FLOOR_AND_DOOR_ORDINALS.has(country ?? ''))) {
      // "EG" and "UG" are floors only when written as such, not inside a street name.
      if (i === 0 || i + solo === keys.length) {
        const value = piece.words.slice(i, i + solo).join(' ');
        remove(piece, i, i + solo);
        return value;
      }
    }
    const key = keys[i] as string;
    if (FLOOR_PRE.has(key) && i + 1 < keys.length) {
      const value = ordinalValue(piece.words[i + 1] as string) ?? (SHORT_VALUE.test(piece.words[i + 1] as string) && hasDigit(piece.words[i + 1] as string) ? (piece.words[i + 1] as string) : undefined);
      // "Pl. 3" is a floor in Spain but "Pl." is also a place; require a number.
      if (value !== undefined && !(i > 0 && isHouseNumber(piece.words[i - 1] as string) && key === 'p.')) {
        remove(piece, i, i + 2);
        return value;
      }
    }
    const ordinal = ordinalValue(piece.words[i] as string);
    if (ordinal !== undefined && i + 1 < keys.length && FLOOR_POST.has(keys[i + 1] as string)) {
      // "12 p" in Italian addresses is rare; a bare number followed by "p"/"e" needs an ordinal mark.
      const mark = keys[i + 1] as string;
      const written = piece.words[i] as string;
      // "No 12 Kat 3": a marker that also opens a floor ("Kat 3") belongs to the number after it.
      const opensNext = FLOOR_PRE.has(mark) && isAllDigits(written) && i + 2 < keys.length && ordinalValue(piece.words[i + 2] as string) !== undefined;
      if (!opensNext && !((mark === 'p' || mark === 'p.' || mark === 'et') && isAllDigits(written))) {
        remove(piece, i, i + 2);
        return ordinal;
      }
    }
    const slashF = SLASH_FLOOR.exec(piece.words[i] as string);
    if (slashF) {
      remove(piece, i, i + 1);
      return slashF[1] as string;
    }
    const glued = GLUED_FLOOR.exec(piece.words[i] as string);
    if (glued && (glued[2] === 'F' || glued[2] === 'f') && (i > 0 || keys.length === 1 || FLOOR_GLUED_F.has(country ?? ''))) {
      remove(piece, i, i + 1);
      return glued[1];
    }
    if (glued && (FLOOR_POST.has((glued[2] as string).toLowerCase()) || /^(er|eme|ème|e|de)$/i.test(glued[2] as string))) {
      const isOrdinalOnly = /^(er|eme|ème|e|de)$/i.test(glued[2] as string);
      if (!isOrdinalOnly || (i + 1 < keys.length && FLOOR_POST.has(keys[i + 1] as string))) {
        remove(piece, i, isOrdinalOnly ? i + 2 : i + 1);
        return glued[1];
      }
    }
  }
  return undefined;
}

function takeRoom(piece: Piece, country: string | undefined): string | undefined {
  const keys = piece.keys;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    const word = piece.words[i] as string;
    if (word.length > 1 && word[0] === '#' && ROOM_AFTER_HASH.has(country ?? '') && (i > 0 || keys.length === 1 || hasDigit(word)) && SHORT_VALUE.test(word.slice(1))) {
      remove(piece, i, i + 1);
      return word.slice(1);
    }
    if (!ROOM_PRE.has(key) || i + 1 >= keys.length) continue;
    if (key === '#' && !ROOM_AFTER_HASH.has(country ?? '')) continue;
    if ((key === 'top' || key === 'int' || key === 'sc.' || key === 'int.') && i === 0) continue;
    // "Calle Loja 525", "Rue Porte 4": right after the street-type word that opens the street, the
    // word is the street's name ("Granville St Suite 1204" still has its suite).
    if (i > 0 && isBareStreetType(keys[i - 1] as string) && (i === 1 || isHouseNumber(piece.words[i - 2] as string))) continue;
    let j = i + 1;
    if (keys[j] === 'no' || keys[j] === 'no.' || keys[j] === '#' || keys[j] === 'nr' || keys[j] === 'nr.') j++;
    const value = piece.words[j];
    if (value === undefined) continue;
    const clean = value.replace(/^#/, '');
    if (!SHORT_VALUE.test(clean)) continue;
    // "Flat" and "Unit" open a room only before a number or a single letter ("OFFICE OF GRANTS" has none).
    if (!hasDigit(clean) && clean.length > 1) continue;
    // "UNIVERSITY FINANCE OFFICE 11 YUK CHOI ROAD": a department's office, and the street's number after it.
    if ((key === 'office' || key === 'bureau') && i > 0 && endsAName(piece, i - 1)) continue;
    remove(piece, i, j + 1);
    return clean;
  }
  return undefined;
}

/** Spanish and Portuguese floor and door: "3º B", "2º izq", "4ºA", "1ª". */
function takeSpanishFloorDoor(piece: Piece): { floor?: string; room?: string } {
  for (let i = 0; i < piece.words.length; i++) {
    const m = SPANISH_FLOOR.exec(piece.words[i] as string);
    if (!m) continue;
    const floor = m[1] as string;
    let room = m[2];
    let end = i + 1;
    // "4º andar", "3º piso": the floor word goes with the number.
    if (room === undefined && end < piece.keys.length && FLOOR_POST.has(piece.keys[end] as string)) end++;
    const next = piece.words[end];
    if (room === undefined && next !== undefined && end === i + 1) {
      const key = piece.keys[i + 1] as string;
      if (SPANISH_DOOR.has(key) || /^[A-Za-z]$/.test(next) || /^\d{1,2}[ºª]?$/.test(next)) {
        room = next.replace(/[ºª]$/, '');
        end = i + 2;
      }
    }
    remove(piece, i, end);
    return { floor, room };
  }
  return {};
}

interface StreetSplit {
  street?: string;
  number?: string;
  /** Words before the street that are not part of it ("BNP PARIBAS 16 BOULEVARD ..."): a name. */
  leading?: string;
  /** Words after a marked number ("No:185 Levent"): a locality. */
  trailing?: string;
  /** Nordic staircase and flat after the number ("10 B 23"). */
  room?: string;
  /** Words that stay AddressLine text: the corner street after "esq." ("CALLE AYACUCHO ESQ. MERCADO"). */
  aside?: string;
  numberConfidence: number;
  streetConfidence: number;
}

/**
 * A split of a street read with its place (`streetWithPlace`, `streetAfterMarkedNumber`,
 * `numberedStreetWithArea`) and a number, written out property by property. Not as
 * `{ ...place, number, ... }`: in Node 20 (V8 11.3) properties added after an object spread cost
 * 2-5 µs an object (a literal, or a spread written last, about 0.1 µs); the spreads here were about
 * 4 % of the engine's time on the free-text set (docs/performance.md, an eighth look).
 */
function placedSplit(place: { leading?: string; street?: string; trailing?: string }, number: string | undefined, numberConfidence: number, streetConfidence: number): StreetSplit {
  return { leading: place.leading, street: place.street, trailing: place.trailing, number, numberConfidence, streetConfidence };
}

function houseNumberEnd(piece: Piece, i: number): number {
  let end = i + 1;
  const next = piece.keys[end];
  if (next !== undefined && HOUSE_SUFFIX_WORDS.has(next) && (next.length > 1 || end + 1 === piece.keys.length)) end++;
  return end;
}

/** Markers of the parts of a Brazilian planned-city address: quadra, conjunto, bloco, lote, casa, trecho. */
const BR_PART_MARKS: ReadonlySet<string> = new Set([
  'quadra', 'qd', 'qd.', 'q.', 'qda', 'conjunto', 'conj', 'conj.', 'cj', 'cj.', 'bloco', 'bl', 'bl.', 'lote', 'lt', 'lt.', 'casa', 'trecho', 'tr.',
]);
const BR_BUILDING_MARKS: ReadonlySet<string> = new Set(['bloco', 'bl', 'bl.', 'torre', 'edificio', 'ed.']);
const SECTOR_CODE = /^[A-Za-z]{2,5}$/;
const PART_VALUE = /^(?:\d{1,4}[A-Za-z]?|[A-Za-z])$/;

/**
 * "SBS Quadra 3 Bloco B", "SQS 308 Bloco C", "SHIN QI 5 Conjunto 8 Casa 2": in Brasília the sector
 * code with its quadra, bloco, conjunto or lote is the logradouro as the Correios list it, with no
 * building number. Returns the number of words it spans (0 when the line is not written so).
 */
function sectorAddressEnd(piece: Piece): number {
  const { words, keys } = piece;
  const code = words[0] as string;
  if (!SECTOR_CODE.test(code) || isStreetKey(keys[0] as string) || words.length < 3) return 0;
  let i = 1;
  // A second code ("SHIN QI 5", "SHIS QL 10").
  if (SECTOR_CODE.test(words[i] as string) && !BR_PART_MARKS.has(keys[i] as string) && words[i] === (words[i] as string).toUpperCase()) i++;
  // "SQS 308 Bloco C": the superquadra number right after the code.
  const numbered = /^\d{1,4}$/.test(words[i] ?? '');
  if (numbered) i++;
  let parts = 0;
  while (i + 1 < words.length && BR_PART_MARKS.has(keys[i] as string) && PART_VALUE.test(words[i + 1] as string)) {
    i += 2;
    parts++;
  }
  // The code must be written as a code (capitals) unless a quadra-like part follows; a number alone is not enough.
  if (parts === 0 || (!numbered && !BR_PART_MARKS.has(keys[1] as string) && !BR_PART_MARKS.has(keys[2] as string))) return 0;
  return i;
}

const SECTION_MARK: ReadonlySet<string> = new Set(['sec.', 'sec', 'section']);

/** "Road 1702": a leading street type word and a number, nothing else. */
function isNumberedStreet(piece: Piece, country?: string): boolean {
  const n = piece.words.length;
  // "KG 220 St", "KN 3 Rd" (Rwanda): a district code, a number and a type word name the street.
  const codes = country !== undefined ? CODED_STREET_PREFIXES[country] : undefined;
  if (codes !== undefined && n === 3 && codes.includes((piece.words[0] as string).toUpperCase()) && isAllDigits(piece.words[1] as string) && isBareStreetType(piece.keys[2] as string)) return true;
  if (n === 4 && isDateName(piece, 1)) return NUMBERED_STREET_WORDS.has(piece.keys[0] as string);
  // "Xinyi Rd. Sec. 5": a road with its section, the number of the building written elsewhere.
  if (n >= 3 && SECTION_MARK.has(piece.keys[n - 2] as string) && isAllDigits(piece.words[n - 1] as string)) return piece.keys.slice(0, n - 2).some((k) => isStreetKey(k));
  return piece.words.length === 2 && NUMBERED_STREET_WORDS.has(piece.keys[0] as string) && isAllDigits(piece.words[1] as string) && (piece.words[1] as string).length <= 5;
}

/** "24 de Julho", "5 de Mayo", "25 de Setembro" at word i: a street named after a date. */
function isDateName(piece: Piece, i: number): boolean {
  const day = piece.words[i] as string;
  return isAllDigits(day) && day.length <= 2 && DATE_LINKS.has(piece.keys[i + 1] as string) && MONTHS.has(piece.keys[i + 2] as string);
}

/** Type words that streets named by a number open with ("Road 1702", "Calle 26"); not "Plein 57" or "Landstrasse 109". */
const NUMBERED_STREET_WORDS: ReadonlySet<string> = new Set([
  'road', 'rd', 'rd.', 'street', 'st', 'st.', 'avenue', 'ave', 'ave.', 'lane', 'highway', 'calle', 'cl', 'cl.', 'carrera', 'cra', 'cra.', 'kr',
  'avenida', 'av', 'av.', 'rua', 'rue', 'jalan', 'jln', 'soi', 'ulitsa', 'ul.', 'sokak', 'sok.', 'cadde', 'shari', 'sharia',
]);

/** Splits a street line into street name and building number. */
export function splitStreet(piece: Piece, country: string | undefined): StreetSplit {
  const words = piece.words;
  const keys = piece.keys;
  const n = words.length;
  if (country === 'BR') {
    const end = sectorAddressEnd(piece);
    if (end > 0) {
      const trailing = end < n ? words.slice(end).join(' ') : undefined;
      return { street: words.slice(0, end).join(' '), trailing, numberConfidence: 0, streetConfidence: 0.85 };
    }
    // "Rua das Flores 100 Bloco 2": the bloco after the number is the building.
    for (let k = 2; k + 1 < n; k++) {
      if (!BR_BUILDING_MARKS.has(keys[k] as string) || !isHouseNumber(words[k - 1] as string)) continue;
      const head = splitStreet({ words: words.slice(0, k), keys: keys.slice(0, k) }, country);
      if (head.trailing !== undefined || head.number === undefined) break;
      head.trailing = words.slice(k).join(' ');
      return head;
    }
  }
  // "CALLE AYACUCHO ESQ. MERCADO": the corner street after "esq." is no part of the street's name.
  const corner = cornerAt(piece);
  if (corner > 0) {
    const head = splitStreet({ words: words.slice(0, corner), keys: keys.slice(0, corner) }, country);
    head.aside = [head.aside, words.slice(corner).join(' ')].filter((t) => t !== undefined).join(' ');
    return head;
  }
  // "Carretera a Masaya Km 4.5", "KM 4.5 CARRETERA A MASAYA": a kilometre marker is the building number.
  const km = kilometreAt(piece);
  if (km >= 0) {
    // "Km 1 1/2": a fraction after the kilometre belongs to it.
    const end = km + 2 < n && FRACTION.test(words[km + 2] as string) ? km + 3 : km + 2;
    const rest = { words: [...words.slice(0, km), ...words.slice(end)], keys: [...keys.slice(0, km), ...keys.slice(end)] };
    return { street: rest.words.join(' '), number: words.slice(km, end).join(' '), numberConfidence: 0.85, streetConfidence: 0.85 };
  }
  // "Road 1702", "Calle 26", "Rue 12": a street type word with a number and nothing else is a numbered street.
  if (isNumberedStreet(piece, country)) return { street: words.join(' '), numberConfidence: 0, streetConfidence: 0.85 };
  // "Roosevelt Road Sec. 1 No. 2" (Taiwan): the section is part of the street name.
  for (let i = 1; i + 1 < n; i++) {
    if (!SECTION_MARK.has(keys[i] as string) || !isAllDigits(words[i + 1] as string)) continue;
    const rest = splitStreet({ words: [...words.slice(0, i), ...words.slice(i + 2)], keys: [...keys.slice(0, i), ...keys.slice(i + 2)] }, country);
    if (rest.street === undefined || rest.number === undefined) break;
    rest.street = `${words.slice(0, i).join(' ')} ${words[i]} ${words[i + 1]}`;
    return rest;
  }
  let streetWord = false;
  for (const key of keys) if (isStreetKey(key)) streetWord = true;
  const baseStreet = streetWord ? 0.92 : 0.8;
  // Marked number: "No. 5", "Nr 12", "nº 5", "# 59-51", "No:12".
  for (let i = 0; i < n; i++) {
    const key = keys[i] as string;
    const glued = NO_NUMBER_REGEX.exec(words[i] as string);
    if (glued && (i > 0 || n > 1)) {
      if (i === 0) return placedSplit(streetWithPlace(piece, 1), glued[1], 0.93, baseStreet);
      const after = streetAfterMarkedNumber(piece, i, i + 1);
      if (after !== undefined) return placedSplit(after, glued[1], 0.93, baseStreet);
      const trailing = i + 1 < n ? words.slice(i + 1).join(' ') : undefined;
      return { street: words.slice(0, i).join(' '), number: glued[1], trailing, numberConfidence: 0.93, streetConfidence: baseStreet };
    }
    // A mark of one word or more ("No. 5", "Stand No. 6949").
    const mark = NUMBER_MARK.has(key) ? Math.max(1, phraseAt(keys, i, NUMBER_MARK, 3)) : 0;
    // Opening the piece, a mark of one word needs a street after its number ("No. 5" alone is read
    // elsewhere), unless it marks a plot ("PLOT 17"); a mark of two is unmistakable ("Plot No. 12").
    if (mark > 0 && i + mark < n && isHouseNumber(words[i + mark] as string) && (i > 0 || n > mark + 1 || mark > 1 || PLOT_MARK.has(key))) {
      if (key === 'n' && i === 0) continue;
      const end = houseNumberEnd(piece, i + mark);
      // A plot's mark ending the line after words is a plot of the street they name ("Kampala Road
      // Plot 33"); after words that name no street it is a word of their name ("CITY MARKET STAND 12":
      // ninth review).
      if (i > 0 && end >= n && PLOT_MARK.has(keys.slice(i, i + mark).join(' ')) && !hasStreetWord({ words: words.slice(0, i), keys: keys.slice(0, i) })) continue;
      const number = words.slice(i + mark, end).join(' ');
      // "No. 32 Chengfang Street": the street follows; "Atatürk Cad. No: 12 Levent": a locality follows.
      if (i === 0) {
        if (end >= n) return { number, numberConfidence: 0.93, streetConfidence: 0 };
        return placedSplit(streetWithPlace(piece, end), number, 0.93, baseStreet);
      }
      const after = streetAfterMarkedNumber(piece, i, end);
      if (after !== undefined) return placedSplit(after, number, 0.93, baseStreet);
      const street = words.slice(0, i).join(' ');
      const trailing = end < n ? words.slice(end).join(' ') : undefined;
      return { street, number, trailing, numberConfidence: 0.93, streetConfidence: baseStreet };
    }
  }
  // "sin número".
  const lastKey = keys[n - 1] as string;
  if (n > 1 && WITHOUT_NUMBER.has(lastKey)) {
    return { street: words.slice(0, n - 1).join(' '), number: words[n - 1], numberConfidence: 0.8, streetConfidence: baseStreet };
  }
  // Nordic flats: "Sentmenatinkatu 10 B 23" is house 10, staircase B, flat 23.
  if (n >= 4 && country !== undefined && STAIRCASE_AND_FLAT.has(country)) {
    const house = words[n - 3] as string;
    const stair = words[n - 2] as string;
    const flat = words[n - 1] as string;
    if (isAllDigits(house) && stair.length === 1 && /[A-Za-z]/.test(stair) && isAllDigits(flat)) {
      return { street: words.slice(0, n - 3).join(' '), number: house, room: `${stair} ${flat}`, numberConfidence: 0.9, streetConfidence: baseStreet };
    }
  }
  // "Szabadság tér 9.", "Gyömrői út 19-21.": a number with a full stop ends the street in Hungary and Slovakia.
  const lastWord = words[n - 1] as string;
  if (n > 1 && lastWord.endsWith('.') && /^\d/.test(lastWord) && isHouseNumber(lastWord.slice(0, -1)) && lastWord.length <= 9) {
    return { street: words.slice(0, n - 1).join(' '), number: lastWord.slice(0, -1), numberConfidence: 0.88, streetConfidence: baseStreet };
  }
  // Number after the street: "Hauptstrasse 12a", "Kalverstraat 9 - 12", "Via Roma 12 bis".
  let lastStart = -1;
  let lastEnd = -1;
  for (let i = n - 1; i >= 1; i--) {
    if (!isHouseNumber(words[i] as string)) continue;
    const end = houseNumberEnd(piece, i);
    if (end !== n) break;
    lastStart = i;
    lastEnd = end;
    // "9 - 12": a range written with spaces.
    if (i >= 3 && words[i - 1] === '-' && isHouseNumber(words[i - 2] as string)) lastStart = i - 2;
    // "12 1/2": a number with its fraction.
    else if (i >= 2 && FRACTION.test(words[i] as string) && /^\d+$/.test(words[i - 1] as string)) lastStart = i - 1;
    break;
  }
  // Number before the street: "10 Downing Street", "12 bis rue de la Paix", "1-1 Marunouchi 1-chome".
  let firstEnd = -1;
  if (n > 1 && isHouseNumber(words[0] as string)) {
    firstEnd = houseNumberEnd(piece, 0);
    if (firstEnd >= n) firstEnd = -1;
  }
  const numberFirst = country !== undefined ? numberBeforeStreet(country) : undefined;
  let useFirst: boolean;
  if (firstEnd > 0 && lastStart > 0) useFirst = numberFirst ?? false;
  else if (firstEnd > 0) useFirst = true;
  else if (lastStart > 0) useFirst = false;
  else {
    // "Avenida 5 de Mayo 2 Centro", "Praça Antonio Prado 48 Centro": number-after countries, a locality follows the number.
    if (numberFirst !== true) {
      for (let i = n - 2; i >= 1 && i >= n - 4; i--) {
        if (!isHouseNumber(words[i] as string)) continue;
        const end = houseNumberEnd(piece, i);
        const rest = words.slice(end);
        if (rest.length === 0 || rest.some((w) => hasDigit(w)) || keys.slice(end).some((k) => isStreetKey(k))) break;
        return { street: words.slice(0, i).join(' '), number: words.slice(i, end).join(' '), trailing: rest.join(' '), numberConfidence: 0.75, streetConfidence: 0.75 };
      }
    }
    // "BNP PARIBAS 16 BOULEVARD DES ITALIENS": a number in the middle opens the street; what precedes is a name.
    for (let i = 1; i < n - 1; i++) {
      if (!isHouseNumber(words[i] as string)) continue;
      const end = houseNumberEnd(piece, i);
      // "Two Exchange Square 8 Connaught Place": a street type word follows the number somewhere.
      if (end < n && keys.slice(end).some((k) => isStreetKey(k)) && !keys.slice(0, i).some((k) => isStreetKey(k) && STREET_TYPE_LEAD.has(k))) {
        const withArea = numberedStreetWithArea(piece, end);
        const split = placedSplit(withArea ?? streetWithPlace(piece, end), words.slice(i, end).join(' '), 0.8, 0.8);
        split.leading = words.slice(0, i).join(' ');
        return split;
      }
    }
    const building = buildingBeforeStreet(piece);
    if (building > 0) return { leading: words.slice(0, building).join(' '), street: words.slice(building).join(' '), numberConfidence: 0, streetConfidence: 0.8 };
    return placedSplit(streetWithPlace(piece, 0), undefined, 0, streetWord ? 0.85 : 0.7);
  }
  const agrees = numberFirst === undefined ? false : numberFirst === useFirst;
  const numberConfidence = agrees ? 0.95 : numberFirst === undefined ? 0.85 : 0.82;
  if (useFirst) {
    const number = words.slice(0, firstEnd).join(' ');
    const withArea = numberedStreetWithArea(piece, firstEnd);
    if (withArea !== undefined) return placedSplit(withArea, number, numberConfidence, baseStreet);
    // "2 Shenton Way SGX Centre 1": a building named after the street's type word.
    for (let k = firstEnd + 1; k < n - 1; k++) {
      if (!STREET.has(keys[k] as string)) continue;
      const rest = { words: words.slice(k + 1), keys: keys.slice(k + 1) };
      if (rest.keys.some((key) => BUILDING.has(key)) && isBuildingName(rest)) {
        return { street: words.slice(firstEnd, k + 1).join(' '), number, trailing: rest.words.join(' '), numberConfidence, streetConfidence: baseStreet };
      }
      break;
    }
    return placedSplit(streetWithPlace(piece, firstEnd), number, numberConfidence, baseStreet);
  }
  const number = words.slice(lastStart, lastEnd).join(' ').replace(/ - /g, '-');
  return { street: words.slice(0, lastStart).join(' '), number, numberConfidence, streetConfidence: baseStreet };
}

const CORNER_MARK: ReadonlySet<string> = new Set(CORNER_MARKS);
const KILOMETRE_MARK: ReadonlySet<string> = new Set(KILOMETRE_MARKS);

/** Where a corner street opens ("ESQ. MERCADO"): a corner mark after the street, before a name word; else 0. */
function cornerAt(piece: Piece): number {
  for (let k = 2; k + 1 < piece.keys.length; k++) {
    if (CORNER_MARK.has(piece.keys[k] as string) && /^\p{L}{2,}/u.test(piece.words[k + 1] as string) && !SPANISH_DOOR.has(piece.keys[k + 1] as string)) return k;
  }
  return -1;
}

/**
 * Where "Km 4.5" stands in a street line that has a street word besides it, or a road's name or code
 * of a few words with no organisation word ("GP1 KM 12", "JL. RAYA BEKASI KM 21"); else -1.
 */
function kilometreAt(piece: Piece): number {
  for (let k = 0; k + 1 < piece.keys.length; k++) {
    if (!KILOMETRE_MARK.has(piece.keys[k] as string) || !/^\d{1,4}(?:[.,]\d{1,3})?$/.test(piece.words[k + 1] as string)) continue;
    const rest = [...piece.keys.slice(0, k), ...piece.keys.slice(k + 2)];
    const road = rest.length >= 1 && rest.length <= 4 && rest.every((key) => /\p{L}/u.test(key) && !NAME.has(key));
    return rest.some((key) => isStreetKey(key)) || road ? k : -1;
  }
  return -1;
}

/**
 * "UNIVERSITY OF COLOMBO NO 94 CUMARATUNGA MUNIDASA MAWATHA", "MTN TOWERS PLOT 22 HANNINGTON RD":
 * a marked number inside the line with a street word only after it opens the street there; the
 * words before it are a name or a building (the number's mark at `mark`, the street from `from`).
 */
function streetAfterMarkedNumber(piece: Piece, mark: number, from: number): { leading: string; street: string; trailing?: string } | undefined {
  const before = { words: piece.words.slice(0, mark), keys: piece.keys.slice(0, mark) };
  const after = { words: piece.words.slice(from), keys: piece.keys.slice(from) };
  if (from >= piece.words.length || hasStreetWord(before) || !hasStreetWord(after) || after.words.some(hasDigit)) return undefined;
  return { leading: before.words.join(' '), ...streetWithPlace(piece, from) };
}

/**
 * "SAFARICOM HOUSE WAIYAKI WAY": a building named first, then a street of at
 * least two words that ends with a type word that only ends names. The number of words the building
 * takes, or 0. "OLD COURT HOUSE STREET" is one street: its type word alone follows the building word.
 */
function buildingBeforeStreet(piece: Piece): number {
  const n = piece.keys.length;
  if (!STREET_TYPE_LAST.has(piece.keys[n - 1] as string)) return 0;
  for (let k = 1; k <= n - 3; k++) {
    if (!BUILDING.has(piece.keys[k] as string)) continue;
    const street = { words: piece.words.slice(k + 1), keys: piece.keys.slice(k + 1) };
    if (street.keys.some((key) => BUILDING.has(key)) || street.keys.slice(0, -1).some((key) => isStreetKey(key))) return 0;
    return k + 1;
  }
  return 0;
}

/** "HOUSE 34 ROAD 7 BANANI": a numbered street from word `from` on, and the few words of its area after it. */
function numberedStreetWithArea(piece: Piece, from: number): { street: string; trailing: string } | undefined {
  const street = { words: piece.words.slice(from, from + 2), keys: piece.keys.slice(from, from + 2) };
  const rest = { words: piece.words.slice(from + 2), keys: piece.keys.slice(from + 2) };
  if (!isNumberedStreet(street) || !placeAfterStreet(rest)) return undefined;
  return { street: street.words.join(' '), trailing: rest.words.join(' ') };
}

/**
 * "SBERBANK UL. VAVILOVA 19": a street type that only ever opens a street's name, standing after
 * other words, starts the street; the words before it are a name. Only words without a number
 * or street word before it, and a name word after it.
 */
function takeTextBeforeOpener(piece: Piece): string | undefined {
  // "DI ENERGIA PIAZZA LEONARDO DA VINCI" after "... DIPARTIMENTO": a line opened by a joining word
  // goes on the name of the line before; any type word that opens names ends it.
  const continuesName = NAME_PARTICLES.has(piece.keys[0] as string);
  for (let k = 1; k + 1 < piece.keys.length; k++) {
    if (!STREET_OPENER.has(piece.keys[k] as string) && !(continuesName && OPENING_TYPE.has(piece.keys[k] as string))) continue;
    const before = { words: piece.words.slice(0, k), keys: piece.keys.slice(0, k) };
    if (before.words.some(hasDigit) || hasStreetWord(before) || hasDigit(piece.words[k + 1] as string)) return undefined;
    remove(piece, 0, k);
    return before.words.join(' ');
  }
  return undefined;
}
const STREET_OPENER: ReadonlySet<string> = new Set(STREET_OPENERS.map(foldKey));

const STREET_TYPE_LAST: ReadonlySet<string> = new Set(STREET_TYPES_LAST);
const NAME_AFTER_TYPE: ReadonlySet<string> = new Set(NAME_AFTER_STREET_TYPE);

/**
 * The street from word `from` on, and the place written after it on the same line: "5 CANTON RD
 * TSIM SHA TSUI", "ALFRED REWANE RD IKOYI", "DISCOVERY PLACE SANDTON", "RUMELIFENERI YOLU SARIYER".
 * A type word written after the street's name ends the name; one to three words of a place after
 * it are the area the street lies in. Not when the street opens with its type word ("Place
 * Vendôme", "Rue de la Place Verte"), nor at a type word that opens names ("... y Vía Interoceánica"),
 * nor for a type word glued to the name ("Hauptstraße").
 */
function streetWithPlace(piece: Piece, from: number): { street: string; trailing?: string } {
  const { words, keys } = piece;
  const street = { street: words.slice(from).join(' ') };
  // "ROAD 71 GULSHAN", "CALLE 26 CHAPINERO": a street named by its number ends with it; a place
  // after it is the area ("Calle 5 de Mayo", "Carrera 7 Bis", "Avenue 3 South" go on the name).
  const number = words[from + 1];
  if (number !== undefined && from + 2 < keys.length && NUMBERED_STREET_WORDS.has(keys[from] as string) && isAllDigits(number) && number.length <= 5 && !isDateName(piece, from + 1)) {
    const rest = { words: words.slice(from + 2), keys: keys.slice(from + 2) };
    if (!DATE_LINKS.has(rest.keys[0] as string) && placeAfterStreet(rest)) return { street: words.slice(from, from + 2).join(' '), trailing: rest.words.join(' ') };
  }
  if (from >= keys.length || isStreetKey(keys[from] as string)) return street;
  for (let k = from + 1; k < keys.length - 1; k++) {
    if (!isStreetKey(keys[k] as string)) continue;
    const rest = { words: words.slice(k + 1), keys: keys.slice(k + 1) };
    // "Diego de Robles y Vía Interoceánica": a type word that opens names opens a second street.
    const type = keys[k] as string;
    if (!STREET.has(type) || STREET_TYPE_LEAD.has(type) || STREET_OPENER.has(type) || !placeAfterStreet(rest)) return street;
    return { street: words.slice(from, k + 1).join(' '), trailing: rest.words.join(' ') };
  }
  return street;
}

/**
 * One to three words of a place: no number, no street or building word, and not opening with a word
 * that continues the street's name ("QUEENS ROAD CENTRAL", "MAIN STREET NORTH"); after the place's
 * first word such a word is the place's ("FANSHAWE ST AUCKLAND CENTRAL", "LEITH STREET DUNEDIN NORTH").
 */
function placeAfterStreet(rest: Piece): boolean {
  if (rest.keys.length === 0 || rest.keys.length > 3) return false;
  for (let i = 0; i < rest.keys.length; i++) {
    const key = rest.keys[i] as string;
    if (hasDigit(rest.words[i] as string) || isStreetKey(key) || BUILDING.has(key)) return false;
    // "QUEEN STREET WEST", "DES VOEUX ROAD CENTRAL": a word alone after the type word goes on the
    // name; with a name after it, it opens a place ("HOSPITAL ROAD UPPER HILL", "KING'S ROAD NORTH POINT").
    if (i === 0 && (DIRECTIONS.has(key) || NAME_AFTER_TYPE.has(key)) && (rest.keys.length === 1 || DIRECTIONS.has(rest.keys[1] as string) || NAME_AFTER_TYPE.has(rest.keys[1] as string))) return false;
  }
  return true;
}

function pieceOf(seg: Segment): Piece {
  return { words: seg.words.slice(), keys: seg.keys.slice() };
}

/** Short legal forms are plain letters: "Sé" (a bairro, a cathedral square) is not "SE" (Societas Europaea). */
const ACCENTED = /[^\x00-\x7f]/;
function nameWordAsWritten(word: string, key: string): boolean {
  return key.length > 3 || !ACCENTED.test(word) || word.toLowerCase() === key || NAME_WORDS_AS_WRITTEN.has(word.toLowerCase());
}
const NAME_WORDS_AS_WRITTEN: ReadonlySet<string> = new Set(NAME_WORDS);

/**
 * A line before the street is a building only with a building word ("Ocean Centre", "Tower 2");
 * without one it is as likely the party, a department or a recipient ("BAYERISCHE
 * STAATSKANZLEI", "SERVICE FOURNISSEURS"), and such text stays AddressLine text.
 */
function namesABuilding(piece: Piece): boolean {
  return !isNameLike(piece) && isBuildingName(piece);
}

const SAINT_OR_STREET: ReadonlySet<string> = new Set(['st', 'st.']);

function isNameLike(piece: Piece): boolean {
  // "AVENIDA UNIVERSIDAD", "Rue de la Banque": a street opened by its type word is named after the institution.
  // "St" opening a line is Saint ("ST JAMES UNIVERSITY HOSPITAL"), no type word.
  const streetFirst = piece.keys.length > 1 && isBareStreetType(piece.keys[0] as string) && !SAINT_OR_STREET.has(piece.keys[0] as string);
  for (let i = 0; i < piece.keys.length; i++) {
    if (streetFirst && !LEGAL_FORMS.has(piece.keys[i] as string)) continue;
    const key = piece.keys[i] as string;
    // A legal form ends a company name: opening a line ("Asa Sul", a Brasília area) it is another word.
    if (NAME.has(key) && nameWordAsWritten(piece.words[i] as string, key) && !(i === 0 && piece.keys.length > 1 && LEGAL_FORMS.has(key))) return true;
    if (i + 1 < piece.keys.length && NAME_HEADS.has(key) && NAME.has(`${key} ${piece.keys[i + 1]}`)) return true;
  }
  return false;
}

/** "Emirates Group Headquarters", "HEAD OFFICE", "ADNOC HQ": the party's office, not the name of a building ("HDFC Bank House" is one). */
function namesAnOffice(piece: Piece): boolean {
  const n = piece.keys.length;
  if (n > 1 && piece.keys[n - 2] === 'post') return false;
  return OFFICE.has(piece.keys[n - 1] as string) || (n > 1 && OFFICE.has(`${piece.keys[n - 2]} ${piece.keys[n - 1]}`));
}
const OFFICE: ReadonlySet<string> = new Set(OFFICE_WORDS);

function isIdentifier(piece: Piece): boolean {
  if (piece.words.length !== 1) return false;
  const word = (piece.words[0] as string).replace(/\s/g, '');
  return IBAN.test(word);
}

function hasHouseNumber(piece: Piece): boolean {
  for (const word of piece.words) if (isHouseNumber(word)) return true;
  return false;
}

/** A building number at either end ("Via Roma 12", "12 rue X"), not one inside the name ("Avenida 5 de Mayo"). */
function hasEdgeNumber(piece: Piece): boolean {
  const n = piece.words.length;
  return n > 1 && (isHouseNumber(piece.words[0] as string) || isHouseNumber(piece.words[n - 1] as string));
}

function hasStreetWord(piece: Piece): boolean {
  for (const key of piece.keys) if (isStreetKey(key)) return true;
  return false;
}

/** "BOULEVARD PLAZA TOWER 1", "Block 5": every number follows a building word. */
/** A house number that is not a numbered building's ("Tower 1"). (A function of the module, not a closure per call: under tsx every named closure is renamed when made.) */
function numberedStreet(piece: Piece): boolean {
  return hasHouseNumber(piece) && !numberedBuilding(piece);
}

function numberedBuilding(piece: Piece): boolean {
  let numbers = 0;
  for (let i = 0; i < piece.words.length; i++) {
    if (!isHouseNumber(piece.words[i] as string)) continue;
    numbers++;
    // A building's own number is short ("Tower 1", "Block 12B"); "TOWER 6795" ends where the street's number begins.
    if (i === 0 || !BUILDING.has(piece.keys[i - 1] as string) || !/^\d{1,2}[A-Za-z]?$/.test(piece.words[i] as string)) return false;
  }
  return numbers > 0;
}

/** True when every street word of the piece is also a building word ("Bank Square", "Eric Williams Plaza"). */
function onlyBuildingStreetWords(piece: Piece): boolean {
  let street = 0;
  for (const key of piece.keys) {
    if (!isStreetKey(key)) continue;
    street++;
    if (!BUILDING.has(key)) return false;
  }
  return street > 0;
}

/**
 * The first candidate with a plain street word, when the first one reads as a building as well:
 * its street words are building words too, or its number follows a building word.
 */
function plainStreetAfterBuildingWord<T extends { piece: Piece }>(candidates: readonly T[]): T | undefined {
  const first = candidates[0];
  if (first === undefined || !readsAsBuilding(first.piece)) return undefined;
  return candidates.find((c) => hasStreetWord(c.piece) && !readsAsBuilding(c.piece));
}

function readsAsBuilding(piece: Piece): boolean {
  return onlyBuildingStreetWords(piece) || numberedBuilding(piece);
}

const BUILDING_ONLY_LEAD: ReadonlySet<string> = new Set(BUILDING_ONLY_LEAD_WORDS);
export const NUMBERED_BUILDING_WORD: ReadonlySet<string> = new Set(['building', 'bldg', 'bldg.', 'tower', 'towers']);
/** Words that end the name of a complex of buildings, which addresses also read as an area. */
export const AREA_LIKE_COMPLEX: ReadonlySet<string> = new Set(['business park', 'industrial estate', 'industrial park', 'science park', 'technology park', 'technopark', 'campus', 'estate']);
/** Street type words that also name office complexes ("Governors Square", "Pacific Place", "Kings Court"). */
export const COMPLEX_TYPE: ReadonlySet<string> = new Set(['square', 'place', 'court', 'plaza', 'park', 'gardens', 'wharf', 'quay', 'mews', 'yard']);

function isBuildingName(piece: Piece): boolean {
  const n = piece.keys.length;
  if (n === 0 || n > 7) return false;
  // "Airside Business Park" is a building; "Castle Street", "Piazza del Duomo": a street type word at either end makes a street.
  if (n > 2 && BUILDING.has(`${piece.keys[n - 2]} ${piece.keys[n - 1]}`) && !hasHouseNumber(piece)) return true;
  // "Edificio Avenida", "Torre Paseo": a word that only ever opens a building's name wins over a street word after it.
  if (n > 1 && BUILDING_ONLY_LEAD.has(piece.keys[0] as string) && !hasHouseNumber(piece)) return true;
  if (n > 1 && (STREET.has(piece.keys[n - 1] as string) || STREET.has(piece.keys[0] as string))) return false;
  if (BUILDING_LEAD.has(piece.keys[0] as string) && !(n > 1 && isHouseNumber(piece.words[n - 1] as string) && hasStreetWord({ words: piece.words.slice(1), keys: piece.keys.slice(1) }))) return true;
  // "SGX Centre 1", "Marina Bay Tower 2": a numbered building; "Emaar Square Building 3" too, named
  // after a street or square, when its word only ever names a building ("House 5", "Block 4" number
  // a street's houses in some countries).
  if (n >= 2 && n <= 7 && /^\d{1,2}[A-Za-z]?$/.test(piece.words[n - 1] as string) && BUILDING.has(piece.keys[n - 2] as string) && (NUMBERED_BUILDING_WORD.has(piece.keys[n - 2] as string) || !hasStreetWord({ words: piece.words.slice(0, n - 1), keys: piece.keys.slice(0, n - 1) }))) return true;
  const last = piece.keys[n - 1] as string;
  const lastTwo = n > 1 ? `${piece.keys[n - 2]} ${last}` : '';
  // "SUNTEC TOWER THREE", "ENTERPRISE TOWER B": a building word with its number written as a word or a letter.
  const numberedAfter = n > 2 && BUILDING.has(piece.keys[n - 2] as string) && (NUMBER_WORDS.has(last) || /^[A-Z]$/.test(piece.words[n - 1] as string));
  return (BUILDING.has(last) || BUILDING.has(lastTwo) || numberedAfter) && !hasHouseNumber(piece) && n > 1;
}
const NUMBER_WORDS: ReadonlySet<string> = new Set(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'i', 'ii', 'iii', 'iv', 'v']);

/**
 * "Plot 33, Kampala Road", "No. 2, Sec. 1, Roosevelt Road", "Avenida da Liberdade, n.º 195":
 * a segment that is only a marked number belongs to the numberless street segment beside it
 * (the one after it, else the one before). The two are read as one ("Kampala Road Plot 33").
 */
function joinNumberSegments(segs: readonly Segment[]): Segment[] {
  const out = splitPlotAfterBuilding(segs);
  for (let i = 0; i < out.length; i++) {
    const seg = out[i] as Segment;
    const n = seg.words.length;
    // "Rua ..., s/n": the mark of a street without number stands for its number, as does a number
    // glued to its mark ("No.1, University Rd.").
    const withoutNumber = n === 1 && (WITHOUT_NUMBER.has(seg.keys[0] as string) || NO_NUMBER_REGEX.test(seg.words[0] as string));
    if (!withoutNumber && (n < 2 || n > 3 || !isHouseNumber(seg.words[n - 1] as string))) continue;
    const marker = withoutNumber ? '' : seg.keys.slice(0, n - 1).join(' ');
    const strong = withoutNumber || NUMBER_MARK.has(marker);
    if (!strong && !SEGMENT_NUMBER_MARK.has(marker)) continue;
    // A plot ending its line numbers the street opening the next one ("... PLOT 17" / "HANNINGTON ROAD").
    const plotAtLineEnd = PLOT_MARK.has(marker) && out[i + 1]?.line === seg.line + 1;
    for (const j of [i + 1, i - 1]) {
      const street = out[j];
      if (!street || (street.line !== seg.line && !(plotAtLineEnd && j === i + 1))) continue;
      // "No. 2, Sec. 1, Roosevelt Road": the section goes with the street after it.
      const section = street.words.length === 2 && SECTION_MARK.has(street.keys[0] as string) && isAllDigits(street.words[1] as string) ? out[j + 1] : undefined;
      const target = section && j === i + 1 ? section : street;
      const numbered = isNumberedStreet(pieceOf(target));
      if (!numbered && (hasHouseNumber(pieceOf(target)) || !hasStreetWord(pieceOf(target)))) continue;
      // "Building 123" joins a street only as the house number of a numberless street.
      const number = strong ? seg.words : ['No.', seg.words[n - 1] as string];
      const head = target === street ? street.words : [...target.words, ...street.words];
      out[Math.min(i, j)] = makeSegment([...head, ...number], seg.line);
      out.splice(Math.max(i, j), target === street ? 1 : 2);
      break;
    }
  }
  return out;
}

/** Longer than nearly every street's name with its type word: longer text holds something else too. */
const LONGEST_STREET = 35;
const LONGEST_NAMED_STREET = 55;

/**
 * A street text too long to be one street: the street is the part from its type word that opens
 * names ("... ECONOMATO VIALE MARIO BRACCI"), or the type word that ends it with at most three words
 * of name before it, fewer while it is still too long ("... KREDITORBOGHOLDERIET PALLE JUUL-JENSENS
 * BOULEVARD"); what stands before is a name. Undefined when no such type word is found.
 */
function nameBeforeLongStreet(text: string): { name: string; street: string } | undefined {
  const words = text.split(' ');
  const keys = words.map(foldKey);
  const n = words.length;
  for (let k = 1; k < n - 1; k++) {
    if (!(ROMANCE_OPENERS.has(keys[k] as string) || STREET_OPENER.has(keys[k] as string))) continue;
    if (words.slice(0, k).some(hasDigit) || keys.slice(0, k).some((key) => isStreetKey(key))) return undefined;
    return { name: words.slice(0, k).join(' '), street: words.slice(k).join(' ') };
  }
  // Ending with its type word, a street may be long by itself ("King Abdullah Bin Abdulaziz Al Saud
  // Street"): only text longer than such names is cut.
  const last = keys[n - 1] as string;
  if (n < 5 || text.length <= LONGEST_NAMED_STREET || !isBareStreetType(last) || keys.slice(0, n - 1).some((key) => isStreetKey(key))) return undefined;
  let start = n - 4;
  while (start < n - 2 && words.slice(start).join(' ').length > LONGEST_STREET) start++;
  return { name: words.slice(0, start).join(' '), street: words.slice(start).join(' ') };
}

/** A building word or a building number's mark ("Block", "Bldg"): alone, it names nothing. */
function isMarkWord(key: string): boolean {
  return BUILDING.has(key) || SEGMENT_NUMBER_MARK.has(key);
}

/** "BLDG 12", "Building No. 12": the number of a building named only by its mark, else undefined. */
function markedBuildingNumber(text: string): string | undefined {
  const words = text.split(' ');
  const number = words[words.length - 1] as string;
  return words.length >= 2 && isHouseNumber(number) && SEGMENT_NUMBER_MARK.has(words.slice(0, -1).map(foldKey).join(' ')) ? number : undefined;
}

/** Whether the number stands after a number mark in the piece ("No. 5", "Stand No. 6949"). */
function markedNumber(piece: Piece, number: string): boolean {
  const j = piece.words.indexOf(number);
  if (j < 1) return false;
  const prev = piece.keys[j - 1] as string;
  return NUMBER_MARK.has(prev) || (j >= 2 && NUMBER_MARK.has(`${piece.keys[j - 2]} ${prev}`));
}

/**
 * "CRESTED TOWERS PLOT 17": a building's name, then a plot's number ending the segment; the two are
 * read as segments of their own, so the plot joins its street like "Plot 33, Kampala Road".
 */
function splitPlotAfterBuilding(segs: readonly Segment[]): Segment[] {
  const out: Segment[] = [];
  for (const seg of segs) {
    const n = seg.words.length;
    let split = -1;
    if (n >= 3 && isHouseNumber(seg.words[n - 1] as string)) {
      for (let k = 1; k < n - 1; k++) {
        if (!PLOT_MARK.has(seg.keys.slice(k, n - 1).join(' '))) continue;
        if (isBuildingName({ words: seg.words.slice(0, k), keys: seg.keys.slice(0, k) })) split = k;
        break;
      }
    }
    if (split < 0) out.push(seg);
    else out.push(makeSegment(seg.words.slice(0, split), seg.line), makeSegment(seg.words.slice(split), seg.line));
  }
  return out;
}
const PLOT_MARK: ReadonlySet<string> = new Set(PLOT_MARKERS);

/** "273 ถนนสามเสน แขวงบางขุนพรหม": a word opening with a glued area label starts a segment of its own. */
function splitAtGluedAreas(segments: readonly Segment[], country: string | undefined): Segment[] {
  const out: Segment[] = [];
  for (const seg of segments) {
    let start = 0;
    for (let k = 1; k < seg.words.length; k++) {
      if (gluedAreaLabel(country, seg.words[k] as string) === undefined) continue;
      out.push(makeSegment(seg.words.slice(start, k), seg.line));
      start = k;
    }
    out.push(start === 0 ? seg : makeSegment(seg.words.slice(start), seg.line));
  }
  return out;
}

/** Places the street-area segments (those before the town) and leftovers after it. */
export function placeStreetArea(before: readonly Segment[], after: readonly Segment[], country: string | undefined, hasPostcode: boolean, town?: string): StreetArea {
  const area: StreetArea = { unplaced: [] };
  const streetCandidates: { piece: Piece; order: number }[] = [];
  const others: { text: string; order: number; digits: boolean }[] = [];
  const all = splitAtGluedAreas(joinNumberSegments([...before, ...after]), country);
  let order = 0;
  let boxOrder: number | undefined;
  // The name segment ending with a joining word ("... OF SCIENCE AND"), whose name the next line continues.
  let openName = -1;
  const lineOf: number[] = [];
  for (const seg of all) {
    order++;
    lineOf[order] = seg.line;
    const piece = pieceOf(seg);
    if (piece.words.length === 0) continue;
    if (phraseAt(piece.keys, 0, CARE_OF, 4) > 0 || piece.keys[0]?.startsWith('c/o')) {
      // "ATTN: GROUP TREASURY RUE DE RANSBEEK 310": a numbered street opened by its type word after
      // the recipient is read on its own; the rest of the line is the recipient.
      const street = openedStreetAfter(piece);
      if (street < 0) {
        area.unplaced.push(segmentText(seg));
        continue;
      }
      area.unplaced.push(piece.words.slice(0, street).join(' '));
      remove(piece, 0, street);
    }
    if (isIdentifier(piece)) {
      area.unplaced.push(segmentText(seg));
      continue;
    }
    // "Kundennummer 4711", "Friedrichstraße 43 Kd-Nr. 4711", "info@acme.de": text that is no part of
    // the address stays as written, from its label on; the street before it is still read
    // (fourteenth review: the customer number was StreetName and BuildingNumber at 0.8).
    const foreign = notAddressTextAt(piece.words, piece.keys);
    if (foreign >= 0) {
      area.unplaced.push(piece.words.slice(foreign).join(' '));
      remove(piece, foreign, piece.words.length);
      if (piece.words.length === 0) continue;
    }
    if (area.postBox === undefined) {
      const box = takePostBox(piece, country, hasPostcode);
      if (box !== undefined && box.length <= 16) {
        area.postBox = { value: box, confidence: 0.93 };
        boxOrder = order;
      }
    }
    // "PRIVATE MAIL BAG" without its number, "Block" whose number is the postcode: a mark alone names
    // no place; it stays AddressLine text.
    const loneWord = piece.words.length === 1 && isMarkWord(piece.keys[0] as string);
    if (loneWord || (piece.words.length > 0 && phraseAt(piece.keys, 0, POST_BOX, 5) === piece.keys.length)) {
      area.unplaced.push(piece.words.join(' '));
      continue;
    }
    if (area.floor === undefined && country !== undefined && FLOOR_AND_DOOR_ORDINALS.has(country)) {
      const fd = takeSpanishFloorDoor(piece);
      if (fd.floor !== undefined) area.floor = { value: fd.floor, confidence: 0.85 };
      if (fd.room !== undefined && area.room === undefined) area.room = { value: fd.room, confidence: 0.82 };
    }
    if (area.floor === undefined) {
      const floor = takeFloor(piece, country);
      if (floor !== undefined) area.floor = { value: floor, confidence: 0.9 };
    }
    // "SHIN QI 5 Conjunto 8": a Brasília conjunto is part of the address, not an office suite.
    if (area.room === undefined && !(country === 'BR' && sectorAddressEnd(piece) > 0)) {
      const room = takeRoom(piece, country);
      if (room !== undefined) area.room = { value: room, confidence: 0.9 };
    }
    takeNumberedAreas(piece, country, area);
    if (piece.words.length === 0) continue;
    const text = piece.words.join(' ');
    // "Office 11, Building 2504" / "Road 2832, Block 428": where buildings are numbered on their road.
    const buildingNo = country !== undefined && BUILDING_NUMBERED_ON_ROAD.has(country) ? markedBuildingNumber(text) : undefined;
    if (buildingNo !== undefined && area.buildingNumber === undefined) {
      area.buildingNumber = { value: buildingNo, confidence: 0.85 };
      continue;
    }
    const glued = piece.words.length === 1 ? gluedAreaLabel(country, text) : undefined;
    if (glued !== undefined && area[glued] === undefined) {
      area[glued] = { value: text, confidence: 0.85 };
      continue;
    }
    // "... FERREIRA S/N": a street written without number says so ("sin número"), as a number would.
    // A number glued to its mark ("NO.10 PANSODAN ST") numbers the line as well.
    const numbered = hasHouseNumber(piece) || piece.words.some((word) => NO_NUMBER_REGEX.test(word)) || (piece.words.length > 1 && WITHOUT_NUMBER.has(piece.keys[piece.keys.length - 1] as string));
    // "GEISINGER MEDICAL CENTER": a building word that ends a name phrase of the lexicon names the party.
    // "SIR ARTHUR LEWIS COMMUNITY COLLEGE" opening the address: an institution's word ending the first
    // line names the party ("OLD COLLEGE" after it is a building; "TORRE GLOBAL BANK" one by its lead word).
    const lastKey = piece.keys[piece.keys.length - 1] as string;
    const lastTwo = piece.keys.length > 1 ? `${piece.keys[piece.keys.length - 2]} ${lastKey}` : '';
    const partyLine = order === 1 && NAME.has(lastKey) && !BUILDING_ONLY_LEAD.has(piece.keys[0] as string);
    if (isBuildingName(piece) && !NAME.has(lastTwo) && !partyLine && area.buildingName === undefined && text.length <= 35) {
      // "TATA SONS PVT LTD BOMBAY HOUSE": the company before its building is no part of it;
      // "THE EMIRATES GROUP HEAD OFFICE" names the party, not a building.
      // The building keeps a name of its own: "COUNCIL HOUSE 2" is no party "COUNCIL" and a building
      // "HOUSE 2" (ninth review).
      const name = takeLeadingName(piece, (rest) => rest.words.length > 1 && isBuildingName(rest) && rest.keys.some((key, i) => !BUILDING.has(key) && !hasDigit(rest.words[i] as string)));
      if (name !== undefined) area.unplaced.push(name);
      // "AIRSIDE BUSINESS PARK", "LAUCALA CAMPUS": a complex of buildings is as often read as the
      // area the building stands in: a guess below what the service applies.
      const complexOfBuildings = AREA_LIKE_COMPLEX.has(lastKey) || AREA_LIKE_COMPLEX.has(lastTwo);
      area.buildingName = { value: piece.words.join(' '), confidence: complexOfBuildings ? 0.7 : 0.85 };
      continue;
    }
    // "KHALIFA UNIVERSITY OF SCIENCE AND" / "TECHNOLOGY": a name line ending with a joining word goes on.
    const nameGoesOn = openName === order - 1 && lineOf[order - 1] !== seg.line && !numbered && !hasStreetWord(piece);
    if (nameGoesOn || (!numbered && ((isNameLike(piece) && !isStreetKey(piece.keys[piece.keys.length - 1] as string) && !nameThenStreet(piece)) || namesAnOffice(piece)))) {
      area.unplaced.push(text);
      if (NAME_PARTICLES.has(piece.keys[piece.keys.length - 1] as string)) openName = order;
      continue;
    }
    // "Futian District", "Pudong New Area", "Chiyoda-ku": an administrative district.
    if (!numbered && area.districtName === undefined && text.length <= 35 && piece.words.length > 1 && endsWithDistrictSuffix(text) && !(country !== undefined && DISTRICT_WORD_IS_LOCALITY.has(country) && piece.keys[piece.keys.length - 1] === 'district')) {
      area.districtName = { value: text, confidence: 0.85 };
      continue;
    }
    // "Sangkat Wat Phnom", "Khan Daun Penh": an area opened by its country's label.
    // Only after the street or box, and never a name or building line ("QUAN NGUYEN VAN", "KHAN MARKET BUILDING").
    const afterStreetLike = streetCandidates.length > 0 || area.postBox !== undefined;
    const labelled = afterStreetLike && piece.words.length > 1 && (!numbered || numberEndsAreaName(piece.words, 1)) && text.length <= 35 && !isNameLike(piece) && !isBuildingName(piece) ? areaLabel(country, piece.keys[0] as string) : undefined;
    if (labelled !== undefined && area[labelled] === undefined) {
      // "KEL AIRLANGGA KEC GUBENG": each label opens its own area; otherwise the line is one.
      const found = labelledAreas(piece, 0, country, area);
      if (found !== undefined && found.length > 1) for (const { field, value } of found) area[field] = { value, confidence: 0.85 };
      else area[labelled] = { value: labelInName(country, piece.keys[0] as string) ? text : piece.words.slice(1).join(' '), confidence: 0.85 };
      continue;
    }
    // "Col. Juárez", "Bairro Centro", "Hacı Bayram Mahallesi": a place within the town.
    const marked = DISTRICT_MARK.has(piece.keys[0] as string) && piece.words.length > 1;
    if ((marked || (LOCALITY_END.has(piece.keys[piece.keys.length - 1] as string) && piece.words.length > 1)) && !numbered && text.length <= 35) {
      if (ADMIN_DISTRICT_MARK.has(piece.keys[0] as string) || (country !== undefined && LOCALITY_IS_DISTRICT.has(country))) {
        if (area.districtName === undefined) {
          area.districtName = { value: text, confidence: 0.85 };
          continue;
        }
      } else if (area.townLocationName === undefined) {
        // The colonia or bairro marker is a label, not part of the name.
        const value = LABEL_ONLY_MARKS.has(piece.keys[0] as string) ? piece.words.slice(1).join(' ') : text;
        area.townLocationName = { value, confidence: 0.85 };
        continue;
      }
    }
    if (numbered || hasStreetWord(piece)) {
      takeMarkedLocality(piece, country, area);
      streetCandidates.push({ piece, order });
    }
    else others.push({ text, order, digits: hasDigit(text) });
  }

  // A building number standing alone ("12, rue de la Paix", "Av. Paulista, 1578") joins its street.
  for (let c = 0; c < streetCandidates.length; c++) {
    const cand = streetCandidates[c] as { piece: Piece; order: number };
    const onlyNumber = cand.piece.words.length <= 2 && isHouseNumber(cand.piece.words[0] as string) && houseNumberEnd(cand.piece, 0) === cand.piece.words.length;
    if (!onlyNumber) continue;
    const prev = streetCandidates[c - 1];
    const next = streetCandidates[c + 1];
    const prevNeedsNumber = prev && prev.order === cand.order - 1 && !hasEdgeNumber(prev.piece);
    const nextNeedsNumber = next && next.order === cand.order + 1 && !hasEdgeNumber(next.piece);
    // The number joins the street on the side the country writes it ("Lago Zurich, 245"; "12, Lange Voorhout").
    const before = country !== undefined && numberBeforeStreet(country);
    const nextOther = others.find((o) => o.order === cand.order + 1 && !o.digits && (before || !others.some((p) => p.order === cand.order - 1 && !p.digits)));
    const prevOther = others.find((o) => o.order === cand.order - 1 && !o.digits);
    const target = prevNeedsNumber ? prev : nextNeedsNumber ? next : undefined;
    if (target) {
      if (target === prev) {
        target.piece.words.push(...cand.piece.words);
        target.piece.keys.push(...cand.piece.keys);
      } else {
        target.piece.words.unshift(...cand.piece.words);
        target.piece.keys.unshift(...cand.piece.keys);
      }
      streetCandidates.splice(c, 1);
      c--;
    } else if (nextOther || prevOther) {
      // "12, Lange Voorhout": the street name has no street word.
      const other = (nextOther ?? prevOther) as { text: string; order: number };
      const words = other.text.split(' ');
      const piece: Piece = other === nextOther
        ? { words: [...cand.piece.words, ...words], keys: [...cand.piece.keys, ...words.map(foldKey)] }
        : { words: [...words, ...cand.piece.words], keys: [...words.map(foldKey), ...cand.piece.keys] };
      streetCandidates[c] = { piece, order: cand.order };
      others.splice(others.indexOf(other as (typeof others)[number]), 1);
    }
  }

  // The street: the first candidate with both a number and a street word, else the first one.
  // A street word that is also a building word ("Plaza", "Court", "Square") gives way to a plain
  // street word in a later line ("BANK SQUARE, CAIRO ROAD"; "GLATEGNY COURT / GLATEGNY ESPLANADE"),
  // and "Tower 1" is a numbered building, not a house number.
  let chosen =
    streetCandidates.find((c) => numberedStreet(c.piece) && hasStreetWord(c.piece)) ??
    streetCandidates.find((c) => hasEdgeNumber(c.piece) && !numberedBuilding(c.piece)) ??
    plainStreetAfterBuildingWord(streetCandidates) ??
    streetCandidates[0];
  if (!chosen && others.length > 0 && area.postBox === undefined) {
    // A street without type word or number ("Lange Voorhout", "Apollo Bunder"): the first unclaimed
    // line; a second one is a locality between street and town.
    const first = others[0] as { text: string; order: number; digits: boolean };
    // "Strang / Douglas", "Battisputali / Kathmandu": one word alone before the town, the only line
    // there, names a place more often than a street ("Yoshida-honmachi", with its hyphen, is a street).
    const field = areaField(country, area);
    if (!first.digits && others.length === 1 && !/[ -]/.test(first.text) && field !== undefined && before.length > 0) {
      area[field] = { value: first.text, confidence: 0.6 };
      others.shift();
    } else if (!first.digits && others.length <= 2 && before.length > 0) {
      const words = first.text.split(' ');
      chosen = { piece: { words, keys: words.map(foldKey) }, order: first.order };
      others.shift();
      area.streetName = { value: first.text, confidence: 0.6 };
    }
  }
  if (chosen && area.streetName === undefined) {
    // "PALAZZO BO VIA 8 FEBBRAIO 2", "TORRE PICASSO PLAZA PABLO RUIZ PICASSO 1": a building opened by
    // its word, then the street opened by its type word.
    const building = takeBuildingBeforeStreet(chosen.piece);
    // "BLDG 12 STREET 820 ZONE 69": a building named only by its mark and number is the house number.
    const markedBuilding = building === undefined ? undefined : markedBuildingNumber(building);
    if (building !== undefined && markedBuilding === undefined && area.buildingName === undefined) area.buildingName = { value: building, confidence: 0.8 };
    else if (building !== undefined && markedBuilding === undefined) area.unplaced.push(building);
    // "ACME LTD UNIT 4 RIVERSIDE ESTATE MILL LANE": a company name glued in front of the street.
    const name = takeLeadingName(chosen.piece) ?? takeTextBeforeOpener(chosen.piece);
    // "KRKA DD NOVO MESTO SMARJESKA CESTA 6" in Novo Mesto: the town after a name, opening the street,
    // ends that name ("Krka, d.d., Novo mesto"); alone it may name the street ("Kampala Road").
    const townWords = town === undefined || name === undefined ? undefined : takeLeadingTown(chosen.piece, town);
    if (name !== undefined || townWords !== undefined) area.unplaced.push([name, townWords].filter((t) => t !== undefined).join(' '));
    // "YESILKOY MAH. HAVAALANI CAD.": a place named with its ending word, then the street.
    const locality = takeLocalityBeforeStreet(chosen.piece);
    const localityField = country !== undefined && LOCALITY_IS_DISTRICT.has(country) ? 'districtName' : 'townLocationName';
    if (locality !== undefined && area[localityField] === undefined) area[localityField] = { value: locality, confidence: 0.85 };
    else if (locality !== undefined) area.unplaced.push(locality);
    // "Sejong-daero Jung-gu", "Chengfang Street Xicheng District" written without a comma.
    const ward = takeTrailingDistrict(chosen.piece);
    if (ward !== undefined && area.districtName === undefined) area.districtName = { value: ward, confidence: 0.8 };
    else if (ward !== undefined) area.unplaced.push(ward);
    const split = splitStreet(chosen.piece, country);
    // A street longer than streets are ("AZIENDA ... ECONOMATO VIALE MARIO BRACCI") holds a name before it.
    const long = split.street !== undefined && split.street.length > LONGEST_STREET ? nameBeforeLongStreet(split.street) : undefined;
    if (long !== undefined) {
      area.unplaced.push(long.name);
      split.street = long.street;
    }
    // Too long for a street and without a type word to say where it begins: a guess at best.
    // (The street's words are split and folded only for a street long enough to need them: most are not.)
    const streetWords = split.street !== undefined && split.street.length > LONGEST_STREET ? split.street.split(' ') : undefined;
    const unsure = streetWords !== undefined && !hasStreetWord({ words: streetWords, keys: streetWords.map(foldKey) });
    // "BLUESCOPE STEEL LTD LEVEL 11 120" / "COLLINS STREET ...": a party's name before the number
    // that ends its line is no street; read so, it is a guess (the readings weigh it as a misreading).
    const party = split.street !== undefined && namesAParty(split.street);
    // Where a name that runs on from the line before ends, the lines do not say: a street opened by
    // a joining word ("OF ICELAND KATRINARTUN"), or one without type word on the line after a name
    // ending with one ("UNIVERSIDAD DE SALAMANCA PATIO DE" / "ESCUELAS 1"), is a guess too.
    const nameRunsOn = split.street !== undefined && (NAME_ONLY_JOINING.has(foldKey(split.street.split(' ')[0] as string)) || (chosen.order === openName + 1 && !hasStreetWord(chosen.piece)));
    if (split.street && split.street.length <= 70) area.streetName = { value: trimPunctuation(split.street), confidence: unsure || party || nameRunsOn ? Math.min(split.streetConfidence, PARTY_AS_STREET) : split.streetConfidence };
    else if (split.street) area.unplaced.push(split.street);
    if (split.leading) {
      // What stands before the street is a building ("Two Exchange Square") unless it reads as a name.
      const words = split.leading.split(' ');
      // "KINGS PLACE 90 YORK WAY": a complex named like a street before the numbered street, too.
      const complexBefore = words.length > 1 && COMPLEX_TYPE.has(foldKey(words[words.length - 1] as string));
      if (area.buildingName === undefined && (namesABuilding({ words, keys: words.map(foldKey) }) || complexBefore) && split.leading.length <= 35) {
        area.buildingName = { value: split.leading, confidence: 0.6 };
      } else area.unplaced.push(split.leading);
    }
    if (split.aside) area.unplaced.push(split.aside);
    if (split.room && area.room === undefined) area.room = { value: split.room, confidence: 0.8 };
    else if (split.room) area.unplaced.push(split.room);
    const trailingWords = split.trailing?.split(' ');
    if (split.trailing && trailingWords && area.buildingName === undefined && isBuildingName({ words: trailingWords, keys: trailingWords.map(foldKey) })) {
      area.buildingName = { value: split.trailing, confidence: 0.75 };
    } else if (split.trailing) {
      const field = areaField(country, area);
      const words = split.trailing.split(' ');
      const trailing = words.length > 1 && LABEL_ONLY_MARKS.has(foldKey(words[0] as string)) ? words.slice(1).join(' ') : split.trailing;
      if (field !== undefined && !hasDigit(trailing) && trailing.length <= 35) area[field] = { value: trailing, confidence: 0.6 };
      else area.unplaced.push(split.trailing);
    }
    if (markedBuilding !== undefined && (split.number !== undefined || area.buildingNumber !== undefined)) area.unplaced.push(building as string);
    else if (markedBuilding !== undefined) area.buildingNumber = { value: markedBuilding, confidence: 0.85 };
    if (split.number && split.number.length <= 16) {
      let confidence = split.numberConfidence;
      // A long bare number could be a postcode when none was found elsewhere and it has the shape of one
      // of the country's; a marked one ("Stand No. 6949") is none, nor any in a country without postcodes.
      const couldBePostcode = country === undefined || normalisePostcode(country, split.number) !== undefined;
      if (!hasPostcode && couldBePostcode && isAllDigits(split.number) && split.number.length >= 4 && !markedNumber(chosen.piece, split.number)) confidence = Math.min(confidence, 0.5);
      area.buildingNumber = { value: trimPunctuation(split.number), confidence };
    }
  }
  for (const cand of streetCandidates) {
    if (cand === chosen) continue;
    const text = cand.piece.words.join(' ');
    // "1 Canada Square, Canary Wharf, London": a named place between street and town.
    const between = chosen !== undefined && cand.order > chosen.order && !hasDigit(text) && text.length <= 35 && !namesCountries(text);
    const betweenField = between ? areaField(country, area) : undefined;
    if (betweenField !== undefined) {
      area[betweenField] = { value: text, confidence: 0.6 };
      continue;
    }
    // "Pacific Place, 88 Queensway": a named complex before the numbered street.
    const before = chosen !== undefined && cand.order < chosen.order && !hasDigit(text) && text.length <= 35;
    // "BOULEVARD PLAZA TOWER 1", "ERIC WILLIAMS PLAZA": a candidate that lost to a plain street for its building words.
    // "GOVERNORS SQUARE" / "23 LIME TREE BAY AVE": before a numbered street, a numberless one whose
    // type word also names office complexes is the complex.
    const complex = before && chosen !== undefined && numberedStreet(chosen.piece) && COMPLEX_TYPE.has(cand.piece.keys[cand.piece.keys.length - 1] as string) && cand.piece.keys.length > 1;
    const building = complex || namesABuilding(cand.piece) || (!isNameLike(cand.piece) && readsAsBuilding(cand.piece));
    if (chosen !== undefined && cand.order < chosen.order && text.length <= 35 && area.buildingName === undefined && building && (before || numberedBuilding(cand.piece))) {
      area.buildingName = { value: text, confidence: 0.6 };
      continue;
    }
    area.unplaced.push(text);
  }
  for (const other of others) {
    // Between street and town: a locality (bairro, dependent locality); before the street: a building
    // ("One Island East") unless it reads as a name.
    // With a post box and no street, a place after the box ("P.O. Box LG 25, Legon, Accra"), or on a line just
    // before it but not first (the first line is mostly the party's name), is the locality.
    const afterStreet = chosen !== undefined ? other.order > chosen.order : boxOrder !== undefined && (other.order >= boxOrder || (other.order === boxOrder - 1 && other.order > 1));
    // "ELECTRONICS CITY, HOSUR ROAD": a place written just before the street on its line, named by
    // a word that ends places' names.
    const placeBeforeStreet = chosen !== undefined && other.order === chosen.order - 1 && lineOf[other.order] === lineOf[chosen.order] && endsPlaceName(other.text);
    if (placeBeforeStreet && !other.digits && other.text.length <= 35) {
      const field = areaField(country, area);
      if (field !== undefined) {
        area[field] = { value: other.text, confidence: 0.6 };
        continue;
      }
    }
    if (!afterStreet && chosen !== undefined && !other.digits && area.buildingName === undefined && other.text.length <= 35) {
      const words = other.text.split(' ');
      if (namesABuilding({ words, keys: words.map(foldKey) }) && words.length <= 5) {
        area.buildingName = { value: other.text, confidence: 0.6 };
        continue;
      }
    }
    // A building word left alone ("Block" of "Block 428" whose number is the postcode) names no place.
    const loneMark = !other.text.includes(' ') && isMarkWord(foldKey(other.text));
    // "... HP7 0DE / ENGLAND" beside Buckinghamshire: a region of the country names no place in the town.
    const region = country !== undefined && subdivisionCodeOrName(country, other.text.split(' '), 0, other.text.split(' ').length, true) !== undefined;
    if (afterStreet && !other.digits && !loneMark && !region && LETTER.test(other.text) && other.text.length <= 35 && !namesCountries(other.text)) {
      const field = areaField(country, area);
      if (field !== undefined) {
        area[field] = { value: other.text, confidence: 0.6 };
        continue;
      }
    }
    area.unplaced.push(other.text);
  }
  return area;
}

/** Takes a building opened by a building word off the front of a street line whose street opens with its type word; else undefined. */
function takeBuildingBeforeStreet(piece: Piece): string | undefined {
  if (!BUILDING_LEAD.has(piece.keys[0] as string)) return undefined;
  for (let k = 2; k + 1 < piece.keys.length; k++) {
    const key = piece.keys[k] as string;
    if (hasDigit(piece.words[k] as string)) return undefined;
    if (!isStreetKey(key)) continue;
    if (!isBareStreetType(key) || piece.keys.slice(0, k).some((x) => isStreetKey(x))) return undefined;
    const building = piece.words.slice(0, k).join(' ');
    if (building.length > 35) return undefined;
    remove(piece, 0, k);
    return building;
  }
  return undefined;
}

/** Labels that only ever open a locality's name, never a word of a street's ("Col.", "Bairro", "Urb."). */
const LOCALITY_LABEL: ReadonlySet<string> = new Set([...LABEL_ONLY_MARKS].filter((mark) => mark !== 'ot'));
const PARTICLE: ReadonlySet<string> = new Set(['de', 'del', 'do', 'da', 'dos', 'das', 'di', 'du', 'la', 'el']);

/**
 * "AV LA REVOLUCION COL SAN BENITO", "RUA AUGUSTA 100 BAIRRO CONSOLACAO", "10 TAN TRAO PHUONG TAN
 * PHU", "RUKHAK VITHEI SANGKAT WAT PHNOM KHAN DAUN PENH": a locality label (or an area label of the
 * country, src/structuring/tables/conventions.ts AREA_LABELS) inside a street line opens an area;
 * the words after it up to the next such label (no number, no street word) leave the street for
 * the label's field, without the label.
 */
function takeMarkedLocality(piece: Piece, country: string | undefined, area: StreetArea): void {
  const n = piece.keys.length;
  for (let k = 2; k < n - 1; k++) {
    const first = areaLabelAt(piece, k, country);
    if (first === undefined || PARTICLE.has(piece.keys[k - 1] as string)) continue;
    const found = labelledAreas(piece, k, country, area);
    if (found === undefined) return;
    for (const { field, value } of found) area[field] = { value, confidence: 0.85 };
    remove(piece, k, n);
    return;
  }
}

/**
 * The areas from word k (a label) to the end of the piece: each label with the words up to the next
 * label ("KEL AIRLANGGA KEC GUBENG": a locality and a district). Undefined when a label opens no
 * name, a name holds a number or a street word, or a field is taken already.
 */
function labelledAreas(piece: Piece, k: number, country: string | undefined, area: StreetArea): Array<{ field: AreaFieldName; value: string }> | undefined {
  const n = piece.keys.length;
  const found: Array<{ field: AreaFieldName; value: string }> = [];
  let at = k;
  while (at < n) {
    const field = areaLabelAt(piece, at, country) as AreaFieldName;
    let end = at + 1;
    while (end < n && areaLabelAt(piece, end, country) === undefined) end++;
    const rest = { words: piece.words.slice(at + 1, end), keys: piece.keys.slice(at + 1, end) };
    if (rest.words.length === 0 || (rest.words.some(hasDigit) && !numberEndsAreaName(rest.words, 0)) || hasStreetWord(rest) || rest.keys.length > 4) return undefined;
    if (area[field] !== undefined || found.some((f) => f.field === field)) return undefined;
    found.push({ field, value: (labelInName(country, piece.keys[at] as string) ? piece.words.slice(at, end) : rest.words).join(' ') });
    at = end;
  }
  return found;
}

/** The field a locality label or an area label of the country at word k opens, else undefined. (A function of the module: a hot path, and under tsx every closure is renamed when made.) */
function areaLabelAt(piece: Piece, k: number, country: string | undefined): AreaFieldName | undefined {
  const key = piece.keys[k] as string;
  if (LOCALITY_LABEL.has(key)) return areaField(country, {}) ?? 'townLocationName';
  return areaLabel(country, key);
}

/** The address's town opening the piece, taken off when a named street with its type word follows; else undefined. */
function takeLeadingTown(piece: Piece, town: string): string | undefined {
  const townKeys = town.split(' ').map(foldKey);
  const n = townKeys.length;
  if (piece.keys.length <= n + 1 || townKeys.some((key, i) => piece.keys[i] !== key)) return undefined;
  const rest = { words: piece.words.slice(n), keys: piece.keys.slice(n) };
  const restNamed = rest.keys.some((key, i) => !isBareStreetType(key) && !hasDigit(rest.words[i] as string));
  if (!hasStreetWord(rest) || !restNamed || isHouseNumber(rest.words[0] as string)) return undefined;
  const words = piece.words.slice(0, n).join(' ');
  remove(piece, 0, n);
  return words;
}

/**
 * The place opening a street line and closed by the word that ends places' names ("YESILKOY MAH.
 * HAVAALANI CAD.", "ELECTRONICS CITY HOSUR ROAD"), when a named street follows it; else undefined.
 */
function takeLocalityBeforeStreet(piece: Piece): string | undefined {
  for (let k = 1; k + 1 < piece.keys.length; k++) {
    if (!PLACE_NAME_END.has(piece.keys[k] as string)) continue;
    const place = { words: piece.words.slice(0, k + 1), keys: piece.keys.slice(0, k + 1) };
    const rest = { words: piece.words.slice(k + 1), keys: piece.keys.slice(k + 1) };
    const restNamed = rest.keys.some((key, i) => !isBareStreetType(key) && !hasDigit(rest.words[i] as string));
    if (place.words.some(hasDigit) || hasStreetWord(place) || !hasStreetWord(rest) || !restNamed) return undefined;
    remove(piece, 0, k + 1);
    return place.words.join(' ');
  }
  return undefined;
}

/** Whether the country keeps this area label in the area's name ("Hay Erraha"). */
function labelInName(country: string | undefined, key: string): boolean {
  return country !== undefined && (AREA_LABEL_IN_NAME[country]?.includes(key) ?? false);
}

/**
 * "Sangkat Teuk Laak 1", "Phường Hải Châu 1": a small number ends the name of an area (from word
 * `from` on, after its label), when a name of two words or more precedes it and no other number.
 */
function numberEndsAreaName(words: readonly string[], from: number): boolean {
  const n = words.length;
  return n - from >= 3 && /^\d{1,2}$/.test(words[n - 1] as string) && !words.slice(from, n - 1).some(hasDigit);
}

/** Words that end the name of a place within a town ("Electronics City", "Ansari Nagar", "Diplomatic Area"). */
const PLACE_NAME_END: ReadonlySet<string> = new Set([...LOCALITY_END, 'city']);
function endsPlaceName(text: string): boolean {
  const words = text.split(' ');
  return words.length > 1 && PLACE_NAME_END.has(foldKey(words[words.length - 1] as string));
}

/**
 * "5A. AVENIDA 5-55 ZONA 14", "Phường 12", "PHUONG 12 QUAN 5": areas named by their country's label
 * and a number, ending the segment, go to the field their label opens, label and number together
 * (a number alone names nothing).
 */
function takeNumberedAreas(piece: Piece, country: string | undefined, area: StreetArea): void {
  for (let n = piece.keys.length; n >= 2; n = piece.keys.length) {
    const field = areaLabel(country, piece.keys[n - 2] as string);
    if (field === undefined || area[field] !== undefined || !/^\d{1,3}$/.test(piece.words[n - 1] as string)) return;
    area[field] = { value: piece.words.slice(n - 2).join(' '), confidence: 0.85 };
    remove(piece, n - 2, n);
  }
}

/**
 * Words up to a legal form ("GmbH", "Ltd", "S.p.A.") that open a street line, when a street
 * follows (or, with `rest`, what that test asks for: a building).
 */
function takeLeadingName(piece: Piece, follows: (rest: Piece) => boolean = (rest) => hasStreetWord(rest) || hasHouseNumber(rest), legalFormsOnly = false): string | undefined {
  const { words, keys } = piece;
  for (let k = keys.length - 2; k >= 0; k--) {
    if (legalFormsOnly ? !(k >= 1 && LEGAL_FORMS.has(keys[k] as string)) : !endsAName(piece, k)) continue;
    // "UNIVERSITAETSKLINIKUM SCHLESWIG-HOLSTEIN ARNOLD-HELLER-STRASSE 3": what stands before a street
    // written as one compound word is the name too.
    let cut = k + 1;
    const compound = compoundStreetAt(piece, cut);
    if (compound > cut) cut = compound;
    // "KENYATTA NATIONAL HOSPITAL HOSPITAL ROAD": a name word right before a type word that ends
    // names is the street's own name ("HOSPITAL ROAD", "BANK STREET"); the party's name ends before it.
    // ("AVENUE LOUISE" opens with its type: "FINANCE OFFICE" before it is the name.)
    const typeEndsName = cut < keys.length && STREET_TYPE_LAST.has(keys[cut] as string) && (!ROMANCE_OPENERS.has(keys[cut] as string) || cut + 1 >= keys.length || hasDigit(words[cut + 1] as string));
    if (cut === k + 1 && k >= 1 && typeEndsName && !LEGAL_FORMS.has(keys[k] as string) && endsAName(piece, k - 1)) cut = k;
    const rest = { words: words.slice(cut), keys: keys.slice(cut) };
    // The street keeps a name before its type word ("BANK STREET 5", "UNIVERSITY AVENUE"), and a
    // street that already began holds its name words ("CALLE BANCO DE ESPAÑA 5").
    const restNamed = rest.keys.some((key, i) => !isBareStreetType(key) && !hasDigit(rest.words[i] as string));
    // "MINISTRY OF FINANCE BUILDING": a name word before "of" is inside the name, not its end;
    // unless a street opened by its type word follows the name ("HOSPITAL DE SANTA MARIA AVENIDA
    // PROFESSOR EGAS MONIZ"): the name ends before that type word.
    if (NAME_PARTICLES.has(rest.keys[0] as string)) {
      const opener = namedOpenerAfter(piece, k);
      if (opener < 0) return undefined;
      cut = opener;
      rest.words = words.slice(cut);
      rest.keys = keys.slice(cut);
    }
    // "UNIVERSITY OF MACAU AVENIDA DA UNIVERSIDADE TAIPA": a name word inside the street's name
    // ("UNIVERSIDADE") ends no name; an earlier one may.
    if (!follows(rest) && keys.slice(0, k).some((key) => OPENING_TYPE.has(key))) continue;
    // "ST JAMES'S HOSPITAL JAMES'S STREET": "St" opening the name is Saint, no street type.
    if (!follows(rest) || !restNamed || keys.slice(0, cut).some((key, i) => isStreetKey(key) && !(i === 0 && SAINT_OR_STREET.has(key)))) return undefined;
    if (words.slice(0, cut).some(hasDigit)) return undefined;
    const name = words.slice(0, cut).join(' ');
    remove(piece, 0, cut);
    return name;
  }
  return undefined;
}

/**
 * Whether word k ends a party's or a department's name: a legal form after other words ("ACME
 * LTD"), or a word or two-word phrase of the name lexicon ("UNIVERSITY", "ACCOUNTS PAYABLE",
 * "TESOURARIA") as written.
 */
function endsAName(piece: Piece, k: number): boolean {
  const key = piece.keys[k] as string;
  if (LEGAL_FORMS.has(key)) return k >= 1;
  // A title opens a person's name ("Sir William Newton Street", "Dr. Molewaterplein"); it ends none.
  if (TITLES.has(key)) return false;
  if (NAME.has(key) && nameWordAsWritten(piece.words[k] as string, key)) return true;
  // "... FINANCE OFFICE RUE DE RANSBEEK": an office word ends a department's name, unless a number
  // follows it ("Office 11" is a room).
  // First on its line, only before a type word that opens a street's name ("BACK" / "OFFICE RUE DE RANSBEEK").
  if (OFFICE.has(key) && k + 1 < piece.words.length && !hasDigit(piece.words[k + 1] as string) && (k >= 1 || ROMANCE_OPENERS.has(piece.keys[k + 1] as string))) return true;
  // "LINGNAN UNIVERSITY FINANCE OFFICE 8 CASTLE PEAK ROAD": a department's office (after a name word)
  // before the house number of a named street is no room ("OFFICE 11 BLDG 2504 ROAD 2832" is one).
  if (OFFICE.has(key) && k >= 1 && endsAName(piece, k - 1) && numberedStreetAfter(piece, k + 1)) return true;
  return k >= 1 && NAME_HEADS.has(piece.keys[k - 1] as string) && NAME.has(`${piece.keys[k - 1]} ${key}`);
}

/**
 * Whether word i is a house number followed by a street's name (one to four words, no digit, no
 * building or name word) ended by a type word that ends names ("8 CASTLE PEAK ROAD").
 */
function numberedStreetAfter(piece: Piece, i: number): boolean {
  const { words, keys } = piece;
  if (i >= words.length || !isHouseNumber(words[i] as string)) return false;
  for (let j = i + 1; j <= i + 5 && j < keys.length; j++) {
    const key = keys[j] as string;
    if (hasDigit(words[j] as string) || BUILDING.has(key) || NAME.has(key)) return false;
    if (STREET_TYPE_LAST.has(key)) return j > i + 1;
    if (isStreetKey(key)) return false;
  }
  return false;
}

/** "GALP ENERGIA SA TESOURARIA RUA TOMAS DA FONSECA": a name, then a street opened by its type word and named. */
function nameThenStreet(piece: Piece): boolean {
  for (let k = 0; k + 2 < piece.keys.length; k++) {
    if (endsAName(piece, k) && isBareStreetType(piece.keys[k + 1] as string) && !isBareStreetType(piece.keys[k + 2] as string)) return true;
    if (endsAName(piece, k) && namedOpenerAfter(piece, k) > 0) return true;
    if (k >= 1 && LEGAL_FORMS.has(piece.keys[k] as string) && streetAfterLegalForm(piece, k) > 0) return true;
  }
  return false;
}

/**
 * "SINGAPORE GENERAL HOSPITAL PTE LTD OUTRAM ROAD", "SONAE SGPS SA LUGAR DO ESPIDO VIA NORTE": a legal
 * form ends a company's name, and a street follows it within four words: one to three words of name
 * ended by a type word that ends names, or a type word that opens names with a word of its name after
 * it. Where that street's type word stands, else -1. No digit before it: a number belongs to the street.
 */
function streetAfterLegalForm(piece: Piece, k: number): number {
  const { words, keys } = piece;
  for (let j = k + 1; j <= k + 4 && j < keys.length; j++) {
    const key = keys[j] as string;
    if (hasDigit(words[j] as string) || LEGAL_FORMS.has(key) || NAME.has(key)) return -1;
    if (OPENING_TYPE.has(key)) return j + 1 < keys.length && !isBareStreetType(keys[j + 1] as string) && !hasDigit(words[j + 1] as string) ? j : -1;
    if (STREET_TYPE_LAST.has(key)) return j > k + 1 && !keys.slice(k + 1, j).some((other) => isStreetKey(other)) ? j : -1;
  }
  return -1;
}

/**
 * Where a numbered street opened by its type word begins after the first two words ("ATTN: GROUP
 * TREASURY RUE DE RANSBEEK 310"), else -1. Another word that opens streets before the number makes
 * the start a guess, and the line stays the recipient's: in "ATTN MARIA JOSE CARRERA TORRES CALLE 72
 * NO 10-34" Carrera is a surname (the street is Calle 72), in "ATTN: ANA CALLE RESTREPO AVENIDA
 * BOYACA 100" Calle is.
 */
function openedStreetAfter(piece: Piece): number {
  const { words, keys } = piece;
  for (let j = 2; j + 1 < keys.length; j++) {
    if (!OPENING_TYPE.has(keys[j] as string) || isBareStreetType(keys[j + 1] as string) || hasDigit(words[j + 1] as string)) continue;
    const number = words.findIndex((word, i) => i > j && isHouseNumber(word));
    if (number < 0 || words.slice(0, j).some(hasDigit)) return -1;
    return keys.slice(j + 1, number).some((key) => OPENING_TYPE.has(key)) ? -1 : j;
  }
  return -1;
}

/** Type words that only open a street's name, whatever the language ("AVENIDA", "RUE", "VIA", "UL."). */
const OPENING_TYPE: ReadonlySet<string> = new Set([...STREET_TYPES_FIRST, ...STREET_OPENERS.map(foldKey), ...STREET_TYPE_LEAD].filter((key) => !STREET_TYPE_LAST.has(key)));

/**
 * "HOSPITAL DE SANTA MARIA AVENIDA PROFESSOR EGAS MONIZ": after a name word (at k), a joining word
 * and at most four words of name (no digit, no street word), then a type word that opens a street
 * and a word of its name: where that type word stands, else -1.
 */
function namedOpenerAfter(piece: Piece, k: number): number {
  const { words, keys } = piece;
  if (!NAME_PARTICLES.has(keys[k + 1] as string)) return -1;
  for (let j = k + 2; j <= k + 6 && j + 1 < keys.length; j++) {
    const key = keys[j] as string;
    if (OPENING_TYPE.has(key)) return isBareStreetType(keys[j + 1] as string) || hasDigit(words[j + 1] as string) ? -1 : j;
    // "... COMPANY OF ICELAND KATRINARTUN 2": a street written as one word with its type, numbered.
    if (isStreetKey(key) && !isBareStreetType(key) && isHouseNumber(words[j + 1] as string)) return j;
    if (hasDigit(words[j] as string) || (isStreetKey(key) && !NAME_PARTICLES.has(key))) return -1;
  }
  return -1;
}


const TITLES: ReadonlySet<string> = new Set(TITLE_WORDS);

/**
 * The first word from `from` on where the street begins after a name: a street written as one
 * compound word ("ARNOLD-HELLER-STRASSE"), or a type word that opens names, with no street word or
 * number before it; else -1.
 */
function compoundStreetAt(piece: Piece, from: number): number {
  for (let s = from; s < piece.keys.length; s++) {
    const key = piece.keys[s] as string;
    if (isHouseNumber(piece.words[s] as string)) return -1;
    // "DR" is a title here, not Drive: it opens the name of a compound street after it ("DR MOLEWATERPLEIN").
    if (!isStreetKey(key) || TITLES.has(key)) continue;
    // A compound street word, or a type word that opens names ("... MONDLANE AVENIDA JULIUS NYERERE").
    if (STREET.has(key)) return s > from && (STREET_TYPE_LEAD.has(key) || STREET_OPENER.has(key) || ROMANCE_OPENERS.has(key)) ? s : -1;
    // "... CREDITEURENADMINISTRATIE DR MOLEWATERPLEIN": the compound's name opens with a title or a lead word.
    return compoundNameStart(piece.keys, from, s);
  }
  return -1;
}

/** Where the name of the compound street at `s` begins: before the title and lead words ("Nieuwe", "An der") that open it. */
function compoundNameStart(keys: readonly string[], from: number, s: number): number {
  let start = s;
  while (start > from) {
    const key = keys[start - 1] as string;
    if (TITLES.has(key) || COMPOUND_LEAD.has(key)) start--;
    else if (COMPOUND_ARTICLES.has(key) && start - 1 > from && COMPOUND_LEAD.has(keys[start - 2] as string)) start -= 2;
    else break;
  }
  return start;
}

const COMPOUND_LEAD: ReadonlySet<string> = new Set(COMPOUND_STREET_LEAD_WORDS);
const COMPOUND_ARTICLES: ReadonlySet<string> = new Set(['der', 'den', 'dem', 'de', 'het']);

const ROMANCE_OPENERS: ReadonlySet<string> = new Set(STREET_TYPES_FIRST);

const LEGAL_FORMS: ReadonlySet<string> = new Set(LEGAL_FORM_WORDS);

const WARD_SUFFIX = /^[\p{L}'-]+-(?:ku|gu|gun|qu)$/iu;

function takeTrailingDistrict(piece: Piece): string | undefined {
  const n = piece.words.length;
  if (n < 3) return undefined;
  const last = piece.words[n - 1] as string;
  if (WARD_SUFFIX.test(last)) {
    remove(piece, n - 1, n);
    return last;
  }
  if ((piece.keys[n - 1] === 'district' || piece.keys[n - 1] === 'qu') && n >= 4 && !isHouseNumber(piece.words[n - 2] as string)) {
    const value = `${piece.words[n - 2]} ${last}`;
    remove(piece, n - 2, n);
    return value;
  }
  return undefined;
}

function trimPunctuation(text: string): string {
  let start = 0;
  let end = text.length;
  while (end > start && (text[end - 1] === ',' || text[end - 1] === ';' || text[end - 1] === ':')) end--;
  while (start < end && (text[start] === ',' || text[start] === ';')) start++;
  return text.slice(start, end).trim();
}

const NAME_ONLY_JOINING: ReadonlySet<string> = new Set(NAME_ONLY_JOINING_WORDS);

/** The confidence of a street that reads as a party's name: a guess, below what the service applies. */
const PARTY_AS_STREET = 0.6;

/**
 * Whether a street text is a party's name, not a street: no street word in it (no type word, no
 * compound with its type), and a legal form after other words or an organisation word of the
 * lexicon as written ("BLUESCOPE STEEL LTD", "COCHLEAR LIMITED ACCOUNTS PAYABLE", "BANK OF CHINA"),
 * or an office ("OFFICE" of "... FINANCE OFFICE 8" / "CASTLE PEAK ROAD").
 */
export function namesAParty(text: string): boolean {
  if (text === '') return false;
  const words = text.split(' ');
  const piece: Piece = { words, keys: words.map(foldKey) };
  return !hasStreetWord(piece) && (isNameLike(piece) || namesAnOffice(piece) || endsWithBuildingWord(piece));
}

/**
 * "PBCOM TOWER" of "UNIT 2301 23/F PBCOM TOWER 6795" / "AYALA AVE ...", "HOPEWELL CENTRE" of "... 17/F
 * HOPEWELL CENTRE 183" / "QUEEN'S ROAD EAST": words without a street word that end with a building
 * word name the building, whose number ends the line before its street's.
 */
function endsWithBuildingWord(piece: Piece): boolean {
  const n = piece.keys.length;
  const last = piece.keys[n - 1] as string;
  return n >= 2 && BUILDING.has(last) && !NAMES_STREETS_TOO.has(last) && !piece.words.some(hasDigit);
}

/** Building words that name streets too ("West Mall", "Queen's Arcade", and the complex words). */
const NAMES_STREETS_TOO: ReadonlySet<string> = new Set([...COMPLEX_TYPE, 'mall', 'arcade']);
