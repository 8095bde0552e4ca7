// Builds ProcessPartyAddressResponse (spec 2.7) from the final pipeline state: decision and
// status, reasons with their legacy `issues` mirror, statistics (both spellings), confidence,
// the enrichments asked for with `include`, and redaction over all of it.
import type { AddressResult, ProcessPartyAddressResponse } from '../model/schemas';
import type { Reason } from '../model/reasons';
import type { Severity } from '../model/enums';
import { classifyFormat } from './address';
import { traceOf } from '../params/resolveParameters';
import { actionsFor } from './actions';
import { canonicalOf, fingerprintOf } from './canonical';
import type { Outcome } from './decide';
import { mask, redactAddress, redactText } from './redaction';
import type { PipelineState, StepName, FieldChange } from './state';

export interface StepTrace {
  step: StepName;
  durationMicros: number;
  changes: FieldChange[];
  reasons: string[];
}

/**
 * One step of a run as the pipeline records it: its name and time, and where its changes, reasons
 * and input problems start in the lists of the state it was given (every step only appends to
 * them, so they are the same places in the final state). The trace's lists are cut from the final
 * state only for an answer that includes traceability: most do not, and a slice and an array of
 * codes per step were seven pairs of garbage a request.
 */
export interface StepRecord {
  step: StepName;
  durationMicros: number;
  changesFrom: number;
  reasonsFrom: number;
  problemsFrom: number;
}

/** Each step's changes and the codes of the reasons and input problems it added, in that order. */
export function stepTraces(final: PipelineState, records: readonly StepRecord[]): StepTrace[] {
  return records.map((record, i) => {
    const next = records[i + 1];
    const reasons: string[] = [];
    for (let k = record.reasonsFrom; k < (next?.reasonsFrom ?? final.reasons.length); k++) reasons.push(final.reasons[k]!.code);
    for (let k = record.problemsFrom; k < (next?.problemsFrom ?? final.inputProblems.length); k++) reasons.push(final.inputProblems[k]!.code);
    return { step: record.step, durationMicros: record.durationMicros, changes: final.changes.slice(record.changesFrom, next?.changesFrom ?? final.changes.length), reasons };
  });
}

const SEVERITY_ORDER: Record<Severity, number> = { ERROR: 0, WARNING: 1, INFO: 2 };

/** Most severe first, each reason once (two steps may raise the same finding). */
export function orderedReasons(reasons: readonly Reason[]): Reason[] {
  const unique = reasons.filter((r, i) => {
    for (let k = 0; k < i; k++) {
      const o = reasons[k]!;
      if (o.code === r.code && o.severity === r.severity && o.field === r.field && o.message === r.message) return false;
    }
    return true;
  });
  return unique.sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
}

function confidenceOf(state: PipelineState): AddressResult['confidence'] {
  const fields: Record<string, number> = {};
  // for-in, not Object.entries: the same keys in the same order without an array a field.
  for (const name in state.address) {
    const value = state.address[name as keyof typeof state.address];
    if (name === 'addressLine' || name === 'countryOfResidence' || value === undefined) continue;
    const fromPipeline = state.fieldConfidence[name as keyof typeof state.fieldConfidence];
    const fromVerification = state.verification.fieldConfidence[name as keyof typeof state.verification.fieldConfidence];
    // A value the caller supplied is as sure as the postal database says; without a lookup, as sure as given.
    fields[name] = round(fromPipeline ?? fromVerification ?? 1);
  }
  // Overall is the least certain field: a chain is as strong as its weakest link.
  let overall = Infinity;
  for (const name in fields) overall = Math.min(overall, fields[name]!);
  return { overall: overall === Infinity ? 0 : overall, fields };
}

const round = (n: number) => Math.round(n * 1000) / 1000;

let lastTimestamp = { time: NaN, iso: '' };

/**
 * timestamp.toISOString(), remembered for the last instant: requests in the same millisecond (a
 * batch, a busy server, one `now` for a whole bulk run) share it. toISOString was 4 % of a
 * structured request. Keyed by the time, not the Date, as a Date can be changed.
 */
export function isoTimestamp(timestamp: Date): string {
  const time = timestamp.getTime();
  if (time !== lastTimestamp.time) lastTimestamp = { time, iso: timestamp.toISOString() };
  return lastTimestamp.iso;
}

export function buildResponse(state: PipelineState, outcome: Outcome, steps: readonly StepRecord[], processingTimeMs: number, timestamp: Date): ProcessPartyAddressResponse {
  const level = state.parameters.redaction;
  const include = new Set(state.request.include ?? []);
  const reasons = orderedReasons(state.reasons);

  const extractedIdentifiers: AddressResult['extractedIdentifiers'] = {};
  for (const [key, value] of Object.entries(state.extractedIdentifiers)) {
    if (value !== undefined) extractedIdentifiers[key as 'bic'] = level === 'FULL' ? mask(value, level) : value;
  }

  const result: AddressResult = {
    partyRole: state.parameters.partyRole,
    inputFormat: state.inputFormat,
    outputFormat: classifyFormat(state.address),
    status: outcome.status,
    output: redactAddress(state.address, level),
    verification: { status: state.verification.status, score: round(state.verification.score) },
    extractedIdentifiers,
    confidence: confidenceOf(state),
    rTransactionExempt: state.rTransactionExempt,
    reasons,
  };
  if (state.detectedNameInAddress !== undefined) result.detectedNameInAddress = level === 'NONE' ? state.detectedNameInAddress : mask(state.detectedNameInAddress, level);
  if (include.has('canonical')) {
    const canonical = canonicalOf(state);
    result.canonical = { address: redactAddress(canonical, level), fingerprint: fingerprintOf(canonical) };
  }
  if (include.has('traceability')) {
    result.traceability = {
      parameters: traceOf(state.parameters, state.parameterSources),
      steps: stepTraces(state, steps).map((s) => ({
        ...s,
        changes: s.changes.map((c) => ({ ...c, before: redactText(c.before, c.field, level), after: redactText(c.after, c.field, level) })),
      })),
    };
  }
  if (include.has('actions')) {
    result.actions = actionsFor(state).map((a) => {
      const redacted = { ...a };
      if (a.value !== undefined) redacted.value = redactText(a.value, a.field, level) ?? undefined;
      if (a.previousValue !== undefined) redacted.previousValue = redactText(a.previousValue, a.field, level) ?? undefined;
      return redacted;
    });
  }

  const accepted = outcome.decision === 'REJECT' ? 0 : 1;
  const response: ProcessPartyAddressResponse = {
    decision: outcome.decision,
    result,
    statistics: { processingTimeMs, totalRecords: 1, processedRecords: 1, acceptedCount: accepted, acceptedRecords: accepted, rejectedCount: 1 - accepted },
    issues: reasons.map((r) => (r.field === undefined ? { severity: r.severity, code: r.code, message: r.message } : { severity: r.severity, code: r.code, message: r.message, field: r.field })),
    timestamp: isoTimestamp(timestamp),
  };
  return response;
}
