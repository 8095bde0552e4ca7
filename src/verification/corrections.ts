// Premium corrections: a town name repaired by spelling distance, a missing town taken from the
// postcode, a missing postcode taken from the town, a subdivision taken from the town. Each carries
// a confidence that the convert step compares with repairConfidenceThreshold.
import type { PostalReference, TownMatch } from '../reference/postal/types';
import type { Correction } from './verifyAddress';

export interface CorrectionInput {
  country: string;
  townName?: string | undefined;
  /** Postcode in published form when its format is valid. */
  postcode?: string | undefined;
  postcodeKnown?: boolean | undefined;
  towns: readonly TownMatch[];
  subdivision?: string | undefined;
  pairMismatch: boolean;
}

// A unique answer from the postcode list (one town for the postcode, one postcode for the town).
const UNIQUE_PAIR_CONFIDENCE = 0.9;
// Two towns equally close to a misspelling: the larger is likelier, but not by much.
const AMBIGUITY_FACTOR = 0.85;
const SUBDIVISION_CONFIDENCE = 0.75;

export function proposeCorrections(input: CorrectionInput, postal: PostalReference): Correction[] {
  const { country, townName, postcode, postcodeKnown, towns, subdivision } = input;
  const corrections: Correction[] = [];
  const postcodeTowns = postcode && postcodeKnown ? postal.townsForPostcode(country, postcode) : [];
  let town = towns[0];

  if (townName && !town) {
    const suggestions = postal.suggestTowns(country, townName, 5);
    const best = pickSuggestion(suggestions, postcodeTowns.map((t) => t.name));
    if (best) {
      corrections.push({ field: 'townName', value: best.match.name, confidence: round(best.confidence), reason: best.reason });
      town = best.match;
    } else if (postcodeTowns.length === 1) {
      corrections.push({ field: 'townName', value: postcodeTowns[0]!.name, confidence: UNIQUE_PAIR_CONFIDENCE * 0.9, reason: 'town not found; the only town of the postcode' });
    }
  } else if (!townName && postcodeTowns.length === 1) {
    corrections.push({ field: 'townName', value: postcodeTowns[0]!.name, confidence: UNIQUE_PAIR_CONFIDENCE, reason: 'town missing; the only town of the postcode' });
  }

  if (town && !postcode) {
    const codes = postal.postcodesForTown(country, town.name);
    if (codes.length === 1) corrections.push({ field: 'postCode', value: codes[0]!, confidence: UNIQUE_PAIR_CONFIDENCE, reason: 'postcode missing or malformed; the only postcode of the town' });
  } else if (town && input.pairMismatch) {
    const codes = postal.postcodesForTown(country, town.name);
    // The town may be the wrong half of the pair: offer its postcode only with a modest confidence.
    if (codes.length === 1) corrections.push({ field: 'postCode', value: codes[0]!, confidence: 0.6, reason: 'postcode does not belong to the town; the only postcode of the town' });
  }

  if (town && subdivision && town.subdivision && postal.subdivisionMatches(country, town.name, subdivision) === false) {
    corrections.push({ field: 'countrySubDivision', value: town.subdivision, confidence: SUBDIVISION_CONFIDENCE, reason: 'subdivision does not match the town; the subdivision of the town' });
  }
  return corrections;
}

function pickSuggestion(suggestions: readonly TownMatch[], postcodeTownNames: readonly string[]): { match: TownMatch; confidence: number; reason: string } | undefined {
  const first = suggestions[0];
  if (!first) return undefined;
  // A suggestion that is also a town of the given postcode is confirmed by two independent facts.
  const paired = suggestions.find((s) => postcodeTownNames.includes(s.name));
  if (paired) return { match: paired, confidence: Math.min(0.99, paired.similarity + (1 - paired.similarity) * 0.8), reason: 'town spelling corrected; matches the postcode' };
  const second = suggestions[1];
  const ambiguous = second !== undefined && second.similarity === first.similarity && second.name !== first.name;
  return { match: first, confidence: ambiguous ? first.similarity * AMBIGUITY_FACTOR : first.similarity, reason: ambiguous ? 'town spelling corrected; other towns are as close' : 'town spelling corrected' };
}

const round = (n: number) => Math.round(n * 1000) / 1000;
