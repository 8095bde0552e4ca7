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

interface Layers {
  options: ProcessingOptions;
  profile: ChannelProfile;
  context: Context;
}

export function resolveParameters(layers: { options?: ProcessingOptions; profile?: ChannelProfile; context?: Context }, now: Date): Resolution {
  const l: Layers = { options: layers.options ?? {}, profile: layers.profile ?? {}, context: layers.context ?? {} };
  const trace: ParameterTrace[] = [];
  const reasons: Reason[] = [];

  function pick<K extends ParameterName>(name: K, candidates: Array<[ParameterSource, ResolvedParameters[K] | undefined]>, fallback: ResolvedParameters[K]): ResolvedParameters[K] {
    for (const [source, value] of candidates) {
      if (value !== undefined) {
        trace.push({ name, value, source });
        return value;
      }
    }
    if (fallback !== undefined) trace.push({ name, value: fallback, source: 'default' });
    return fallback;
  }
  const fromOptionsAndProfile = <K extends keyof ProcessingOptions & ParameterName>(name: K) =>
    [['processingOptions', l.options[name]], ['channelProfile', l.profile[name]]] as Array<[ParameterSource, ResolvedParameters[K] | undefined]>;
  const fromAll = <K extends 'scheme' | 'schemeVersion'>(name: K) =>
    [...fromOptionsAndProfile(name), ['context', l.context[name]]] as Array<[ParameterSource, ResolvedParameters[K] | undefined]>;

  const scheme = pick('scheme', fromAll('scheme'), undefined);
  const schemeVersion = pick('schemeVersion', fromAll('schemeVersion'), undefined);
  const quality = pick('quality', fromOptionsAndProfile('quality'), 'standard');
  let verification = pick('verification', fromOptionsAndProfile('verification'), true);
  if (quality === 'basic' && verification) {
    // Endpoint rule 4: basic quality forces verification off, whatever asked for it.
    verification = false;
    const entry = trace.find((t) => t.name === 'verification');
    if (entry) entry.value = false;
  }
  const detectMisplacedIdentifiers = pick('detectMisplacedIdentifiers', fromOptionsAndProfile('detectMisplacedIdentifiers'), true);
  const validateNameContent = pick('validateNameContent', fromOptionsAndProfile('validateNameContent'), true);
  const redaction = pick('redaction', fromOptionsAndProfile('redaction'), 'NONE');
  const targetFormat = pick('targetFormat', fromOptionsAndProfile('targetFormat'), 'auto');
  const repairConfidenceThreshold = pick('repairConfidenceThreshold', fromOptionsAndProfile('repairConfidenceThreshold'), 0.8);
  const payerPspCountry = pick('payerPspCountry', fromOptionsAndProfile('payerPspCountry'), undefined);
  const payeePspCountry = pick('payeePspCountry', fromOptionsAndProfile('payeePspCountry'), undefined);
  const direction = pick('direction', [['channelProfile', l.profile.direction], ['context', l.context.direction]], 'OUTBOUND');
  const outputMode = pick('outputMode', [['channelProfile', l.profile.outputMode], ['context', l.context.outputMode]], defaultOutputMode(scheme));
  const timezone = pick('timezone', [['context', l.context.timezone]], undefined);
  const executionDatetime = l.context.executionDatetime !== undefined ? parseExecutionInstant(l.context.executionDatetime, timezone) : now;
  trace.push({ name: 'executionDatetime', value: executionDatetime.toISOString(), source: l.context.executionDatetime !== undefined ? 'context' : 'default' });

  // the profile's channelSelection.partyRole, else context.partyRole, else debtor.
  const profileRole = l.profile.channelSelection?.partyRole;
  const contextRole = l.context.partyRole;
  const partyRole = pick('partyRole', [['channelProfile', profileRole], ['context', contextRole]], 'debtor');
  if (profileRole === undefined && contextRole === undefined) {
    reasons.push(reason('FLD-07', { severity: 'INFO', field: 'partyRole', detail: 'no party role given; debtor assumed' }));
  } else if (profileRole !== undefined && contextRole !== undefined && profileRole !== contextRole) {
    reasons.push(reason('FLD-07', { severity: 'WARNING', field: 'partyRole', detail: `channel profile role ${profileRole} used over context role ${contextRole}` }));
  }

  return {
    parameters: {
      scheme, schemeVersion, quality, verification, detectMisplacedIdentifiers, validateNameContent, redaction, targetFormat,
      repairConfidenceThreshold, payerPspCountry, payeePspCountry, direction, outputMode, partyRole, executionDatetime, timezone,
    },
    trace,
    reasons,
  };
}
