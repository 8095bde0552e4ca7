// The last word on TownName: a reading's town must look like a town. When it does not (a lone
// dash, a marker word such as "BLOCK", half of "NEW CAIRO") and the postal reference knows another
// part of the same reading as a town of the country (the subdivision, the town with its
// neighbour, text left unplaced), that part is the town. Text only moves; none is dropped but
// punctuation.
import type { PostalReference } from '../reference/postal/types';
import type { ParsedField, ParsedFieldName } from './types';
import { cityWithoutSuffix, endsWithDistrictSuffix, hasDigit, isStreetKey, foldKey, POST_BOX, NUMBER_MARK, SAINT_WORDS, DISTRICT_MARK, ADMIN_DISTRICT_MARK } from './lexicon';
import { countryFromText, isCountryNameWord } from '../reference/countries';
import { subdivisionCodeOrName } from './subdivision';
import { CITY_STATES, CITY_SUFFIX_DROPPED, LOCALITY_IS_DISTRICT } from './tables/conventions';
import { foldName } from '../reference/postal/fold';
import { areaLabel } from './areas';
import { lookupPostcode } from './townMatch';

type Fields = Partial<Record<ParsedFieldName, ParsedField>>;

/** Confidence of a town the reference confirms after another reading's town was set aside. */
const CONFIRMED_TOWN = 0.85;
const LETTER = /\p{L}/u;

const WHITE_SPACE = /\s/u;

/** A town value with no letter, or a single word that marks something else ("BLOCK", "Road", "Box"). */
function looksLikeNoTown(value: string): boolean {
  if (!LETTER.test(value)) return true;
  // One word: no white space anywhere (split at it, any would make two pieces).
  if (WHITE_SPACE.test(value)) return false;
  const key = foldKey(value);
  return isStreetKey(key) || POST_BOX.has(key) || NUMBER_MARK.has(key) || key === 'block' || key === 'blk';
}

/** The confidence of a town whose words say it is something else: below the repair threshold. */
const DOUBTED_TOWN = 0.7;

/**
 * "1702 BLOCK", "#05-04 SINGAPORE", "BAGSVAE RD", "P.O. Roma", "SUMIYOSHI -CHO ANJO": a town the
 * reference does not know whose words hold a number (other than a postal district's after the name,
 * "Kingston 7"), a street-type or post-box word, or a piece of a cut word, is a guess whatever
 * reading made it. At the threshold such towns were right 2 times of 11 in the development parts.
 */
export function doubtOddTown(fields: Fields, country: string | undefined, postal: PostalReference | undefined): void {
  const town = fields.townName;
  if (town === undefined || town.confidence <= DOUBTED_TOWN || !oddTownWords(town.value)) return;
  if (postal !== undefined && country !== undefined && postal.findTown(country, town.value).some((m) => m.match === 'exact')) return;
  fields.townName = { value: town.value, confidence: DOUBTED_TOWN };
}

function oddTownWords(value: string): boolean {
  const words = value.split(' ');
  return words.some((word, i) => {
    if (word.startsWith('#') || word.startsWith('-')) return true;
    const key = foldKey(word);
    if (POST_BOX.has(key)) return true;
    if (hasDigit(word)) return !(i > 0 && i === words.length - 1 && /^\d{1,2}[A-Z]?$/i.test(word));
    return isStreetKey(key) && !(SAINT_WORDS.has(key) && i + 1 < words.length);
  });
}

/** Whether the reference knows the text as a town of the country. (Made here, unnamed: under tsx every named closure is renamed when made, on every call.) */
function townKnown(postal: PostalReference, country: string): (text: string) => boolean {
  return (text) => postal.findTown(country, text).length > 0;
}

/** `postcodeText`: the text of the segment that holds the postcode, if one was found. */
export function confirmTown(fields: Fields, unplaced: string[], country: string | undefined, postal: PostalReference | undefined, postcodeText?: string): void {
  const town = fields.townName;
  if (postal === undefined || country === undefined) return;
  const known = townKnown(postal, country);
  if (town === undefined) {
    if (!areaIsTown(fields, country, known) && !townAtStreetEnd(fields, country, known)) townAtUnplacedEnd(fields, unplaced, country, postal);
    return;
  }
  const subdivision = fields.countrySubDivision;
  const shapeless = looksLikeNoTown(town.value);
  // The country's own name ("JERSEY", "JAMAICA") read as the town gives way too, where the
  // reference knows a town elsewhere in the reading.
  // (The first word's lookup spares most towns the full name search: this runs for every address.)
  const space = town.value.indexOf(' ');
  const firstWord = (space < 0 ? town.value : town.value.slice(0, space)).toUpperCase();
  const namesCountry = !shapeless && CITY_STATES[country] === undefined && isCountryNameWord(firstWord, country) && countryFromText(town.value) === country;
  // A town written beside its postcode is the post town, whatever region line follows ("AZ 5834 Buzovna / Baku").
  const besidePostcode = postcodeText !== undefined && postcodeText.includes(town.value);
  if (subdivision !== undefined && !shapeless && !namesCountry && !besidePostcode && cityBeyondDistrict(fields, unplaced, town, subdivision, country, postal)) return;
  if (!shapeless && !namesCountry && known(town.value)) return;
  // "NEW CAIRO 11835" read as town "NEW" and subdivision "CAIRO": the two are one town.
  if (subdivision !== undefined && LETTER.test(town.value) && known(`${town.value} ${subdivision.value}`)) {
    fields.townName = { value: `${town.value} ${subdivision.value}`, confidence: CONFIRMED_TOWN };
    delete fields.countrySubDivision;
    return;
  }
  // A region of the country the reference does not know as a town ("GAUTENG") is no town either.
  const words = town.value.split(/\s+/u);
  const region = !shapeless && !namesCountry && subdivisionCodeOrName(country, words, 0, words.length, true) !== undefined;
  const weak = shapeless || namesCountry || region;
  if (!weak) return;
  // "P.O. BOX 60000 - 00200 / NAIROBI KENYA": the dash beside the postcode is no town; Nairobi,
  // read as its county, is.
  if (subdivision !== undefined && known(subdivision.value)) {
    fields.townName = { value: subdivision.value, confidence: CONFIRMED_TOWN };
    delete fields.countrySubDivision;
  } else if (!areaIsTown(fields, country, known) && !townAtStreetEnd(fields, country, known)) {
    const index = unplaced.findIndex(known);
    if (index >= 0) {
      fields.townName = { value: unplaced[index] as string, confidence: CONFIRMED_TOWN };
      unplaced.splice(index, 1);
    } else if (!region || !areaAsGuessedTown(fields)) {
      // "KATHERINE STREET SANDTON 2196 / GAUTENG": where the reference knows no other town, a
      // place read after the street is the town, as a guess. Without one the region stays the
      // town: small countries write their parishes as the post town ("Pembroke HM 08", Bermuda).
      return;
    }
  }
  if (region && fields.countrySubDivision === undefined) fields.countrySubDivision = { value: town.value, confidence: 0.8 };
  else if (LETTER.test(town.value)) unplaced.push(town.value);
}

/**
 * "ST HELIER / JERSEY JE4 8TP", "Spry Street, Bridgetown / St. Michael": with no town, or only a
 * weak one, an area read without a label (a guess, below 0.8) that the reference knows as a town
 * of the country is the town.
 */
function areaIsTown(fields: Fields, country: string, known: (text: string) => boolean): boolean {
  for (const name of ['townLocationName', 'districtName'] as const) {
    const area = fields[name];
    if (area === undefined || area.confidence >= 0.8) continue;
    // "383 MADISON AVENUE NEW YORK NY": the area may end with the state's code.
    const words = area.value.split(/\s+/u);
    const code = words.length > 1 && fields.countrySubDivision === undefined ? subdivisionCodeOrName(country, words, words.length - 1, words.length) : undefined;
    const written = code !== undefined ? words.slice(0, -1).join(' ') : area.value;
    // "TOYOTA CITY": the town without the word for a city, as the reference names it.
    const town = known(written) ? written : cityWithoutSuffix(written, true);
    if (town === undefined || !known(town)) continue;
    fields.townName = { value: town, confidence: CONFIRMED_TOWN };
    if (code !== undefined) fields.countrySubDivision = { value: words[words.length - 1] as string, confidence: 0.9 };
    delete fields[name];
    return true;
  }
  return false;
}

/** Confidence of a place taken as the town on its position alone: below what the service applies unattended. */
const GUESSED_TOWN = 0.7;

/** An area read without a label (a guess, below 0.8) becomes the town, as a guess. */
function areaAsGuessedTown(fields: Fields): boolean {
  for (const name of ['townLocationName', 'districtName'] as const) {
    const area = fields[name];
    if (area === undefined || area.confidence >= 0.8) continue;
    fields.townName = { value: area.value, confidence: GUESSED_TOWN };
    delete fields[name];
    return true;
  }
  return false;
}

/**
 * "UNIVERSITY OF LIMERICK FINANCE OFFICE LIMERICK CO LIMERICK V94 T9PX": with no town read and the
 * subdivision or postcode found after it, a town the reference knows by name (or alternate name) ending the
 * last text left unplaced is the town (the name before it stays unplaced).
 */
function townAtUnplacedEnd(fields: Fields, unplaced: string[], country: string, postal: PostalReference): void {
  if (fields.countrySubDivision === undefined && fields.postCode === undefined) return;
  const last = unplaced.length - 1;
  const words = (unplaced[last] ?? '').split(/\s+/u);
  for (let k = Math.min(2, words.length - 1); k >= 1; k--) {
    const tail = words.slice(words.length - k).join(' ');
    if (!LETTER.test(tail) || /\d/.test(tail) || !postal.findTown(country, tail).some((m) => m.match !== 'fuzzy')) continue;
    fields.townName = { value: tail, confidence: GUESSED_TOWN };
    unplaced[last] = words.slice(0, words.length - k).join(' ');
    return;
  }
}

/** A city this large, written after a smaller place, is the town ("HOAN KIEM, HA NOI"). */
const LARGE_CITY = 500_000;

function largestPopulation(postal: PostalReference, country: string, name: string): number {
  let most = 0;
  for (const town of postal.findTown(country, name)) most = Math.max(most, town.population ?? 0);
  return most;
}

/**
 * "DIN DAENG, BANGKOK 10400", "Gombe, Kinshasa", "Khan Daun Penh, Phnom Penh": capitals that are
 * also first-level subdivisions were read as the subdivision, and the district before them as the
 * town. When what was read as the subdivision is a large city the reference knows, ten times the
 * size of the would-be town, it is the town, and the place before it is a place within it.
 */
function cityBeyondDistrict(fields: Fields, unplaced: string[], town: ParsedField, subdivision: ParsedField, country: string, postal: PostalReference): boolean {
  // Where cities are written with their suffix ("NAGAOKAKYO-SHI KYOTO"), the region after a city's
  // name (one word, no ward) is its prefecture, whatever city shares the prefecture's name: the town
  // stands. A ward or a block area read as the town ("YOSHIDA-HONMACHI SAKYO-KU / KYOTO") does not.
  if (CITY_SUFFIX_DROPPED.has(country) && !town.value.includes(' ') && !hasDigit(town.value) && !endsWithDistrictSuffix(town.value)) return false;
  const city = largestPopulation(postal, country, subdivision.value);
  if (city < LARGE_CITY || city < 10 * largestPopulation(postal, country, town.value)) return false;
  fields.townName = { value: subdivision.value, confidence: CONFIRMED_TOWN };
  delete fields.countrySubDivision;
  const words = town.value.split(/\s+/u);
  const keys = words.map(foldKey);
  // "Khan Daun Penh, Phnom Penh": the country's label names the district and is not part of it.
  const labelled = words.length > 1 ? areaLabel(country, keys[0] as string) : undefined;
  const district = labelled ?? (keys.some((key) => DISTRICT_MARK.has(key) || ADMIN_DISTRICT_MARK.has(key)) || LOCALITY_IS_DISTRICT.has(country) ? 'districtName' : 'townLocationName');
  const value = labelled ? words.slice(1).join(' ') : town.value;
  if (fields[district] === undefined) fields[district] = { value, confidence: labelled ? 0.85 : 0.6 };
  else unplaced.push(town.value);
  return true;
}

/**
 * "36 ST ANDREW SQUARE EDINBURGH", "383 MADISON AVENUE NEW YORK NY": a line wrapped at 35
 * characters runs the town (and its state code) into the street. When the street would still end
 * in a street word without them (or a state code follows the town and the street has its number)
 * and the reference knows them as a town, they are the town.
 */
function townAtStreetEnd(fields: Fields, country: string, known: (text: string) => boolean): boolean {
  const street = fields.streetName;
  if (street === undefined) return false;
  const words = street.value.split(/\s+/u);
  let end = words.length;
  let code: string | undefined;
  if (end > 2 && subdivisionCodeOrName(country, words, end - 1, end) !== undefined && fields.countrySubDivision === undefined) {
    code = words[end - 1];
    end--;
  }
  for (let k = Math.min(3, end - 2); k >= 1; k--) {
    const head = words.slice(0, end - k);
    // A state code after the town is evidence enough where the street has no type word ("2329 WEST
    // MALL VANCOUVER BC"); without one the street must still end in a street word.
    if (!isStreetKey(foldKey(head[head.length - 1] as string)) && (code === undefined || fields.buildingNumber === undefined)) continue;
    const tail = words.slice(end - k, end).join(' ');
    if (!known(tail)) continue;
    fields.streetName = { value: head.join(' '), confidence: street.confidence };
    fields.townName = { value: tail, confidence: CONFIRMED_TOWN };
    if (code !== undefined) fields.countrySubDivision = { value: code, confidence: 0.8 };
    return true;
  }
  return false;
}

/**
 * Hong Kong: the town is the region ("KOWLOON", "NEW TERRITORIES"), the district before it a place
 * within it (CONVENTIONS.md). A region of a city-state (CITY_STATES, after its own name) read as the
 * subdivision becomes the town: the town read before it ("TUEN MUN") is the place within it, or,
 * where that was the city-state's own name written as the country line ("HONG KONG"), the name
 * stays AddressLine text.
 */
export function cityStateRegionIsTown(fields: Fields, unplaced: string[], country: string | undefined): void {
  const regions = country === undefined ? undefined : CITY_STATES[country];
  const subdivision = fields.countrySubDivision;
  if (regions === undefined || subdivision === undefined) return;
  const key = foldName(subdivision.value);
  if (!regions.slice(1).some((region) => foldName(region) === key)) return;
  const town = fields.townName;
  fields.townName = { value: subdivision.value, confidence: Math.max(subdivision.confidence, 0.85) };
  delete fields.countrySubDivision;
  if (town === undefined) return;
  if (foldName(town.value) === foldName(regions[0] as string) || fields.townLocationName !== undefined) unplaced.push(town.value);
  else fields.townLocationName = { value: town.value, confidence: Math.min(town.confidence, 0.7) };
}

/**
 * "1 NICHOLSON STREET EAST MELBOURNE VIC 3002": the town the postcode names is the word ending the
 * street and the town read after it ("East Melbourne", the only town of 3002; "NICHOLSON STREET
 * EAST" took the compass word for its own). Taken only where the street still ends with a street
 * word without it, and the town read is not already the postcode's.
 */
export function townWidenedByPostcode(fields: Fields, country: string | undefined, postal: PostalReference | undefined): void {
  const town = fields.townName;
  const street = fields.streetName;
  const postcode = fields.postCode;
  if (town === undefined || street === undefined || postcode === undefined || postal === undefined || country === undefined || town.confidence >= 0.98) return;
  const words = street.value.split(' ');
  if (words.length < 3 || !isStreetKey(foldKey(words[words.length - 2] as string))) return;
  const candidate = `${words[words.length - 1]} ${town.value}`;
  const towns = postal.townsForPostcode(country, lookupPostcode(country, postcode.value));
  if (!towns.some((t) => foldName(t.name) === foldName(candidate)) || towns.some((t) => foldName(t.name) === foldName(town.value))) return;
  fields.townName = { value: candidate, confidence: 0.99 };
  fields.streetName = { value: words.slice(0, -1).join(' '), confidence: street.confidence };
}
