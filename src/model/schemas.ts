// Request and response schemas of spec section 2, written once in TypeBox: they are the
// TypeScript types, the validation Fastify runs, and the OpenAPI document.
import Type, { type Static, type TSchema } from 'typebox';
import { POSTAL_FIELDS, ADDRESS_LINE_MAX_ITEMS, type PostalFieldSpec } from './fields';
import * as E from './enums';

const COUNTRY = '^[A-Z]{2}$';
const enumOf = <T extends readonly string[]>(values: T, description?: string) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...(description ? { description } : {}) });

export const CountryCode = Type.String({ pattern: COUNTRY, description: 'ISO 3166-1 alpha-2' });

function fieldSchema(field: PostalFieldSpec): TSchema {
  const text = Type.String({
    ...(field.maxLength !== undefined ? { maxLength: field.maxLength } : {}),
    ...(field.pattern !== undefined ? { pattern: field.pattern } : {}),
  });
  if (field.json === 'addressLine') return Type.Array(text, { maxItems: ADDRESS_LINE_MAX_ITEMS });
  return text;
}

function addressSchema(key: 'json' | 'xml', id: string) {
  const properties: Record<string, TSchema> = {};
  for (const field of POSTAL_FIELDS) properties[field[key]] = Type.Optional(fieldSchema(field));
  return Type.Object(properties, { additionalProperties: false, title: id });
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
          anyBic: Type.Optional(Type.String({ pattern: '^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$', description: 'BIC, 8 or 11 characters' })),
          lei: Type.Optional(Type.String({ pattern: '^[A-Z0-9]{18}[0-9]{2}$', description: 'LEI, 20 characters' })),
          other: Type.Optional(Type.String({ minLength: 1, maxLength: 35 })),
        },
        { additionalProperties: false },
      ),
    ),
    privateId: Type.Optional(Type.Object({ other: Type.Optional(Type.String({ minLength: 1, maxLength: 35 })) }, { additionalProperties: false })),
  },
  { additionalProperties: false, title: 'Identification' },
);
export type Identification = Static<typeof IdentificationSchema>;

/** Parameters that both processingOptions (spec 2.4) and channel profiles (contract 3) carry. */
const processingProperties = {
  scheme: Type.Optional(enumOf(E.SCHEME_CODES)),
  schemeVersion: Type.Optional(enumOf(E.SCHEME_VERSIONS)),
  quality: Type.Optional(enumOf(E.QUALITIES)),
  verification: Type.Optional(Type.Boolean()),
  detectMisplacedIdentifiers: Type.Optional(Type.Boolean()),
  validateNameContent: Type.Optional(Type.Boolean()),
  redaction: Type.Optional(enumOf(E.REDACTIONS)),
  targetFormat: Type.Optional(enumOf(E.TARGET_FORMATS)),
  repairConfidenceThreshold: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
  payerPspCountry: Type.Optional(CountryCode),
  payeePspCountry: Type.Optional(CountryCode),
};

export const ProcessingOptionsSchema = Type.Object(processingProperties, { additionalProperties: false, title: 'ProcessingOptions' });
export type ProcessingOptions = Static<typeof ProcessingOptionsSchema>;

export const ContextSchema = Type.Object(
  {
    // processing-fallback fields
    scheme: Type.Optional(enumOf(E.SCHEME_CODES)),
    schemeVersion: Type.Optional(enumOf(E.SCHEME_VERSIONS)),
    executionDatetime: Type.Optional(
      Type.String({
        // ISO 8601 date-time; without offset it is local time in `timezone` (contract 5).
        pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})?$',
        description: 'ISO 8601 date-time; with Z or an offset an instant, without it local time in `timezone`',
      }),
    ),
    direction: Type.Optional(enumOf(E.DIRECTIONS)),
    partyRole: Type.Optional(enumOf(E.PARTY_ROLES)),
    outputMode: Type.Optional(enumOf(E.OUTPUT_MODES)),
    sendingCountry: Type.Optional(CountryCode),
    receivingCountry: Type.Optional(CountryCode),
    messageType: Type.Optional(enumOf(E.MESSAGE_TYPES)),
    timezone: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'IANA time zone name' })),
    // analytics-only fields: written to the audit trail, never used by processing
    name: Type.Optional(Type.String({ maxLength: 140 })),
    inputFormat: Type.Optional(enumOf(E.ADDRESS_FORMATS)),
    outputFormat: Type.Optional(enumOf(E.ADDRESS_FORMATS)),
    source: Type.Optional(Type.String({ maxLength: 140 })),
    sender: Type.Optional(Type.String({ maxLength: 11 })),
    receiver: Type.Optional(Type.String({ maxLength: 11 })),
    paymentMethod: Type.Optional(Type.String({ maxLength: 35 })),
    channel: Type.Optional(enumOf(E.CHANNEL_TYPES)),
    application: Type.Optional(Type.String({ maxLength: 140 })),
    reference: Type.Optional(Type.String({ maxLength: 140 })),
    partyType: Type.Optional(enumOf(E.PARTY_TYPES)),
  },
  { additionalProperties: false, title: 'Context' },
);
export type Context = Static<typeof ContextSchema>;

export const ANALYTICS_ONLY_CONTEXT_FIELDS = [
  'name', 'inputFormat', 'outputFormat', 'source', 'sender', 'receiver', 'paymentMethod', 'channel', 'application', 'reference', 'partyType',
] as const;

export const ProcessPartyAddressRequestSchema = Type.Object(
  {
    channelName: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9._-]{1,64}$' })),
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 140, description: 'ISO 20022 party name (Nm)' })),
    postalAddress: Type.Optional(PostalAddressSchema),
    postalAddressXml: Type.Optional(PostalAddressXmlSchema),
    identification: Type.Optional(IdentificationSchema),
    countryOfResidence: Type.Optional(CountryCode),
    processingOptions: Type.Optional(ProcessingOptionsSchema),
    context: Type.Optional(ContextSchema),
    include: Type.Optional(Type.Array(enumOf(E.INCLUDES), { maxItems: 3, uniqueItems: true })),
  },
  { additionalProperties: false, title: 'ProcessPartyAddressRequest' },
);
export type ProcessPartyAddressRequest = Static<typeof ProcessPartyAddressRequestSchema>;

export const ChannelProfileSchema = Type.Object(
  {
    ...processingProperties,
    channelSelection: Type.Optional(Type.Object({ partyRole: Type.Optional(enumOf(E.PARTY_ROLES)) }, { additionalProperties: false })),
    direction: Type.Optional(enumOf(E.DIRECTIONS)),
    outputMode: Type.Optional(enumOf(E.OUTPUT_MODES)),
  },
  { additionalProperties: false, title: 'ChannelProfile' },
);
export type ChannelProfile = Static<typeof ChannelProfileSchema>;

export const ReasonCodeSchema = Type.Object(
  {
    code: Type.String({ pattern: '^[A-Z]{3}-[0-9]{2}$' }),
    severity: enumOf(E.SEVERITIES),
    message: Type.String(),
    field: Type.Optional(Type.String()),
    ruleSource: Type.Optional(Type.String()),
  },
  { title: 'ReasonCode' },
);
export type ReasonCode = Static<typeof ReasonCodeSchema>;

export const IssueSchema = Type.Object(
  { severity: enumOf(E.SEVERITIES), code: Type.String(), message: Type.String(), field: Type.Optional(Type.String()) },
  { title: 'Issue' },
);
export type Issue = Static<typeof IssueSchema>;

const Score = Type.Number({ minimum: 0, maximum: 1 });

export const AddressResultSchema = Type.Object(
  {
    partyRole: enumOf(E.PARTY_ROLES),
    inputFormat: enumOf(E.ADDRESS_FORMATS),
    outputFormat: enumOf(E.ADDRESS_FORMATS),
    status: enumOf(E.AUTO_CORRECT_STATUSES),
    output: PostalAddressSchema,
    verification: Type.Object({ status: enumOf(E.VERIFICATION_STATUSES), score: Score }),
    extractedIdentifiers: Type.Object({ bic: Type.Optional(Type.String()), lei: Type.Optional(Type.String()), iban: Type.Optional(Type.String()) }),
    detectedNameInAddress: Type.Optional(Type.String()),
    confidence: Type.Object({ overall: Score, fields: Type.Record(Type.String(), Score) }),
    canonical: Type.Optional(Type.Object({ address: PostalAddressSchema, fingerprint: Type.String({ pattern: '^[0-9a-f]{64}$' }) })),
    rTransactionExempt: Type.Boolean(),
    reasons: Type.Array(ReasonCodeSchema),
    traceability: Type.Optional(
      Type.Object({
        parameters: Type.Array(Type.Object({ name: Type.String(), value: Type.Unknown(), source: enumOf(['processingOptions', 'channelProfile', 'context', 'default'] as const) })),
        steps: Type.Array(
          Type.Object({
            step: Type.String(),
            durationMicros: Type.Number(),
            changes: Type.Array(Type.Object({ field: Type.String(), before: Type.Union([Type.String(), Type.Null()]), after: Type.Union([Type.String(), Type.Null()]), rule: Type.String() })),
            reasons: Type.Array(Type.String()),
          }),
        ),
      }),
    ),
    actions: Type.Optional(
      Type.Array(Type.Object({ type: enumOf(['ADD', 'MOVE', 'REMOVE', 'REVIEW'] as const), field: Type.String(), value: Type.Optional(Type.String()), message: Type.String() })),
    ),
  },
  { title: 'AddressResult' },
);
export type AddressResult = Static<typeof AddressResultSchema>;

export const StatisticsSchema = Type.Object(
  {
    processingTimeMs: Type.Integer({ minimum: 0 }),
    totalRecords: Type.Integer(),
    processedRecords: Type.Integer(),
    acceptedCount: Type.Integer(),
    acceptedRecords: Type.Integer({ description: 'Same value as acceptedCount (both spellings appear in the interface)' }),
    rejectedCount: Type.Integer(),
  },
  { title: 'Statistics' },
);
export type Statistics = Static<typeof StatisticsSchema>;

export const ProcessPartyAddressResponseSchema = Type.Object(
  {
    decision: enumOf(E.DECISIONS),
    result: AddressResultSchema,
    statistics: StatisticsSchema,
    issues: Type.Array(IssueSchema),
    timestamp: Type.String({ format: 'date-time' }),
  },
  { title: 'ProcessPartyAddressResponse' },
);
export type ProcessPartyAddressResponse = Static<typeof ProcessPartyAddressResponseSchema>;

export const ErrorResponseSchema = Type.Object(
  {
    code: Type.Integer({ description: 'HTTP status code' }),
    message: Type.String(),
    requestId: Type.String(),
    details: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
    reason: Type.Optional(Type.String({ description: 'Reason code of a 422, e.g. REG-06' })),
  },
  { title: 'ErrorResponse' },
);
export type ErrorResponse = Static<typeof ErrorResponseSchema>;
