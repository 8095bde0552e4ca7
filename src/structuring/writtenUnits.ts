// The caller's writing as evidence: a guessed area or building name (below the repair threshold)
// that the lines write as a unit of their own, and that nothing in it names as something else, is
// confirmed at the threshold. One mechanism for every country: the evidence is how it was written.
import {
  BUILDING, CARE_OF, DIRECTIONS, DISTRICT_MARK, endsWithDistrictSuffix, FLOOR_POST, FLOOR_PRE, FLOOR_SOLO, LOCALITY_END, NAME, NOT_A_PLACE, POST_BOX, ROOM_PRE, STREET, foldKey, hasDigit, isStreetKey,
} from './lexicon';
import { areaLabel } from './areas';
import { foldName } from '../reference/postal/fold';
import { countryFromText, isAnyCountryNameWord } from '../reference/countries';
import { subdivisionCodeOrName } from './subdivision';
import { AREA_LIKE_COMPLEX, COMPLEX_TYPE, NUMBERED_BUILDING_WORD } from './street';
import { LOCALITY_IS_DISTRICT } from './tables/conventions';
import { WRAP_WIDTH } from './wrappedLines';
import { OPEN_SPACE_WORDS } from './tables/keywords';
import { isContactWord } from './notAddressText';
import { readsAsPersonName } from './personName';
import type { PostalReference } from '../reference/postal/types';
import type { ParsedField, ParsedFieldName } from './types';

type Fields = Partial<Record<ParsedFieldName, ParsedField>>;

/** The confidence of a field the writing confirms: the repair threshold. */
const CONFIRMED_BY_WRITING = 0.8;
/** A place within a town has a short name ("Westlands", "Asa Norte", "Los Palos Grandes"). */
const AREA_MAX_WORDS = 3;
/** A building's name: "Ocean Centre", "Eric Williams Plaza", "Jollibee Plaza Building". */
const BUILDING_MAX_WORDS = 4;
/** Words of countries' names that many places' names hold too ("Victoria Island", "Grand Baie"). */
const COMMON_PLACE_WORDS: ReadonlySet<string> = new Set(['island', 'islands', 'saint', 'grand', 'central']);
const OPEN_SPACE: ReadonlySet<string> = new Set(OPEN_SPACE_WORDS);

/**
 * "Safaricom House, Waiyaki Way, Westlands / P.O. Box 66827 / Nairobi", "Avenida Juárez, Centro,
 * 06050 Ciudad de México": a place within the town guessed from where it stands is confirmed when
 * the caller wrote it as a whole line or a whole comma-separated segment, beside a town the engine
 * is sure of, and nothing in it says it is something else: no number, no word of a street,
 * building, organisation or label, no country name, no subdivision of the country, no abbreviated
 * label ("Zhongzheng Dist.", "Alc. Álvaro Obregón"). Written so, it was right 112 times of 119 in
 * the blind development parts and 176 of 191 in the generated one; the rest were mostly areas the
 * authors left unlabelled (communes of Abidjan, wards of Bangkok) or a town read wrong beside them.
 * A district takes the same evidence only where a country's lone area is its district
 * (LOCALITY_IS_DISTRICT): a second unlabelled area was right four times in five, too few.
 * `lines` are the caller's lines as written; `unplaced`, the text the reading left.
 */
export function confirmAreaWrittenAlone(fields: Fields, lines: readonly string[], country: string | undefined, unplaced: readonly string[] = [], postal?: PostalReference): void {
  if ((fields.townName?.confidence ?? 0) < CONFIRMED_BY_WRITING || country === undefined) return;
  const name = LOCALITY_IS_DISTRICT.has(country) ? 'districtName' : 'townLocationName';
  const area = fields[name];
  if (area === undefined || area.confidence >= CONFIRMED_BY_WRITING) return;
  // A person's name on a line of its own ("John Smith" between the street and the town) is the recipient.
  if (readsAsPersonName(area.value, country, postal)) return;
  const town = fields.townName!.value;
  const at = unitPosition(area.value, lines) ?? openingTownLine(area.value, town, fields, lines);
  if (at === undefined || !plainPlaceName(area.value, country)) return;
  if (foldName(area.value) === foldName(town)) return;
  // A unit written after the town is a larger place, not one within it: the island, region or
  // province a town line is followed by ("Cruz Bay, VI 83995 / Saint John Island", "San Jose
  // Village / Tinian", "Nairobi / Rift Valley"). Places within the town stand before it.
  const townAt = textPosition(town, lines);
  if (townAt !== undefined && before(townAt, at)) return;
  // Another unit that reads as a place was left as text between the area and the town: which of the
  // two is the area the reading guessed ("2 Wang Lang Road, Siriraj / Bangkok Noi, Bangkok 10700": a
  // subdistrict and the district, and Siriraj was taken). The area is confirmed only when it is the
  // lone one. (A party's or department's name left as text stands before the street, not there.)
  const between = (text: string): boolean => {
    const other = unitPosition(text, lines);
    return other !== undefined && before(at, other) && (townAt === undefined || !before(townAt, other));
  };
  if (unplaced.some((text) => text !== area.value && between(text) && plainPlaceName(text, country))) return;
  fields[name] = { value: area.value, confidence: CONFIRMED_BY_WRITING };
}

/**
 * "SASOL PLACE / 50 KATHERINE STREET", "BOMBAY HOUSE 24 HOMI MODY STREET", "Eric Williams Plaza,
 * Independence Square": a building name guessed before the street is confirmed when it ends with a
 * building word or a word that names office complexes as well as streets (the complex stands before
 * a street of its own, so it is not that street), holds no number and no organisation or department word, and the caller
 * wrote it as a unit of its own or right before the number of the street. A word that takes a
 * number ("TOWER 2", "BLDG 96") followed by one is not confirmed: the number may be the building's.
 * Written so, such names were right 17 times of 18 in the blind development parts.
 */
export function confirmBuildingWrittenAlone(fields: Fields, lines: readonly string[]): void {
  const building = fields.buildingName;
  if (building === undefined || building.confidence >= CONFIRMED_BY_WRITING || fields.streetName === undefined) return;
  const words = building.value.split(' ');
  if (words.length < 2 || words.length > BUILDING_MAX_WORDS || hasDigit(building.value)) return;
  const keys = words.map(foldKey);
  const last = keys[keys.length - 1] as string;
  if (!BUILDING.has(last) && !COMPLEX_TYPE.has(last)) return;
  // "AIRSIDE BUSINESS PARK", "POINT LISAS INDUSTRIAL ESTATE": complexes that addresses read as areas too stay guesses.
  if (AREA_LIKE_COMPLEX.has(last) || AREA_LIKE_COMPLEX.has(keys.slice(-2).join(' '))) return;
  // "Hanover Square", "Hyde Park" above "12 Oxford Street": an open space as often as a complex.
  if (OPEN_SPACE.has(last)) return;
  if (keys.some((key, i) => NAME.has(key) || (i < keys.length - 1 && (BUILDING.has(key) && NUMBERED_BUILDING_WORD.has(key))))) return;
  const after = textAfter(building.value, lines);
  if (after === undefined) return;
  const next = after.replace(/^[\s,;]+/, '').split(' ')[0] ?? '';
  if (next !== '' && !/^\d/.test(next) && !/^[,;]/.test(after)) return;
  if (/^\d/.test(next) && NUMBERED_BUILDING_WORD.has(last)) return;
  fields.buildingName = { value: building.value, confidence: CONFIRMED_BY_WRITING };
}

/** Where `value` is a whole line or a whole comma- or semicolon-separated segment of one: [line, offset]; undefined where it is neither. */
function unitPosition(value: string, lines: readonly string[]): [number, number] | undefined {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line.trim() === value) return [i, 0];
    if (!line.includes(value)) continue;
    let offset = 0;
    for (const segment of line.split(/[,;]/)) {
      if (segment.trim() === value) return [i, offset];
      offset += segment.length + 1;
    }
  }
  return undefined;
}

/**
 * "MSASA HARARE", "BULAKSUMUR YOGYAKARTA 55281", "TSIM SHA TSUI KOWLOON HK": the area opens the line
 * that ends with the town, and the rest of that line is fields the reading holds (the postcode,
 * the subdivision) or the country's name. Where [line, 0]; undefined otherwise. The line before
 * must not be one the 35-character width may have wrapped or cut, or the words opening the next
 * may end a name it began ("... PISO 10 LOS PALOS" / "GRANDES CARACAS 1060").
 */
function openingTownLine(area: string, town: string, fields: Fields, lines: readonly string[]): [number, number] | undefined {
  const areaKey = area.toLowerCase();
  const townKey = town.toLowerCase();
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] as string).trim().toLowerCase();
    if (!line.startsWith(areaKey)) continue;
    if (i > 0 && mayRunOn(lines[i - 1] as string, area)) return undefined;
    const rest = line.slice(areaKey.length);
    const gap = /^[\s,\-]+/.exec(rest);
    if (gap === null || !rest.slice(gap[0].length).startsWith(townKey)) continue;
    let tail = rest.slice(gap[0].length + townKey.length);
    if (tail !== '' && !/^[\s,\-]/.test(tail)) continue;
    for (const held of [fields.postCode?.value, fields.countrySubDivision?.value]) {
      if (held !== undefined) tail = tail.replace(held.toLowerCase(), ' ');
    }
    const left = tail.replace(/[\s,\-]+/g, ' ').trim();
    if (left === '' || countryFromText(left) !== undefined || left.split(' ').every((word) => isAnyCountryNameWord(word.toUpperCase()))) return [i, 0];
  }
  return undefined;
}

/**
 * Whether the words opening the next line may be the end of a name the previous line began: the
 * line before could not have taken the first of them within the 35-character width (a wrap at
 * words), or was cut at the width.
 */
function mayRunOn(previous: string, next: string): boolean {
  const firstWord = next.split(' ')[0] as string;
  return previous.trimEnd().length + 1 + firstWord.length > WRAP_WIDTH;
}

/**
 * Where `value` is last written in the lines, case aside: [line, offset]. The last: a town's name
 * written earlier is mostly in a party's name ("Hong Kong Convention and Exhibition Centre / 1 Expo
 * Drive, Wan Chai / Hong Kong SAR").
 */
function textPosition(value: string, lines: readonly string[]): [number, number] | undefined {
  const key = value.toLowerCase();
  for (let i = lines.length - 1; i >= 0; i--) {
    const at = (lines[i] as string).toLowerCase().lastIndexOf(key);
    if (at >= 0) return [i, at];
  }
  return undefined;
}

/** Whether position `a` comes before position `b` in the lines. */
function before(a: readonly [number, number], b: readonly [number, number]): boolean {
  return a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
}

/** What follows `value` on the line that begins with it (or has it after a comma); undefined where none does. */
function textAfter(value: string, lines: readonly string[]): string | undefined {
  for (const line of lines) {
    const at = line.indexOf(value);
    if (at < 0) continue;
    const before = line.slice(0, at).trimEnd();
    if (before !== '' && !/[,;]$/.test(before)) continue;
    return line.slice(at + value.length);
  }
  return undefined;
}

export function plainPlaceName(value: string, country: string): boolean {
  const words = value.split(' ');
  if (words.length > AREA_MAX_WORDS || hasDigit(value)) return false;
  const keys = words.map(foldKey);
  for (const [i, word] of words.entries()) {
    const key = keys[i] as string;
    if (STREET.has(key) || isStreetKey(key) || BUILDING.has(key) || NAME.has(key) || DISTRICT_MARK.has(key) || LOCALITY_END.has(key)) return false;
    // A word of a country's name ("UNITED", "KINGDOM"), but not a compass or other common word of
    // place names: "EAST TAMAKI", "VICTORIA ISLAND", "AUCKLAND CENTRAL" are places.
    if (word.endsWith('.') || (isAnyCountryNameWord(word) && !DIRECTIONS.has(key) && !COMMON_PLACE_WORDS.has(key)) || isContactWord(word)) return false;
    // A label of the country's areas ("KEC SUKAJADI") or a ward's suffix ("SAKYO-KU"): a unit the reading did not place.
    if (areaLabel(country, key) !== undefined || endsWithDistrictSuffix(word)) return false;
    // A floor, room, post box or care-of word, or one that names no place ("Escalier A", "GPO", "Opp Railway Station").
    const pair = i + 1 < keys.length ? `${key} ${keys[i + 1]}` : '';
    if ([NOT_A_PLACE, FLOOR_PRE, FLOOR_POST, FLOOR_SOLO, ROOM_PRE, POST_BOX, CARE_OF].some((set) => set.has(key) || set.has(pair))) return false;
  }
  return subdivisionCodeOrName(country, words, 0, words.length) === undefined;
}
