// Enumerations of spec section 2.6, as const arrays so that schemas and code share one list.

export const SCHEME_CODES = ['SCT', 'SCT_INST', 'SDD_CORE', 'SDD_B2B', 'OCT_INST', 'CBPRPLUS', 'CHAPS', 'T2', 'EURO1', 'FEDWIRE', 'OTHER'] as const;
export type SchemeCode = (typeof SCHEME_CODES)[number];

export const SCHEME_VERSIONS = ['SR2025', 'SR2026'] as const;
export type SchemeVersion = (typeof SCHEME_VERSIONS)[number];

export const QUALITIES = ['premium', 'standard', 'basic'] as const;
export type Quality = (typeof QUALITIES)[number];

export const TARGET_FORMATS = ['auto', 'FULLY_STRUCTURED', 'HYBRID', 'FULLY_UNSTRUCTURED'] as const;
export type TargetFormat = (typeof TARGET_FORMATS)[number];

export const ADDRESS_FORMATS = ['FULLY_STRUCTURED', 'HYBRID', 'FULLY_UNSTRUCTURED'] as const;
export type AddressFormat = (typeof ADDRESS_FORMATS)[number];

export const DIRECTIONS = ['OUTBOUND', 'INBOUND'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export const PARTY_ROLES = ['debtor', 'creditor', 'ultimate_debtor', 'ultimate_creditor', 'initiating_party'] as const;
export type PartyRole = (typeof PARTY_ROLES)[number];

export const OUTPUT_MODES = ['EPC', 'CBPR_PLUS', 'MT_LEGACY', 'COMPLIANCE'] as const;
export type OutputMode = (typeof OUTPUT_MODES)[number];

export const CHANNEL_TYPES = ['api', 'file', 'other'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];

export const MESSAGE_TYPES = [
  'pain.001', 'pain.002', 'pain.007', 'pain.008',
  'pacs.002', 'pacs.003', 'pacs.004', 'pacs.008', 'pacs.009', 'pacs.010',
  'camt.029', 'camt.052', 'camt.053', 'camt.054', 'camt.055', 'camt.056', 'camt.057', 'camt.058',
  'camt.060', 'camt.105', 'camt.106', 'camt.107', 'camt.108', 'camt.109', 'camt.110', 'camt.111',
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** Spec section 4, endpoint rule 1: message types that belong on the R-transaction endpoints. */
export const R_TRANSACTION_MESSAGE_TYPES: ReadonlySet<MessageType> = new Set<MessageType>([
  'pain.002', 'pain.007', 'pacs.002', 'pacs.004', 'camt.029', 'camt.052', 'camt.053', 'camt.054',
  'camt.055', 'camt.056', 'camt.058', 'camt.110', 'camt.111',
]);

export const DECISIONS = ['ACCEPT', 'REJECT', 'PARTIAL_SUCCESS'] as const;
export type Decision = (typeof DECISIONS)[number];

export const AUTO_CORRECT_STATUSES = ['VALIDATED', 'REPAIRED', 'PARTIALLY_REPAIRED', 'NOT_REPAIRED'] as const;
export type AutoCorrectStatus = (typeof AUTO_CORRECT_STATUSES)[number];

export const SEVERITIES = ['ERROR', 'WARNING', 'INFO'] as const;
export type Severity = (typeof SEVERITIES)[number];

export const VERIFICATION_STATUSES = ['verified', 'partial', 'unverified'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const REDACTIONS = ['NONE', 'PARTIAL', 'FULL'] as const;
export type Redaction = (typeof REDACTIONS)[number];

export const INCLUDES = ['canonical', 'traceability', 'actions'] as const;
export type Include = (typeof INCLUDES)[number];

export const PARTY_TYPES = ['COMPANY', 'INDIVIDUAL'] as const;

/** the roles of the __2 PostalAddress24 variant. */
export const VARIANT_2_ROLES: ReadonlySet<PartyRole> = new Set<PartyRole>(['ultimate_debtor', 'ultimate_creditor', 'initiating_party']);
