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
  // The postcode and the town confirm each other: the only case where a value may be replaced.
  let pairConfirmed = town !== undefined && !input.pairMismatch && postcodeTowns.some((p) => towns.some((t) => t.name === p.name));

  if (townName && !town) {
    // A replaced town needs two facts: a small spelling distance and the postcode pairing with it.
    const suggestions = postal.suggestTowns(country, townName, 5);
    const paired = suggestions.find((s) => postcodeTowns.some((p) => p.name === s.name));
    if (paired) {
      corrections.push({ field: 'townName', value: paired.name, confidence: round(Math.min(0.99, paired.similarity + (1 - paired.similarity) * 0.8)), reason: 'town spelling corrected; matches the postcode' });
      town = paired;
      pairConfirmed = true;
    } else if (suggestions[0]) {
      const first = suggestions[0];
      const second = suggestions[1];
      const ambiguous = second !== undefined && second.similarity === first.similarity && second.name !== first.name;
      corrections.push({ field: 'townName', value: first.name, confidence: round(ambiguous ? first.similarity * AMBIGUITY_FACTOR : first.similarity), reason: ambiguous ? 'town not in the reference; a close spelling, other towns are as close' : 'town not in the reference; a close spelling the postcode does not confirm', suggestion: true });
    } else if (postcodeTowns.length === 1) {
      corrections.push({ field: 'townName', value: postcodeTowns[0]!.name, confidence: round(UNIQUE_PAIR_CONFIDENCE * 0.9), reason: 'town not in the reference; the only town of the postcode', suggestion: true });
    }
  } else if (!townName && postcodeTowns.length === 1) {
    corrections.push({ field: 'townName', value: postcodeTowns[0]!.name, confidence: UNIQUE_PAIR_CONFIDENCE, reason: 'town missing; the only town of the postcode' });
  }

  if (town && !postcode) {
    const codes = postal.postcodesForTown(country, town.name);
    if (codes.length === 1) corrections.push({ field: 'postCode', value: codes[0]!, confidence: UNIQUE_PAIR_CONFIDENCE, reason: 'postcode missing or malformed; the only postcode of the town' });
  } else if (town && input.pairMismatch) {
    const codes = postal.postcodesForTown(country, town.name);
    // The town may be the wrong half of the pair: its postcode is offered, never applied.
    if (codes.length === 1) corrections.push({ field: 'postCode', value: codes[0]!, confidence: 0.6, reason: 'postcode does not belong to the town; the only postcode of the town', suggestion: true });
  }

  if (town && subdivision && town.subdivision && postal.subdivisionMatches(country, town.name, subdivision) === false) {
    const correction: Correction = { field: 'countrySubDivision', value: town.subdivision, confidence: SUBDIVISION_CONFIDENCE, reason: 'subdivision does not match the town; the subdivision of the town' };
    corrections.push(pairConfirmed ? correction : { ...correction, suggestion: true });
  }
  return corrections;
}

const round = (n: number) => Math.round(n * 1000) / 1000;
