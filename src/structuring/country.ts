// Finds the country written at the end of the address (a code or a name in any language) and
// takes it out of the segments, so that later steps see only street, postcode and town.
import { countryFromText, findCountryNameInLine } from '../reference/countries';
import { normalisePostcode } from '../reference/postcodes';
import { hasDigit } from './lexicon';
import { segmentText, subSegment, type Segment } from './tokens';

export interface CountryFinding {
  readonly code: string;
  readonly confidence: number;
  /** The country text as written, when it may also be the town (city-states: "Singapore", "Monaco"). */
  readonly text: string;
  /** True when the text was taken out of the segments. */
  readonly removed: boolean;
}

/** Word index at which a character offset of the joined segment text starts, or -1. */
function wordAt(seg: Segment, offset: number): number {
  let pos = 0;
  for (let i = 0; i < seg.words.length; i++) {
    if (pos === offset) return i;
    pos += (seg.words[i] as string).length + 1;
  }
  return -1;
}

/**
 * "80331 MUENCHEN DE": a code ending the last segment counts as the country only when a valid
 * postcode of that country stands before it (so "BOSTON MA" never becomes Morocco).
 */
function trailingCode(segs: Segment[], last: Segment, known: string | undefined): CountryFinding | undefined {
  const n = last.words.length;
  if (n < 2) return undefined;
  const word = last.words[n - 1] as string;
  if (word.length < 2 || word.length > 3 || word !== word.toUpperCase()) return undefined;
  const code = countryFromText(word);
  if (code === undefined || (known !== undefined && code !== known)) return undefined;
  const prev = segs[segs.length - 2];
  for (const seg of prev ? [last, prev] : [last]) {
    const end = seg === last ? n - 1 : seg.words.length;
    for (let i = 0; i < end; i++) {
      const single = normalisePostcode(code, seg.words[i] as string) !== undefined;
      const pair = i + 1 < end && normalisePostcode(code, `${seg.words[i]} ${seg.words[i + 1]}`) !== undefined;
      if (single || pair) {
        segs[segs.length - 1] = subSegment(last, 0, n - 1);
        return { code, confidence: 0.85, text: word, removed: true };
      }
    }
  }
  return undefined;
}

/**
 * Looks at the last segment: a whole segment that is a country, or a country name ending it.
 * With `known`, only that country is looked for (its repetition in the lines is removed).
 */
export function detectCountry(segs: Segment[], known: string | undefined): CountryFinding | undefined {
  const last = segs[segs.length - 1];
  if (!last) return undefined;
  const whole = segmentText(last);
  const code = hasDigit(whole) ? undefined : countryFromText(whole);
  if (code !== undefined && (known === undefined || code === known) && segs.length > 1) {
    segs.pop();
    const length = whole.replace(/\./g, '').length;
    const confidence = length > 3 ? 0.97 : length === 3 ? 0.95 : 0.88;
    return { code, confidence, text: whole, removed: true };
  }
  const match = findCountryNameInLine(whole, known);
  if (!match) return trailingCode(segs, last, known);
  const start = wordAt(last, match.start);
  if (start < 0) return trailingCode(segs, last, known);
  const tail = whole.slice(match.end).trim();
  if (tail === '' || /^[.,;:)]*$/.test(tail)) {
    if (start === 0) {
      if (segs.length === 1) return undefined;
      segs.pop();
      return { code: match.code, confidence: 0.96, text: match.text, removed: true };
    }
    // Only a postcode would remain ("L-1234 Luxembourg", "98000 Monaco"): the name is the town.
    const before = subSegment(last, 0, start);
    if (before.words.length <= 2 && before.words.every(hasDigit)) {
      return { code: match.code, confidence: 0.9, text: match.text, removed: false };
    }
    segs[segs.length - 1] = before;
    return { code: match.code, confidence: 0.95, text: match.text, removed: true };
  }
  // "Singapore 018989": the country name is followed only by a postcode, so it is also the town.
  if (start === 0 && tail.split(/\s+/).length <= 2 && hasDigit(tail)) {
    return { code: match.code, confidence: 0.9, text: match.text, removed: false };
  }
  return trailingCode(segs, last, known);
}
