// The checks behind the verification score and their weights (docs/verification.md): the score is
// the weighted mean of the confidences of the checks the quality level makes.

export type CheckName = 'country' | 'postcodeFormat' | 'postcodeKnown' | 'town' | 'pair' | 'subdivision';

export interface Check {
  name: CheckName;
  /** 1 confirmed, 0 refuted or missing, 0.5 the reference data cannot tell, 0.98 an alternate-name match. */
  confidence: number;
}

// The town weighs most: it is what a payment's address is routed by; a postcode pairing is strong
// evidence that both are right; the country alone says little.
export const CHECK_WEIGHTS: Readonly<Record<CheckName, number>> = {
  country: 1,
  postcodeFormat: 1,
  postcodeKnown: 2,
  town: 3,
  pair: 2,
  subdivision: 1,
};
