// When no country is written and the postcode shape names none, the postal reference can: a
// postcode of some country whose towns include the town written beside it ("1010 Wien" -> AT).
import { acceptsCompactLength, compactPostcode, normaliseCompactPostcode } from '../reference/postcodes';
import type { PostalReference } from '../reference/postal/types';
import { assignedCountryCodes } from '../reference/countries';
import { FLOOR_PRE, hasDigit, NUMBER_MARK, POST_BOX, ROOM_PRE } from './lexicon';
import { maxSubdivisionWords, subdivisionCodeOrName } from './subdivision';
import { STREET_WORD_COUNTRIES } from './tables/conventions';
import { segmentText, type Segment } from './tokens';
import { findTownLoosely, lookupPostcode, sameTown, townFitsPostcode } from './townMatch';

/** Countries tried, the ones with the most payment traffic first. */
const CANDIDATES: readonly string[] = [
  'DE', 'FR', 'IT', 'ES', 'NL', 'BE', 'AT', 'CH', 'GB', 'US', 'PT', 'PL', 'SE', 'DK', 'NO', 'FI', 'IE', 'LU', 'CZ', 'SK', 'HU', 'SI',
  'HR', 'RO', 'BG', 'GR', 'CY', 'MT', 'EE', 'LV', 'LT', 'IS', 'LI', 'MC', 'SM', 'VA', 'AD', 'CA', 'MX', 'BR', 'AR', 'CL', 'CO', 'JP',
  'CN', 'SG', 'IN', 'KR', 'AU', 'NZ', 'ZA', 'SA', 'IL', 'TR', 'AE', 'HK',
];

/** The candidate countries by the length of a separator-free postcode they accept, in traffic order. */
const CANDIDATES_BY_LENGTH = new Map<number, string[]>();
for (let length = 1; length <= 12; length++) CANDIDATES_BY_LENGTH.set(length, CANDIDATES.filter((c) => acceptsCompactLength(c, length)));

export interface InferredCountry {
  readonly code: string;
  readonly confidence: number;
  /** Inhabitants of the town that named the country, when the town alone decided. */
  readonly population?: number | undefined;
  /** True when several countries knew the town and its size decided. */
  readonly tieBreak?: boolean;
  /** True when the only evidence was a number beside a town on a neighbouring line (a house number, perhaps). */
  readonly weak?: boolean;
}

/** Town candidates beside a postcode at [from, to): the words after it, the last words before it, or a neighbouring segment. */
function townCandidates(segs: readonly Segment[], s: number, from: number, to: number): string[] {
  const seg = segs[s] as Segment;
  const out: string[] = [];
  for (let n = seg.words.length - to; n >= 1; n--) if (n <= 3 || n === seg.words.length - to) out.push(seg.words.slice(to, to + n).join(' '));
  // Words before the postcode count only up to a number: "Oude Markt 13 3000 Leuven" offers no town before 3000.
  for (let n = 1; n <= 3 && from - n >= 0 && !hasDigit(seg.words[from - n] as string); n++) out.push(seg.words.slice(from - n, from).join(' '));
  // Both halves of "Altındağ/Ankara".
  for (const candidate of out.slice()) {
    const slash = candidate.indexOf('/');
    if (slash > 0) out.push(candidate.slice(0, slash).trim(), candidate.slice(slash + 1).trim());
  }
  // The neighbouring lines ("Shenzhen, Guangdong 518038"), marked so that they never outweigh the postcode's own line.
  const next = segs[s + 1];
  const prev = segs[s - 1];
  if (prev && prev.words.length <= 4 && !hasDigit(segmentText(prev))) out.push(NEIGHBOUR + segmentText(prev));
  if (next && next.words.length <= 4 && !hasDigit(segmentText(next))) out.push(NEIGHBOUR + segmentText(next));
  return out;
}

/** Marks a town candidate taken from a neighbouring line. */
const NEIGHBOUR = '\u0000';

/**
 * Without any postcode: the last line as a town known in exactly one of the main countries
 * ("Dubai", "Bogotá"). A town known in several ("Santiago") names none.
 */
export function inferCountryFromTown(segs: readonly Segment[], postal: PostalReference, postcode?: { seg: number; from: number; to: number }): InferredCountry | undefined {
  const lastIndex = segs.length - 1;
  const last = segs[lastIndex];
  if (!last) return undefined;
  // "Karachi-74000", "Bangkok 10400": a bare postcode no country's format confirmed stands beside the town.
  const lastText = postcode?.seg === lastIndex ? segmentText({ ...last, words: last.words.filter((_, i) => i < postcode.from || i >= postcode.to) }) : segmentText(last);
  if (lastText === '' || lastText.split(' ').length > 4 || hasDigit(lastText)) return undefined;
  // "Medellín, Antioquia": the town may stand before a region line.
  const byLast = townCountry(segs, lastText, postal);
  if (byLast !== undefined || segs.length < 3) return byLast;
  const previous = segs[segs.length - 2] as Segment;
  return previous.words.length <= 4 && !hasDigit(segmentText(previous)) ? townCountry(segs, segmentText(previous), postal) : undefined;
}

/** A town this large names its country outside the main ones ("Karachi", "Colombo", "Bangkok"). */
const LARGE_TOWN = 100_000;
const CANDIDATE_SET: ReadonlySet<string> = new Set(CANDIDATES);

/** The one country outside the candidates with a large town of that name, if there is one. */
let otherCountries: readonly string[] | undefined;

function largeTownElsewhere(town: string, postal: PostalReference): InferredCountry | undefined {
  otherCountries ??= assignedCountryCodes().filter((c) => !CANDIDATE_SET.has(c));
  let match: InferredCountry | undefined;
  for (const country of otherCountries) {
    let largest = 0;
    for (const m of postal.findTown(country, town)) if (m.match !== 'fuzzy') largest = Math.max(largest, m.population ?? 0);
    if (largest < LARGE_TOWN) continue;
    if (match !== undefined) return undefined;
    match = { code: country, confidence: 0.8, population: largest };
  }
  return match;
}

function townCountry(segs: readonly Segment[], town: string, postal: PostalReference): InferredCountry | undefined {
  const found: string[] = [];
  const population = new Map<string, number>();
  for (const country of CANDIDATES) {
    let largest = -1;
    // An exact name, or the other name of a large town ("Galway" is Gaillimh in Ireland's
    // reference, a far larger town than Galway, New York): the population ranks them below.
    for (const m of postal.findTown(country, town)) {
      if (m.match === 'exact' || (m.match === 'alternate' && (m.population ?? 0) >= ALTERNATE_MIN_POPULATION)) largest = Math.max(largest, m.population ?? 0);
    }
    if (largest < 0) continue;
    found.push(country);
    population.set(country, largest);
  }
  if (found.length === 1) return { code: found[0] as string, confidence: 0.8, population: population.get(found[0] as string) };
  if (found.length === 0) return largeTownElsewhere(town, postal);
  // Several countries know the town: the street words' language may leave one.
  const hinted = found.filter((c) => streetLanguageAllows(segs, c));
  if (hinted.length === 1) return { code: hinted[0] as string, confidence: 0.8, population: population.get(hinted[0] as string) };
  // Else the largest town of that name ("Santiago" is the Chilean capital before a Mexican village);
  // a tie-break is a guess, below 0.8, and a closer race is a weaker guess.
  const ranked = (hinted.length > 1 ? hinted : found).sort((a, b) => (population.get(b) as number) - (population.get(a) as number));
  const first = population.get(ranked[0] as string) as number;
  const second = population.get(ranked[1] as string) as number;
  if (first <= 0) return undefined;
  return { code: ranked[0] as string, confidence: first >= DOMINANT_TOWN_RATIO * second ? 0.7 : 0.55, population: first, tieBreak: true };
}

/** Alternate names count for towns this large: smaller places carry many odd transliterations. */
const ALTERNATE_MIN_POPULATION = 50_000;

/** How many times larger the largest town of a name must be than the next for a firmer guess. */
const DOMINANT_TOWN_RATIO = 10;

function streetLanguageAllows(segs: readonly Segment[], country: string): boolean {
  let hinted = false;
  for (const seg of segs) {
    for (const key of seg.keys) {
      const countries = Object.hasOwn(STREET_WORD_COUNTRIES, key) ? STREET_WORD_COUNTRIES[key] : undefined; // "__proto__" is a word too
      if (countries === undefined) continue;
      hinted = true;
      if (countries.includes(country)) return true;
    }
  }
  return !hinted;
}

/** The candidates minus a trailing subdivision of the country ("San Pedro Garza García Nuevo León"). */
function withoutSubdivision(country: string, candidates: readonly string[]): string[] {
  const out: string[] = [];
  for (const candidate of candidates) {
    const words = candidate.split(' ');
    for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
      if (subdivisionCodeOrName(country, words, words.length - n, words.length) !== undefined) {
        out.push(words.slice(0, words.length - n).join(' '));
        break;
      }
    }
  }
  return out;
}

const WRITTEN_PREFIX = /^[A-Z]{1,3}-(?=\d)/;

/** A postcode as written must have the country's own separators ("102 50" is Greek, never a US ZIP). */
function writtenAsCountry(country: string, raw: string, compact: string): string | undefined {
  const postcode = normaliseCompactPostcode(country, compact);
  if (postcode === undefined) return undefined;
  if (raw.indexOf(' ') < 0 && raw.indexOf('-') < 0) return postcode;
  // "SE-111 29", "D-80331": a written country prefix is not part of the shape.
  const bare = raw.toUpperCase().replace(WRITTEN_PREFIX, '');
  return postcode === raw.toUpperCase() || postcode === bare ? postcode : undefined;
}

interface Evidence {
  country: string;
  /** 3 a postcode-town pair, 2 a known town, 1 a town known by another name. */
  strength: number;
  /** Words of the matched town: a longer match is more telling. */
  words: number;
  /** The town as written, to rank rivals by size. */
  town: string;
}

export function inferCountryFromPostal(segs: readonly Segment[], postal: PostalReference): InferredCountry | undefined {
  // First the cheap, strong evidence (a postcode-town pair spelt as the reference spells it); the
  // town searches over every country only when that finds nothing.
  const found = collectEvidence(segs, postal, true) ?? collectEvidence(segs, postal, false);
  if (!found?.weak) return found;
  // "Víctor Lamas 1290 / Concepción": a number ending the street line beside a town line is more
  // likely a house number; a far larger town of that name elsewhere outweighs the postcode shape.
  const byTown = inferCountryFromTown(segs, postal);
  if (byTown === undefined || byTown.code === found.code) return found;
  const own = largestTown(postal, found.code, segs);
  const other = byTown.population ?? 0;
  return other > 0 && other >= DOMINANT_TOWN_RATIO * own ? { ...byTown, confidence: Math.min(byTown.confidence, 0.7) } : found;
}

/** Inhabitants of the largest town of the country named like the last line (0 when unknown). */
function largestTown(postal: PostalReference, country: string, segs: readonly Segment[]): number {
  const last = segs[segs.length - 1];
  if (!last) return 0;
  let largest = 0;
  for (const m of postal.findTown(country, segmentText(last))) largest = Math.max(largest, m.population ?? 0);
  return largest;
}

/** The word at i follows a post box, number, room or floor mark ("P.O. Box 86269", "Suite 1200"). */
function markedNumber(seg: Segment, i: number): boolean {
  const prev = seg.keys[i - 1] as string;
  const two = i > 1 ? `${seg.keys[i - 2]} ${prev}` : '';
  return POST_BOX.has(prev) || POST_BOX.has(two) || NUMBER_MARK.has(prev) || ROOM_PRE.has(prev) || FLOOR_PRE.has(prev);
}

function collectEvidence(segs: readonly Segment[], postal: PostalReference, pairsOnly: boolean): InferredCountry | undefined {
  const evidence: Evidence[] = [];
  for (let s = segs.length - 1; s >= Math.max(0, segs.length - 2) && evidence.length === 0; s--) {
    const seg = segs[s] as Segment;
    for (let i = 0; i < seg.words.length; i++) {
      const word = seg.words[i] as string;
      if (!hasDigit(word) || word.length > 10) continue;
      // "P.O. Box 86269": a marked box, room or house number is no postcode.
      if (i > 0 && markedNumber(seg, i)) continue;
      const raws: [string, number][] = [[word, i + 1]];
      if (i + 1 < seg.words.length) raws.push([`${word} ${seg.words[i + 1]}`, i + 2]);
      for (const [raw, to] of raws) {
        const compact = compactPostcode(raw);
        if (compact.length < 3) continue;
        let candidates: string[] | undefined;
        for (const country of CANDIDATES_BY_LENGTH.get(compact.length) ?? []) {
          const postcode = writtenAsCountry(country, raw, compact);
          if (postcode === undefined) continue;
          candidates ??= townCandidates(segs, s, i, to);
          if (candidates.length === 0) break;
          const towns = postal.townsForPostcode(country, lookupPostcode(country, postcode));
          if (pairsOnly) {
            let words = 0;
            let matched = '';
            for (const candidate of candidates) {
              const neighbour = candidate.startsWith(NEIGHBOUR);
              const town = neighbour ? candidate.slice(1) : candidate;
              const length = neighbour ? 0.5 : town.split(' ').length;
              if (length > words && towns.some((t) => sameTown(town, t.name))) {
                words = length;
                matched = town;
              }
            }
            if (words > 0 && !evidence.some((e) => e.country === country)) evidence.push({ country, strength: 3, words, town: matched });
            continue;
          }
          let best: Evidence | undefined;
          const towns2 = maxSubdivisionWords(country) > 0 ? [...candidates, ...withoutSubdivision(country, candidates)] : candidates;
          for (const candidate of towns2) {
            const neighbour = candidate.startsWith(NEIGHBOUR);
            const town = neighbour ? candidate.slice(1) : candidate;
            const words = neighbour ? 0.5 : town.split(' ').length;
            let strength = 0;
            if (towns.length > 0 && townFitsPostcode(postal, country, town, towns)) strength = 3;
            else {
              // A town known under another name counts as much as its own name: the reference's
              // main name may be the English exonym ("Milan" for Milano).
              const matches = findTownLoosely(postal, country, town);
              if (matches.some((m) => m.match !== 'fuzzy')) strength = 2;
              else if (matches.length > 0) strength = 1;
            }
            if (strength > 0 && (!best || strength > best.strength || (strength === best.strength && words > best.words))) best = { country, strength, words, town };
          }
          if (best && !evidence.some((e) => e.country === country)) evidence.push(best);
        }
      }
    }
  }
  if (evidence.length === 0) return undefined;
  // The strongest kind of evidence, then the longest town match; ties keep the traffic order.
  evidence.sort((a, b) => b.strength - a.strength || b.words - a.words);
  const top = evidence[0] as Evidence;
  const rivals = evidence.filter((e) => e.strength === top.strength && e.words === top.words);
  const confidence = top.strength === 3 ? 0.92 : top.strength === 2 ? 0.85 : 0.8;
  const weak = top.strength < 3 && top.words < 1;
  if (rivals.length === 1) return { code: top.country, confidence, weak };
  // Several countries fit equally ("20154 Milano": Italy, and Milano in Texas): the street words' language may leave one.
  const hinted = rivals.filter((e) => streetLanguageAllows(segs, e.country));
  if (hinted.length === 1) return { code: (hinted[0] as Evidence).country, confidence: 0.8, weak };
  // Else the country where the town is largest ("040 01 Košice": the Slovak city, not a Czech village); still a guess.
  let pick = top;
  let largest = -1;
  for (const rival of hinted.length > 1 ? hinted : rivals) {
    const size = largestNamed(postal, rival.country, rival.town);
    if (size > largest) {
      largest = size;
      pick = rival;
    }
  }
  return { code: pick.country, confidence: top.strength === 3 ? 0.6 : 0.55, weak };
}

/** Inhabitants of the largest town of that name (own or alternate) in the country, 0 when unknown. */
function largestNamed(postal: PostalReference, country: string, town: string): number {
  let largest = 0;
  for (const m of findTownLoosely(postal, country, town)) largest = Math.max(largest, m.population ?? 0);
  return largest;
}
