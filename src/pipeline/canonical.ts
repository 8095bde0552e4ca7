// The canonical form of an output address (contract section 8): uppercase, diacritics folded,
// whitespace collapsed, street-type abbreviations expanded; and its SHA-256 fingerprint over the
// fields in spec 2.2 order with empty fields left out. Same address, same fingerprint.
import { hash } from 'node:crypto';
import { POSTAL_FIELDS } from '../model/fields';
import type { PostalAddress } from '../model/schemas';
import { foldText, foldWords as foldWordsWithSpans } from '../reference/countries';
import { isEpcBasicLatin } from '../reference/charset';
import { usesEpcCharacterSet } from '../params/resolveParameters';
import type { PipelineState } from './state';
import { cleanText } from './steps/normalise';

/** Common street-type abbreviations, as whole folded words, to their full form. */
const STREET_ABBREVIATIONS: ReadonlyMap<string, string> = new Map([
  ['STR', 'STRASSE'], ['ST', 'STREET'], ['AVE', 'AVENUE'], ['AV', 'AVENUE'], ['AVDA', 'AVENIDA'], ['RD', 'ROAD'],
  ['BLVD', 'BOULEVARD'], ['BD', 'BOULEVARD'], ['BVD', 'BOULEVARD'], ['DR', 'DRIVE'], ['LN', 'LANE'], ['CT', 'COURT'],
  ['SQ', 'SQUARE'], ['HWY', 'HIGHWAY'], ['PKWY', 'PARKWAY'], ['TER', 'TERRACE'], ['CRES', 'CRESCENT'],
  ['GDNS', 'GARDENS'], ['CL', 'CLOSE'], ['CRT', 'COURT'], ['PDE', 'PARADE'], ['ESPL', 'ESPLANADE'],
  ['PZA', 'PIAZZA'], ['GR', 'GRACHT'], ['STWG', 'STEENWEG'], ['UL', 'ULICA'], ['AL', 'ALEJA'],
]);
/** Compound suffixes written short at the end of a word (German Hauptstr. -> HAUPTSTRASSE). */
const SUFFIX_ABBREVIATIONS: ReadonlyArray<[string, string]> = [['STR', 'STRASSE']];

function canonicalWord(word: string): string {
  const full = STREET_ABBREVIATIONS.get(word);
  if (full) return full;
  for (const [short, long] of SUFFIX_ABBREVIATIONS) if (word.length > short.length + 2 && word.endsWith(short)) return word.slice(0, -short.length) + long;
  return word;
}

function canonicalStreet(folded: string): string {
  return folded.split(' ').map(canonicalWord).join(' ');
}

/**
 * The spellings an EPC scheme's character set took away from one request's text, to fold the
 * output as the text was written (thirteenth review).
 *
 * Why: the canonical form is made from the output, and under SCT, SCT_INST, SDD_CORE and SDD_B2B
 * the output is in the EPC set, whose conversion is not the canonical fold: "ß" is "s" there and
 * "SS" in the fold, "Æ" "A" and "AE", "Þ" "b" and "TH", Cyrillic and Greek are romanised where the
 * fold keeps them. "Friedrichstraße 43" gave FRIEDRICHSTRASE under SCT and FRIEDRICHSTRASSE under
 * OTHER or written "SS": two fingerprints for one address. The two cannot be made to meet by
 * folding the EPC output further (the "s" of "Strase" cannot tell it was an "ß"; folding "SS" to
 * "S" everywhere would change every fingerprint already stored and merge "Masse" with "Maße"), so
 * the canonical form folds each output value as it was written before the scheme's conversion:
 *   - whole values: an output value that is the EPC form of a text of the request (a field or line
 *     as sent, a value the postal reference gave) folds as that text;
 *   - words: a word of the output that is the EPC form of a word of the request (a StreetName read
 *     out of a converted line) folds as that word; a phrase where the conversion cut one word in
 *     several ("Ð" is ".").
 * A converted form written by two different texts of the request ("Mase" and "Maße") stays as it
 * is: which was meant cannot be told. Unicode schemes convert nothing (control characters aside,
 * which the fold drops anyway), so their canonical form is as before.
 */
export interface SchemeSpellings {
  /** EPC form of a whole text -> the fold of the text as written (null: two texts, ambiguous). */
  readonly whole: ReadonlyMap<string, string | null>;
  /** Texts of the request already in the EPC set (as sent, they fold as they stand). */
  readonly inSet: ReadonlySet<string>;
  /** The word look-up (see WordSpellings), made the first time a value is not found whole. */
  words(): WordSpellings;
}

interface WordSpellings {
  /** Folded EPC form of one written word (its words joined by a space) -> the word's fold (null: ambiguous). */
  readonly map: ReadonlyMap<string, string | null>;
  /** The most folded words one written word became. */
  readonly longest: number;
}

function remember(map: Map<string, string | null>, key: string, value: string): void {
  const known = map.get(key);
  if (known === undefined) map.set(key, value);
  else if (known !== null && known !== value) map.set(key, null);
}

function wordSpellings(texts: readonly string[]): WordSpellings {
  const map = new Map<string, string | null>();
  let longest = 1;
  for (const text of texts) {
    for (const word of foldWordsWithSpans(text)) {
      const key = foldText(cleanText(text.slice(word.start, word.end), true).text);
      if (key === '') continue;
      longest = Math.max(longest, key.split(' ').length);
      remember(map, key, word.text);
    }
  }
  return { map, longest };
}

/**
 * The spellings of the texts, or undefined when the EPC conversion changed none. Most values of
 * the output are a whole text of the request (every structured field sent, every line kept), so
 * the word look-up is made only for a value not found whole (a field read out of a line).
 */
export function schemeSpellings(texts: readonly string[]): SchemeSpellings | undefined {
  return spellingsOf(texts, texts.filter((text) => !isEpcBasicLatin(text)).map((text) => [text, cleanText(text, true).text] as const));
}

/** `converted`: each text of `texts` outside the EPC set with its EPC form. */
function spellingsOf(texts: readonly string[], converted: ReadonlyArray<readonly [string, string]>): SchemeSpellings | undefined {
  if (converted.length === 0) return undefined;
  // A text already in the set is its own EPC form and folds as it stands: it needs no entry,
  // unless a converted text writes it too (then the entry says it is ambiguous).
  const inSet = new Set(texts.filter(isEpcBasicLatin));
  const whole = new Map<string, string | null>();
  for (const [text, epc] of converted) {
    if (epc === '') continue;
    if (inSet.has(epc)) remember(whole, epc, foldText(epc));
    remember(whole, epc, foldText(text));
  }
  let words: WordSpellings | undefined;
  return { whole, inSet, words: () => (words ??= wordSpellings(texts)) };
}

/**
 * The canonical form of the pipeline's output, folded as written whatever the scheme's character
 * set (see SchemeSpellings). The texts are the request's as sent and the values the postal
 * database and reference gave; their EPC forms are those normalise and convert recorded (rule
 * "EPC character set"), so nothing is converted again here but a postal correction.
 */
export function canonicalOf(state: PipelineState): PostalAddress {
  if (!usesEpcCharacterSet(state.parameters.scheme)) return canonicalAddress(state.address);
  const texts: string[] = [];
  const converted: Array<readonly [string, string]> = [];
  for (const field of POSTAL_FIELDS) {
    const value = state.input[field.json];
    if (value === undefined) continue;
    if (Array.isArray(value)) texts.push(...value);
    else texts.push(value as string);
  }
  for (const change of state.changes) {
    if (change.rule !== 'EPC character set' || change.before === null) continue;
    texts.push(change.before);
    converted.push([change.before, change.after ?? '']);
  }
  // A correction is converted where it is applied, and recorded under its own rule.
  for (const correction of state.corrections) {
    texts.push(correction.value);
    if (!isEpcBasicLatin(correction.value)) converted.push([correction.value, cleanText(correction.value, true).text]);
  }
  return canonicalAddress(state.address, spellingsOf(texts, converted));
}

/** The fold of a value of the output, as written before the scheme's conversion where that is known. */
function foldAsWritten(value: string, spellings: SchemeSpellings | undefined): string {
  if (spellings !== undefined) {
    // A value the conversion made all full stops ("Ðð" is "..") folds to nothing: looked up first.
    const whole = spellings.whole.get(value);
    if (whole) return whole;
  }
  const folded = foldText(value);
  if (spellings === undefined || folded === '' || (spellings.inSet.has(value) && !spellings.whole.has(value))) return folded;
  const { map, longest } = spellings.words();
  const words = folded.split(' ');
  const out: string[] = [];
  for (let i = 0; i < words.length; ) {
    let n = Math.min(longest, words.length - i);
    for (; n > 0; n--) {
      const written = map.get(n === 1 ? words[i]! : words.slice(i, i + n).join(' '));
      if (written) {
        out.push(written);
        break;
      }
    }
    if (n === 0) {
      out.push(words[i]!);
      n = 1;
    }
    i += n;
  }
  return out.join(' ');
}

export function canonicalAddress(address: PostalAddress, spellings?: SchemeSpellings): PostalAddress {
  const canonical: Record<string, unknown> = {};
  for (const field of POSTAL_FIELDS) {
    if (field.json === 'countryOfResidence') continue; // describes the party, not the address
    const value = address[field.json];
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      const lines = value.map((line) => foldAsWritten(line, spellings)).filter(Boolean);
      if (lines.length) canonical[field.json] = lines;
      continue;
    }
    let folded = foldAsWritten(value as string, spellings);
    if (field.json === 'streetName') folded = canonicalStreet(folded);
    if (field.json === 'postCode') folded = folded.replace(/ /g, '');
    if (folded) canonical[field.json] = folded;
  }
  return canonical as PostalAddress;
}

export function fingerprintOf(canonical: PostalAddress): string {
  // Object keys were inserted in spec 2.2 order by canonicalAddress, so JSON keeps that order.
  // One-shot: the audit facts of every call hash here, and a Hash object costs about three times as much.
  return hash('sha256', JSON.stringify(canonical), 'hex');
}
