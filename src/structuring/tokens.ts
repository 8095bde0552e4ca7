// Splits AddressLines into segments (parts between commas, semicolons and spaced dashes) and
// each segment into words with folded keys, the unit every later step works on.
import { foldKey } from './lexicon';
import { charCodeAt, slice } from '../reference/stringMethods';
import { isSeparatorCode } from '../reference/separators';
import { foldWords } from '../reference/countries';

export interface Segment {
  /** Words as written (casing kept). */
  words: string[];
  /** Folded keys of the words, same length as `words`. */
  keys: string[];
  /** Index of the AddressLine the segment came from. */
  line: number;
}

export function makeSegment(words: string[], line: number): Segment {
  const keys = new Array<string>(words.length);
  for (let i = 0; i < words.length; i++) keys[i] = foldKey(words[i] as string);
  return { words, keys, line };
}

export function segmentText(seg: Pick<Segment, 'words'>, from = 0, to = seg.words.length): string {
  let out = '';
  for (let i = from; i < to; i++) out = i === from ? (seg.words[i] as string) : out + ' ' + (seg.words[i] as string);
  return out;
}

export function subSegment(seg: Segment, from: number, to: number): Segment {
  return { words: seg.words.slice(from, to), keys: seg.keys.slice(from, to), line: seg.line };
}

function pushWords(text: string, line: number, out: Segment[]): void {
  const words: string[] = [];
  let start = -1;
  const length = text.length;
  for (let i = 0; i <= length; i++) {
    const c = i < length ? charCodeAt.call(text, i) : 32;
    const space = c === 32 || c === 9 || c === 160;
    if (space) {
      if (start >= 0) {
        words.push(slice.call(text, start, i));
        start = -1;
      }
    } else if (start < 0) start = i;
  }
  // "Dhaka-1000", "Karachi-74000": a town with its postcode after a hyphen is two words. A short
  // prefix ("D-80331", "LV-1050", "CH-8001") is a country mark, read by the postcode step.
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    if (word.length < 8 || !word.includes('-')) continue;
    const m = TOWN_DASH_POSTCODE.exec(word) ?? POSTCODE_DASH_TOWN.exec(word);
    if (m) words.splice(i, 1, m[1] as string, m[2] as string);
  }
  // "邮编518054", "郵便番号980-8574", "邮政编码：310058": a postcode mark of an unspaced script glued to its
  // postcode (a colon between them is a separator) is two words.
  for (let i = 0; i < words.length; i++) {
    const m = GLUED_POSTCODE_MARK.exec(words[i] as string);
    if (m) words.splice(i, 1, m[1] as string, m[2] as string);
  }
  if (words.length > 0 && holdsWord(text)) out.push(makeSegment(words, line));
}

const GLUED_POSTCODE_MARK = /^(邮编|邮政编码|郵便番号|郵遞區號|우편번호|〒)[:：]?([0-9][0-9-]{2,9})$/u;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * True when the text holds a word as conservation counts words: a segment of marks only (a line
 * ".", a "(" between commas) is no part of the address to read, and read as the last line it hid
 * the town line above it ("10117 Berlin" / ".": no town, no postcode; sixth review).
 */
function holdsWord(text: string): boolean {
  return LETTER_OR_DIGIT.test(text) || foldWords(text).length > 0;
}

const TOWN_DASH_POSTCODE = /^(\p{Lu}[\p{L}'.]{2,})-(\d{4,6})$/u;
/** "01057-Mixco" (Guatemala's template). */
const POSTCODE_DASH_TOWN = /^(\d{4,6})-(\p{Lu}[\p{L}'.]{2,})$/u;

function isDigitCode(c: number): boolean {
  return c >= 48 && c <= 57;
}

/**
 * Whether the spaced dash at `dash` joins a number range ("9 - 12", "120 - 124"): digits on both
 * sides, of lengths that differ by at most one. "156 - 10121 Torino" is a number and a postcode.
 */
function isNumberRange(text: string, dash: number): boolean {
  let before = 0;
  for (let j = dash - 2; j >= 0 && isDigitCode(text.charCodeAt(j)); j--) before++;
  let after = 0;
  for (let j = dash + 2; j < text.length && isDigitCode(text.charCodeAt(j)); j++) after++;
  return before > 0 && after > 0 && Math.abs(before - after) <= 1;
}

/** Segments of all lines, in reading order. */
export function tokenise(lines: readonly string[]): Segment[] {
  const out: Segment[] = [];
  for (let line = 0; line < lines.length; line++) {
    const text = lines[line] as string;
    let start = 0;
    for (let i = 0; i <= text.length; i++) {
      const c = i < text.length ? charCodeAt.call(text, i) : 44;
      // Comma, semicolon, or a dash standing alone: spaces on both sides ("Av. Paulista, 1578 - Bela
      // Vista") or at either end of the line ("Cuiabá -", a template whose state was empty).
      // A spaced dash between digits is a number range ("9 - 12"), not a separator.
      const spacedDash =
        (c === 45 || c === 8211 || c === 8212) &&
        (i === 0 || text.charCodeAt(i - 1) === 32) &&
        (i === text.length - 1 || text.charCodeAt(i + 1) === 32) &&
        !isNumberRange(text, i);
      // A comma between digits is part of a number only in no address format we handle, so it always
      // splits. Separators of other scripts too (src/reference/separators.ts).
      if (isSeparatorCode(c) || spacedDash) {
        if (i > start) pushWords(text.slice(start, i), line, out);
        start = i + 1;
      }
    }
  }
  return out;
}
