// Runs EP-01 on one request: resolves the parameters, runs the 7 steps in order (timing each and
// recording its changes and reasons), decides, and builds the response and the audit facts.
import type { ChannelProfile, ProcessPartyAddressRequest, ProcessPartyAddressResponse } from '../model/schemas';
import type { AddressFormat, AutoCorrectStatus, Decision } from '../model/enums';
import { resolveParameters, traceOf, type ParameterTrace } from '../params/resolveParameters';
import { SR2026_CUTOVER_MS } from '../params/cutover';
import type { PostalReference } from '../reference/postal/types';
import { submittedAddress } from './address';
import { buildResponse, type StepRecord } from './buildResponse';
import { decide, type Outcome } from './decide';
import { canonicalOf, fingerprintOf } from './canonical';
import { CHECK_CONSERVATION_BY_DEFAULT, ConservationError, checkConservation } from './conservation';
import { usesEpcCharacterSet } from '../params/resolveParameters';
import { foldingOncePerRequest } from '../reference/countries';
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
  /** Prove conservation on this request; on by default (CONSERVATION_CHECK=off turns it off). */
  checkConservation?: boolean;
  /**
   * When the proof fails: 'withhold' (the default) answers with the conversion withheld, the lines
   * and fields as sent; 'throw' raises the ConservationError (tests, to find the fault).
   */
  onConservationError?: 'withhold' | 'throw';
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
  stepDurations: ReadonlyArray<{ readonly step: StepName; readonly durationMicros: number }>;
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
    lineScans: undefined,
    fieldConfidence: {},
    targetNotReached: false,
    repaired: false,
    wordCuts: [],
    rTransactionExempt: false,
  };
}

export function processPartyAddress(request: ProcessPartyAddressRequest, deps: ProcessDependencies): ProcessOutcome {
  // The words of this request's text, folded once for all its steps.
  return foldingOncePerRequest(() => runPipeline(request, deps));
}

/**
 * The audit facts of one call. parameters and fingerprint are built when the audit event is
 * written, after the answer has gone: not on the response path.
 *
 * A class, not an object literal with getters: each such literal whose getters close over the
 * request gets accessor pairs of its own, reachable from the old generation, so every request's
 * state and answer outlived the young-generation collections and was copied into the old one
 * (4.0 KB of a HYBRID request's garbage promoted, 1.3 KB without the two getters, measured with
 * --trace-gc-nvp). Getters on a prototype hold nothing of the request.
 */
class PipelineAudit implements AuditFacts {
  decision: Decision;
  status: AutoCorrectStatus;
  reasonCodes: string[];
  inputFormat: AddressFormat;
  outputFormat: AddressFormat;
  processingTimeMs: number;
  // Private (#): the facts an audit event reads are only the fields above and the two getters;
  // the state and the answer hold address text and stay out of any copy or serialisation.
  readonly #final: PipelineState;
  readonly #response: ProcessPartyAddressResponse;
  #fingerprint: string | undefined;

  constructor(final: PipelineState, response: ProcessPartyAddressResponse, outcome: Outcome, processingTimeMs: number) {
    this.#final = final;
    this.#response = response;
    this.decision = outcome.decision;
    this.status = outcome.status;
    this.reasonCodes = response.result.reasons.map((r) => r.code);
    this.inputFormat = final.inputFormat;
    this.outputFormat = response.result.outputFormat;
    this.processingTimeMs = processingTimeMs;
  }

  get parameters(): ParameterTrace[] {
    return traceOf(this.#final.parameters, this.#final.parameterSources);
  }

  get fingerprint(): string {
    this.#fingerprint ??= this.#response.result.canonical?.fingerprint ?? fingerprintOf(canonicalOf(this.#final));
    return this.#fingerprint;
  }
}

function runPipeline(request: ProcessPartyAddressRequest, deps: ProcessDependencies): ProcessOutcome {
  const started = performance.now();
  const context: PipelineContext = { endpoint: deps.endpoint, profile: deps.profile, now: deps.now, postal: deps.postal, verify: deps.verify };
  let { state, steps } = runSteps(request, deps, context);
  if (deps.checkConservation ?? CHECK_CONSERVATION_BY_DEFAULT) {
    const epc = usesEpcCharacterSet(state.parameters.scheme);
    try {
      checkConservation(state.input, state.address, state.removals, state.reasons, epc);
    } catch (error) {
      // Nothing lost, even when the conversion has a fault: the request runs again with its
      // lines and fields left as sent (CNV-03, PARTIAL_SUCCESS at least), and is counted.
      if (!(error instanceof ConservationError) || deps.onConservationError === 'throw') throw error;
      conservationFallbacks++;
      ({ state, steps } = runSteps(request, deps, { ...context, withholdConversion: true }));
      checkConservation(state.input, state.address, state.removals, state.reasons, epc);
    }
  }
  const outcome = decide(state.reasons, state);
  const processingTimeMs = Math.round(performance.now() - started);
  const response = buildResponse(state, outcome, steps, processingTimeMs, deps.now);
  return {
    response,
    audit: new PipelineAudit(state, response, outcome, processingTimeMs),
    // The run's records (each also says where its step's changes start): no copy a request.
    stepDurations: steps,
  };
}

/** Requests whose conversion was withheld because it could not account for every word (since start). */
let conservationFallbacks = 0;
export function conservationFallbackCount(): number {
  return conservationFallbacks;
}

function runSteps(request: ProcessPartyAddressRequest, deps: ProcessDependencies, context: PipelineContext): { state: PipelineState; steps: StepRecord[] } {
  let state = initialState(request, deps);
  const steps: StepRecord[] = [];
  // One clock reading per step boundary: a step's end is the next one's start (performance.now
  // was 4 % of a structured request when read twice a step).
  let stepStart = performance.now();
  for (const [name, step] of PIPELINE) {
    const before = state;
    state = step(state, context);
    const stepEnd = performance.now();
    // Where the step's additions start; its trace is cut from the final state when asked for (StepRecord).
    steps.push({
      step: name,
      durationMicros: Math.round((stepEnd - stepStart) * 1000),
      changesFrom: before.changes.length,
      reasonsFrom: before.reasons.length,
      problemsFrom: before.inputProblems.length,
    });
    stepStart = stepEnd;
  }
  return { state, steps };
}
