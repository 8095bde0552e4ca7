// a whole AddressLine, or a whole comma-separated segment of one, that only repeats
// structured fields raises a WARNING and, on repair, leaves the lines. FLD-05 when it repeats the
// TownName or the Country (the country also by its name in any common language, the town with
// its postcode, "75001 Paris"); FLD-08 when it repeats other fields ("Friedrichstr. 43" beside
// StreetName and BuildingNumber). A word inside a name or a street ("Banque de France",
// "12 rue de Paris") is never a repeat. A known postcode also starts a segment, so
// "Hauptstr. 5 10117 Berlin" holds the repeat "10117 Berlin".
import { STRUCTURED_FIELDS, type StructuredFieldName } from '../../model/fields';
import type { PostalAddress } from '../../model/schemas';
import { reason, type Reason } from '../../model/reasons';
import { findCountryNameInLine, foldWords, gluedToWordBefore, isCountryNameWord, type FoldedWord } from '../../reference/countries';
import { fieldValue } from '../address';
import { segmentsOf, type Segment } from './segments';

export interface RepeatInLine {
  line: number;
  start: number;
  end: number;
  /** FLD-05: the segment repeats TownName or Country; FLD-08: other structured fields only. */
  code: 'FLD-05' | 'FLD-08';
}

export interface RepeatScan {
  found: RepeatInLine[];
  reasons: Reason[];
}

type Bag = Map<string, number>;

function bagOf(values: Array<string | undefined>): Bag {
  const bag: Bag = new Map();
  for (const value of values) if (value) for (const word of foldWords(value)) bag.set(word.text, (bag.get(word.text) ?? 0) + 1);
  return bag;
}

/**
 * Fields whose value a line never writes bare: a floor, room or post box stands with its label
 * ("Floor 5", "PO Box 12"), so a bare "5" or "7" in a line is not theirs ("Hauptstr. 7" beside
 * Room 7 names another house). The country of residence is no part of the address.
 */
const NEVER_BARE: ReadonlySet<string> = new Set(['floor', 'room', 'postBox', 'countryOfResidence']);

/** Each value's words, folded: the pieces a repeat is made of. */
function valuesOf(values: Array<string | undefined>): string[][] {
  const out: string[][] = [];
  for (const value of values) if (value) out.push(foldWords(value).map((w) => w.text));
  return out;
}

/** True when every word is in the bag (as often as it occurs) or stands for the Country. */
function covered(words: readonly FoldedWord[], bag: Bag, countryWords: CountryWords): boolean {
  const left = new Map(bag);
  for (const word of words) {
    const count = left.get(word.text);
    if (count) left.set(word.text, count - 1);
    else if (!countryWords.has(word)) return false;
  }
  return true;
}

/**
 * True when the words are whole values, each used once, in any order, or words that stand for the
 * Country: "43 Friedrichstr." repeats StreetName and BuildingNumber; "Hauptstr. 7" beside
 * StreetName Hauptstr., BuildingNumber 5 and Room 7 does not (its words are in fields, but it is
 * another address), nor "Tower 5" beside BuildingName "Tower 2" and Floor 5. (The town's own
 * repeats stay a bag of its words: "Frankfurt" beside "Frankfurt am Main".)
 */
function coveredByValues(words: readonly FoldedWord[], values: readonly string[][], countryWords: CountryWords): boolean {
  const used = new Array<boolean>(values.length).fill(false);
  const from = (at: number): boolean => {
    if (at === words.length) return true;
    if (countryWords.has(words[at]!) && from(at + 1)) return true;
    for (let v = 0; v < values.length; v++) {
      const value = values[v]!;
      if (used[v] || value.length === 0 || at + value.length > words.length) continue;
      let k = 0;
      while (k < value.length && words[at + k]!.text === value[k]) k++;
      if (k < value.length) continue;
      used[v] = true;
      if (from(at + value.length)) return true;
      used[v] = false;
    }
    return false;
  };
  return from(0);
}

/**
 * Segments of a line, where a known postcode also starts a segment and a final country code
 * ("1090 Wien AT") is one of its own: the order a letter writes them in. The code is one only
 * where the segment reads as the end of an address (`endsAddress`): "Perez & CO" in Colombia or
 * "JOHN SMITH MA" in Morocco end a name.
 */
function repeatSegments(line: string, postCode: string | undefined, country: string | undefined, townZone: ReadonlySet<string>): Segment[] {
  const first = postCode ? foldWords(postCode)[0]?.text : undefined;
  const split: Segment[] = [];
  for (const segment of segmentsOf(line)) {
    const words = foldWords(line.slice(segment.start, segment.end));
    // Only with a word after it ("10117 Berlin"): a number alone is no repeat of the postcode but
    // text of its own ("Postbus 1000", "Rue Neuve 3000").
    const at = words.findIndex((w, i) => i > 0 && i < words.length - 1 && w.text === first);
    const last = words[words.length - 1];
    // A code glued to the word before by a full stop or an at sign is part of a domain ("info@acme.de").
    const code = words.length > 1 && last !== undefined && last.text === country && last.end - last.start === 2 && !gluedToWordBefore(line, segment.start + last.start) && endsAddress(words, townZone) ? last : undefined;
    let start = segment.start;
    if (at > 0) {
      split.push({ start, end: segment.start + words[at - 1]!.end });
      start = segment.start + words[at]!.start;
    }
    if (code && (at < 0 || words.length - 1 > at)) {
      const before = words[words.length - 2]!;
      split.push({ start, end: segment.start + before.end });
      split.push({ start: segment.start + code.start, end: segment.end });
    } else {
      split.push({ start, end: segment.end });
    }
  }
  return split;
}

/**
 * True when the words before a final country code hold a word of the town, postcode, subdivision
 * or district (`townZone`) or a number (a postcode, a house number): "Torino (TO) IT", "Adelaide SA
 * 5000 AU", "Hauptstr. 5 DE"; not a name ("Perez & CO", "JOHN SMITH MA").
 */
function endsAddress(words: readonly FoldedWord[], townZone: ReadonlySet<string>): boolean {
  for (let i = 0; i < words.length - 1; i++) if (townZone.has(words[i]!.text) || /\d/.test(words[i]!.text)) return true;
  return false;
}

/**
 * Whether a word of a segment stands for the Country: its code, the code's postal prefix letter
 * written with its dash before a number ("D-10117", "A-1010"), or a word of the country's name in
 * the segment (looked up once, when first needed). A letter alone is no prefix: "Hauptstraße 5 A"
 * beside Country AT is house 5 A, and "F" after "12 Rue de Rivoli" is text of its own (tenth
 * review: both left as repeats, FLD-08/FLD-05, their letter gone with them; the proof reads a
 * prefix only with its dash, `unaccountedFolded`). `line` is the segment's line and `offset` where
 * the segment starts in it: a known postcode starts a segment of its own (`repeatSegments`), so
 * the dash after "D" stands outside the segment "D". A class, not a closure per segment: a hot
 * path, and under tsx (benchmarks, tests) every named closure is also renamed by
 * Object.defineProperty when made.
 */
class CountryWords {
  private name: { start: number; end: number } | undefined;

  constructor(
    private readonly text: string,
    private readonly country: string | undefined,
    private readonly line: string = text,
    private readonly offset = 0,
  ) {}

  has(w: FoldedWord): boolean {
    const country = this.country;
    if (country === undefined) return false;
    if (w.text === country) return true;
    if (w.text.length === 1 && w.text === country[0]) return PREFIX_DASH.test(this.line.slice(this.offset + w.end));
    if (!isCountryNameWord(w.text, country)) return false;
    this.name ??= findCountryNameInLine(this.text, country) ?? { start: -1, end: -1 };
    return w.start >= this.name.start && w.end <= this.name.end;
  }
}

/** What follows a postal prefix letter: its dash and the postcode's first digit ("D-10117", "A - 1010"). */
const PREFIX_DASH = /^\s*-\s*\d/;

/**
 * Whether any word of the line can be part of a repeat: a word of a field, or the country's code,
 * its postal prefix letter or a word of its names. A segment's words are the line's words inside
 * it (segments start and end at word boundaries), so a line without such a word holds no repeat
 * and its segments need not be cut and folded one by one (most lines: streets, names).
 */
function mayHoldRepeat(line: string, fieldWords: ReadonlySet<string>, country: string | undefined): boolean {
  for (const w of foldWords(line)) {
    if (fieldWords.has(w.text)) return true;
    if (country !== undefined && (w.text === country || (w.text.length === 1 && w.text === country[0]) || isCountryNameWord(w.text, country))) return true;
  }
  return false;
}

export function scanRepeats(lines: readonly string[], address: PostalAddress): RepeatScan {
  const found: RepeatInLine[] = [];
  const town = fieldValue(address, 'townName');
  const country = fieldValue(address, 'country')?.toUpperCase();
  const postCode = fieldValue(address, 'postCode');
  if (!town && !country && !postCode) return { found, reasons: [] };
  // Every word of any structured field: a segment with a word outside it (and outside the
  // country's names) repeats nothing, which settles almost every segment cheaply.
  const fieldWords = new Set<string>();
  for (const field of STRUCTURED_FIELDS) {
    const value = field.json === 'countryOfResidence' ? undefined : fieldValue(address, field.json as StructuredFieldName);
    if (value) for (const word of foldWords(value)) fieldWords.add(word.text);
  }
  let townZone: Bag | undefined;
  let townWords: Bag | undefined;
  let others: string[][] | undefined;
  let townZoneWords: Set<string> | undefined;
  lines.forEach((line, index) => {
    if (!mayHoldRepeat(line, fieldWords, country)) return;
    townZoneWords ??= new Set(bagOf([town, postCode, fieldValue(address, 'countrySubDivision'), fieldValue(address, 'districtName')]).keys());
    for (const segment of repeatSegments(line, postCode, country, townZoneWords)) {
      const text = line.slice(segment.start, segment.end);
      const words = foldWords(text);
      if (words.length === 0) continue;
      const countryWords = new CountryWords(text, country, line, segment.start);
      if (!words.every((w) => fieldWords.has(w.text) || countryWords.has(w))) continue;
      townZone ??= bagOf([town, postCode, fieldValue(address, 'countrySubDivision'), fieldValue(address, 'districtName')]);
      townWords ??= bagOf([town]);
      const inTown = townWords;
      if (words.some((w) => inTown.has(w.text) || countryWords.has(w)) && covered(words, townZone, countryWords)) {
        found.push({ line: index, ...segment, code: 'FLD-05' });
        continue;
      }
      others ??= valuesOf(STRUCTURED_FIELDS.filter((f) => !NEVER_BARE.has(f.json)).map((f) => fieldValue(address, f.json as StructuredFieldName)));
      if (coveredByValues(words, others, countryWords)) found.push({ line: index, ...segment, code: 'FLD-08' });
    }
  });
  const reasons: Reason[] = [];
  if (found.some((f) => f.code === 'FLD-05')) reasons.push(reason('FLD-05', { field: 'AddressLine' }));
  if (found.some((f) => f.code === 'FLD-08')) reasons.push(reason('FLD-08', { field: 'AddressLine' }));
  return { found, reasons };
}

/**
 * R-05 after structuring (review 3, f-r05-after): "New York NY 10118" beside TownName New York and
 * CountrySubDivision NY repeats nothing before structuring (the postcode is no field yet); once the
 * engine has taken "10118" into PostCode, the rest, "New York NY", only repeats what the caller
 * sent. Such a leftover is removed (FLD-05) when both hold:
 * - the line or segment it came from, as the engine was given it, only repeats fields of the
 *   output with the town or country among them (FLD-05 of `scanRepeats` on those lines), and
 * - the leftover itself, whole, only repeats the TownName, Country, CountrySubDivision, DistrictName
 *   or PostCode the caller sent (FLD-05 of `scanRepeats` on the caller's address).
 * A leftover inside a name ("Banque de Luxembourg") is never one: its line repeats nothing.
 * Returns the indexes of `leftovers` to remove.
 */
export function repeatsLeftByStructuring(given: readonly string[], leftovers: readonly string[], output: PostalAddress, sent: PostalAddress): number[] {
  // The leftovers that whole repeat what the caller sent, first: most (a name, a street) repeat
  // nothing, and then the given lines need no scan against the output (which reads every line with
  // a word of a field: most of them, once the engine has filled the fields).
  const wanted: Array<{ index: number; text: string }> = [];
  leftovers.forEach((text, index) => {
    const trimmed = text.trim();
    const own = scanRepeats([trimmed], sent).found;
    if (own.some((f) => f.code === 'FLD-05' && f.start === 0 && f.end === trimmed.length)) wanted.push({ index, text: trimmed.toUpperCase() });
  });
  if (wanted.length === 0) return [];
  const sources = scanRepeats(given, output)
    .found.filter((f) => f.code === 'FLD-05')
    .map((f) => given[f.line]!.slice(f.start, f.end).toUpperCase());
  const used = new Set<number>();
  const removed: number[] = [];
  for (const { index, text } of wanted) {
    const source = sources.findIndex((s, i) => !used.has(i) && containsAtWordEdges(s, text));
    if (source < 0) continue;
    used.add(source);
    removed.push(index);
  }
  return removed;
}

const WORD = /[\p{L}\p{N}]/u;

function containsAtWordEdges(haystack: string, needle: string): boolean {
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    if (!WORD.test(haystack[at - 1] ?? '') && !WORD.test(haystack[at + needle.length] ?? '')) return true;
  }
  return false;
}
