// Runs EP-01 on one request: resolves the parameters, runs the 7 steps in order (timing each and
// recording its changes and reasons), decides, and builds the response and the audit facts.
import type { ChannelProfile, ProcessPartyAddressRequest, ProcessPartyAddressResponse } from '../model/schemas';
import type { AddressFormat, AutoCorrectStatus, Decision } from '../model/enums';
import { resolveParameters, traceOf, type ParameterTrace } from '../params/resolveParameters';
import { SR2026_CUTOVER_MS } from '../params/cutover';
import type { PostalReference } from '../reference/postal/types';
import { submittedAddress } from './address';
import { buildResponse, type StepTrace } from './buildResponse';
import { decide } from './decide';
import { canonicalAddress, fingerprintOf } from './canonical';
import { CHECK_CONSERVATION_BY_DEFAULT, checkConservation } from './conservation';
import { usesEpcCharacterSet } from '../params/resolveParameters';
import { forgetFoldedWords } from '../reference/countries';
import type { Endpoint, PipelineContext, PipelineState, Step, StepName, Verifier } from './state';
import { classify } from './steps/classify';
import { validate } from './steps/validate';
import { dateLegality } from './steps/dateLegality';
import { normalise } from './steps/normalise';
import { verify } from './steps/verify';
import { convert } from './steps/convert';
import { revalidate } from './steps/revalidate';

export type { Endpoint } from './state';

export const PIPELINE: ReadonlyArray<[StepName, Step]> = [
  ['classify', classify],
  ['validate', validate],
  ['date-legality', dateLegality],
  ['normalise', normalise],
  ['verify', verify],
  ['convert', convert],
  ['revalidate', revalidate],
];

export interface ProcessDependencies {
  endpoint: Endpoint;
  profile: ChannelProfile | undefined;
  now: Date;
  postal: PostalReference | undefined;
  verify: Verifier;
  /** Prove conservation on this request (throws ConservationError); on by default outside production. */
  checkConservation?: boolean;
}

/** What the audit trail records of a call: no address text, name or identifier. */
export interface AuditFacts {
  readonly parameters: ParameterTrace[];
  decision: Decision;
  status: AutoCorrectStatus;
  reasonCodes: string[];
  inputFormat: AddressFormat;
  outputFormat: AddressFormat;
  readonly fingerprint: string;
  processingTimeMs: number;
}

export interface ProcessOutcome {
  response: ProcessPartyAddressResponse;
  audit: AuditFacts;
  stepDurations: Array<{ step: StepName; durationMicros: number }>;
}

export function initialState(request: ProcessPartyAddressRequest, deps: Pick<ProcessDependencies, 'profile' | 'now'>): PipelineState {
  const resolution = resolveParameters({ options: request.processingOptions, profile: deps.profile, context: request.context }, deps.now);
  const { parameters } = resolution;
  const input = submittedAddress(request);
  if (request.countryOfResidence !== undefined && input.countryOfResidence === undefined) input.countryOfResidence = request.countryOfResidence;
  return {
    request,
    parameters,
    parameterSources: resolution.sources,
    input,
    inputFormat: 'FULLY_STRUCTURED',
    address: input,
    sr2026: parameters.executionDatetime.getTime() >= SR2026_CUTOVER_MS || parameters.schemeVersion === 'SR2026',
    unstructuredPermitted: false,
    inputProblems: [],
    reasons: resolution.reasons,
    changes: [],
    removals: [],
    verification: { status: 'unverified', score: 0, fieldConfidence: {} },
    verificationReasons: [],
    corrections: [],
    extractedIdentifiers: {},
    detectedNameInAddress: undefined,
    fieldConfidence: {},
    targetNotReached: false,
    repaired: false,
    rTransactionExempt: false,
  };
}

export function processPartyAddress(request: ProcessPartyAddressRequest, deps: ProcessDependencies): ProcessOutcome {
  try {
    return runPipeline(request, deps);
  } finally {
    forgetFoldedWords(); // the words of this request's text, folded once for all its steps
  }
}

function runPipeline(request: ProcessPartyAddressRequest, deps: ProcessDependencies): ProcessOutcome {
  const started = performance.now();
  const context: PipelineContext = { endpoint: deps.endpoint, profile: deps.profile, now: deps.now, postal: deps.postal, verify: deps.verify };
  let state = initialState(request, deps);
  const steps: StepTrace[] = [];
  for (const [name, step] of PIPELINE) {
    const stepStart = performance.now();
    const before = state;
    state = step(state, context);
    steps.push({
      step: name,
      durationMicros: Math.round((performance.now() - stepStart) * 1000),
      changes: state.changes.slice(before.changes.length),
      reasons: [...state.reasons.slice(before.reasons.length), ...state.inputProblems.slice(before.inputProblems.length)].map((r) => r.code),
    });
  }
  if (deps.checkConservation ?? CHECK_CONSERVATION_BY_DEFAULT) {
    checkConservation(state.input, state.address, state.removals, state.reasons, usesEpcCharacterSet(state.parameters.scheme));
  }
  const outcome = decide(state.reasons, state);
  const processingTimeMs = Math.round(performance.now() - started);
  const response = buildResponse(state, outcome, steps, processingTimeMs, deps.now);
  const final = state;
  let fingerprint: string | undefined;
  return {
    response,
    audit: {
      // Built when the audit event is written, after the answer has gone: not on the response path.
      get parameters() {
        return traceOf(final.parameters, final.parameterSources);
      },
      get fingerprint() {
        fingerprint ??= response.result.canonical?.fingerprint ?? fingerprintOf(canonicalAddress(final.address));
        return fingerprint;
      },
      decision: outcome.decision,
      status: outcome.status,
      reasonCodes: response.result.reasons.map((r) => r.code),
      inputFormat: state.inputFormat,
      outputFormat: response.result.outputFormat,
      processingTimeMs,
    },
    stepDurations: steps.map((s) => ({ step: s.step, durationMicros: s.durationMicros })),
  };
}
