// Party name inside an AddressLine (ENT-05, validateNameContent): finds the name or a close
// variant (case, accents, punctuation, & / and, legal form) and returns the span to remove.
import { foldWords, type FoldedWord } from './countries';
import { LEGAL_FORMS } from './data/legalForms';

/**
 * Folded words made comparable: German umlauts may be written out ("Müller" folds to MULLER,
 * "Mueller" to MUELLER), so AE/OE/UE count as A/O/U on both sides of every comparison.
 */
function comparableWords(text: string): FoldedWord[] {
  return foldWords(text).map((word) => ({ ...word, text: word.text.replace(/([AOU])E/g, '$1') }));
}

// Legal forms compared as folded letters with separators removed: "S.A." = "S. A." = "SA".
const LEGAL_FORM_KEYS = new Set(LEGAL_FORMS.map((form) => joinedKey(comparableWords(form))));
const MAX_LEGAL_FORM_WORDS = Math.max(...LEGAL_FORMS.map((form) => foldWords(form).length));
// The few legal forms written before the name ("PT Bank Mandiri", "Stichting Pensioenfonds").
// Others are taken only at the end: "A.B.C. Trading" must not lose "A B" as Swedish AB.
const LEADING_LEGAL_FORMS = new Set(['PT', 'STICHTING']);
// Words that join two names ("Smith & Jones", "Smith and Jones", "Schmidt und Sohn"): '&'
// disappears in folding, so these are dropped on both sides before comparing.
const CONNECTORS = new Set(['AND', 'UND', 'ET', 'EN', 'Y', 'E', 'OG', 'OCH']);
// Shorter cores are too likely to match an unrelated word of the address.
const MIN_CORE_LENGTH = 3;

function joinedKey(words: readonly FoldedWord[]): string {
  let key = '';
  for (const word of words) key += word.text;
  return key;
}

/**
 * Whether one word is a legal form ("CJSC", "EURL", "GmbH", "S.A."): a word of its own, which a
 * line cut at the fixed width never split (structuring's cut joins).
 */
export function isLegalFormWord(word: string): boolean {
  return LEGAL_FORM_KEYS.has(joinedKey(comparableWords(word)));
}

/** Number of words at `from` (moving by `step`) that form a legal form, longest first; 0 if none. */
function legalFormLength(words: readonly FoldedWord[], from: number, step: 1 | -1): number {
  for (let n = Math.min(MAX_LEGAL_FORM_WORDS, step === 1 ? words.length - from : from + 1); n >= 1; n--) {
    const slice = step === 1 ? words.slice(from, from + n) : words.slice(from - n + 1, from + 1);
    if (LEGAL_FORM_KEYS.has(joinedKey(slice))) return n;
  }
  return 0;
}

/** The words of a name without its legal forms (at the end, and PT/Stichting at the start) and trailing connectors. */
function coreWords(words: readonly FoldedWord[]): FoldedWord[] {
  let first = 0;
  let last = words.length - 1;
  for (let changed = true; changed && first <= last; ) {
    changed = false;
    const tail = legalFormLength(words, last, -1);
    if (tail > 0 && last - tail >= first) {
      last -= tail;
      changed = true;
    }
    if (first < last && LEADING_LEGAL_FORMS.has((words[first] as FoldedWord).text)) {
      first++;
      changed = true;
    }
    while (first <= last && CONNECTORS.has((words[last] as FoldedWord).text)) {
      last--;
      changed = true;
    }
  }
  return words.slice(first, last + 1);
}

/**
 * The name without its legal form: "ACME GMBH" → "ACME", "Acme GmbH & Co. KG" → "Acme",
 * "Foo Sp. z o.o." → "Foo", "PT Bank Mandiri Tbk" → "Bank Mandiri". A name that is only a
 * legal form is returned unchanged (trimmed).
 */
export function stripLegalForm(name: string): string {
  const words = comparableWords(name);
  const core = coreWords(words);
  if (core.length === 0) return name.trim();
  return name.slice((core[0] as FoldedWord).start, (core[core.length - 1] as FoldedWord).end);
}

function withoutConnectors(words: readonly FoldedWord[]): FoldedWord[] {
  return words.filter((word) => !CONNECTORS.has(word.text));
}

/**
 * Index of the last word of a run starting at `start` whose letters, joined, equal `target`
 * (so "A.B.C." matches "ABC" and "S.A." matches "SA"), or -1.
 */
function matchJoined(words: readonly FoldedWord[], start: number, target: string): number {
  let joined = '';
  for (let j = start; j < words.length; j++) {
    joined += (words[j] as FoldedWord).text;
    if (joined === target) return j;
    if (joined.length >= target.length || !target.startsWith(joined)) return -1;
  }
  return -1;
}

/**
 * Finds the party name in a line as whole words, ignoring case, accents, punctuation, '&'/'and'
 * and legal forms. The core name (legal form removed) must be at least 3 letters; a shorter core
 * matches only with the full name. The span, in the original line, covers the legal forms that
 * follow the match in the line ("Acme GmbH" in "Acme GmbH, Hauptstr. 5"), and a final dot.
 * The leftmost match wins.
 */
export function findPartyNameInLine(name: string, line: string): { start: number; end: number; text: string } | undefined {
  const nameWords = withoutConnectors(comparableWords(name));
  if (nameWords.length === 0) return undefined;
  const core = withoutConnectors(coreWords(nameWords));
  // A name that is nothing but a legal form ("GmbH") names no one.
  if (core.length === nameWords.length && core.length > 0 && legalFormLength(nameWords, nameWords.length - 1, -1) === nameWords.length) {
    return undefined;
  }
  const coreKey = joinedKey(core);
  const fullKey = joinedKey(nameWords);
  const target = coreKey.length >= MIN_CORE_LENGTH ? coreKey : fullKey;
  if (target.length < MIN_CORE_LENGTH) return undefined;

  const lineWords = withoutConnectors(comparableWords(line));
  for (let i = 0; i < lineWords.length; i++) {
    const matched = matchJoined(lineWords, i, target);
    if (matched < 0) continue;
    // Take in the legal forms that follow ("GmbH & Co. KG").
    let last = matched;
    for (let n = legalFormLength(lineWords, last + 1, 1); n > 0; n = legalFormLength(lineWords, last + 1, 1)) {
      last += n;
    }
    const start = (lineWords[i] as FoldedWord).start;
    let end = (lineWords[last] as FoldedWord).end;
    // The dot of an abbreviation ("Ltd.", "S.A.", "A.B.C.") belongs to the name.
    if (line[end] === '.' && (last > matched || (lineWords[last] as FoldedWord).text.length === 1)) end++;
    return { start, end, text: line.slice(start, end) };
  }
  return undefined;
}
