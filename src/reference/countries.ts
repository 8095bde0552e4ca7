// ISO 3166-1 country codes and country names in many languages: code checks, name lookup,
// and the search for a country name inside a free-text AddressLine (R-05, structuring).
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { COUNTRY_ALIASES } from './data/countryAliases';
import { toEpcCharset } from './charset';
import { stepwise } from '../stepwise';
import { charCodeAt, slice, toUpperCase } from './stringMethods';

// ---------------------------------------------------------------------------------------------
// Folding: one comparable form for names typed in any case, with or without accents.
// ---------------------------------------------------------------------------------------------

// Letters that Unicode decomposition does not reduce to a base letter.
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  'ß': 'SS', 'ẞ': 'SS', 'Ø': 'O', 'ø': 'O', 'Æ': 'AE', 'æ': 'AE', 'Œ': 'OE', 'œ': 'OE',
  'Ł': 'L', 'ł': 'L', 'Đ': 'D', 'đ': 'D', 'Ð': 'D', 'ð': 'D', 'Þ': 'TH', 'þ': 'TH',
  'ı': 'I', 'Ħ': 'H', 'ħ': 'H', 'Ŀ': 'L', 'ŀ': 'L', 'ĸ': 'K',
  // Modifier-letter apostrophes are letters to Unicode, but act as apostrophes in names.
  'ʼ': ' ', 'ʻ': ' ', 'ʹ': ' ',
};

// Only the combining diacritics of Latin, Greek and Cyrillic are removed: vowel signs of
// Indic scripts are also combining marks, and removing them would change the word.
const DIACRITICS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/g;
const NOT_WORD = /[^\p{L}\p{N}\p{M}]+/gu;

const foldedCodePoints = new Map<string, string>();

/** Folded form of one non-ASCII code point: '' when it vanishes (a lone diacritic), ' ' when it separates words. */
function foldCodePoint(ch: string): string {
  let folded = foldedCodePoints.get(ch);
  if (folded !== undefined) return folded;
  folded = SPECIAL_LETTERS[ch] ?? ch.normalize('NFKD').replace(DIACRITICS, '').normalize('NFC');
  folded = folded.toUpperCase().replace(NOT_WORD, ' ');
  if (folded.length > 1) folded = folded.replace(/^ | $/g, '') || ' ';
  foldedCodePoints.set(ch, folded);
  return folded;
}

/** A word of the folded text with its span [start, end) in the original string. */
export interface FoldedWord {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

/**
 * Splits text into folded words (uppercase, diacritics removed, special letters expanded), each
 * with its span in the original text, so a match on folded words maps back to the input. The
 * words are shared (see FOLDED): read them, never change them.
 */
export function foldWords(text: string): readonly FoldedWord[] {
  const memo = FOLDED;
  if (memo === undefined) return fold(text);
  let words = memo.get(text);
  if (words === undefined) {
    if (memo.size >= FOLDED_LIMIT) memo.clear();
    memo.set(text, (words = fold(text)));
  }
  return words;
}

/**
 * Memo of foldWords for one request: a request folds the same lines and field values in several
 * steps (R-05 in validate and convert, the structuring checks, conservation), and folding is the
 * hottest work of the pipeline. It exists only while foldingOncePerRequest runs, so it keeps no
 * address text beyond one request.
 *
 * Only then, and bounded: the tables built from names (country names, postal indexes) fold
 * hundreds of thousands of texts, and a memo that kept their words alive made V8 judge fold's
 * allocations long-lived and allocate them in the old generation from then on (allocation-site
 * pretenuring), so every request's words outlived the young-generation collections and were
 * copied into the old generation: four times the garbage collector's copying in the pipeline
 * benchmark. A request folds a few dozen texts; the bound only caps a table built lazily inside one.
 */
const FOLDED_LIMIT = 256;
let FOLDED: Map<string, readonly FoldedWord[]> | undefined;

/** Runs one request with the foldWords memo (processPartyAddress), emptied when it returns. */
export function foldingOncePerRequest<T>(run: () => T): T {
  const outer = FOLDED;
  FOLDED = new Map();
  try {
    return run();
  } finally {
    FOLDED = outer;
  }
}

function fold(text: string): FoldedWord[] {
  const words: FoldedWord[] = [];
  const length = text.length;
  let current = '';
  let start = 0;
  let end = 0;
  // A run of ASCII letters and digits is not built letter by letter but cut whole when it ends,
  // uppercased when it holds a lowercase letter (the same text). `run` is where the pending run
  // starts, -1 when there is none.
  let run = -1;
  let lower = false;
  for (let i = 0; i < length; ) {
    const code = charCodeAt.call(text, i);
    if ((code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57)) {
      if (run < 0) {
        run = i;
        lower = false;
        if (current === '') start = i;
      }
      if (code >= 97) lower = true;
      end = ++i;
      continue;
    }
    if (run >= 0) {
      current += lower ? toUpperCase.call(slice.call(text, run, i)) : slice.call(text, run, i);
      run = -1;
    }
    let width = 1;
    let piece: string;
    if (code < 128) {
      piece = ' ';
    } else {
      if (code >= 0xd800 && code <= 0xdbff && i + 1 < length) width = 2;
      piece = foldCodePoint(slice.call(text, i, i + width));
    }
    if (piece === ' ') {
      if (current !== '') words.push({ text: current, start, end });
      current = '';
    } else if (piece === '') {
      if (current !== '') end = i + width; // a lone combining mark belongs to its letter
    } else {
      // Usually one letter; a few code points decompose into several, or into two words.
      for (const ch of piece) {
        if (ch === ' ') {
          if (current !== '') words.push({ text: current, start, end });
          current = '';
          continue;
        }
        if (current === '') start = i;
        current += ch;
        end = i + width;
      }
    }
    i += width;
  }
  if (run >= 0) current += lower ? toUpperCase.call(slice.call(text, run)) : slice.call(text, run);
  if (current !== '') words.push({ text: current, start, end });
  return words;
}

/**
 * Folded form of a text: NFKD, Latin/Greek/Cyrillic diacritics removed, special letters
 * (ß→SS, Ø→O, Æ→AE, Œ→OE, Ł→L, Đ→D, Þ→TH, ı→I) expanded, uppercase, every run of
 * characters other than letters and digits turned into one space, trimmed.
 */
export function foldText(text: string): string {
  let out = '';
  for (const word of foldWords(text)) out = out === '' ? word.text : out + ' ' + word.text;
  return out;
}

// ---------------------------------------------------------------------------------------------
// Codes
// ---------------------------------------------------------------------------------------------

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('i18n-iso-countries/package.json'));

// codes.json rows: [alpha2, alpha3, numeric, subdivision reference].
const codeRows = JSON.parse(readFileSync(join(packageDir, 'codes.json'), 'utf8')) as string[][];

/**
 * XK (Kosovo) is a user-assigned code in ISO 3166-1, not an officially assigned one. It is
 * accepted as assigned because SWIFT (BIC country part), the IBAN registry and the European
 * Commission use it for Kosovo, so real payment addresses carry it; rejecting them with FLD-02
 * would refuse valid payments. No other user-assigned code (AA, QM-QZ, XA-XZ, ZZ) is accepted.
 */
export const ACCEPTED_USER_ASSIGNED_CODES: readonly string[] = ['XK'];

const alpha2Codes = new Set<string>();
const alpha3ToAlpha2 = new Map<string, string>();
for (const row of codeRows) {
  const [alpha2, alpha3] = row;
  if (alpha2 === undefined || alpha3 === undefined) continue;
  alpha2Codes.add(alpha2);
  alpha3ToAlpha2.set(alpha3, alpha2);
}
for (const code of ACCEPTED_USER_ASSIGNED_CODES) alpha2Codes.add(code);

/** True for an assigned ISO 3166-1 alpha-2 code (exact, uppercase), and for XK (see above). */
export function isAssignedCountry(code: string): boolean {
  return alpha2Codes.has(code);
}

/** Every accepted alpha-2 code, sorted. */
export function assignedCountryCodes(): readonly string[] {
  return [...alpha2Codes].sort();
}

// ---------------------------------------------------------------------------------------------
// Names
// ---------------------------------------------------------------------------------------------

// When two countries share a folded name, the language listed first wins for countryFromText.
const PREFERRED_LOCALES = [
  'en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'pl', 'sv', 'da', 'nb', 'no', 'nn', 'fi', 'cs', 'sk',
  'hu', 'ro', 'hr', 'sl', 'et', 'lv', 'lt', 'el', 'ga', 'mt', 'bg', 'ca', 'eu', 'gl', 'cy', 'br',
  'is', 'sq', 'sr', 'bs', 'mk', 'tr', 'ru', 'uk',
];

// Latin-script locale names this short are mostly abbreviations or ordinary words in other
// languages (cy "DU", ga "SAM", tr "ABD", vi "Y", ga "S.A." which is also a legal form, nb "Man").
// They are left out; the curated aliases (UK, USA, UAE, ...) are kept whatever their length.
const MIN_LOCALE_NAME_LENGTH = 4;
const LATIN_FOLDED = /^[A-Z0-9 ]+$/;

// Names that are also everyday words, first names or sub-national places: they count in a line
// only when the caller names the country (findCountryNameInLine with `code`), or as a whole
// string in countryFromText.
const AMBIGUOUS_IN_LINE = new Set([
  'CHAD', 'JORDAN', 'GEORGIA', 'JERSEY', 'POLE', 'BARA', 'MENA', 'INDI', 'GINI', 'GINE', 'SUIS',
  'GRES', 'VIRO', 'GUERNSEY', 'MAN', 'PANAMA', 'CONGO', 'SAINT MARTIN',
  // Seventh review: "عمان" is Oman and Amman, Jordan's capital, written alike without vowel marks
  // ("شارع الملكة رانيا، عمان 11942" was read as Oman once the Arabic comma separated it);
  // "Virgin Islands" is world-countries' official name of the British ones and the everyday name of
  // the US territory ("CHARLOTTE AMALIE / VIRGIN ISLANDS 00802" was read as VG).
  'عمان', 'VIRGIN ISLANDS',
]);

const ROMANISABLE_SCRIPT = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Cyrillic}\p{Script=Greek}]/u;

const namesToCodes = new Map<string, string[]>();
const codeToNames = new Map<string, string[]>();
const namePrefixes = new Set<string>();
let maxNameWords = 1;

function addName(code: string, raw: string, curated: boolean): void {
  const folded = foldText(raw);
  if (folded === '') return;
  if (!curated && folded.length < MIN_LOCALE_NAME_LENGTH && LATIN_FOLDED.test(folded)) return;
  const codes = namesToCodes.get(folded);
  if (codes === undefined) namesToCodes.set(folded, [code]);
  else if (codes.includes(code)) return; // most languages share most names: this one is in every table already
  else codes.push(code);
  const names = codeToNames.get(code);
  if (names === undefined) codeToNames.set(code, [folded]);
  else if (!names.includes(folded)) names.push(folded);
  let prefix = '';
  let words = 0;
  for (const word of folded.split(' ')) {
    prefix = words++ === 0 ? word : `${prefix} ${word}`;
    namePrefixes.add(prefix);
  }
  maxNameWords = Math.max(maxNameWords, words);
}

/**
 * Official forms banks write before a country's short name, per language of the names ("Kingdom of
 * Bahrain", "Республика Беларусь"); only openings that leave the name itself unchanged ("Republic
 * of" would not: "Republic of China").
 */
const SAINT = /\bSaint\b/g;
const OFFICIAL_FORMS: Readonly<Record<string, readonly string[]>> = {
  en: ['Kingdom of', 'State of', 'Sultanate of', 'Principality of', 'Grand Duchy of', 'Emirate of', 'Commonwealth of', 'Independent State of'],
  ru: ['Республика'],
  // Thai writes words without spaces: "ประเทศไทย" is "ประเทศ" (country) and "ไทย".
  th: ['ประเทศ'],
};
/** Locales whose script writes words without spaces between them: an official form is joined to the name. */
const UNSPACED_LOCALES: ReadonlySet<string> = new Set(['th']);

/** The names, one language per step (curated aliases first, then PREFERRED_LOCALES' order). */
function* loadNames(): Generator<void> {
  for (const [code, names] of Object.entries(COUNTRY_ALIASES)) {
    for (const name of names) addName(code, name, true);
  }
  yield;
  const langDir = join(packageDir, 'langs');
  const locales = readdirSync(langDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5));
  const rank = (l: string): number => {
    const i = PREFERRED_LOCALES.indexOf(l);
    return i === -1 ? PREFERRED_LOCALES.length : i;
  };
  locales.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  for (const locale of locales) {
    const data = JSON.parse(readFileSync(join(langDir, `${locale}.json`), 'utf8')) as {
      countries: Record<string, string | string[]>;
    };
    for (const [code, value] of Object.entries(data.countries)) {
      if (!alpha2Codes.has(code)) continue;
      for (const name of Array.isArray(value) ? value : [value]) {
        addName(code, name, false);
        // "Kingdom of Bahrain", "State of Kuwait", "Sultanate of Oman": the official forms banks write.
        const space = UNSPACED_LOCALES.has(locale) ? '' : ' ';
        for (const form of OFFICIAL_FORMS[locale] ?? []) addName(code, `${form}${space}${name}`, false);
        // "St Kitts and Nevis", "St. Lucia": the short form of Saint, as banks write it.
        if (locale === 'en' && name.includes('Saint ')) for (const short of ['St', 'St.']) addName(code, name.replace(SAINT, short), false);
        // Under the EPC set a name in another script reaches the engine romanised ("대한민국" ->
        // "DaeHanMinGug", "Россия" -> "Rossiya"): that form names the country too. Not for the
        // abjads (Arabic, Hebrew), whose romanisations without vowels read as anything.
        if (ROMANISABLE_SCRIPT.test(name)) addName(code, toEpcCharset(name).text, false);
      }
    }
    yield;
  }
  // Last, and so never taking a name another source gave first: each country's official name in
  // English and its common and official names in its own languages and scripts ("Kyrgyz Republic",
  // "Монгол улс", "Кыргыз Республикасы", "الجمهورية اليمنية", "Oriental Republic of Uruguay"), from
  // world-countries. Not its alternative spellings: they hold words of other meanings ("Island").
  const world = JSON.parse(readFileSync(require.resolve('world-countries/countries.json'), 'utf8')) as WorldCountry[];
  for (const country of world) {
    if (!alpha2Codes.has(country.cca2)) continue;
    addName(country.cca2, country.name.official, false);
    for (const native of Object.values(country.name.native ?? {})) {
      addName(country.cca2, native.common, false);
      addName(country.cca2, native.official, false);
    }
  }
}

/** The part of a world-countries record read here. */
interface WorldCountry {
  cca2: string;
  name: { official: string; native?: Record<string, { common: string; official: string }> };
}

// The names of 78 languages take a few hundred milliseconds to read and fold: not at start
// (issue 16), but on first use, or a language at a time by warmCountryNames once the service listens.
const names = stepwise(loadNames);
let namesLoaded = false;
/** The names, loaded at once if the warm-up has not finished (a flag first: R-05 and conservation ask it for every word). */
function ensureNames(): void {
  if (namesLoaded) return;
  names.finish();
  namesLoaded = true;
}

/** Loads the country names a language per turn of the event loop; resolves when all are loaded. */
export const warmCountryNames = names.warm;

/** The country's names in every shipped language plus curated aliases, folded (see foldText). */
export function countryNameVariants(code: string): readonly string[] {
  ensureNames();
  return codeToNames.get(code.toUpperCase()) ?? [];
}

/**
 * Reads a whole string as a country: a 2-letter assigned code (any case), an ISO alpha-3 code
 * (any case), or a country name in any shipped language. Returns the alpha-2 code.
 */
export function countryFromText(text: string): string | undefined {
  const trimmed = text.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed)) {
    const upper = trimmed.toUpperCase();
    if (alpha2Codes.has(upper)) return upper;
  }
  if (/^[A-Za-z]{3}$/.test(trimmed)) {
    const alpha2 = alpha3ToAlpha2.get(trimmed.toUpperCase());
    if (alpha2 !== undefined) return alpha2;
  }
  ensureNames();
  return namesToCodes.get(foldText(trimmed))?.[0];
}

const nameWordsByCode = new Map<string, ReadonlySet<string>>();
let lastNameWords: { code: string; words: ReadonlySet<string> } = { code: '', words: new Set() };

/**
 * Whether a folded word is a word of any name of the country (`code` in uppercase). A word that is
 * not cannot lie inside a name findCountryNameInLine finds for that code, so "is this word in the
 * country's name in the line" is answered without the search for most words (a hot path: R-05
 * and conservation ask it of every word that is not a field's).
 */
export function isCountryNameWord(word: string, code: string): boolean {
  ensureNames();
  // The last country asked for first: a request asks about one country, word after word.
  if (code === lastNameWords.code) return lastNameWords.words.has(word);
  let words = nameWordsByCode.get(code);
  if (words === undefined) {
    words = new Set((codeToNames.get(code) ?? []).flatMap((name) => name.split(' ')));
    nameWordsByCode.set(code, words);
  }
  lastNameWords = { code, words };
  return words.has(word);
}

let anyNameWords: ReadonlySet<string> | undefined;

/** Whether a word (folded, see foldText) of four letters or more is a word of some country's name in a shipped language ("UNITED", "REPUBLIC", "MEXICO"). */
export function isAnyCountryNameWord(word: string): boolean {
  if (anyNameWords === undefined) {
    ensureNames();
    anyNameWords = new Set([...codeToNames.values()].flatMap((list) => list.flatMap((name) => name.split(' '))).filter((w) => w.length >= 4));
  }
  return anyNameWords.has(word);
}

/** A country name found inside a line: alpha-2 code and the span [start, end) of the original line. */
export interface CountryNameMatch {
  code: string;
  start: number;
  end: number;
  text: string;
}

/**
 * Finds a country name as whole words inside a free-text line. With `code`, only that
 * country's names count. Of several matches the one ending last wins (the country usually ends
 * an address line), then the longest ("Papua New Guinea" over "Guinea").
 */
/**
 * True when the word at `start` is glued to the word before it by a full stop or an at sign, as the
 * parts of a domain or an e-mail address are ("info@acme.de", "www.acme.at"): no country's name or code
 * (fourteenth review: ".de" of "10117 Berlin info@acme.de" was removed as a repeat of Country DE, a
 * piece cut out of a word).
 */
export function gluedToWordBefore(text: string, start: number): boolean {
  const mark = text[start - 1];
  return (mark === '.' || mark === '@') && start >= 2 && /[\p{L}\p{N}]/u.test(text[start - 2] as string);
}

export function findCountryNameInLine(line: string, code?: string): CountryNameMatch | undefined {
  ensureNames();
  const wanted = code?.toUpperCase();
  const words = foldWords(line);
  let best: CountryNameMatch | undefined;
  for (let i = 0; i < words.length; i++) {
    const first = words[i] as FoldedWord;
    // With a code, a name of that country starts only at a word of its names: asked of the
    // country's own small set first, most words need no look-up in the prefixes of every name of
    // every country (a large table, slow to reach; R-05 and the engine ask this for most lines).
    if (wanted !== undefined && !isCountryNameWord(first.text, wanted)) continue;
    if (!namePrefixes.has(first.text) || gluedToWordBefore(line, first.start)) continue;
    let key = '';
    for (let j = i; j < words.length && j - i < maxNameWords; j++) {
      const word = words[j] as FoldedWord;
      key = j === i ? word.text : `${key} ${word.text}`;
      if (!namePrefixes.has(key)) break;
      const codes = namesToCodes.get(key);
      if (codes === undefined) continue;
      let found: string | undefined;
      if (wanted !== undefined) found = codes.includes(wanted) ? wanted : undefined;
      else if (!AMBIGUOUS_IN_LINE.has(key)) found = codes[0];
      if (found === undefined) continue;
      if (best === undefined || word.end > best.end || (word.end === best.end && first.start < best.start)) {
        best = { code: found, start: first.start, end: word.end, text: '' };
      }
    }
  }
  if (best !== undefined) best.text = line.slice(best.start, best.end);
  return best;
}
