// Lines wrapped at a fixed width (35-character SWIFT lines) cut a country name in two ("... DUBAI
// UNITED" / "ARAB EMIRATES"). Before segmenting, the cut words move to the line they belong to,
// so the country is read whole. Only words move between lines: no text is dropped or changed.
import { countryFromText } from '../reference/countries';
import { DIRECTIONS, foldKey } from './lexicon';
import { STREET_TYPES_LAST } from './tables/keywords';

/** The lines with a country name that was wrapped over the last two lines made whole again. */
export function rejoinWrappedCountry(lines: readonly string[]): readonly string[] {
  const n = lines.length;
  if (n < 2) return lines;
  const prev = (lines[n - 2] as string).trim();
  // Only a line filled near a fixed width was wrapped (cheap test first: this runs for every address).
  if (prev.length < 25) return lines;
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
    if (prev.length < WRAP_WIDTH - 10 || prev.length > WRAP_WIDTH) continue;
    const next = ((out ?? lines)[i + 1] as string).trim();
    const space = next.indexOf(' ');
    if (space < 0) continue;
    const first = next.slice(0, space);
    const lastOfPrev = prev.slice(prev.lastIndexOf(' ') + 1);
    // The word did not fit on the line: that is why it stands on the next one.
    if (!NAME_ENDING_TYPES.has(foldKey(first)) || /\d/.test(lastOfPrev) || prev.length + 1 + first.length <= WRAP_WIDTH) continue;
    // A compass word after the type word goes with it ("FIRST / STREET SW ROCHESTER").
    let moved = first;
    let rest = next.slice(space + 1).trim();
    const nextWord = rest.split(/\s+/, 1)[0] ?? '';
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

/** The width SWIFT MT party fields wrap at (4 lines of 35 characters). */
const WRAP_WIDTH = 35;

/**
 * Lines wrapped at 35 characters carry no meaning in their breaks: each line but the last is as
 * full as it can be (the next line's first word would not have fitted). Such lines are joined into
 * one, which structureAddress reads besides the lines as written (a short two-line address can
 * look wrapped too); otherwise the lines are returned as they are.
 */
export function unwrapFixedWidth(lines: readonly string[]): readonly string[] {
  const n = lines.length;
  if (n < 2) return lines;
  for (let i = 0; i < n - 1; i++) {
    const line = (lines[i] as string).trim();
    if (line.length > WRAP_WIDTH || line.includes(',')) return lines;
    const next = (lines[i + 1] as string).trim();
    const firstWord = next.split(/\s+/, 1)[0] ?? '';
    if (line.length + 1 + firstWord.length <= WRAP_WIDTH) return lines;
  }
  return [lines.join(' ')];
}
