// Request and response schemas of spec section 2, written once in TypeBox: they are the
// TypeScript types, the validation Fastify runs, and the OpenAPI document.
import Type, { type Static, type TSchema } from 'typebox';
import { POSTAL_FIELDS, ADDRESS_LINE_MAX_ITEMS, type PostalFieldSpec } from './fields';
import * as E from './enums';

const COUNTRY = '^[A-Z]{2}$';
const enumOf = <T extends readonly string[]>(values: T, description?: string) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...(description ? { description } : {}) });

export const CountryCode = Type.String({ pattern: COUNTRY, description: 'ISO 3166-1 alpha-2 country code' });
const country = (description: string) => Type.String({ pattern: COUNTRY, description });

/** Notes of spec section 2.2, one per PostalAddress24 field, for the OpenAPI document. */
const FIELD_DESCRIPTIONS: Record<string, string> = {
  addressLine: 'Free-text address line (AdrLine), 70 characters each, at most 7 in the schema. Practical limit: 3 for __1 parties (debtor, creditor), 2 for __2 parties; the output limit is set by OutputMode.',
  streetName: 'Name of the street or thoroughfare (StrtNm).',
  buildingNumber: 'Number that identifies the building on the street (BldgNb).',
  buildingName: 'Name of the building or house (BldgNm).',
  floor: 'Floor or storey within the building (Flr).',
  postBox: 'Numbered box in a post office (PstBx).',
  room: 'Building room number (Room).',
  postCode: 'Postal code (PstCd).',
  townName: 'Name of the town or city (TwnNm). Required for __2 parties; best practice for all.',
  townLocationName: 'Specific location name within the town (TwnLctnNm).',
  districtName: 'Subdivision within a country sub-division (DstrctNm).',
  countrySubDivision: 'State, region or county (CtrySubDvsn).',
  country: 'Country of the address (Ctry), ISO 3166-1 alpha-2. Strongly recommended; required for __2 parties.',
  countryOfResidence: 'Country of residence of the party (CtryOfRes), ISO 3166-1 alpha-2; distinct from the address country.',
};

function fieldSchema(field: PostalFieldSpec): TSchema {
  const description = FIELD_DESCRIPTIONS[field.json];
  const text = Type.String({
    ...(field.maxLength !== undefined ? { maxLength: field.maxLength } : {}),
    ...(field.pattern !== undefined ? { pattern: field.pattern } : {}),
    ...(field.json === 'addressLine' ? { description: 'One address line, at most 70 characters' } : { description }),
  });
  if (field.json === 'addressLine') return Type.Array(text, { maxItems: ADDRESS_LINE_MAX_ITEMS, description });
  return text;
}

function addressSchema(key: 'json' | 'xml', id: string) {
  const properties: Record<string, TSchema> = {};
  for (const field of POSTAL_FIELDS) properties[field[key]] = Type.Optional(fieldSchema(field));
  const description =
    key === 'json'
      ? 'ISO 20022 PostalAddress24: the 14 structured fields under their JSON names (spec 2.2).'
      : 'The same address under its ISO 20022 XML tag names (AdrLine, StrtNm, ..., CtryOfRes), with the same types and limits (spec 2.2).';
  return Type.Object(properties, { additionalProperties: false, title: id, description });
}

export interface PostalAddress {
  addressLine?: string[];
  streetName?: string;
  buildingNumber?: string;
  buildingName?: string;
  floor?: string;
  postBox?: string;
  room?: string;
  postCode?: string;
  townName?: string;
  townLocationName?: string;
  districtName?: string;
  countrySubDivision?: string;
  country?: string;
  countryOfResidence?: string;
}
export type PostalAddressXml = Record<string, string | string[] | undefined>;

export const PostalAddressSchema = Type.Unsafe<PostalAddress>(addressSchema('json', 'PostalAddress'));
export const PostalAddressXmlSchema = Type.Unsafe<PostalAddressXml>(addressSchema('xml', 'PostalAddressXml'));

export const IdentificationSchema = Type.Object(
  {
    organisationId: Type.Optional(
      Type.Object(
        {
          anyBic: Type.Optional(Type.String({ pattern: '^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$', description: 'BIC of the organisation (AnyBIC), 8 or 11 characters' })),
          lei: Type.Optional(Type.String({ pattern: '^[A-Z0-9]{18}[0-9]{2}$', description: 'Legal Entity Identifier (LEI), 20 characters' })),
          other: Type.Optional(Type.String({ minLength: 1, maxLength: 35, description: 'Other organisation identifier (Othr)' })),
        },
        { additionalProperties: false, description: 'Organisation identifiers (OrgId)' },
      ),
    ),
    privateId: Type.Optional(
      Type.Object(
        { other: Type.Optional(Type.String({ minLength: 1, maxLength: 35, description: 'Private individual identifier (Othr)' })) },
        { additionalProperties: false, description: 'Identifiers of a private individual (PrvtId)' },
      ),
    ),
  },
  { additionalProperties: false, title: 'Identification', description: 'Optional party identifiers (Id), used for entity-conflict detection (R-04).' },
);
export type Identification = Static<typeof IdentificationSchema>;

/** Parameters that both processingOptions (spec 2.4) and channel profiles (contract 3) carry. */
const processingProperties = {
  scheme: Type.Optional(enumOf(E.SCHEME_CODES, 'Payment scheme (SchemeCode); overrides channelProfile.scheme.')),
  schemeVersion: Type.Optional(enumOf(E.SCHEME_VERSIONS, 'Scheme rule set (SchemeVersion); overrides channelProfile.schemeVersion. SR2026 enforcement starts at 2026-11-22T02:30:00Z whatever this says.')),
  quality: Type.Optional(enumOf(E.QUALITIES, 'Postal database verification depth; overrides channelProfile.quality. basic forces verification to false.')),
  verification: Type.Optional(Type.Boolean({ description: 'When false, the postal database lookup is skipped. Forced to false for quality basic.' })),
  detectMisplacedIdentifiers: Type.Optional(Type.Boolean({ description: 'When true, a BIC, LEI or IBAN found in an AddressLine is flagged (R-04).' })),
  validateNameContent: Type.Optional(Type.Boolean({ description: 'When true, party-name duplication in address lines is checked.' })),
  redaction: Type.Optional(enumOf(E.REDACTIONS, 'PII redaction level applied to the address fields of the response.')),
  targetFormat: Type.Optional(enumOf(E.TARGET_FORMATS, 'Target address format; auto lets the service select the best achievable format. Overrides the channel profile default.')),
  repairConfidenceThreshold: Type.Optional(Type.Number({ minimum: 0, maximum: 1, description: 'Lowest confidence (0 to 1) at which a repair is applied; overrides channelProfile.repairConfidenceThreshold.' })),
  payerPspCountry: Type.Optional(country('Country of the payer PSP, ISO 3166-1 alpha-2; overrides channelProfile.payerPspCountry.')),
  payeePspCountry: Type.Optional(country('Country of the payee PSP, ISO 3166-1 alpha-2; overrides channelProfile.payeePspCountry.')),
};

export const ProcessingOptionsSchema = Type.Object(processingProperties, {
  additionalProperties: false,
  title: 'ProcessingOptions',
  description: 'Per-request overrides of the channel profile (spec 2.4). Precedence: channelProfile, then processingOptions, then context.',
});
export type ProcessingOptions = Static<typeof ProcessingOptionsSchema>;

export const ContextSchema = Type.Object(
  {
    // processing-fallback fields
    scheme: Type.Optional(enumOf(E.SCHEME_CODES, 'Payment scheme (processing fallback).')),
    schemeVersion: Type.Optional(enumOf(E.SCHEME_VERSIONS, 'Controls post-cutover enforcement (processing fallback).')),
    executionDatetime: Type.Optional(
      Type.String({
        // ISO 8601 date-time; without offset it is local time in `timezone` (contract 5).
        pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})?$',
        description: 'Execution date-time, ISO 8601; used for the SR2026 cutover (2026-11-22T02:30:00Z). With Z or an offset an instant, without it local time in `timezone` (processing fallback).',
      }),
    ),
    direction: Type.Optional(enumOf(E.DIRECTIONS, 'OUTBOUND (sending) or INBOUND (receiving) (processing fallback).')),
    partyRole: Type.Optional(enumOf(E.PARTY_ROLES, 'Party role of this request; selects the PostalAddress24 variant __1 or __2 (R-01) (processing fallback).')),
    outputMode: Type.Optional(enumOf(E.OUTPUT_MODES, 'Address-line rendering constraints: EPC 2 x 70, CBPR_PLUS 3 x 35, MT_LEGACY 2 x 35, COMPLIANCE 7 x 70 (processing fallback).')),
    sendingCountry: Type.Optional(country('Country of the sending PSP (processing fallback).')),
    receivingCountry: Type.Optional(country('Country of the receiving PSP (processing fallback).')),
    messageType: Type.Optional(enumOf(E.MESSAGE_TYPES, 'ISO 20022 message type. R-transaction types belong on /r-transaction-message-party-addresses (else 422, REG-06) (processing fallback).')),
    timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'IANA time zone used to evaluate executionDatetime (processing fallback).' })),
    // analytics-only fields: written to the audit trail, never used by processing
    name: Type.Optional(Type.String({ maxLength: 140, description: 'Party name for entity-conflict detection (analytics only).' })),
    inputFormat: Type.Optional(enumOf(E.ADDRESS_FORMATS, 'Format of the originating input (analytics only).')),
    outputFormat: Type.Optional(enumOf(E.ADDRESS_FORMATS, 'Expected output format (analytics only).')),
    source: Type.Optional(Type.String({ maxLength: 140, description: 'Sending system identifier (analytics only).' })),
    sender: Type.Optional(Type.String({ maxLength: 11, description: 'BIC of the sending institution (analytics only).' })),
    receiver: Type.Optional(Type.String({ maxLength: 11, description: 'BIC of the receiving institution (analytics only).' })),
    paymentMethod: Type.Optional(Type.String({ maxLength: 35, description: 'Payment method, for the audit trail (analytics only).' })),
    channel: Type.Optional(enumOf(E.CHANNEL_TYPES, 'Delivery channel (analytics only).')),
    application: Type.Optional(Type.String({ maxLength: 140, description: 'Caller application identifier (analytics only).' })),
    reference: Type.Optional(Type.String({ maxLength: 140, description: 'Business reference for the audit trail; filter of GET {base}/audit-events (analytics only).' })),
    partyType: Type.Optional(enumOf(E.PARTY_TYPES, 'COMPANY or INDIVIDUAL (analytics only).')),
  },
  {
    additionalProperties: false,
    title: 'Context',
    description: 'Audit passthrough and fallback layer (spec 2.5). Processing-fallback fields apply when neither the channel profile nor processingOptions sets the parameter; analytics-only fields are written to the audit trail and never affect processing.',
  },
);
export type Context = Static<typeof ContextSchema>;

export const ANALYTICS_ONLY_CONTEXT_FIELDS = [
  'name', 'inputFormat', 'outputFormat', 'source', 'sender', 'receiver', 'paymentMethod', 'channel', 'application', 'reference', 'partyType',
] as const;

export const ProcessPartyAddressRequestSchema = Type.Object(
  {
    channelName: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9._-]{1,64}$', description: 'Name of a registered channel profile; loads all channel defaults.' })),
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 140, description: 'ISO 20022 party name (Nm); used for entity-conflict and name-in-address detection.' })),
    postalAddress: Type.Optional(PostalAddressSchema),
    postalAddressXml: Type.Optional(PostalAddressXmlSchema),
    identification: Type.Optional(IdentificationSchema),
    countryOfResidence: Type.Optional(country('Country of residence of the party (CtryOfRes), ISO 3166-1 alpha-2.')),
    processingOptions: Type.Optional(ProcessingOptionsSchema),
    context: Type.Optional(ContextSchema),
    include: Type.Optional(
      Type.Array(enumOf(E.INCLUDES, 'canonical, traceability or actions'), { maxItems: 3, uniqueItems: true, description: 'Response enrichment: canonical (address and SHA-256 fingerprint), traceability (parameters and steps), actions (what to change).' }),
    ),
  },
  {
    additionalProperties: false,
    title: 'ProcessPartyAddressRequest',
    description: 'One party address to process (spec 2.1). Supply either postalAddress or postalAddressXml, not both. In XML the root element is ProcessPartyAddressRequest with Nm, PstlAdr, Id, CtryOfRes.',
  },
);
export type ProcessPartyAddressRequest = Static<typeof ProcessPartyAddressRequestSchema>;

export const ChannelProfileSchema = Type.Object(
  {
    ...processingProperties,
    channelSelection: Type.Optional(
      Type.Object(
        { partyRole: Type.Optional(enumOf(E.PARTY_ROLES, 'Party role the channel processes by default (R-01).')) },
        { additionalProperties: false, description: 'Selection defaults of the channel.' },
      ),
    ),
    direction: Type.Optional(enumOf(E.DIRECTIONS, 'OUTBOUND (sending) or INBOUND (receiving).')),
    outputMode: Type.Optional(enumOf(E.OUTPUT_MODES, 'Address-line rendering constraints of the channel.')),
  },
  { additionalProperties: false, title: 'ChannelProfile', description: 'A registered, named configuration selected by channelName (contract section 3).' },
);
export type ChannelProfile = Static<typeof ChannelProfileSchema>;

const severity = (description: string) => enumOf(E.SEVERITIES, description);

export const ReasonCodeSchema = Type.Object(
  {
    code: Type.String({ pattern: '^[A-Z]{3}-[0-9]{2}$', description: 'PREFIX-NN: FMT format, FLD field, REG regulatory, ENT entity, VRF verification, CNV conversion.' }),
    severity: severity('ERROR, WARNING or INFO.'),
    message: Type.String({ description: 'What was found or done, in words.' }),
    field: Type.Optional(Type.String({ description: 'ISO 20022 field name the reason is about, such as TownName or AddressLine.' })),
    ruleSource: Type.Optional(Type.String({ description: 'Regulatory reference of the rule.' })),
  },
  { title: 'ReasonCode', description: 'A structured reason (spec 2.7); the catalogue is GET {base}/reason-codes.' },
);
export type ReasonCode = Static<typeof ReasonCodeSchema>;

export const IssueSchema = Type.Object(
  {
    severity: severity('ERROR, WARNING or INFO.'),
    code: Type.String({ description: 'Reason code.' }),
    message: Type.String({ description: 'What was found or done, in words.' }),
    field: Type.Optional(Type.String({ description: 'ISO 20022 field name concerned.' })),
  },
  { title: 'Issue', description: 'Legacy issue (v4.0 integrations); new integrations read result.reasons.' },
);
export type Issue = Static<typeof IssueSchema>;

const Score = (description: string) => Type.Number({ minimum: 0, maximum: 1, description });
const text = (description: string) => Type.String({ description });

export const AddressResultSchema = Type.Object(
  {
    partyRole: enumOf(E.PARTY_ROLES, 'Resolved party role.'),
    inputFormat: enumOf(E.ADDRESS_FORMATS, 'Format detected in the submitted address.'),
    outputFormat: enumOf(E.ADDRESS_FORMATS, 'Format of the processed address.'),
    status: enumOf(E.AUTO_CORRECT_STATUSES, 'Outcome of processing: VALIDATED, REPAIRED, PARTIALLY_REPAIRED or NOT_REPAIRED.'),
    output: PostalAddressSchema,
    verification: Type.Object(
      { status: enumOf(E.VERIFICATION_STATUSES, 'verified, partial or unverified.'), score: Score('Verification score, 0 to 1.') },
      { description: 'Result of the postal database lookup (step 5, repeated by revalidate after a conversion).' },
    ),
    extractedIdentifiers: Type.Object(
      { bic: Type.Optional(text('BIC found in an AddressLine.')), lei: Type.Optional(text('LEI found in an AddressLine.')), iban: Type.Optional(text('IBAN found in an AddressLine.')) },
      { description: 'Identifiers extracted from AddressLine (R-04).' },
    ),
    detectedNameInAddress: Type.Optional(text('Party name text found inside the address lines.')),
    confidence: Type.Object(
      { overall: Score('Overall confidence, 0 to 1.'), fields: Type.Record(Type.String(), Score('Confidence of one field.'), { description: 'Confidence by output field name, 0 to 1.' }) },
      { description: 'Confidence in the processed address.' },
    ),
    canonical: Type.Optional(
      Type.Object(
        { address: PostalAddressSchema, fingerprint: Type.String({ pattern: '^[0-9a-f]{64}$', description: 'SHA-256 of the canonical address, for deduplication.' }) },
        { description: 'Present when include contains canonical.' },
      ),
    ),
    rTransactionExempt: Type.Boolean({ description: 'True if the address is exempt from SR2026 enforcement (scheme rulebook section 8.3; every answer of the R-transaction route).' }),
    reasons: Type.Array(ReasonCodeSchema, { description: 'Structured reasons, in pipeline order.' }),
    traceability: Type.Optional(
      Type.Object(
        {
          parameters: Type.Array(
            Type.Object(
              {
                name: text('Parameter name.'),
                value: Type.Unknown({ description: 'Resolved value.' }),
                source: enumOf(['processingOptions', 'channelProfile', 'context', 'default'] as const, 'Where the value came from.'),
              },
              { description: 'One resolved parameter.' },
            ),
            { description: 'Every processing parameter with its value and source.' },
          ),
          steps: Type.Array(
            Type.Object(
              {
                step: text('Pipeline step.'),
                durationMicros: Type.Number({ description: 'Time the step took, in microseconds.' }),
                changes: Type.Array(
                  Type.Object(
                    {
                      field: text('Field changed.'),
                      before: Type.Union([Type.String(), Type.Null()], { description: 'Value before the step (null: absent).' }),
                      after: Type.Union([Type.String(), Type.Null()], { description: 'Value after the step (null: removed).' }),
                      rule: text('Rule that made the change.'),
                    },
                    { description: 'One field change.' },
                  ),
                  { description: 'Field changes made by the step.' },
                ),
                reasons: Type.Array(Type.String(), { description: 'Reason codes the step raised.' }),
              },
              { description: 'One pipeline step.' },
            ),
            { description: 'The seven steps in order.' },
          ),
        },
        { description: 'Present when include contains traceability.' },
      ),
    ),
    actions: Type.Optional(
      Type.Array(
        Type.Object(
          {
            type: enumOf(['ADD', 'MOVE', 'REMOVE', 'REVIEW'] as const, 'Kind of action.'),
            field: text('Field concerned.'),
            value: Type.Optional(text('Value to add, move or keep.')),
            previousValue: Type.Optional(text('The value before a repair replaced it, or the text a removal took out (no silent change, contract section 6).')),
            message: text('The action in words.'),
          },
          { description: 'One action for the caller.' },
        ),
        { description: 'Present when include contains actions: what to change in the source data.' },
      ),
    ),
  },
  { title: 'AddressResult', description: 'The processed address and how it was judged (spec 2.7).' },
);
export type AddressResult = Static<typeof AddressResultSchema>;

export const StatisticsSchema = Type.Object(
  {
    processingTimeMs: Type.Integer({ minimum: 0, description: 'Processing time in milliseconds.' }),
    totalRecords: Type.Integer({ description: 'Records received (1 for EP-01).' }),
    processedRecords: Type.Integer({ description: 'Records processed.' }),
    acceptedCount: Type.Integer({ description: 'Records accepted.' }),
    acceptedRecords: Type.Integer({ description: 'Same value as acceptedCount (both spellings appear in the interface)' }),
    rejectedCount: Type.Integer({ description: 'Records rejected.' }),
  },
  { title: 'Statistics', description: 'Counts of the call.' },
);
export type Statistics = Static<typeof StatisticsSchema>;

export const ProcessPartyAddressResponseSchema = Type.Object(
  {
    decision: enumOf(E.DECISIONS, 'ACCEPT, REJECT or PARTIAL_SUCCESS (contract decision table).'),
    result: AddressResultSchema,
    statistics: StatisticsSchema,
    issues: Type.Array(IssueSchema, { description: 'Legacy issue log, kept for v4.0 integrations.' }),
    timestamp: Type.String({ format: 'date-time', description: 'When the answer was produced (UTC).' }),
  },
  { title: 'ProcessPartyAddressResponse', description: 'Outcome of one call (spec 2.7). In XML the root element is ProcessPartyAddressResponse.' },
);
export type ProcessPartyAddressResponse = Static<typeof ProcessPartyAddressResponseSchema>;

export const ErrorResponseSchema = Type.Object(
  {
    code: Type.Integer({ description: 'HTTP status code' }),
    message: text('Human-readable description.'),
    requestId: text('Correlation ID for support (X-Request-ID).'),
    details: Type.Optional(
      Type.Array(Type.Object({ field: text('Field at fault.'), message: text('What is wrong with it.') }, { description: 'One problem.' }), { description: 'Problems by field (400).' }),
    ),
    reason: Type.Optional(Type.String({ description: 'Reason code of a 422, e.g. REG-06' })),
  },
  { title: 'ErrorResponse', description: 'Error envelope of every 4xx and 5xx, in JSON or XML (root ErrorResponse).' },
);
export type ErrorResponse = Static<typeof ErrorResponseSchema>;
