// When no country is written and the postcode shape names none, the postal reference can: a
// postcode of some country whose towns include the town written beside it ("1010 Wien" -> AT).
import { normalisePostcode } from '../reference/postcodes';
import type { PostalReference } from '../reference/postal/types';
import { hasDigit } from './lexicon';
import { segmentText, type Segment } from './tokens';
import { findTownLoosely, lookupPostcode, townFitsPostcode } from './townMatch';

/** Countries tried, the ones with the most payment traffic first. */
const CANDIDATES: readonly string[] = [
  'DE', 'FR', 'IT', 'ES', 'NL', 'BE', 'AT', 'CH', 'GB', 'US', 'PT', 'PL', 'SE', 'DK', 'NO', 'FI', 'IE', 'LU', 'CZ', 'SK', 'HU', 'SI',
  'HR', 'RO', 'BG', 'GR', 'CY', 'MT', 'EE', 'LV', 'LT', 'IS', 'LI', 'MC', 'SM', 'VA', 'AD', 'CA', 'MX', 'BR', 'AR', 'CL', 'CO', 'JP',
  'CN', 'SG', 'IN', 'KR', 'AU', 'NZ', 'ZA', 'SA', 'IL', 'TR',
];

export interface InferredCountry {
  readonly code: string;
  readonly confidence: number;
}

/** Town candidates beside a postcode at [from, to): the words after it, the last words before it, or a neighbouring segment. */
function townCandidates(segs: readonly Segment[], s: number, from: number, to: number): string[] {
  const seg = segs[s] as Segment;
  const out: string[] = [];
  for (let n = seg.words.length - to; n >= 1; n--) if (n <= 3 || n === seg.words.length - to) out.push(seg.words.slice(to, to + n).join(' '));
  for (let n = 1; n <= 3 && from - n >= 0; n++) out.push(seg.words.slice(from - n, from).join(' '));
  if (out.length === 0) {
    const next = segs[s + 1];
    const prev = segs[s - 1];
    if (next) out.push(segmentText(next));
    if (prev) out.push(segmentText(prev));
  }
  return out;
}

export function inferCountryFromPostal(segs: readonly Segment[], postal: PostalReference): InferredCountry | undefined {
  const paired: string[] = [];
  const named: string[] = [];
  // Countries where the town is known only by another name ("Athens" for Athína, "Nicosia" for Lefkosía).
  const exonym: string[] = [];
  for (let s = segs.length - 1; s >= Math.max(0, segs.length - 2) && paired.length === 0 && named.length === 0 && exonym.length === 0; s--) {
    const seg = segs[s] as Segment;
    for (let i = 0; i < seg.words.length; i++) {
      const word = seg.words[i] as string;
      if (!hasDigit(word) || word.length > 10) continue;
      const raws: [string, number][] = [[word, i + 1]];
      if (i + 1 < seg.words.length) raws.push([`${word} ${seg.words[i + 1]}`, i + 2]);
      for (const [raw, to] of raws) {
        const candidates = townCandidates(segs, s, i, to);
        if (candidates.length === 0) continue;
        for (const country of CANDIDATES) {
          const postcode = normalisePostcode(country, raw);
          if (postcode === undefined) continue;
          const towns = postal.townsForPostcode(country, lookupPostcode(country, postcode));
          for (const town of candidates) {
            if (towns.length > 0) {
              if (townFitsPostcode(postal, country, town, towns) && !paired.includes(country)) paired.push(country);
            } else if (postal.coverage(country).pairs === 0) {
              const matches = findTownLoosely(postal, country, town);
              if (matches.some((m) => m.match === 'exact')) {
                if (!named.includes(country)) named.push(country);
              } else if (matches.length > 0 && !exonym.includes(country)) exonym.push(country);
            }
          }
        }
      }
    }
  }
  // A postcode-town pair the reference knows is strong; a valid postcode beside a known town is weaker.
  if (paired.length > 0) return { code: paired[0] as string, confidence: paired.length === 1 ? 0.92 : 0.6 };
  if (named.length > 0) return { code: named[0] as string, confidence: named.length === 1 ? 0.85 : 0.55 };
  if (exonym.length > 0) return { code: exonym[0] as string, confidence: exonym.length === 1 ? 0.8 : 0.5 };
  return undefined;
}
