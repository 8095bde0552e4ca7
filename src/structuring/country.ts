// Finds the country written at the end of the address (a code or a name in any language) and
// takes it out of the segments, so that later steps see only street, postcode and town.
import { countryFromText, findCountryNameInLine } from '../reference/countries';
import { normalisePostcode } from '../reference/postcodes';
import type { PostalReference } from '../reference/postal/types';
import { foldKey, hasDigit } from './lexicon';
import { subdivisionReadings } from './subdivision';
import { TOWN_IS_COUNTRY } from './tables/conventions';
import { segmentText, subSegment, type Segment } from './tokens';

export interface CountryFinding {
  readonly code: string;
  readonly confidence: number;
  /** The country text as written, when it may also be the town (city-states: "Singapore", "Monaco"). */
  readonly text: string;
  /** True when the text was taken out of the segments. */
  readonly removed: boolean;
}

const SPECIAL_REGION = /^(.*?)\s*\b(hong kong|macao|macau)\s+s\.?a\.?r\.?(?:\s*,?\s*(?:china|prc|p\.r\.c\.))?$/i;

/** Words of a state's formal name around the short name ("Republic of", "Fürstentum", "Principauté de"). */
const STATE_FORM: ReadonlySet<string> = new Set([
  'republic', 'of', 'the', 'kingdom', 'principality', 'grand', 'duchy', 'furstentum', 'principat', 'principaute', 'grand-duche', 'de', 'd', "d'",
  'du', 'del', 'royaume', 'reino', 'konigreich', 'republique', 'republica', 'repubblica', 'republik', 'federal', 'state', 'estado', 'commonwealth',
  'stato', 'della', 'di', 'estat', 'staat', 'sultanate', 'federated', 'states', 'province', 'hashemite', 'federative', 'democratic', 'people', "people's", 'socialist', 'islamic', 'arab', 'united', 'plurinational', 'bolivarian',
]);
/** A state form must open with one of these for the words to be taken with the country name. */
const STRONG_STATE_FORM: ReadonlySet<string> = new Set([
  'republic', 'kingdom', 'principality', 'grand', 'furstentum', 'principat', 'principaute', 'grand-duche', 'royaume', 'reino', 'konigreich',
  'republique', 'republica', 'repubblica', 'republik', 'federal', 'state', 'commonwealth', 'sultanate', 'federative', 'stato', 'estat', 'staat',
]);
/** Whether a valid postcode of the country stands in the segments (the last one without its final word). */
function hasPostcodeOf(country: string, scope: readonly Segment[], last: Segment): boolean {
  for (const seg of scope) {
    const end = seg === last ? seg.words.length - 1 : seg.words.length;
    for (let i = 0; i < end; i++) {
      if (normalisePostcode(country, seg.words[i] as string) !== undefined) return true;
      if (i + 1 < end && normalisePostcode(country, `${seg.words[i]} ${seg.words[i + 1]}`) !== undefined) return true;
    }
  }
  return false;
}

/** The countries with the most payment traffic (issue 5); they win ties against the others. */
const MAIN_COUNTRIES: ReadonlySet<string> = new Set(
  ('AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO CH GB MC SM VA AD ' +
    'US CA MX BR AR CL CO JP CN HK SG IN KR AU NZ ZA AE SA IL TR').split(' '),
);

/** Words that tie a country name into a longer place name ("Ciudad de México"). */
/** Words that link a name to the place it is named after ('Ciudad de México', 'Città del Vaticano', 'Ciudad de Panamá'). */
export const LINKING: ReadonlySet<string> = new Set(['de', 'del', 'di', 'of', 'la', 'du', 'da', 'do', 'von', 'van', 'della', 'dei']);

/** Word index at which a character offset of the joined segment text starts, or -1. */
function wordAt(seg: Segment, offset: number): number {
  let pos = 0;
  for (let i = 0; i < seg.words.length; i++) {
    const word = seg.words[i] as string;
    if (pos === offset) return i;
    // An elided article glued to the name: "d'Andorra", "l'Italia".
    if (offset === pos + 2 && (word[1] === "'" || word[1] === '’')) return i;
    pos += word.length + 1;
  }
  return -1;
}

/**
 * "80331 MUENCHEN DE": a code ending the last segment counts as the country only when a valid
 * postcode of that country stands before it (so "BOSTON MA" never becomes Morocco).
 */
function trailingCode(segs: Segment[], last: Segment, known: string | undefined, postal?: PostalReference): CountryFinding | undefined {
  const n = last.words.length;
  if (n < 2) return undefined;
  const word = last.words[n - 1] as string;
  if (word.length < 2 || word.length > 3 || word !== word.toUpperCase()) return undefined;
  const code = countryFromText(word);
  if (code === undefined || (known !== undefined && code !== known)) return undefined;
  // "NAPOLI NA", "BOSTON MA", "VEVEY VD": the code may be a subdivision of a country that writes codes.
  const readings = word.length === 2 && known === undefined ? [...subdivisionReadings(word)] : [];
  const prev = segs[segs.length - 2];
  const scope = prev ? [last, prev] : [last];
  const postcodeSeen = hasPostcodeOf(code, scope, last);
  // "NAPOLI NA" beside an Italian postcode: the province names the country.
  const subdivisionCountries = readings.filter((c) => MAIN_COUNTRIES.has(c) && hasPostcodeOf(c, scope, last));
  // "3011AD Rotterdam NL": a postcode only the code's country can have settles it.
  if (postcodeSeen && subdivisionCountries.length === 0) readings.length = 0;
  if (readings.length > 0) {
    // With the postal reference the town decides; without it the subdivision reading wins when
    // the code's country has no postcode of that shape here.
    // The town before the code may have several words ("Viña del Mar CL").
    const towns: string[] = [];
    for (let k = 2; k <= Math.min(4, n); k++) {
      if (hasDigit(last.words[n - k] as string)) break;
      towns.push(last.words.slice(n - k, n - 1).join(' '));
    }
    const knows = (c: string): boolean => towns.some((t) => postal!.findTown(c, t).length > 0);
    if (postal) {
      if (readings.some(knows) && !knows(code)) return undefined;
      if (!knows(code) && !postcodeSeen) return undefined;
    } else if (!postcodeSeen) return undefined;
    // Without the reference, a code naming a small country loses to a subdivision of a main one ("NAPOLI NA" is Naples).
    else if (!MAIN_COUNTRIES.has(code) && subdivisionCountries.length > 0) {
      return subdivisionCountries.length === 1 ? { code: subdivisionCountries[0] as string, confidence: 0.8, text: word, removed: false } : undefined;
    }
  }
  if (!postcodeSeen && readings.length === 0 && n < 2) return undefined;
  segs[segs.length - 1] = subSegment(last, 0, n - 1);
  return { code, confidence: postcodeSeen ? (readings.length > 0 ? 0.6 : 0.85) : 0.8, text: word, removed: true };
}

/**
 * "80010-010 Curitiba - PR", "Recife - PE": a code alone on the last segment is the subdivision of a
 * main country whose postcode stands just before it, when the code's own country has none there.
 */
function subdivisionAfterPostcode(segs: readonly Segment[], last: Segment, code: string): boolean {
  const word = segmentText(last);
  const prev = segs[segs.length - 2];
  if (word.length !== 2 || !prev) return false;
  const scope = [prev];
  if (hasPostcodeOf(code, scope, last)) return false;
  return subdivisionReadings(word).some((c) => c !== code && MAIN_COUNTRIES.has(c) && hasPostcodeOf(c, scope, last));
}

/**
 * Looks at the last segment: a whole segment that is a country, or a country name ending it.
 * With `known`, only that country is looked for (its repetition in the lines is removed).
 */
export function detectCountry(segs: Segment[], known: string | undefined, postal?: PostalReference): CountryFinding | undefined {
  return countryAtEnd(segs, known, postal);
}

/**
 * "Россия, 190000, Санкт-Петербург / Дворцовая пл., 2": the traditional order of Russia and its
 * neighbours, and of East Asian addresses, writes the country first. Only a first segment that is
 * a country's name whole, with more lines after it, counts, and only when neither the end of the
 * address nor its postcode and town named a country ("CHAD / 12 RUE DE RIVOLI / 75001 PARIS").
 */
const LATIN_ONLY = /^[A-Za-z.]+$/;

export function countryFirst(segs: Segment[], known: string | undefined): CountryFinding | undefined {
  if (segs.length < 3) return undefined;
  for (let i = 0; i + 1 < segs.length; i++) {
    const seg = segs[i] as Segment;
    const next = segs[i + 1] as Segment;
    // The country opens a line: the first line ("RUSSIA / 190000 ..."), or a line after a name line
    // before its postcode ("НАЗАРБАЕВ УНИВЕРСИТЕТ / КАЗАХСТАН, 010000, Г. АСТАНА", "الأردن - عمان 11942").
    // "230009, Республика Беларусь, г. Гродно, ...": the country after a postcode opening the address
    // or a line ("ПАО КАМАЗ / 423827, Россия, Республика Татарстан, / г. Набережные Челны, ...").
    const opening = segs[i - 1];
    const opensLine = opening !== undefined && (i === 1 || segs[i - 2]!.line !== opening.line);
    const afterPostcode = opening !== undefined && opensLine && opening.line === seg.line && opening.words.length === 1 && hasDigit(opening.words[0] as string);
    if (i > 0 && segs[i - 1]!.line === seg.line && !afterPostcode) continue;
    if (seg.words.length > 4) continue;
    // A name written "JORDAN, MICHAEL" is no country: a segment cut from its line by a comma counts
    // only before the postcode ("Россия, 190000, ..."); after the first line, only so.
    const beforePostcode = next.line === seg.line && hasDigit(segmentText(next));
    if (!afterPostcode && (i > 0 ? !beforePostcode : next.line === seg.line && !beforePostcode)) continue;
    const whole = segmentText(seg);
    if (hasDigit(whole)) continue;
    const code = countryFromText(whole);
    // After the first line, the number must be a postcode of that country: "JOHN SMITH / CHINA, 12
    // HIGH STREET" names no country (seventh review).
    const postcodeWords = afterPostcode ? opening.words : next.words;
    if (i > 0 && code !== undefined && !postcodeWords.some((word) => normalisePostcode(code, word) !== undefined)) continue;
    // Codes and three-letter words of Latin script name too much ("USA" ends lines, "CAN" opens
    // names); a short name in another script is the name ("مصر", "中国").
    if (code === undefined || (known !== undefined && code !== known) || (LATIN_ONLY.test(whole) && whole.replace(/\./g, '').length <= 3)) continue;
    segs.splice(i, 1);
    return { code, confidence: 0.95, text: whole, removed: true };
  }
  return undefined;
}

/** The country a segment names as a strong state form and a country's name ("República de Panamá"), else undefined. */
function countryAfterStateForm(seg: Segment): string | undefined {
  if (seg.keys.length < 2 || !STRONG_STATE_FORM.has(seg.keys[0] as string)) return undefined;
  let k = 1;
  while (k < seg.keys.length - 1 && STATE_FORM.has(seg.keys[k] as string)) k++;
  return countryFromText(segmentText(seg, k));
}

/**
 * Regions written after a country's name ("JAMAICA, W.I.", "ST LUCIA W.I.", "EL SALVADOR, C.A." for
 * Central America): part of the country line. Taken only after a country's name ("ACME C.A." is a
 * Venezuelan company's legal form).
 */
const REGION_QUALIFIERS: ReadonlySet<string> = new Set([
  'w.i.', 'wi', 'w.i', 'b.w.i.', 'bwi', 'west indies', 'british west indies', 'channel islands', 'caribbean netherlands',
  'c.a.', 'c.a', 'central america', 'centroamerica', 'centro america',
]);

/** "Channel Islands", "W.I.": a group of countries, written beside a country's name; never a place of an address. */
export function isRegionQualifier(text: string): boolean {
  return REGION_QUALIFIERS.has(text.trim().split(/\s+/).map(foldKey).join(' '));
}

/**
 * The last words of the region qualifiers (every part after a space, and each whole): a segment
 * whose last key is none of them ends with no qualifier. Speed: spares joining and hashing the last
 * one to three keys of every address's last segment (0.9 % of the engine's samples).
 */
const QUALIFIER_ENDS: ReadonlySet<string> = new Set(
  [...REGION_QUALIFIERS].flatMap((phrase) => [phrase, ...[...phrase.matchAll(/ /g)].map((m) => phrase.slice((m.index as number) + 1))]),
);

/** How many words at the end of the segment are a region qualifier, or 0. */
function qualifierLength(seg: Segment): number {
  if (!QUALIFIER_ENDS.has(seg.keys[seg.keys.length - 1] as string)) return 0;
  for (let n = Math.min(3, seg.keys.length); n >= 1; n--) {
    if (REGION_QUALIFIERS.has(seg.keys.slice(seg.keys.length - n).join(' '))) return n;
  }
  return 0;
}

function countryAtEnd(segs: Segment[], known: string | undefined, postal?: PostalReference): CountryFinding | undefined {
  const last = segs[segs.length - 1];
  if (!last) return undefined;
  // The country read without the qualifier after it; the qualifier leaves the lines with the country.
  const qualifier = qualifierLength(last);
  if (qualifier > 0 && segs.length > 1) {
    const rest = qualifier < last.words.length ? subSegment(last, 0, last.words.length - qualifier) : undefined;
    const trial = rest !== undefined ? [...segs.slice(0, -1), rest] : segs.slice(0, -1);
    const found = countryAtEnd(trial, known, postal);
    if (found?.removed) {
      segs.splice(0, segs.length, ...trial);
      return { ...found, text: `${found.text} ${segmentText(last, last.words.length - qualifier)}` };
    }
  }
  const whole = segmentText(last);
  const code = hasDigit(whole) ? undefined : countryFromText(whole);
  if (code !== undefined && (known === undefined || code === known) && segs.length > 1 && !(known === undefined && subdivisionAfterPostcode(segs, last, code))) {
    segs.pop();
    const length = whole.replace(/\./g, '').length;
    const confidence = length > 3 ? 0.97 : length === 3 ? 0.95 : 0.88;
    return { code, confidence, text: whole, removed: true };
  }
  // "REPUBLICA DE PANAMA": a state form before a name that alone is too ambiguous to count in a line.
  const formed = countryAfterStateForm(last);
  if (formed !== undefined && (known === undefined || formed === known) && segs.length > 1) {
    segs.pop();
    return { code: formed, confidence: 0.96, text: whole, removed: true };
  }
  // "Hong Kong SAR China", "Macao SAR": the special administrative region is the country.
  const region = SPECIAL_REGION.exec(whole);
  if (region) {
    const code = countryFromText(region[2] as string);
    const rest = (region[1] as string).trim();
    if (code !== undefined && (known === undefined || code === known) && (rest !== '' || segs.length > 1)) {
      if (rest === '') segs.pop();
      else segs[segs.length - 1] = subSegment(last, 0, rest.split(/\s+/).length);
      return { code, confidence: 0.95, text: region[2] as string, removed: true };
    }
  }
  // "Korea, Republic of": an ISO-style name split by its comma over the last two segments.
  const prev = segs[segs.length - 2];
  if (prev && segs.length > 2 && last.words.length <= 3 && STATE_FORM.has(foldKey(last.words[0] as string))) {
    const joined = countryFromText(`${segmentText(prev)}, ${whole}`);
    if (joined !== undefined && (known === undefined || joined === known)) {
      segs.splice(segs.length - 2, 2);
      return { code: joined, confidence: 0.95, text: `${segmentText(prev)}, ${whole}`, removed: true };
    }
  }
  const match = findCountryNameInLine(whole, known);
  if (!match) return trailingCode(segs, last, known, postal);
  const start = wordAt(last, match.start);
  if (start < 0) return trailingCode(segs, last, known, postal);
  const tail = whole.slice(match.end).trim();
  if (tail === '' || /^[.,;:)]*$/.test(tail)) {
    if (start === 0) {
      if (segs.length === 1) return undefined;
      segs.pop();
      return { code: match.code, confidence: 0.96, text: match.text, removed: true };
    }
    // "SAN SALVADOR", "KUWAIT CITY": a town the reference knows by the whole line ends in the
    // country's name; the line is the town.
    if (postal !== undefined && postal.findTown(match.code, whole).some((m) => m.match === 'exact')) {
      return { code: match.code, confidence: 0.9, text: match.text, removed: false };
    }
    // "Fürstentum Liechtenstein", "Principauté de Monaco": the state form goes with the name.
    let cut = start;
    while (cut > 0 && STATE_FORM.has(foldKey(last.words[cut - 1] as string))) cut--;
    // "THE BAHAMAS", "The Gambia": an article opening the line goes with the name.
    const article = cut === 0 && foldKey(last.words[0] as string) === 'the';
    if (cut < start && !article && !STRONG_STATE_FORM.has(foldKey(last.words[cut] as string))) cut = start;
    // "Ciudad de México", "Città del Vaticano": the country name ends a town name; "L-1615
    // Luxembourg", "47890 San Marino": a town named like its country follows the postcode; never a
    // state's formal name ("SAFAT 13060 STATE OF KUWAIT").
    const formal = STRONG_STATE_FORM.has(foldKey(match.text.split(/\s+/, 1)[0] as string));
    const afterPostcode = TOWN_IS_COUNTRY[match.code] !== undefined && !formal && hasDigit(last.words[start - 1] as string);
    if (cut === start && (afterPostcode || LINKING.has(foldKey(last.words[start - 1] as string)))) {
      return { code: match.code, confidence: 0.9, text: segmentText(last, cut), removed: false };
    }
    if (cut === 0) {
      if (segs.length === 1) return undefined;
      segs.pop();
      return { code: match.code, confidence: 0.96, text: segmentText(last), removed: true };
    }
    // Only a postcode would remain ("L-1234 Luxembourg", "98000 Monaco"): the name is the town,
    // when the country has a town of that name ("7999 Bangladesh" has none: the country ends the line).
    const before = subSegment(last, 0, cut);
    const townOfThatName = postal === undefined || foldKey(TOWN_IS_COUNTRY[match.code] ?? '') === foldKey(match.text) || postal.findTown(match.code, match.text).length > 0;
    if (before.words.length <= 2 && before.words.every(hasDigit) && townOfThatName) {
      return { code: match.code, confidence: 0.9, text: match.text, removed: false };
    }
    segs[segs.length - 1] = before;
    return { code: match.code, confidence: 0.95, text: match.text, removed: true };
  }
  // "Singapore 018989": the country name is followed only by a postcode, so it is also the town,
  // where the country has a town of that name ("GUATEMALA 01014"); "ISLE OF MAN IM1 2BY" names the
  // country before its postcode.
  if (start === 0 && tail.split(/\s+/).length <= 2 && hasDigit(tail)) {
    const nameWords = match.text.split(/\s+/).length;
    const townOfThatName = TOWN_IS_COUNTRY[match.code] !== undefined || postal === undefined || postal.findTown(match.code, match.text).length > 0;
    if (!townOfThatName && segs.length > 1 && nameWords < last.words.length) {
      segs[segs.length - 1] = subSegment(last, nameWords, last.words.length);
      return { code: match.code, confidence: 0.95, text: match.text, removed: true };
    }
    return { code: match.code, confidence: 0.9, text: match.text, removed: false };
  }
  return trailingCode(segs, last, known, postal);
}

/**
 * "Åland, Finland", "Saint-Barthélemy France", "Australia": text that is only country names (a
 * territory's and its sovereign's) is the country written again, never a region or locality.
 */
export function namesCountries(text: string): boolean {
  if (countryFromText(text) !== undefined || isRegionQualifier(text)) return true;
  const words = text.split(' ');
  for (let cut = 1; cut < words.length; cut++) {
    if (countryFromText(words.slice(0, cut).join(' ')) !== undefined && countryFromText(words.slice(cut).join(' ')) !== undefined) return true;
  }
  return false;
}
