// Lines wrapped at a fixed width (35-character SWIFT lines) cut a country name in two ("... DUBAI
// UNITED" / "ARAB EMIRATES"). Before segmenting, the cut words move to the line they belong to,
// so the country is read whole. Only words move between lines: no text is dropped or changed.
import { countryFromText } from '../reference/countries';
import type { PostalReference } from '../reference/postal/types';
import { ADMIN_DISTRICT_MARK, BUILDING, DIRECTIONS, DISTRICT_MARK, foldKey, hasDigit, isStreetKey, LOCALITY_END, NAME, NAME_PARTICLES, STREET, STREET_LEAD_WORDS, SUBDIVISION_MARK } from './lexicon';
import { STREET_OPENERS, STREET_TYPES_FIRST, STREET_TYPES_LAST, TITLE_WORDS } from './tables/keywords';
import { segmentText, type Segment } from './tokens';
import { findTownLoosely } from './townMatch';

/** The lines with a country name that was wrapped over the last two lines made whole again. */
export function rejoinWrappedCountry(lines: readonly string[]): readonly string[] {
  const n = lines.length;
  if (n < 2) return lines;
  const prev = (lines[n - 2] as string).trim();
  // Only a line filled near a fixed width was wrapped (cheap test first: this runs for every address).
  if (!nearlyFull(prev)) return lines;
  const last = (lines[n - 1] as string).trim();
  // A last line of one or two words that is no country alone, and a full previous line.
  if (last === '' || last.split(/\s+/).length > 3 || countryFromText(last) !== undefined) return lines;
  const words = prev.split(/\s+/);
  for (let k = Math.min(3, words.length - 1); k >= 1; k--) {
    const head = words.slice(-k).join(' ');
    if (countryFromText(`${head} ${last}`) === undefined) continue;
    return [...lines.slice(0, n - 2), words.slice(0, -k).join(' '), `${head} ${last}`];
  }
  return lines;
}

/**
 * Type words that end a street's name (and the word for a district), which a 35-character wrap
 * can push to the start of the next line ("1 JAMES COOK" / "DR TOWNSVILLE QLD 4811").
 */
const NAME_ENDING_TYPES: ReadonlySet<string> = new Set([
  ...STREET_TYPES_LAST, 'dr', 'drive', 'rd', 'road', 'way', 'lane', 'ln', 'place', 'pl', 'close', 'crescent', 'terrace', 'parade',
  'highway', 'hwy', 'boulevard', 'blvd', 'district', 'avenue', 'ave',
]);

/**
 * "... 1 JAMES COOK" / "DR TOWNSVILLE QLD 4811 AU", "... NO.1 HAIER ROAD LAOSHAN" / "DISTRICT
 * QINGDAO": a line filled near the wrap width whose next line opens with a word that only ends a
 * name gets that word back ("St" is not one: "ST PETER PORT" is Saint). Only words move between
 * lines: no text is dropped or changed.
 */
export function rejoinWrappedTypeWord(lines: readonly string[]): readonly string[] {
  let out: string[] | undefined;
  for (let i = 0; i + 1 < lines.length; i++) {
    const prev = ((out ?? lines)[i] as string).trim();
    if (!nearlyFull(prev) || prev.length > WRAP_WIDTH) continue;
    const next = ((out ?? lines)[i + 1] as string).trim();
    const space = next.indexOf(' ');
    if (space < 0) continue;
    const first = next.slice(0, space);
    const lastOfPrev = prev.slice(prev.lastIndexOf(' ') + 1);
    // The word did not fit on the line: that is why it stands on the next one.
    if (!NAME_ENDING_TYPES.has(foldKey(first)) || /\d/.test(lastOfPrev) || prev.length + 1 + first.length <= WRAP_WIDTH) continue;
    let moved = first;
    let rest = next.slice(space + 1).trim();
    const nextWord = rest.split(/\s+/, 1)[0] ?? '';
    // "DR MOLEWATERPLEIN 40": "Dr" before a street written as one word is a title that opens its name.
    if (foldKey(first) === 'dr' && isStreetKey(foldKey(nextWord)) && !NAME_ENDING_TYPES.has(foldKey(nextWord))) continue;
    // "UNIVERSITE FELIX HOUPHOUET-BOIGNY" / "BOULEVARD DE L'UNIVERSITE": a type word that opens names
    // too, with a joining word after it, opens the street on its own line (ALSO_ENDS_NAMES).
    if (ALSO_ENDS_NAMES.has(foldKey(first)) && NAME_PARTICLES.has(foldKey(nextWord))) continue;
    // "GOODYEAR DUNLOP TIRES OPERATIONS" / "AVENUE GORDON SMITH": such a word goes back only to a line
    // that holds a number where the street could have begun ("... 12 FIFTH" / "AVENUE NEW YORK").
    if (ALSO_ENDS_NAMES.has(foldKey(first)) && !/\d/.test(prev)) continue;
    // A compass word after the type word goes with it ("FIRST / STREET SW ROCHESTER").
    if (DIRECTIONS.has(foldKey(nextWord)) && rest.length > nextWord.length) {
      moved = `${moved} ${nextWord}`;
      rest = rest.slice(nextWord.length).trim();
    }
    out ??= lines.slice();
    out[i] = `${prev} ${moved}`;
    out[i + 1] = rest;
  }
  return out ?? lines;
}

/**
 * Type words that open names in one language and end them in another ("AVENUE DU" / "FIFTH
 * AVENUE", "BOULEVARD HAUSSMANN" / "PREAH NORODOM BOULEVARD"): they open one only with a joining
 * word after them, on either line.
 */
const ALSO_ENDS_NAMES: ReadonlySet<string> = new Set(['avenue', 'boulevard', 'bd', 'plaza', 'quai', 'placa', 'plaça']);

/**
 * Words that open a street's name and never end one: a type written first ("AVENUE", "VIA", "RUA",
 * "UL.") or a lead word of a compound name ("NEUER", "NIEUWE"). A wrapped line ending with one
 * ("... 50 AVENUE DU" / "NOUVEAU MONDE 74300 CLUSES") cut the street in two.
 */
const STREET_OPENING: ReadonlySet<string> = new Set([
  ...STREET_TYPES_FIRST, ...STREET_OPENERS, 'avenida', 'av.', 'via', 'calle', 'camino', 'carretera', 'strada', 'piazzale', 'alameda', 'travessa',
  ...STREET_LEAD_WORDS,
].filter((word) => !STREET_TYPES_LAST.includes(word) && !ALSO_ENDS_NAMES.has(word)));

/** Whether a word (its key) only ever opens a street's name ("AVENIDA", "ROUTE", "VIA", "NEUER"). */
export function onlyOpensStreet(key: string): boolean {
  return STREET_OPENING.has(key);
}

/**
 * "SOMFY SA COMPTABILITE 50 AVENUE DU" / "NOUVEAU MONDE 74300 CLUSES", "HOSPITAL DE SANTA MARIA
 * AVENIDA" / "PROFESSOR EGAS MONIZ 1649-035", "... AOER NEUER" / "WANDRAHM 4 20457 HAMBURG": a
 * wrapped line (the next line's first word did not fit) ending with a word that opens a street's
 * name, and at most two linking words after it, is joined with the next line, whose first word
 * continues the name (no digit in it). The wrap carries no meaning; the words are kept as written.
 */
export function joinWrappedStreetOpener(lines: readonly string[]): readonly string[] {
  let out: string[] | undefined;
  for (let i = 0; i + 1 < (out ?? lines).length; i++) {
    const current = out ?? lines;
    const prev = (current[i] as string).trim();
    // A comma ends a part of the address: the break after it is no wrap. (The next line is read
    // only after a line that may be wrapped: this runs for every address.)
    if (!nearlyFull(prev) || prev.length > WRAP_WIDTH || prev.includes(',')) continue;
    const next = (current[i + 1] as string).trim();
    const first = next.split(/\s+/, 1)[0] ?? '';
    if (first === '' || hasDigit(first) || prev.length + 1 + first.length <= WRAP_WIDTH) continue;
    const words = prev.split(/\s+/);
    let k = words.length - 1;
    while (k > 0 && words.length - 1 - k < 2 && NAME_PARTICLES.has(foldKey(words[k] as string))) k--;
    const opener = foldKey(words[k] as string);
    const linked = k < words.length - 1 || NAME_PARTICLES.has(foldKey(first));
    if (k === 0 || !(STREET_OPENING.has(opener) || (linked && STREET_TYPES_FIRST.includes(opener)))) continue;
    // "ABTEILUNG EINKAUF HERR FRANZ KAISER" / "BAHNHOFSTRASSE 5": after a person's title and a first
    // name, a word that also opens street names (Kaiser, Lange, König, Prins) is a surname.
    if (words.slice(Math.max(0, k - 2), k).some((word) => PERSON_TITLES.has(foldKey(word)))) continue;
    out ??= lines.slice();
    out.splice(i, 2, `${prev} ${next}`);
  }
  return out ?? lines;
}

/** Titles of a person (not "Dr", "Sir", which open street names too: "DR MOLEWATERPLEIN"). */
const PERSON_TITLES: ReadonlySet<string> = new Set(TITLE_WORDS.filter((word) => !['dr', 'dr.', 'sir'].includes(word)));

/** The width SWIFT MT party fields wrap at (4 lines of 35 characters). */
export const WRAP_WIDTH = 35;

const WHITE_SPACE = /\s/;

/** A line filled near the wrap width (trimmed): only such a line can have been wrapped. */
function nearlyFull(line: string): boolean {
  return line.length >= WRAP_WIDTH - 10;
}

const WORD_CHAR_END = /[\p{L}\p{N}]$/u;
const WORD_CHAR_START = /^[\p{L}\p{N}]/u;

/**
 * Whether a line cut at the fixed width may have cut a word ("... 91052 ERLANG" / "EN DE"): the line
 * fills the width exactly, as written, and letters or digits touch the cut on both sides. A word
 * ending exactly at the width looks the same ("... ACCOUNTS PAYABLE" / "DEPT"): the cut is a
 * possibility for the readings to weigh, never a certainty. Also read by the conservation proof,
 * which lets an output word account for the two halves of a word cut here.
 */
export function cutInsideWord(line: string, next: string | undefined): boolean {
  return next !== undefined && line.length === WRAP_WIDTH && (WORD_CHAR_END.test(line) || HYPHEN_END.test(line)) && WORD_CHAR_START.test(next);
}

/** A line ending in a hyphen after a letter or digit: a cut after the hyphen of a word ("... 1649-" / "035 LISBOA"). */
const HYPHEN_END = /[\p{L}\p{N}]-$/u;

/** A word made whole by joining a cut: the word, and its halves as written. */
export interface CutJoin {
  readonly word: string;
  readonly head: string;
  readonly tail: string;
}

/** Lines cut at the fixed width inside words: the readings to weigh, and the halves of the cut words. */
export interface HardCuts {
  /** One line each, every possible cut either joined or spaced, with the joins it made ("ERLANG" + "EN" = "ERLANGEN"). */
  readonly readings: ReadonlyArray<{ readonly text: string; readonly joins: readonly CutJoin[] }>;
  /** The word before and the word after each possible cut, as written ("ERLANG", "EN"). */
  readonly halves: ReadonlySet<string>;
  /**
   * The cuts that may well have split a word, as written ("BRA" / "CCI", "1" / "00 NORTH"): in
   * lines cut at the fixed width (every line but the last fills it, as a SWIFT export cuts; one
   * full line among shorter ones is a line that happens to be 35 characters long), where neither half is a word
   * of the lexicon on its own ("10 BOURKE RD" / "MASCOT" was cut between words) and the halves are
   * not letters against digits ("PIAZZA LEONARDO DA VINCI" / "32 20133").
   */
  readonly doubtful: ReadonlyArray<{ readonly head: string; readonly tail: string }>;
}

/**
 * The readings of lines cut at the fixed width inside words: each possible cut joined or spaced,
 * up to seven readings with a join (three cuts; with more, only all joined). Undefined when no
 * line was cut so. `cutAt`, when given, are the lines cut so as the caller sent them (see
 * StructuringInput.cuts); otherwise they are read from the lines.
 */
export function hardCutReadings(lines: readonly string[], cutAt?: ReadonlySet<number>): HardCuts | undefined {
  const cuts: number[] = [];
  for (let i = 0; i + 1 < lines.length; i++) if (cutAt !== undefined ? cutAt.has(i) : cutInsideWord(lines[i] as string, lines[i + 1])) cuts.push(i);
  if (cuts.length === 0) return undefined;
  const halves = new Set<string>();
  const joinAt = new Map<number, CutJoin>();
  const doubtful: Array<{ head: string; tail: string }> = [];
  // Every line but the last fills the width (a cut after a space leaves 34 characters once trimmed).
  const fixedWidth = lines.every((line, i) => i === lines.length - 1 || line.trim().length >= WRAP_WIDTH - 1);
  for (const i of cuts) {
    const before = (lines[i] as string).trim();
    const head = before.slice(before.lastIndexOf(' ') + 1);
    const after = (lines[i + 1] as string).trim().split(/\s+/);
    const tail = after[0] as string;
    halves.add(head);
    halves.add(tail);
    joinAt.set(i, { word: head + tail, head, tail });
    if (fixedWidth && mayHaveSplitWord(head, tail, before.includes(' '), after.length > 1)) doubtful.push({ head, tail });
  }
  const readings: Array<{ text: string; joins: CutJoin[] }> = [];
  const patterns = cuts.length <= 3 ? 1 << cuts.length : 2;
  for (let pattern = 1; pattern < patterns; pattern++) {
    const joinedAt = new Set(cuts.length <= 3 ? cuts.filter((_, k) => pattern & (1 << k)) : cuts);
    let text = (lines[0] as string).trim();
    for (let i = 1; i < lines.length; i++) text += (joinedAt.has(i - 1) ? '' : ' ') + (lines[i] as string).trim();
    readings.push({ text, joins: [...joinedAt].map((i) => joinAt.get(i) as CutJoin) });
  }
  return { readings, halves, doubtful };
}

const DIGIT_START = /^\p{N}/u;

/**
 * Whether a cut between these halves may have split a word: both start alike (letters or digits),
 * and neither is a word of the lexicon alone ("10 BOURKE RD" / "MASCOT" fell between words), unless
 * the halves together make a word of the lexicon too ("200 FIRST STR" / "EET SW", "ZUGER" /
 * "STRASSE 50", "VIA" / "LE EUROPA": a street type cut short is no evidence of a space).
 */
function mayHaveSplitWord(head: string, tail: string, wordBeforeHead: boolean, wordAfterTail: boolean): boolean {
  if (DIGIT_START.test(head) !== DIGIT_START.test(tail)) return false;
  // A lexicon word of one or two letters ("UL", "RD", "AV") tells a space only where it stands as
  // such a word does, beside another word of its line ("10 BOURKE RD" / "MASCOT"); alone on its
  // side of the cut it is as likely the end of a word ("... SARIYER/ISTANB" / "UL": twelfth review).
  const whole = (word: string, beside: boolean) => isWholeWord(word) && (beside || [...word].length > 2);
  return (!whole(head, wordBeforeHead) && !whole(tail, wordAfterTail)) || isWholeWord(head + tail);
}

/** A word of the lexicon on its own (a street type, a name or building word, an area's or a subdivision's mark). */
export function isWholeWord(word: string): boolean {
  const key = foldKey(word);
  return NAME.has(key) || STREET.has(key) || BUILDING.has(key) || isStreetKey(key) || DISTRICT_MARK.has(key) || ADMIN_DISTRICT_MARK.has(key) || SUBDIVISION_MARK.has(key) || LOCALITY_END.has(key);
}

/**
 * Lines wrapped at 35 characters carry no meaning in their breaks: each line but the last is as
 * full as it can be (the next line's first word would not have fitted). Such lines are joined into
 * one, which structureAddress reads besides the lines as written (a short two-line address can
 * look wrapped too); otherwise the lines are returned as they are.
 */
export function unwrapFixedWidth(lines: readonly string[]): readonly string[] {
  const n = lines.length;
  if (n < 2) return lines;
  // A line longer than the width was not wrapped at it, the last one included ("Korle Bu Teaching
  // Hospital" / "Guggisberg Avenue, P.O. Box KB 77, Korle Bu, Accra, Ghana" is no 35-character export).
  // (Characters counted by code point only past the width in UTF-16 units: never fewer units than code points.)
  const last = lines[n - 1]!.trim();
  if (last.length > WRAP_WIDTH && [...last].length > WRAP_WIDTH) return lines;
  for (let i = 0; i < n - 1; i++) {
    const line = (lines[i] as string).trim();
    if (line.length > WRAP_WIDTH || line.includes(',')) return lines;
    const next = (lines[i + 1] as string).trim();
    // The length of its first word (`next` is trimmed: the first white space ends it), not the word.
    const space = next.search(WHITE_SPACE);
    if (line.length + 1 + (space < 0 ? next.length : space) <= WRAP_WIDTH) return lines;
  }
  return [lines.join(' ')];
}

/**
 * A town's name cut by a wrap between two lines ("... PIANTINI SANTO" / "DOMINGO 10148", "...
 * 66265 SAN" / "PEDRO GARZA GARCIA NUEVO LEON", "... NORTH STREET ST" / "ANDREWS FIFE KY16 9AJ"):
 * words at the end of a line that, with the words opening the next line, make a town the reference
 * knows in the country (by its name or an alternate name, never a fuzzy match) are put back
 * together: on the next line, or on the line of the postcode when the cut words follow it ("66265
 * SAN PEDRO GARZA GARCIA", the country's postcode-then-town order kept). Only on a line filled near
 * the wrap width; not when either half is a place at least as large of its own ("SANTA ROSA" /
 * "LA PAMPA"), nor when the cut words hold a digit or follow a type word that opens a street's name
 * ("RUA SAO" / "PAULO 123" is the street Rua Sao Paulo). Words move between segments: none is
 * dropped.
 */
export function rejoinWrappedTown(lines: readonly string[], segs: Segment[], country: string | undefined, postal: PostalReference | undefined, postcodeSeg: number | undefined): Segment[] {
  if (country === undefined || postal === undefined || postal.coverage(country).towns === 0) return segs;
  let out: Segment[] | undefined;
  for (let i = 0; i + 1 < segs.length; i++) {
    const prev = (out ?? segs)[i] as Segment;
    const next = (out ?? segs)[i + 1] as Segment;
    // Only a line filled near the wrap width was cut.
    if (next.line !== prev.line + 1 || hasDigit(next.words[0] as string) || !nearlyFull((lines[prev.line] as string).trim())) continue;
    const town = wrappedTown(prev, next, country, postal);
    if (town === undefined) continue;
    out ??= segs.slice();
    const cut = prev.words.length - town.cut;
    if (i === postcodeSeg) {
      out[i] = { words: [...prev.words, ...next.words.slice(0, town.taken)], keys: [...prev.keys, ...next.keys.slice(0, town.taken)], line: prev.line };
      out[i + 1] = { words: next.words.slice(town.taken), keys: next.keys.slice(town.taken), line: next.line };
    } else {
      out[i] = { words: prev.words.slice(0, cut), keys: prev.keys.slice(0, cut), line: prev.line };
      out[i + 1] = { words: [...prev.words.slice(cut), ...next.words], keys: [...prev.keys.slice(cut), ...next.keys], line: next.line };
    }
  }
  return out === undefined ? segs : out.filter((seg) => seg.words.length > 0);
}

/** The largest place of that name (or alternate name; never a fuzzy match), -1 when none. */
function placeSize(postal: PostalReference, country: string, name: string): number {
  let largest = -1;
  for (const m of findTownLoosely(postal, country, name)) if (m.match !== 'fuzzy') largest = Math.max(largest, m.population ?? 0);
  return largest;
}

/** The words at the end of `prev` (cut) and at the start of `next` (taken) that make one town. */
function wrappedTown(prev: Segment, next: Segment, country: string, postal: PostalReference): { cut: number; taken: number } | undefined {
  for (let cut = Math.min(2, prev.words.length); cut >= 1; cut--) {
    const from = prev.words.length - cut;
    const before = from > 0 ? (prev.keys[from - 1] as string) : '';
    if (prev.words.slice(from).some(hasDigit) || (isStreetKey(before) && !NAME_ENDING_TYPES.has(before))) continue;
    for (let taken = Math.min(4, next.words.length); taken >= 1; taken--) {
      const rest = segmentText(next, 0, taken);
      if (hasDigit(rest)) continue;
      const whole = placeSize(postal, country, `${segmentText(prev, from)} ${rest}`);
      if (whole < 0) continue;
      // Either half a place of its own at least as large: the lines are read as written.
      return placeSize(postal, country, rest) >= whole || placeSize(postal, country, segmentText(prev, from)) >= whole ? undefined : { cut, taken };
    }
  }
  return undefined;
}
