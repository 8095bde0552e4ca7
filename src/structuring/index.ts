// The structuring engine: free-text AddressLines to PostalAddress24 fields with a confidence each.
// Order: segments -> country -> postcode -> town zone -> street area; tables live in ./tables.
import { FIELD_BY_JSON } from '../model/fields';
import type { PostalReference } from '../reference/postal/types';
import { foldName } from '../reference/postal/fold';
import { countryFirst, detectCountry } from './country';
import { inferCountryFromPostal, inferCountryFromTown } from './inferCountry';
import { findPostcode, splitBoxPostcodes, type PostcodeFinding } from './postcode';
import { isValidPostcode, normalisePostcode } from '../reference/postcodes';
import { namesAParty, placeStreetArea } from './street';
import { countryFromText, foldText, isAnyCountryNameWord } from '../reference/countries';
import { subdivisionCodeOrName, subdivisionIsCountry } from './subdivision';
import { addressFormat } from './tables/formats';
import { segmentText, subSegment, tokenise, type Segment } from './tokens';
import { joinLikelihood } from './wordShapes';
import { isLegalFormWord } from '../reference/partyName';
import { hardCutReadings, isWholeWord, joinWrappedStreetOpener, onlyOpensStreet, rejoinWrappedCountry, rejoinWrappedTown, rejoinWrappedTypeWord, unwrapFixedWidth, type CutJoin, type HardCuts } from './wrappedLines';
import { BUILDING, NAME, NAME_PARTICLES, STREET, STREET_LEAD_WORDS, foldKey, isBareStreetType, isStreetKey } from './lexicon';
import { lookupPostcode } from './townMatch';
import { readLargestFirst } from './largestFirst';
import { cityStateRegionIsTown, confirmTown, doubtOddTown, townWidenedByPostcode } from './townEvidence';
import { dropRepeatedArea } from './areas';
import { confirmAreaWrittenAlone, confirmBuildingWrittenAlone } from './writtenUnits';
import { asWritten, foldWidth } from './widthFold';
import { resolveTown, type Valued } from './town';
import type { ParsedField, ParsedFieldName, StructuringInput, StructuringResult } from './types';

export type { StructuringInput, StructuringResult, ParsedField, ParsedFieldName } from './types';

const COUNTRY_CODE = /^[A-Z]{2}$/;
/** A country whose postcode format and town the lines hold, each confirmed apart. */
const COUNTRY_OF_TOWN_AND_POSTCODE = 0.85;

function put(
  fields: Partial<Record<ParsedFieldName, ParsedField>>,
  unplaced: string[],
  known: StructuringInput['known'],
  name: ParsedFieldName,
  found: Valued | undefined,
): void {
  if (!found || found.value === '') return;
  // A field the caller already supplied is never reported again (its repetition in the lines is dropped).
  if (known[name] !== undefined && known[name] !== '') return;
  const max = FIELD_BY_JSON.get(name)?.maxLength;
  if (max !== undefined && found.value.length > max) {
    unplaced.push(found.value);
    return;
  }
  fields[name] = { value: found.value, confidence: Math.round(found.confidence * 100) / 100 };
}

/** Letters and digits only, upper case: "5 a" and "5A", "1010" and "1010 " are one value. */
function compactKey(text: string): string {
  return foldName(text).replace(/ /g, '');
}

/** Two writings of one postcode: the same characters, or the same in the country's published form ("D-10117" / "10117"). */
function samePostcode(country: string | undefined, a: string, b: string): boolean {
  if (compactKey(a) === compactKey(b)) return true;
  if (country === undefined) return false;
  const x = normalisePostcode(country, a);
  return x !== undefined && x === normalisePostcode(country, b);
}

/**
 * Two writings of one street: the same number of words, each the same or one an abbreviation of
 * the other, its letters in order from the same first letter ("Hauptstr." / "Hauptstraße", "Main
 * St" / "Main Street", "Av." / "Avenida"). "Bahnhofstraße" is another street than "Hauptstraße".
 */
function sameStreetName(a: string, b: string): boolean {
  const x = foldName(a).split(' ');
  const y = foldName(b).split(' ');
  return x.length === y.length && x.every((w, i) => abbreviates(w, y[i]!) || abbreviates(y[i]!, w));
}

function abbreviates(short: string, long: string): boolean {
  if (short === long) return true;
  if (short.length >= long.length || short[0] !== long[0]) return false;
  let k = 0;
  for (let i = 0; i < long.length && k < short.length; i++) if (long[i] === short[k]) k++;
  return k === short.length;
}

/**
 * "25 Rue de Camopi / 97320 Saint-Laurent-du-Maroni / France / French Guiana": a territory's
 * address may name its sovereign state before the territory. That line is no field: it stays
 * AddressLine text. A subdivision of the territory that is also a country name ("Georgia") stays.
 */
function dropSovereignLine(segs: Segment[], code: string, unplaced: string[]): void {
  const last = segs[segs.length - 1];
  const sovereign = addressFormat(code)?.template;
  if (!last || sovereign === undefined || sovereign === code) return;
  // "Flying Fish Cove 6798 Australia" (lines run together): the sovereign's name ends the last segment.
  for (let k = Math.min(4, last.words.length - 1); k >= 1; k--) {
    const tail = segmentText(last, last.words.length - k);
    if (countryFromText(tail) !== sovereign) continue;
    segs[segs.length - 1] = subSegment(last, 0, last.words.length - k);
    unplaced.push(tail);
    return;
  }
  if (segs.length < 2) return;
  const text = segmentText(last);
  const other = countryFromText(text);
  // Only the territory's own sovereign (the template it borrows, @fragaria/address-formatter): "Greenland" in Barbados is a town.
  if (other === undefined || other === code || other !== addressFormat(code)?.template) return;
  if (subdivisionCodeOrName(code, last.words, 0, last.words.length) !== undefined) return;
  segs.pop();
  unplaced.push(text);
}

/**
 * "ST HELIER / JERSEY JE4 8TP": the shape of the postcode names the UK, but the words before it
 * name a country whose own postcodes take that shape (Jersey, Guernsey, the Isle of Man): that one.
 */
function dependencyBeforePostcode(segs: readonly Segment[], postcode: PostcodeFinding, sameCountry = false): string | undefined {
  const seg = segs[postcode.seg];
  if (seg === undefined || postcode.from === 0) return undefined;
  const named = countryFromText(segmentText(seg, 0, postcode.from));
  return named !== undefined && (sameCountry || named !== postcode.country) && isValidPostcode(named, postcode.value) ? named : undefined;
}

/**
 * "Douglas / Isle of Man / IM1 2BY": a whole segment just before a postcode that stands at the start
 * of its segment names a country whose own postcodes take that shape (Jersey, Guernsey, the Isle of
 * Man): that country, else undefined.
 */
function dependencyLineBeforePostcode(segs: readonly Segment[], postcode: PostcodeFinding): string | undefined {
  const before = segs[postcode.seg - 1];
  if (postcode.from !== 0 || before === undefined || postcode.seg - 1 === 0) return undefined;
  const named = countryFromText(segmentText(before));
  return named !== undefined && isValidPostcode(named, postcode.value) ? named : undefined;
}

/**
 * Structures free-text AddressLines; `postal` (when given) confirms towns and postcodes. Lines that
 * look wrapped at 35 characters are also read as one line, and the reading that places more, with
 * more confidence, wins: a short two-line address can look wrapped too.
 */
export function structureAddress(input: StructuringInput, postal?: PostalReference): StructuringResult {
  // Full-width digits and letters are read as ASCII; the values come back as written (widthFold.ts).
  const folded = input.lines.map(foldWidth);
  if (folded.every((line, i) => line === input.lines[i])) return structureAsRead(input, postal);
  const read = structureAsRead({ ...input, lines: folded }, postal);
  const fields: StructuringResult['fields'] = {};
  for (const [name, field] of Object.entries(read.fields) as Array<[keyof StructuringResult['fields'], ParsedField]>) {
    fields[name] = { value: asWritten(field.value, folded, input.lines), confidence: field.confidence };
  }
  return { fields, unplaced: read.unplaced.map((text) => asWritten(text, folded, input.lines)) };
}

function structureAsRead(input: StructuringInput, postal?: PostalReference): StructuringResult {
  const wrapped = rejoinWrappedTypeWord(rejoinWrappedCountry(input.lines));
  // Lines every one of which is wrapped are read as one line too (below); otherwise a street cut
  // after its opening type word is put back on one line.
  const joined = unwrapFixedWidth(wrapped);
  const lines = joined === wrapped ? joinWrappedStreetOpener(wrapped) : wrapped;
  // Lines cut at 35 characters inside words ("... 91052 ERLANG" / "EN DE") are also read as one
  // line with each possible cut joined or spaced (from the lines as written: the rejoining above
  // moves words, not halves). A join counts only where evidence confirms the word it made: a field
  // the reading is sure of (a town the reference knows, a postcode of the country, the country)
  // holds it, or it is a word of the lexicon. Convert names the cuts it kept (`input.cuts`).
  const cuts = hardCutReadings(input.lines, input.cuts);
  let best = structureLines(lines, input, postal);
  if (joined !== wrapped) {
    const asOneLine = structureLines(joined, input, postal);
    if (readingScore(asOneLine) > readingScore(best)) best = asOneLine;
  }
  if (cuts === undefined) return best;
  // The readings with joins weigh against the best of the others, each field holding half of a
  // cut word costing a point.
  let bestScore = readingScore(best, cuts.halves);
  for (const reading of cuts.readings) {
    const candidate = structureLines([reading.text], input, postal);
    if (!reading.joins.every((join) => confirmedWord(candidate, join.word) || lexiconWord(join) || shapedLikeOneWord(join))) continue;
    const score = readingScore(candidate, cuts.halves);
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return doubtCutFields(best, cuts.doubtful);
}

/**
 * Below the repair threshold (0.8): a field that ends at, starts at or spans a cut that may have
 * split a word ("VIALE MARIO BRA" / "CCI 16" read as "VIALE MARIO BRA CCI", "4 RUE NICOLAS ER" /
 * "NEST BARBLE" as "RUE NICOLAS ER", "PAYABLE 1" / "00 NORTH ACADEMY AVENUE"), and that no evidence
 * outside the lines confirms. Whether the cut split a word or fell between two, the lines cannot
 * tell, so the field's extent is a guess: such streets at 0.8 and above were right 18 times of 29
 * in the development parts. The country, a subdivision of the country's table, and a town or
 * postcode the reference or the country's format confirms keep their confidence.
 */
const CUT_DOUBT = 0.7;

function doubtCutFields(result: StructuringResult, doubtful: HardCuts['doubtful']): StructuringResult {
  if (doubtful.length === 0) return result;
  let fields: Partial<Record<ParsedFieldName, ParsedField>> | undefined;
  for (const [name, field] of Object.entries(result.fields) as Array<[ParsedFieldName, ParsedField]>) {
    if (field.confidence <= CUT_DOUBT || name === 'country' || name === 'countrySubDivision' || (CONFIRMING_FIELDS.includes(name) && field.confidence >= CONFIRMING)) continue;
    const words = field.value.split(' ');
    const touches = doubtful.some(({ head, tail }) => endsHalf(words[words.length - 1] as string, head) || startsHalf(words[0] as string, tail) || words.some((word, k) => endsHalf(word, head) && k + 1 < words.length && startsHalf(words[k + 1] as string, tail)));
    if (!touches) continue;
    fields ??= { ...result.fields };
    fields[name] = { ...field, confidence: CUT_DOUBT };
  }
  return fields === undefined ? result : { ...result, fields };
}

/**
 * Whether a field's word is the head of a cut, or the piece of it the cut ends ("ISTANB" of
 * "SARIYER/ISTANB"): a field read from part of a token touches the cut as much as one read from all
 * of it. Likewise for the tail ("0" of "0/F", the tenth floor cut after its "1").
 */
function endsHalf(word: string, head: string): boolean {
  return word === head || (word.length > 0 && head.endsWith(word) && PIECE_EDGE.test(head[head.length - word.length - 1] as string));
}

function startsHalf(word: string, tail: string): boolean {
  return word === tail || (word.length > 0 && tail.startsWith(word) && PIECE_EDGE.test(tail[word.length] as string));
}

const PIECE_EDGE = /[^\p{L}\p{N}]/u;


/**
 * The fields whose confidence comes from evidence outside the lines (the postal reference, the
 * country's postcode format, the country and subdivision tables), and the confidence at which
 * they confirm a word that joining a cut made. A street's confidence comes from its own words.
 */
const CONFIRMING_FIELDS: readonly ParsedFieldName[] = ['townName', 'postCode', 'country', 'countrySubDivision'];
const CONFIRMING = 0.9;

/**
 * Whether the join made a word of the lexicon ("ACC" + "OUNTS" = ACCOUNTS, "DEPART" + "MENT", "H" +
 * "ERESTRAAT", "AUST" + "RALIA": a department word, a street's name with its type, a country's name)
 * from halves that are no words of it ("MAIN" + "STREET" is two words, whatever "MAINSTREET" would be).
 */
function lexiconWord(join: CutJoin): boolean {
  const word = foldKey(join.word);
  // A country's name ("AUST" + "RALIA") is a word of the lexicon too.
  const inLexicon = NAME.has(word) || BUILDING.has(word) || isStreetKey(word) || (join.word.length > 3 && countryFromText(join.word) !== undefined);
  if (inLexicon && cutInsideStreetType(join)) return true;
  if (!inLexicon || lexiconKnows(foldKey(join.head)) || lexiconKnows(foldKey(join.tail))) return false;
  // "... HERR FRANZ KAISER" / "BAHNHOFSTRASSE 5": a half that is a whole street word on its own (a
  // compound ending with its type) makes a street word of anything before it; the join then needs
  // the letters' shape as well ("H" / "ERENGRACHT" has it, "KAISER" / "BAHNHOFSTRASSE" has not).
  if (isWholeWord(join.head) || isWholeWord(join.tail)) return (joinLikelihood(join.head, join.tail) ?? 0) >= ONE_WORD;
  return true;
}

/**
 * "RATIONAL AG SIEGFRIED-MEISTER-STRAS" / "SE 1 86899 ...", "SIKA AG ZUGERSTRAS" / "SE 50": the cut fell
 * inside the type ending of a street written as one word. The join is a street word, the head
 * alone none, and the tail two letters at most that the lexicon knows only as a name word (the
 * legal forms "SE", "AG", "SA"), which is no word standing at the start of a street line. So the
 * name before ends at its legal form, and the street is whole.
 */
function cutInsideStreetType(join: CutJoin): boolean {
  const head = foldKey(join.head);
  const tail = foldKey(join.tail);
  if (tail.length > 2 || !/^\p{L}+$/u.test(tail) || !NAME.has(tail) || STREET.has(tail) || BUILDING.has(tail)) return false;
  const word = foldKey(join.word);
  return isStreetKey(word) && !isBareStreetType(word) && !isStreetKey(head) && !lexiconKnows(head);
}

/**
 * Whether the halves are shaped like one word and neither is a word of the lexicon alone: "FARRI"
 * + "NGDON" (few words end in "RI", fewer start with "NG"), "BRA" + "CCI", "PR" + "INCE'S". The
 * letters on either side of the cut are weighed by a model of the world's town names
 * (wordShapes.ts); a join must be clearly likelier than a space (ONE_WORD).
 */
function shapedLikeOneWord(join: CutJoin): boolean {
  // "Sukhbaatar district" / "Ulaanbaatar": a capital after a small letter opens a word.
  if (LOWER_END.test(join.head) && UPPER_START.test(join.tail)) return false;
  // "MONTREAL" / "QC", "TIJUANA BCN": two or three letters without a vowel are a code or an abbreviation
  // (a single letter is not: "P.O. B" / "OX 686", "HUNG HO" / "M KOWLOON").
  if (isAbbreviation(join.head) || isAbbreviation(join.tail)) return false;
  // "... AIRPORTS SERVICES CJSC" / "ORCHARD ROAD 391": a legal form ends a name; its consonants
  // read as a word cut short ("SC" rarely ends a town's name), so the name and the street were
  // glued into StreetName "... CJSCORCHARD ROAD" (0.92). Legal forms of two letters ("SE" /
  // "RVICE", "CO" / "RSO") are too often the start of a word to count.
  if (legalForm(join.head) || legalForm(join.tail)) return false;
  // "... ATTN J PRINS" / "HIGH TECH CAMPUS 52": a word that opens street names on its own ("PRINS
  // HENDRIKKADE", "KAISER", "LANGE") is a word, though its letters end like a word cut short.
  if (leadWord(join.head) || leadWord(join.tail)) return false;
  const likelihood = joinLikelihood(join.head, join.tail);
  return likelihood !== undefined && likelihood >= ONE_WORD && !isWholeWord(join.head) && !isWholeWord(join.tail) && !countryWord(join.head) && !countryWord(join.tail);
}

/** "... GEIRO UNITED" / "REPUBLIC OF TANZANIA", "TIJUANA BCN" / "MEXICO": a word of a country's name (in any shipped language) stands alone. */
const countryWord = (half: string): boolean => isAnyCountryNameWord(foldText(half));
const leadWord = (half: string): boolean => STREET_LEAD_WORDS.has(foldKey(half));
const legalForm = (half: string): boolean => half.length >= 3 && isLegalFormWord(half);
const ABBREVIATION = /^[^AEIOUYaeiouy]{2,3}$/;
const isAbbreviation = (half: string): boolean => ABBREVIATION.test(half);
const LOWER_END = /\p{Ll}$/u;
const UPPER_START = /^\p{Lu}/u;

/** The log ratio above which halves are read as one word: in the development parts' cuts, joins scored 1.9-17, cuts between words -3.3-2.4. */
const ONE_WORD = 2;

function lexiconKnows(key: string): boolean {
  return NAME.has(key) || STREET.has(key) || BUILDING.has(key);
}

/** Whether a field the reading is sure of, by evidence, holds the word (as one of its words). */
function confirmedWord(result: StructuringResult, word: string): boolean {
  for (const name of CONFIRMING_FIELDS) {
    const field = result.fields[name];
    if (field !== undefined && field.confidence >= CONFIRMING && field.value.split(' ').includes(word)) return true;
  }
  // "... NW1 2BE UNITE" / "D KINGDOM": the Country field holds a code, not the name the join made;
  // a word of a country's name joined in a reading sure of its country made that name.
  const country = result.fields.country;
  if (country !== undefined && country.confidence >= CONFIRMING && word.length > 3 && isAnyCountryNameWord(foldText(word))) return true;
  return prefixedPostcodeWord(result, word);
}

/**
 * "S" + "E-413" = "SE-413" before "45": the country's code and the first part of the postcode the
 * reading is sure of ("413 45"), which the postcode step read without its prefix.
 */
function prefixedPostcodeWord(result: StructuringResult, word: string): boolean {
  const postcode = result.fields.postCode;
  const country = result.fields.country?.value;
  const dash = word.indexOf('-');
  if (postcode === undefined || postcode.confidence < CONFIRMING || dash !== 2 || word.length < 4) return false;
  if (country !== undefined && word.slice(0, 2).toUpperCase() !== country) return false;
  const rest = word.slice(3);
  return /^\d+$/.test(rest) && postcode.value.replace(/\s/g, '').startsWith(rest);
}

/**
 * How much a reading placed: the confidence of its fields, less what it left as AddressLine text,
 * less a point for each field holding half of a word the fixed width may have cut (`halves`).
 */
function readingScore(result: StructuringResult, halves?: ReadonlySet<string>): number {
  let score = 0;
  for (const field of Object.values(result.fields)) {
    score += field.confidence;
    if (halves !== undefined && field.value.split(' ').some((word) => halves.has(word))) score -= 1;
  }
  // A postcode and town the postal reference pairs are the strongest evidence a reading has: a
  // reading that breaks the pair does not win by adding guessed fields ("75008 Paris" kept whole).
  if ((result.fields.townName?.confidence ?? 0) >= 0.98) score += 1;
  // A street's name does not end with a joining word or a word that only opens names ("AVENUE DU" /
  // "NOUVEAU MONDE", "... 101 ROUTE" / "DE HOLZEM" read apart): the reading cut the name where the
  // lines were wrapped.
  const street = result.fields.streetName?.value;
  const lastWord = street === undefined ? undefined : foldKey(street.slice(street.lastIndexOf(' ') + 1));
  if (lastWord !== undefined && (NAME_PARTICLES.has(lastWord) || onlyOpensStreet(lastWord))) score -= 2;
  // "BLUESCOPE STEEL LTD" / 120 read as the street and number (the street's line read as a place):
  // a street that is a party's name is a misreading, which the reading of the lines as one, where the
  // name ends at its legal form, does not make.
  if (street !== undefined && namesAParty(street)) score -= 1;
  // "AARHUS UNIVERSITY FINANCE NORDRE" / "RINGGADE 1": AddressLine text that ends with a word that
  // only opens a street's name (a lead word of compound streets, a type word written first) holds
  // the start of the street the wrap cut off.
  for (const text of result.unplaced) {
    const last = foldKey(text.slice(text.lastIndexOf(' ') + 1));
    if (text.includes(' ') && onlyOpensStreet(last)) score -= 1;
    // "... GBC AB MASTE R" left as text where another reading joins the cut ("MASTER SAMUELSGATAN"),
    // confirmed: between readings otherwise equal, the one that keeps no half of a cut word wins.
    if (halves !== undefined && text.split(' ').some((word) => halves.has(word))) score -= 0.25;
  }
  return score - 0.5 * result.unplaced.length;
}

function structureLines(lines: readonly string[], input: StructuringInput, postal?: PostalReference): StructuringResult {
  const fields: Partial<Record<ParsedFieldName, ParsedField>> = {};
  const unplaced: string[] = [];
  let segs = tokenise(lines);
  if (segs.length === 0) return { fields, unplaced };

  const knownCountry = input.known.country?.toUpperCase();
  const known = knownCountry !== undefined && COUNTRY_CODE.test(knownCountry) ? knownCountry : undefined;
  const countryFinding = detectCountry(segs, known, postal);
  let country = known ?? countryFinding?.code;
  let countryConfidence = countryFinding?.confidence ?? 0;
  if (countryFinding?.removed) dropSovereignLine(segs, countryFinding.code, unplaced);

  splitBoxPostcodes(segs, country);
  let postcode = findPostcode(segs, country);
  if (country === undefined && postcode?.country !== undefined) {
    const line = dependencyLineBeforePostcode(segs, postcode);
    const inSegment = line === undefined ? dependencyBeforePostcode(segs, postcode, true) : undefined;
    if (line !== undefined) {
      // "Douglas / Isle of Man / IM1 2BY": the country line stands before the postcode; it leaves the lines as the country.
      country = line;
      countryConfidence = 0.9;
      segs.splice(postcode.seg - 1, 1);
      postcode = { ...postcode, seg: postcode.seg - 1 };
    } else if (inSegment !== undefined && postcode.from > 0) {
      // "DOUGLAS, ISLE OF MAN IM1 2BY": the country's name before its postcode is the country, not the town.
      country = inSegment;
      countryConfidence = 0.9;
      const seg = segs[postcode.seg] as Segment;
      segs[postcode.seg] = subSegment(seg, postcode.from, seg.words.length);
      postcode = { ...postcode, from: 0, to: postcode.to - postcode.from };
    } else {
      country = dependencyBeforePostcode(segs, postcode) ?? postcode.country;
      countryConfidence = 0.85;
    }
  }
  if (country === undefined && postal) {
    const inferred = inferCountryFromPostal(segs, postal) ?? (postcode === undefined || postcode.unverified ? inferCountryFromTown(segs, postal, postcode) : undefined);
    if (inferred) {
      country = inferred.code;
      countryConfidence = inferred.confidence;
      postcode = findPostcode(segs, country) ?? postcode;
    }
  }

  if (country === undefined) {
    const first = countryFirst(segs, known);
    if (first) {
      country = first.code;
      countryConfidence = first.confidence;
      postcode = findPostcode(segs, country) ?? postcode;
    }
  }

  const rejoined = rejoinWrappedTown(lines, segs, country, postal, postcode?.seg);
  if (rejoined !== segs) {
    // Words moved between segments: the postcode's place in them is found again.
    segs = rejoined;
    postcode = findPostcode(segs, country) ?? postcode;
  }
  const largestFirst = readLargestFirst(segs, postcode, country);
  if (largestFirst !== undefined) {
    // The postcode found before the reading knew its country is the postcode only in that country's
    // format: "上海市... 12345" is no Chinese postcode (six digits); it stays text (twelfth review).
    if (largestFirst.postcode && (country !== undefined || isValidPostcode(largestFirst.country, largestFirst.postcode.value))) put(fields, unplaced, input.known, 'postCode', { value: largestFirst.postcode.value, confidence: 0.95 });
    else if (largestFirst.postcode) unplaced.push(largestFirst.postcode.value);
    // "中国 上海市 ..." / "200120": the postcode of the country the reading found, on a line of its own.
    else {
      const index = largestFirst.unplaced.findIndex((piece) => isValidPostcode(largestFirst.country, piece));
      if (index >= 0) put(fields, unplaced, input.known, 'postCode', { value: largestFirst.unplaced.splice(index, 1)[0] as string, confidence: 0.95 });
    }
    for (const [name, found] of Object.entries(largestFirst.fields) as Array<[ParsedFieldName, Valued]>) put(fields, unplaced, input.known, name, found);
    if (known === undefined) put(fields, unplaced, input.known, 'country', { value: largestFirst.country, confidence: country === undefined ? 0.8 : countryConfidence });
    unplaced.push(...largestFirst.unplaced);
    return { fields, unplaced };
  }

  let zone = resolveTown(segs, postcode, country, countryFinding, postal);
  // The caller's TownName is not looked for again in lines without a postcode: a word that such a
  // line would offer as another town is part of the street ("221B Baker Street" beside TownName
  // London keeps "Street"; "31 rue Croix-des-Petits-Champs" beside Paris keeps its name).
  if (!postcode && zone.town && input.known.townName !== undefined && foldName(zone.town.value) !== foldName(input.known.townName)) {
    zone = { before: segs, after: [] };
  }
  const area = placeStreetArea(zone.before, zone.after, country, postcode !== undefined, zone.town?.value);

  // "80331 Muenchen" beside the caller's TownName Berlin: the postcode belongs to the other town.
  // Neither is taken: the line stays AddressLine text, and no mismatched pair is built silently.
  const otherTown = zone.town !== undefined && input.known.townName !== undefined && foldName(zone.town.value) !== foldName(input.known.townName);
  // The same the other way round, for each pair of fields a line writes as one unit (a postcode
  // and its town, a street and its number): the half of the unit the caller sent with another
  // value names another place, so the other half read beside it is not set beside the caller's
  // ("Bahnhofstraße 5" beside StreetName Hauptstraße gave BuildingNumber 5 to Hauptstraße; "80331
  // München" beside PostCode 10117 gave TownName München: tenth review). The unit stays AddressLine text.
  const otherPostcode = postcode !== undefined && input.known.postCode !== undefined && !samePostcode(country, postcode.value, input.known.postCode);
  const otherStreet = area.streetName !== undefined && input.known.streetName !== undefined && !sameStreetName(area.streetName.value, input.known.streetName);
  const otherNumber = area.buildingNumber !== undefined && input.known.buildingNumber !== undefined && compactKey(area.buildingNumber.value) !== compactKey(input.known.buildingNumber);
  if (postcode && !otherTown) {
    let confidence = postcode.unverified ? 0.5 : 0.95;
    if (!postcode.unverified && postal && country && postal.coverage(country).postcodes > 0) {
      // A postcode of the country's format where the postcode stands is the postcode, whether or not
      // the reference lists it (verify reports an unlisted one): 140 of 140 right in the development parts.
      confidence = postal.hasPostcode(country, lookupPostcode(country, postcode.value)) ? 0.98 : 0.85;
    }
    put(fields, unplaced, input.known, 'postCode', { value: postcode.value, confidence });
  }
  if (!otherPostcode) put(fields, unplaced, input.known, 'townName', zone.town);
  else if (zone.town !== undefined) unplaced.push(zone.town.value);
  // "SAN JUAN PR 00918": a territory's own code written as the state is the Country, not a subdivision.
  // "San Juan, Puerto Rico 00918": a US territory written as its state is the Country, no subdivision.
  // A town zone around another town or postcode than the caller's is another place: its
  // subdivision, district and locality are not the caller's town's ("80331 München, Bayern" beside
  // TownName Berlin gave CountrySubDivision Bayern; "Vancouver BC V6B 1A1" beside Toronto gave BC).
  const otherPlace = otherTown || otherPostcode;
  const subdivision = otherPlace ? undefined : zone.subdivision;
  const district = otherPlace ? undefined : zone.district;
  const locality = otherPlace ? undefined : zone.locality;
  // The other place's words stay text the caller reads in AddressLine, not words the reading dropped.
  if (otherPlace) for (const found of [zone.subdivision, zone.district, zone.locality]) if (found !== undefined) unplaced.push(found.value);
  if (!(subdivision !== undefined && country !== undefined && subdivisionIsCountry(subdivision.value, country))) put(fields, unplaced, input.known, 'countrySubDivision', subdivision);
  put(fields, unplaced, input.known, 'districtName', district ?? area.districtName);
  if (district && area.districtName) unplaced.push(area.districtName.value);
  put(fields, unplaced, input.known, 'townLocationName', locality ?? area.townLocationName);
  if (locality && area.townLocationName) unplaced.push(area.townLocationName.value);
  if (!otherNumber) put(fields, unplaced, input.known, 'streetName', area.streetName);
  else if (area.streetName !== undefined) unplaced.push(area.streetName.value);
  if (!otherStreet) put(fields, unplaced, input.known, 'buildingNumber', area.buildingNumber);
  else if (area.buildingNumber !== undefined) unplaced.push(area.buildingNumber.value);
  put(fields, unplaced, input.known, 'buildingName', area.buildingName);
  put(fields, unplaced, input.known, 'floor', area.floor);
  put(fields, unplaced, input.known, 'room', area.room);
  put(fields, unplaced, input.known, 'postBox', area.postBox);
  // A postcode and town the reference pairs in this country confirm the country ("1030 VIENNA AT").
  if (postcode && zone.town && zone.town.confidence >= 0.98) countryConfidence = Math.max(countryConfidence, 0.9);
  // "1120 BRUXELLES BE", "SEOUL 06797 KR": a code that may also be a subdivision elsewhere ("BE" is
  // Bern and Berlin too) is the country when its postcode is of the country's format and the
  // reference knows the town there, though it does not list the pair. Only a country the lines
  // write: one inferred from the postcode's format and the town is the guess this would confirm
  // ("Calle Real 10 / 24001 LEON" read MX, "10431 ATHENS" US, both at 0.85; review 2026-11-28).
  else if (countryFinding !== undefined && country === countryFinding.code && postcode && !postcode.unverified && !otherPlace && zone.town && postal?.findTown(country, zone.town.value).length) {
    countryConfidence = Math.max(countryConfidence, COUNTRY_OF_TOWN_AND_POSTCODE);
  }
  if (known === undefined && country !== undefined) put(fields, unplaced, input.known, 'country', { value: country, confidence: countryConfidence });
  unplaced.push(...area.unplaced);
  const postcodeSegment = postcode ? segs[postcode.seg] : undefined;
  confirmTown(fields, unplaced, country, postal, postcodeSegment ? segmentText(postcodeSegment) : undefined);
  cityStateRegionIsTown(fields, unplaced, country);
  townWidenedByPostcode(fields, country, postal);
  dropRepeatedArea(fields, unplaced, country);
  // The caller's lines as written: the lines read here may be ones the reading rearranged (a street's
  // type word moved to the line before: "BOULEVARD DE L'UNIVERSITE COCODY" left "DE L'UNIVERSITE
  // COCODY" a line of its own), which the caller never wrote as a unit.
  confirmAreaWrittenAlone(fields, input.lines, country, unplaced, postal);
  confirmBuildingWrittenAlone(fields, input.lines);
  doubtOddTown(fields, country, postal);
  return { fields, unplaced };
}
