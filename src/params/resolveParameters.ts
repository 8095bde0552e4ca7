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
  trace: ParameterTrace[];
  reasons: Reason[];
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
 * Which layers may set each parameter, in precedence order. processingOptions sets only what spec
 * 2.4 declares; direction and outputMode come from the profile or the context; the date and time
 * zone only from the context. Defaults that depend on another parameter are filled in below.
 */
const PARAMETER_LAYERS: ReadonlyArray<{ name: Exclude<ParameterName, 'partyRole' | 'executionDatetime'>; layers: readonly Layer[]; fallback: unknown }> = [
  { name: 'scheme', layers: ['processingOptions', 'channelProfile', 'context'], fallback: undefined },
  { name: 'schemeVersion', layers: ['processingOptions', 'channelProfile', 'context'], fallback: undefined },
  { name: 'quality', layers: ['processingOptions', 'channelProfile'], fallback: 'standard' },
  { name: 'verification', layers: ['processingOptions', 'channelProfile'], fallback: true },
  { name: 'detectMisplacedIdentifiers', layers: ['processingOptions', 'channelProfile'], fallback: true },
  { name: 'validateNameContent', layers: ['processingOptions', 'channelProfile'], fallback: true },
  { name: 'redaction', layers: ['processingOptions', 'channelProfile'], fallback: 'NONE' },
  { name: 'targetFormat', layers: ['processingOptions', 'channelProfile'], fallback: 'auto' },
  { name: 'repairConfidenceThreshold', layers: ['processingOptions', 'channelProfile'], fallback: 0.8 },
  { name: 'payerPspCountry', layers: ['processingOptions', 'channelProfile'], fallback: undefined },
  { name: 'payeePspCountry', layers: ['processingOptions', 'channelProfile'], fallback: undefined },
  { name: 'direction', layers: ['channelProfile', 'context'], fallback: 'OUTBOUND' },
  { name: 'outputMode', layers: ['channelProfile', 'context'], fallback: undefined },
  { name: 'timezone', layers: ['context'], fallback: undefined },
];

const EMPTY = {};

export function resolveParameters(layers: { options?: ProcessingOptions; profile?: ChannelProfile; context?: Context }, now: Date): Resolution {
  const sources: Record<Layer, Record<string, unknown>> = {
    processingOptions: layers.options ?? EMPTY,
    channelProfile: layers.profile ?? EMPTY,
    context: layers.context ?? EMPTY,
  };
  const trace: ParameterTrace[] = [];
  const reasons: Reason[] = [];
  const resolved: Record<string, unknown> = {};
  for (const { name, layers: allowed, fallback } of PARAMETER_LAYERS) {
    let value: unknown;
    let source: ParameterSource = 'default';
    for (const layer of allowed) {
      value = sources[layer][name];
      if (value !== undefined) {
        source = layer;
        break;
      }
    }
    if (value === undefined) value = name === 'outputMode' ? defaultOutputMode(resolved.scheme as SchemeCode | undefined) : fallback;
    resolved[name] = value;
    if (value !== undefined) trace.push({ name, value, source });
  }
  if (resolved.quality === 'basic' && resolved.verification === true) {
    // Endpoint rule 4: basic quality forces verification off, whatever asked for it.
    resolved.verification = false;
    const entry = trace.find((t) => t.name === 'verification');
    if (entry) entry.value = false;
  }
  const context = sources.context as Context;
  const executionDatetime = context.executionDatetime !== undefined ? parseExecutionInstant(context.executionDatetime, resolved.timezone as string | undefined) : now;
  trace.push({ name: 'executionDatetime', value: executionDatetime.toISOString(), source: context.executionDatetime !== undefined ? 'context' : 'default' });

  // the profile's channelSelection.partyRole, else context.partyRole, else debtor.
  const profileRole = layers.profile?.channelSelection?.partyRole;
  const contextRole = context.partyRole;
  const partyRole: PartyRole = profileRole ?? contextRole ?? 'debtor';
  trace.push({ name: 'partyRole', value: partyRole, source: profileRole !== undefined ? 'channelProfile' : contextRole !== undefined ? 'context' : 'default' });
  if (profileRole === undefined && contextRole === undefined) {
    reasons.push(reason('FLD-07', { severity: 'INFO', field: 'partyRole', detail: 'no party role given; debtor assumed' }));
  } else if (profileRole !== undefined && contextRole !== undefined && profileRole !== contextRole) {
    reasons.push(reason('FLD-07', { severity: 'WARNING', field: 'partyRole', detail: `channel profile role ${profileRole} used over context role ${contextRole}` }));
  }

  return {
    parameters: { ...resolved, partyRole, executionDatetime } as ResolvedParameters,
    trace,
    reasons,
  };
}
