// The reason catalogue (contract section 7). A published code never changes meaning; add new
// codes at the end of their prefix. Messages here are templates: a reason never quotes a value
// that redaction may mask, so instances only add neutral detail.
import type { Severity } from './enums';

export interface ReasonDefinition {
  readonly code: ReasonCodeId;
  /** Severities the code may carry; the first is its usual one. */
  readonly severities: readonly Severity[];
  readonly message: string;
  readonly ruleSource?: string;
}

export const REASON_CATALOGUE = [
  { code: 'FMT-01', severities: ['INFO'], message: 'Detected input format', ruleSource: 'ISO 20022 PostalAddress24' },
  { code: 'FMT-02', severities: ['ERROR', 'WARNING'], message: 'More AddressLines than the party variant allows (3 for __1, 2 for __2)', ruleSource: 'R-01' },
  { code: 'FMT-03', severities: ['ERROR', 'WARNING'], message: 'Output does not fit the OutputMode line limits', ruleSource: 'OutputMode' },
  { code: 'FLD-01', severities: ['ERROR', 'WARNING'], message: 'Country missing', ruleSource: 'R-01' },
  { code: 'FLD-02', severities: ['ERROR'], message: 'Country is not an assigned ISO 3166-1 alpha-2 code', ruleSource: 'ISO 3166-1' },
  { code: 'FLD-03', severities: ['ERROR', 'WARNING'], message: 'TownName missing where required', ruleSource: 'R-01' },
  { code: 'FLD-04', severities: ['WARNING'], message: "Postcode does not match the country's format", ruleSource: 'Postal format' },
  { code: 'FLD-05', severities: ['WARNING'], message: 'TownName or Country repeated in AddressLine', ruleSource: 'R-05' },
  { code: 'FLD-06', severities: ['INFO'], message: "Characters converted to the scheme's character set", ruleSource: 'EPC character set' },
  { code: 'FLD-07', severities: ['INFO', 'WARNING'], message: 'Party role defaulted, or profile and context disagree', ruleSource: 'R-01' },
  { code: 'FLD-08', severities: ['WARNING'], message: 'AddressLine segment only repeats structured fields; removed', ruleSource: 'R-05' },
  { code: 'REG-01', severities: ['ERROR', 'WARNING'], message: 'FULLY_UNSTRUCTURED address not permitted after the SR2026 cutover', ruleSource: 'R-02' },
  { code: 'REG-02', severities: ['WARNING'], message: 'FULLY_UNSTRUCTURED address accepted in the grace period before the SR2026 cutover', ruleSource: 'R-02' },
  { code: 'REG-03', severities: ['WARNING'], message: 'schemeVersion SR2025 named after the SR2026 cutover; SR2026 rules applied', ruleSource: 'SR2026' },
  { code: 'REG-05', severities: ['ERROR', 'WARNING'], message: 'FULLY_UNSTRUCTURED address never permitted for __2 parties', ruleSource: 'R-03' },
  { code: 'REG-06', severities: ['ERROR'], message: 'R-transaction message type on a non-R endpoint; use the R-transaction party-address endpoint', ruleSource: 'EP-01 rule 1' },
  { code: 'REG-07', severities: ['ERROR'], message: 'Message type is not an R-transaction type; use process-party-address', ruleSource: 'EP-07/EP-15' },
  { code: 'ENT-01', severities: ['INFO'], message: 'BIC extracted from AddressLine', ruleSource: 'R-04' },
  { code: 'ENT-02', severities: ['INFO'], message: 'LEI extracted from AddressLine', ruleSource: 'R-04' },
  { code: 'ENT-03', severities: ['INFO'], message: 'IBAN extracted from AddressLine', ruleSource: 'R-04' },
  { code: 'ENT-04', severities: ['WARNING'], message: 'Identifier in AddressLine conflicts with the supplied identification; not moved', ruleSource: 'R-04' },
  { code: 'ENT-05', severities: ['WARNING'], message: 'Party name found in AddressLine', ruleSource: 'Name content' },
  { code: 'VRF-01', severities: ['INFO'], message: 'Verified against the postal database', ruleSource: 'Postal database' },
  { code: 'VRF-02', severities: ['WARNING'], message: 'Partly verified against the postal database', ruleSource: 'Postal database' },
  { code: 'VRF-03', severities: ['WARNING'], message: 'Not verified: town or postcode unknown for the country', ruleSource: 'Postal database' },
  { code: 'VRF-04', severities: ['WARNING'], message: 'Postcode and town do not belong together', ruleSource: 'Postal database' },
  { code: 'VRF-05', severities: ['INFO'], message: 'Verification skipped (quality basic or verification false)', ruleSource: 'EP-01 rule 4' },
  { code: 'CNV-01', severities: ['INFO'], message: 'Converted to FULLY_STRUCTURED', ruleSource: 'SR2026' },
  { code: 'CNV-02', severities: ['INFO'], message: 'Converted to HYBRID', ruleSource: 'SR2026' },
  { code: 'CNV-03', severities: ['WARNING'], message: 'A repair below the confidence threshold was not applied', ruleSource: 'repairConfidenceThreshold' },
  { code: 'CNV-04', severities: ['ERROR'], message: 'No acceptable output could be built', ruleSource: 'SR2026' },
  { code: 'VRF-06', severities: ['WARNING'], message: 'Value corrected from the postal database (premium)', ruleSource: 'Postal database' },
  { code: 'CNV-05', severities: ['WARNING'], message: 'A value was changed beyond normalisation; the old and new value are in actions', ruleSource: 'Conservation' },
  { code: 'CNV-06', severities: ['WARNING'], message: 'Text found no structured field and was kept in AddressLine', ruleSource: 'Conservation' },
] as const satisfies readonly { code: string; severities: readonly Severity[]; message: string; ruleSource?: string }[];

export type ReasonCodeId = (typeof REASON_CATALOGUE)[number]['code'];

const BY_CODE = new Map<string, ReasonDefinition>(REASON_CATALOGUE.map((r) => [r.code, r as ReasonDefinition]));

export function reasonDefinition(code: ReasonCodeId): ReasonDefinition {
  const def = BY_CODE.get(code);
  if (!def) throw new Error(`reason ${code} is not in the catalogue`);
  return def;
}

/** A reason as the pipeline raises it, before redaction and rendering. */
export interface Reason {
  code: ReasonCodeId;
  severity: Severity;
  message: string;
  field?: string;
  ruleSource?: string;
}

/**
 * Builds a reason from the catalogue. `detail` is appended to the catalogue message; it must
 * never contain address text, names or identifiers (redaction would not reach it).
 */
export function reason(code: ReasonCodeId, options: { severity?: Severity; field?: string; detail?: string; ruleSource?: string } = {}): Reason {
  const def = reasonDefinition(code);
  const severity = options.severity ?? def.severities[0]!;
  if (!def.severities.includes(severity)) throw new Error(`reason ${code} cannot carry severity ${severity}`);
  const built: Reason = { code, severity, message: options.detail ? `${def.message}: ${options.detail}` : def.message };
  if (options.field !== undefined) built.field = options.field;
  const ruleSource = options.ruleSource ?? def.ruleSource;
  if (ruleSource !== undefined) built.ruleSource = ruleSource;
  return built;
}
