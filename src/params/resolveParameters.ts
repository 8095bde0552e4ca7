// Which value wins (contract section 5): processingOptions, then the channel profile, then the
// context's processing-fallback fields, then the service default; each value keeps its source.
import type { ChannelProfile, Context, ProcessingOptions } from '../model/schemas';
import type { Direction, OutputMode, PartyRole, Quality, Redaction, SchemeCode, SchemeVersion, TargetFormat } from '../model/enums';
import { reason, type Reason } from '../model/reasons';
import { parseExecutionInstant } from './executionInstant';

export type ParameterSource = 'processingOptions' | 'channelProfile' | 'context' | 'default';

export interface ResolvedParameters {
  scheme: SchemeCode | undefined;
  schemeVersion: SchemeVersion | undefined;
  quality: Quality;
  verification: boolean;
  detectMisplacedIdentifiers: boolean;
  validateNameContent: boolean;
  redaction: Redaction;
  targetFormat: TargetFormat;
  repairConfidenceThreshold: number;
  payerPspCountry: string | undefined;
  payeePspCountry: string | undefined;
  direction: Direction;
  outputMode: OutputMode;
  partyRole: PartyRole;
  executionDatetime: Date;
  timezone: string | undefined;
}

export type ParameterName = keyof ResolvedParameters;

export interface ParameterTrace {
  name: ParameterName;
  value: unknown;
  source: ParameterSource;
}

export interface Resolution {
  parameters: ResolvedParameters;
  sources: ParameterSources;
  reasons: Reason[];
  /** The parameters with their sources, built on demand (traceability, audit). */
  readonly trace: ParameterTrace[];
}

const EPC_SCHEMES: ReadonlySet<SchemeCode> = new Set(['SCT', 'SCT_INST', 'SDD_CORE', 'SDD_B2B']);
const CBPR_PLUS_SCHEMES: ReadonlySet<SchemeCode> = new Set(['CBPRPLUS', 'CHAPS', 'T2', 'EURO1', 'FEDWIRE']);

export function defaultOutputMode(scheme: SchemeCode | undefined): OutputMode {
  if (scheme && EPC_SCHEMES.has(scheme)) return 'EPC';
  if (scheme && CBPR_PLUS_SCHEMES.has(scheme)) return 'CBPR_PLUS';
  return 'COMPLIANCE';
}

export function usesEpcCharacterSet(scheme: SchemeCode | undefined): boolean {
  return scheme !== undefined && EPC_SCHEMES.has(scheme);
}

type Layer = Exclude<ParameterSource, 'default'>;

/**
 * Which layers may set each parameter. processingOptions sets only what spec 2.4 declares;
 * direction and outputMode come from the profile or the context; the time zone only from the
 * context. A layer earlier in the precedence (options > profile > context) overwrites a later one.
 */
const ALLOWED: Readonly<Record<Layer, ReadonlySet<string>>> = {
  processingOptions: new Set(['scheme', 'schemeVersion', 'quality', 'verification', 'detectMisplacedIdentifiers', 'validateNameContent', 'redaction', 'targetFormat', 'repairConfidenceThreshold', 'payerPspCountry', 'payeePspCountry']),
  channelProfile: new Set(['scheme', 'schemeVersion', 'quality', 'verification', 'detectMisplacedIdentifiers', 'validateNameContent', 'redaction', 'targetFormat', 'repairConfidenceThreshold', 'payerPspCountry', 'payeePspCountry', 'direction', 'outputMode']),
  context: new Set(['scheme', 'schemeVersion', 'direction', 'outputMode', 'timezone']),
};

/** Trace order: the order parameters are listed in traceability. */
const TRACE_ORDER: readonly ParameterName[] = [
  'scheme', 'schemeVersion', 'quality', 'verification', 'detectMisplacedIdentifiers', 'validateNameContent', 'redaction', 'targetFormat',
  'repairConfidenceThreshold', 'payerPspCountry', 'payeePspCountry', 'direction', 'outputMode', 'timezone', 'executionDatetime', 'partyRole',
];

export type ParameterSources = Record<ParameterName, ParameterSource>;

/** The resolved parameters with their sources, in trace order; unset optional ones are left out. */
export function traceOf(parameters: ResolvedParameters, sources: ParameterSources): ParameterTrace[] {
  const trace: ParameterTrace[] = [];
  for (const name of TRACE_ORDER) {
    const value = parameters[name];
    if (value === undefined) continue;
    trace.push({ name, value: value instanceof Date ? value.toISOString() : value, source: sources[name] });
  }
  return trace;
}

const EMPTY: Record<string, unknown> = {};

function overlay(resolved: Record<string, unknown>, sources: Record<string, ParameterSource>, layer: Layer, values: Record<string, unknown> | undefined): void {
  if (!values) return;
  const allowed = ALLOWED[layer];
  for (const name in values) {
    const value = values[name];
    if (value !== undefined && allowed.has(name)) {
      resolved[name] = value;
      sources[name] = layer;
    }
  }
}

export function resolveParameters(layers: { options?: ProcessingOptions; profile?: ChannelProfile; context?: Context }, now: Date): Resolution {
  const reasons: Reason[] = [];
  const resolved: Record<string, unknown> = {
    scheme: undefined, schemeVersion: undefined, quality: 'standard', verification: true, detectMisplacedIdentifiers: true,
    validateNameContent: true, redaction: 'NONE', targetFormat: 'auto', repairConfidenceThreshold: 0.8, payerPspCountry: undefined,
    payeePspCountry: undefined, direction: 'OUTBOUND', outputMode: undefined, timezone: undefined,
  };
  const sources = {} as Record<string, ParameterSource>;
  for (const name in resolved) sources[name] = 'default';
  overlay(resolved, sources, 'context', layers.context as Record<string, unknown> | undefined);
  overlay(resolved, sources, 'channelProfile', layers.profile as Record<string, unknown> | undefined);
  overlay(resolved, sources, 'processingOptions', layers.options as Record<string, unknown> | undefined);
  if (resolved.outputMode === undefined) resolved.outputMode = defaultOutputMode(resolved.scheme as SchemeCode | undefined);
  // Endpoint rule 4: basic quality forces verification off, whatever asked for it.
  if (resolved.quality === 'basic') resolved.verification = false;
  const context = (layers.context ?? EMPTY) as Context;
  const executionDatetime = context.executionDatetime !== undefined ? parseExecutionInstant(context.executionDatetime, resolved.timezone as string | undefined) : now;
  sources.executionDatetime = context.executionDatetime !== undefined ? 'context' : 'default';

  // the profile's channelSelection.partyRole, else context.partyRole, else debtor.
  const profileRole = layers.profile?.channelSelection?.partyRole;
  const contextRole = context.partyRole;
  const partyRole: PartyRole = profileRole ?? contextRole ?? 'debtor';
  sources.partyRole = profileRole !== undefined ? 'channelProfile' : contextRole !== undefined ? 'context' : 'default';
  if (profileRole === undefined && contextRole === undefined) {
    reasons.push(reason('FLD-07', { severity: 'INFO', field: 'partyRole', detail: 'no party role given; debtor assumed' }));
  } else if (profileRole !== undefined && contextRole !== undefined && profileRole !== contextRole) {
    reasons.push(reason('FLD-07', { severity: 'WARNING', field: 'partyRole', detail: `channel profile role ${profileRole} used over context role ${contextRole}` }));
  }

  resolved.partyRole = partyRole;
  resolved.executionDatetime = executionDatetime;
  const parameters = resolved as unknown as ResolvedParameters;
  const parameterSources = sources as ParameterSources;
  return new ParameterResolution(parameters, parameterSources, reasons);
}

/**
 * A class, not an object literal with a `trace` getter: a literal's getter closing over the
 * request gets an accessor pair of its own, reachable from the old generation, and kept every
 * request's parameters alive through the young-generation collections (see PipelineAudit).
 */
class ParameterResolution implements Resolution {
  constructor(
    readonly parameters: ResolvedParameters,
    readonly sources: ParameterSources,
    readonly reasons: Reason[],
  ) {}

  get trace(): ParameterTrace[] {
    return traceOf(this.parameters, this.sources);
  }
}
