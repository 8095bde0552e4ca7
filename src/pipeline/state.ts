// The state that flows through the 7 steps. Each step is a pure function from the state before
// it to the state after it; it records what it changed and which reasons it raised.
import type { PostalAddress, ProcessPartyAddressRequest, ChannelProfile } from '../model/schemas';
import type { AddressFormat, VerificationStatus } from '../model/enums';
import type { Reason } from '../model/reasons';
import type { ResolvedParameters, ParameterSources } from '../params/resolveParameters';
import type { PostalReference } from '../reference/postal/types';
import type { StructuredFieldName } from '../model/fields';
import type { Quality } from '../model/enums';
import type { PostalQuery } from '../verification/postalQuery';
import type { Removal } from './conservation';
import type { IdentifierScan } from './rules/misplacedIdentifiers';
import type { NameScan } from './rules/nameInAddress';
import type { RepeatScan } from './rules/townCountryRepeat';
import type { WordCut } from './rules/outputLines';

export type Endpoint = 'process' | 'check' | 'r-transaction';

export const STEP_NAMES = ['classify', 'validate', 'date-legality', 'normalise', 'verify', 'convert', 'revalidate'] as const;
export type StepName = (typeof STEP_NAMES)[number];

export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
  rule: string;
}

export interface Verification {
  status: VerificationStatus;
  score: number;
  /** Confidence the postal database gives each field it looked at. */
  fieldConfidence: Partial<Record<StructuredFieldName, number>>;
}

/** A repair the postal database proposes (premium quality); convert applies it above the threshold. */
export interface Correction {
  field: 'townName' | 'postCode' | 'countrySubDivision';
  value: string;
  confidence: number;
  /** Neutral wording of the evidence, never address text. */
  reason?: string;
  /** A suggestion only: never applied, reported as an action (e.g. for an unknown town, VRF-03). */
  suggestion?: boolean;
}

export interface VerificationOutcome extends Verification {
  reasons: Reason[];
  corrections: Correction[];
}

/** Looks a PostalQuery up in the postal database at a quality level. Only postal fields reach it. */
export type Verifier = (query: PostalQuery, quality: Exclude<Quality, 'basic'>) => VerificationOutcome;

export interface ExtractedIdentifiers {
  bic?: string;
  lei?: string;
  iban?: string;
}

/** Reference data and clock handed to every step; nothing else reaches the pipeline. */
export interface PipelineContext {
  endpoint: Endpoint;
  profile: ChannelProfile | undefined;
  now: Date;
  /** Postal reference for the structuring engine (town and postcode recognition). */
  postal: PostalReference | undefined;
  verify: Verifier;
  /**
   * Set on the second run of a request whose conversion could not account for every word of its
   * input (processPartyAddress): convert then leaves the lines and fields as they are.
   */
  withholdConversion?: boolean;
}

/**
 * What validate found in the input's lines (R-04 identifiers, the party name, R-05 repeats), kept
 * for convert: when normalise left the lines and the fields as they were (most requests), convert
 * takes the same spans out without scanning again. Each scan is a pure function of the lines,
 * the address's fields and the request, so the same inputs give the same findings.
 */
export interface LineScans {
  /** The lines scanned. */
  readonly lines: readonly string[];
  /** The address whose fields the scans read (the country for the town test, every field for repeats). */
  readonly address: PostalAddress;
  readonly identifiers: IdentifierScan | undefined;
  readonly partyName: NameScan | undefined;
  readonly repeats: RepeatScan | undefined;
}

export interface PipelineState {
  readonly request: ProcessPartyAddressRequest;
  readonly parameters: ResolvedParameters;
  readonly parameterSources: ParameterSources;
  /** The address as submitted (postalAddressXml mapped to JSON names). */
  readonly input: PostalAddress;
  readonly inputFormat: AddressFormat;
  /** The address being worked on; becomes the output. */
  readonly address: PostalAddress;
  /** True when the SR2026 rule set applies (at/after the cutover, or opted in). */
  readonly sr2026: boolean;
  /** True when a FULLY_UNSTRUCTURED output would be permitted (date-legality). */
  readonly unstructuredPermitted: boolean;
  /** Problems found in the input by validate/date-legality; revalidate decides their final severity. */
  readonly inputProblems: readonly Reason[];
  /** Reasons final as raised (INFO and WARNING of the steps). */
  readonly reasons: readonly Reason[];
  readonly changes: readonly FieldChange[];
  /** Text taken out of the address, each reported by a reason (contract section 6). */
  readonly removals: readonly Removal[];
  readonly verification: Verification;
  /** Reasons of the latest verification (replaced when revalidate verifies the output again). */
  readonly verificationReasons: readonly Reason[];
  readonly corrections: readonly Correction[];
  readonly extractedIdentifiers: ExtractedIdentifiers;
  readonly detectedNameInAddress: string | undefined;
  /** Set by validate: its scans of the input's lines (see LineScans). */
  readonly lineScans: LineScans | undefined;
  /** Confidence of each output field (1 for values the caller supplied and nothing contradicts). */
  readonly fieldConfidence: Partial<Record<StructuredFieldName, number>>;
  /** Set by convert: the requested target format was not reached. */
  readonly targetNotReached: boolean;
  /** Set by convert: repairs were applied (beyond normalisation). */
  readonly repaired: boolean;
  /** Set by convert: words longer than an OutputMode line, split across lines (reported, PARTIAL_SUCCESS). */
  readonly wordCuts: readonly WordCut[];
  readonly rTransactionExempt: boolean;
}

export type Step = (state: PipelineState, context: PipelineContext) => PipelineState;
