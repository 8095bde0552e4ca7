// Recognises a country subdivision written beside the town ("NY", "New York", "ON", "NSW",
// "(MI)", "Kanagawa") and returns it as written: a code stays a code and a name a name, so the
// engine changes no value (contract section 6).
import { foldKey } from './lexicon';
import { isoSubdivisions } from './tables/isoSubdivisions';
import { CODE_WRITTEN, SUBDIVISION_KINDS, SUBDIVISION_LABELS, SUBDIVISIONS } from './tables/subdivisions';
import { stepwise } from '../stepwise';

interface CompiledSubdivisions {
  /** The codes, folded to lower case. */
  readonly codes: ReadonlySet<string>;
  /** Name key -> the subdivision's code. */
  readonly names: ReadonlyMap<string, string>;
  /** The first word of each name key. */
  readonly firstWords: ReadonlySet<string>;
  readonly maxNameWords: number;
  /** True when the table is the ISO 3166-2 data (names that are often town names too). */
  readonly fromIso: boolean;
}

const COMPILED = new Map<string, CompiledSubdivisions>();

/** A word of a subdivision's name as looked up: folded, with "St."/"Ste."/"Mt." read as the words they shorten ("ST. MICHAEL", "Saint Michael"). */
const SHORT_FORMS: ReadonlyMap<string, string> = new Map([['st', 'saint'], ['st.', 'saint'], ['ste', 'sainte'], ['ste.', 'sainte'], ['mt', 'mount'], ['mt.', 'mount']]);
function nameKey(word: string): string {
  const key = foldKey(word);
  return SHORT_FORMS.get(key) ?? key;
}
const SUBDIVISION_LABEL: ReadonlySet<string> = new Set(SUBDIVISION_LABELS.map(foldKey));
const SUBDIVISION_KIND: ReadonlySet<string> = new Set(SUBDIVISION_KINDS.map(foldKey));
const CODE_READINGS = new Map<string, string[]>();

/** The tables, in steps of a few countries (src/stepwise.ts): not at start (issue 16). */
function* compile(): Generator<void> {
  for (const [country, table] of Object.entries(SUBDIVISIONS)) {
    const codes = new Set<string>();
    const names = new Map<string, string>();
    let maxNameWords = 1;
    for (const [code, list] of Object.entries(table.codes)) {
      if (/^[A-Z]+$/.test(code)) codes.add(code.toLowerCase());
      for (const name of list) {
        const key = name.split(/\s+/).map(nameKey).join(' ');
        names.set(key, code);
        maxNameWords = Math.max(maxNameWords, name.split(/\s+/).length);
      }
    }
    COMPILED.set(country, { codes, names, firstWords: firstWordsOf(names), maxNameWords, fromIso: false });
  }
  yield;
  // Every other country: the ISO 3166-2 names (local, English and other forms), published as written.
  let count = 0;
  for (const [country, list] of isoSubdivisions()) {
    if (COMPILED.has(country)) continue;
    const names = new Map<string, string>();
    let maxNameWords = 1;
    for (const sub of list) {
      for (const name of sub.names) {
        const words = name.split(/\s+/);
        // Longer official names ("Provincia Autonoma di Bolzano - Alto Adige") are not written in addresses.
        if (words.length > 4) continue;
        names.set(words.map(nameKey).join(' '), sub.code);
        maxNameWords = Math.max(maxNameWords, words.length);
      }
    }
    COMPILED.set(country, { codes: new Set(), names, firstWords: firstWordsOf(names), maxNameWords, fromIso: true });
    if (++count % 20 === 0) yield;
  }
  for (const country of CODE_WRITTEN) {
    for (const code of COMPILED.get(country)?.codes ?? []) {
      if (code.length !== 2) continue;
      const list = CODE_READINGS.get(code) ?? [];
      list.push(country);
      CODE_READINGS.set(code, list);
    }
  }
}

function firstWordsOf(names: ReadonlyMap<string, string>): Set<string> {
  const first = new Set<string>();
  for (const key of names.keys()) {
    const space = key.indexOf(' ');
    first.add(space < 0 ? key : key.slice(0, space));
  }
  return first;
}

const compiled = stepwise(compile);
const ready = compiled.finish;
/** Builds the subdivision tables a few countries per turn of the event loop (the warm-up after start). */
export const warmSubdivisions = compiled.warm;

/** Countries that write this two-letter code as a subdivision ("MA" -> US, "NA" -> IT, "VD" -> CH). */
export function subdivisionReadings(code: string): readonly string[] {
  ready();
  return CODE_READINGS.get(code.toLowerCase()) ?? [];
}

/**
 * True when the country's subdivisions come from the ISO data only: their names are often towns
 * too ("Wien", "Ankara", "Panamá"), so they count only beside a town, never as the whole town line.
 */
export function subdivisionsFromIso(country: string): boolean {
  ready();
  return COMPILED.get(country)?.fromIso ?? false;
}

/** Longest subdivision name length in words for a country (0 when the country has no table). */
export function maxSubdivisionWords(country: string): number {
  ready();
  return COMPILED.get(country)?.maxNameWords ?? 0;
}

/**
 * "Hagåtña, Guam 96910", "San Juan, PR 00918": a country written as a subdivision of another
 * country's table (a US territory as a state), so the text names the Country, not a subdivision.
 */
export function subdivisionIsCountry(text: string, country: string): boolean {
  ready();
  const plain = text.replace(/\./g, '');
  if (plain.toUpperCase() === country) return true;
  const key = plain.split(/\s+/).map(nameKey).join(' ');
  for (const tableCountry of CODE_WRITTEN) {
    const table = COMPILED.get(tableCountry);
    if (table !== undefined && !table.fromIso && table.names.get(key) === country) return true;
  }
  return false;
}

/**
 * The subdivision as written when words [from, to) are exactly one subdivision of the country
 * (a code where the country writes codes, "(MI)" in brackets, or a name), else undefined.
 */
export function subdivisionCodeOrName(country: string, words: readonly string[], from: number, to: number, anyCase = false): string | undefined {
  ready();
  const table = COMPILED.get(country);
  if (!table || to <= from) return undefined;
  if (to - from === 1) {
    let word = words[from] as string;
    const bracketed = word.length > 2 && word[0] === '(' && word[word.length - 1] === ')';
    if (bracketed) word = word.slice(1, -1);
    const trimmed = word.endsWith('.') || word.endsWith(',') ? word.slice(0, -1) : word;
    // Codes count only as written in capitals (or bracketed), so "in" or "me" in a name never do.
    if ((bracketed || CODE_WRITTEN.has(country)) && trimmed.length >= 2 && trimmed.length <= 5 && (anyCase || trimmed === trimmed.toUpperCase())) {
      // As written: a code written in the lines stays that code ("N.L.", "(MI)" -> "MI").
      if (table.codes.has(trimmed.toLowerCase().replace(/\./g, ''))) return stripEdgePunctuation(trimmed);
    }
  }
  // A name's key starts with its first word's key: words whose first starts no name (most) are
  // none, and their key is not built and looked up (a new string each time, 1 % of free text).
  const first = nameKey(words[from] as string);
  if (table.firstWords.has(first) || first.includes(' ')) {
    let key = first;
    for (let i = from + 1; i < to; i++) key = `${key} ${nameKey(words[i] as string)}`;
    // As written: "ONTARIO" stays "ONTARIO", not the code "ON" (nothing changed silently).
    if (table.names.has(key)) return stripEdgePunctuation(words.slice(from, to).join(' '));
  }
  if (to - from < 2) return undefined;
  return designated(country, words, from, to);
}

/**
 * "woj. mazowieckie", "Bagmati Province", "Chiba Prefecture": a subdivision's name with the word
 * for its kind. A label before the name is not part of it; a kind after it is written as part of
 * the name, kept as written.
 */
function designated(country: string, words: readonly string[], from: number, to: number): string | undefined {
  if (SUBDIVISION_LABEL.has(foldKey(words[from] as string))) return subdivisionCodeOrName(country, words, from + 1, to);
  if (!SUBDIVISION_KIND.has(foldKey(words[to - 1] as string))) return undefined;
  if (subdivisionCodeOrName(country, words, from, to - 1) === undefined) return undefined;
  return stripEdgePunctuation(words.slice(from, to).join(' '));
}

function stripEdgePunctuation(text: string): string {
  return text.replace(/^[(\s]+|[),.;:\s]+$/g, '');
}
