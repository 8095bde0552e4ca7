// Step 5 of EP-01: verifies the postal part of an address against the postal reference at the
// requested quality, scores the evidence (docs/verification.md) and proposes corrections (premium).
import { isAssignedCountry } from '../reference/countries';
import { hasPostcodes, normalisePostcode } from '../reference/postcodes';
import { loadImportedRows } from '../reference/postal/importPostal';
import { loadReference } from '../reference/postal/loader';
import type { PostalReference, TownMatch } from '../reference/postal/types';
import { reason, type Reason } from '../model/reasons';
import type { Database } from '../storage/database';
import type { PostalQuery, PostalQueryField } from './postalQuery';
import { proposeCorrections } from './corrections';
import { POSTCODE_REGIONS } from '../reference/postal/data/postcodeRegions';
import { CHECK_WEIGHTS, type Check, type CheckName } from './scoring';

export type { PostalQuery } from './postalQuery';
export type Quality = 'basic' | 'standard' | 'premium';

export interface Correction {
  field: 'townName' | 'postCode' | 'countrySubDivision';
  value: string;
  confidence: number;
  /** Neutral wording, never address text. */
  reason: string;
  /**
   * True for a suggestion that is never applied, whatever the threshold: the evidence is not strong
   * enough to change what the caller sent (an unknown town, a town the postcode does not confirm).
   * It reaches the caller as an action only.
   */
  suggestion?: boolean;
}

export interface VerificationOutcome {
  status: 'verified' | 'partial' | 'unverified';
  score: number;
  reasons: Reason[];
  fieldConfidence: Partial<Record<PostalQueryField, number>>;
  corrections: Correction[];
}

/** Bundled data plus the rows an operator imported into the database (they win for their countries). */
export async function loadPostalReference(options: { db?: Database } = {}): Promise<PostalReference> {
  const importedRows = options.db ? await loadImportedRows(options.db) : [];
  return loadReference({ importedRows });
}

function skipped(): VerificationOutcome {
  return { status: 'unverified', score: 0, reasons: [reason('VRF-05')], fieldConfidence: {}, corrections: [] };
}

function notVerifiable(detail: string): VerificationOutcome {
  return { status: 'unverified', score: 0, reasons: [reason('VRF-03', { field: 'Country', detail })], fieldConfidence: { country: 0 }, corrections: [] };
}

const round = (n: number) => Math.round(n * 1000) / 1000;
// The postcode's region agrees with the town's subdivision: more than "cannot tell", less than a pair.
const REGION_AGREES = 0.75;

export function verifyAddress(query: PostalQuery, quality: Quality, verification: boolean, postal: PostalReference): VerificationOutcome {
  if (quality === 'basic' || !verification) return skipped();
  const country = query.country?.trim().toUpperCase();
  if (!country) return notVerifiable('country missing');
  if (!isAssignedCountry(country)) return notVerifiable('country is not an assigned code');
  const premium = quality === 'premium';
  const coverage = postal.coverage(country);
  const townName = query.townName?.trim() || undefined;
  const rawPostcode = query.postCode?.trim() || undefined;
  const subdivision = query.countrySubDivision?.trim() || undefined;

  const checks: Check[] = [{ name: 'country', confidence: 1 }];
  const fieldConfidence: Partial<Record<PostalQueryField, number>> = { country: 1 };
  const reasons: Reason[] = [];

  // Postcode: format at every level; presence in the national list at premium.
  const usesPostcodes = hasPostcodes(country);
  const postcode = rawPostcode ? normalisePostcode(country, rawPostcode) : undefined;
  let postcodeKnown: boolean | undefined;
  // A postcode given for a country that has none is a value the reference contradicts (often a
  // PO box number in PstCd): checked and refuted, never "verified" by being skipped (sixth review).
  const postcodeWithout = rawPostcode !== undefined && !usesPostcodes;
  if (postcodeWithout) checks.push({ name: 'postcodeFormat', confidence: 0 });
  if (usesPostcodes) {
    checks.push({ name: 'postcodeFormat', confidence: postcode ? 1 : 0 });
    if (premium) {
      postcodeKnown = postcode && coverage.postcodes > 0 ? postal.hasPostcode(country, postcode) : undefined;
      checks.push({ name: 'postcodeKnown', confidence: postcodeKnown === undefined ? (postcode ? 0.5 : 0) : postcodeKnown ? 1 : 0 });
    }
  }

  // Town: exact or alternate-name (exonym, local spelling) match.
  const towns: readonly TownMatch[] = townName ? postal.findTown(country, townName) : [];
  const town = towns[0];
  checks.push({ name: 'town', confidence: town ? town.similarity : 0 });
  if (townName) fieldConfidence.townName = town ? town.similarity : 0;

  // Does the postcode belong to the town? Checked at standard and premium wherever the reference
  // holds pairs for the country; elsewhere the pair stays unchecked (0.5) and the answer says so.
  let pairMismatch = false;
  const pairsHeld = coverage.pairs > 0;
  if (usesPostcodes && (premium || (postcode && townName))) {
    let pair = 0.5; // the data cannot tell
    if (!postcode || !town) pair = 0;
    else if (pairsHeld && postcodeKnown !== false) {
      const postcodeTowns = postal.townsForPostcode(country, postcode);
      if (postcodeTowns.length > 0) {
        const paired = postcodeTowns.some((p) => towns.some((t) => t.name === p.name));
        pair = paired ? 1 : 0;
        pairMismatch = !paired;
      }
    } else if (postcodeKnown === false) pair = 0;
    else if (!pairsHeld && postcode && town) {
      // No pairs, but the postcode's prefix names a subdivision: a contradiction is a mismatch,
      // agreement is evidence short of a confirmed pair.
      const region = postal.postcodeRegionMatches?.(country, townName!, postcode);
      if (region === true) pair = REGION_AGREES;
      else if (region === false) {
        pair = 0;
        pairMismatch = true;
      }
    }
    checks.push({ name: 'pair', confidence: pair });
  }
  // Premium checks a given subdivision always; standard where the reference can tell, so that
  // "verified" is never said of a subdivision the reference gives to another town ("New York, CA").
  if (subdivision) {
    const matches = town ? postal.subdivisionMatches(country, townName!, subdivision) : undefined;
    if (premium || matches !== undefined) {
      const confidence = matches === undefined ? 0.5 : matches ? 1 : 0;
      checks.push({ name: 'subdivision', confidence });
      fieldConfidence.countrySubDivision = confidence;
    }
  }

  if (rawPostcode && usesPostcodes) fieldConfidence.postCode = postcodeConfidence(checks, premium);
  if (postcodeWithout) fieldConfidence.postCode = 0;
  const score = round(weightedScore(checks));
  const townOk = town !== undefined;
  const postcodeOk = (!usesPostcodes && !postcodeWithout) || (postcode !== undefined && (!premium || confidenceOf(checks, 'postcodeKnown') === 1));
  const allConfirmed = checks.every((c) => c.confidence >= 0.98);

  const corrections = premium ? proposeCorrections({ country, townName, postcode, postcodeKnown, towns, subdivision, pairMismatch }, postal) : [];
  const held = describeCoverage(country, coverage, usesPostcodes, POSTCODE_REGIONS[country] !== undefined);
  let status: VerificationOutcome['status'];
  if (allConfirmed) {
    status = 'verified';
    reasons.push(reason('VRF-01', { detail: `${checkedList(checks)} checked; ${held}` }));
  } else if (townName && !townOk) {
    // An unknown town is reported, never replaced; a suggestion, if any, goes to the actions.
    status = postcode !== undefined && (!premium || postcodeKnown === true) ? 'partial' : 'unverified';
    const suggested = corrections.some((c) => c.field === 'townName');
    reasons.push(reason('VRF-03', { field: 'TownName', detail: `town not in the reference${suggested ? ' (a suggestion is in actions)' : ''}; ${held}` }));
  } else if (townOk || (postcode !== undefined && (!premium || postcodeKnown === true))) {
    status = 'partial';
    const detail = postcodeWithout && townOk ? 'town confirmed, a postcode given but the country has no postcodes' : partialDetail(townOk, postcodeOk, pairMismatch, checks);
    reasons.push(reason('VRF-02', { field: !townOk ? 'TownName' : !postcodeOk ? 'PostCode' : subdivision && confidenceOf(checks, 'subdivision') === 0 ? 'CountrySubDivision' : 'PostCode', detail: `${detail}; ${held}` }));
  } else {
    status = 'unverified';
    reasons.push(reason('VRF-03', { field: townName ? 'TownName' : 'PostCode', detail: coverage.towns === 0 ? 'no reference data for the country' : `neither town nor postcode confirmed; ${held}` }));
  }
  if (pairMismatch) reasons.push(reason('VRF-04', { field: 'PostCode' }));
  return { status, score, reasons, fieldConfidence, corrections };
}

/** What the reference holds for the country, in the words of docs/verification.md. */
export function describeCoverage(country: string, coverage: { towns: number; postcodes: number; pairs: number }, usesPostcodes: boolean, regionTable: boolean): string {
  if (!usesPostcodes) return `coverage ${country}: towns (the country has no postcodes)`;
  if (coverage.pairs > 0) return `coverage ${country}: postcode-town pairs`;
  if (regionTable && coverage.towns > 0) return `coverage ${country}: towns and postcode region (prefix to subdivision), postcode-town pair not checked`;
  if (coverage.postcodes > 0) return `coverage ${country}: towns and postcode list, postcode-town pair not checked`;
  if (coverage.towns > 0) return `coverage ${country}: towns and postcode shape only, postcode-town pair not checked`;
  return `coverage ${country}: postcode shape only`;
}

const CHECK_LABELS: Readonly<Record<CheckName, string>> = {
  country: 'country',
  postcodeFormat: 'postcode format',
  postcodeKnown: 'postcode in the national list',
  town: 'town',
  pair: 'postcode-town pair',
  subdivision: 'subdivision',
};

function checkedList(checks: readonly Check[]): string {
  return checks.map((c) => CHECK_LABELS[c.name]).join(', ');
}

function confidenceOf(checks: readonly Check[], name: CheckName): number | undefined {
  return checks.find((c) => c.name === name)?.confidence;
}

function weightedScore(checks: readonly Check[]): number {
  let total = 0;
  let weights = 0;
  for (const c of checks) {
    total += CHECK_WEIGHTS[c.name] * c.confidence;
    weights += CHECK_WEIGHTS[c.name];
  }
  return weights === 0 ? 0 : total / weights;
}

// One number for the postcode field: format alone at standard; at premium also list and pairing.
function postcodeConfidence(checks: readonly Check[], premium: boolean): number {
  const format = confidenceOf(checks, 'postcodeFormat') ?? 0;
  if (!premium || format === 0) return format;
  const known = confidenceOf(checks, 'postcodeKnown') ?? 0.5;
  const pair = confidenceOf(checks, 'pair') ?? 0.5;
  return round((format + known + pair) / 3);
}

function partialDetail(townOk: boolean, postcodeOk: boolean, pairMismatch: boolean, checks: readonly Check[]): string {
  if (pairMismatch) return 'postcode and town known but not together';
  if (!townOk) return 'postcode confirmed, town not found';
  if (!postcodeOk) return 'town confirmed, postcode not confirmed';
  if (confidenceOf(checks, 'subdivision') === 0) return 'subdivision does not match the town';
  if (confidenceOf(checks, 'pair') === 0.5) return 'postcode-town pair not checked';
  if (confidenceOf(checks, 'pair') === REGION_AGREES) return 'postcode region agrees with the town, postcode-town pair not checked';
  if (confidenceOf(checks, 'postcodeKnown') === 0.5) return 'postcode not checked against a national list';
  if (confidenceOf(checks, 'subdivision') === 0.5) return 'subdivision not checked';
  return 'some checks could not be made with the reference data';
}
