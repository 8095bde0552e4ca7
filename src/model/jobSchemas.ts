// The jobs routes (contract section 3, issue 15): a file submitted as text with the options of a
// bulk run, and the job's status.
import Type, { type Static } from 'typebox';
import * as E from './enums';

const enumOf = <T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });

export const JobRequestSchema = Type.Object(
  {
    content: Type.String({ minLength: 1, description: 'The file: CSV, JSON Lines or an ISO 20022 XML message (detected from the content)' }),
    options: Type.Optional(
      Type.Object(
        {
          scheme: Type.Optional(enumOf(E.SCHEME_CODES)),
          partyRole: Type.Optional(enumOf(E.PARTY_ROLES)),
          roleMap: Type.Optional(Type.Record(Type.String({ pattern: '^[A-Za-z]{1,35}$' }), enumOf(E.PARTY_ROLES), { description: 'XML: party role per parent element' })),
          targetFormat: Type.Optional(enumOf(E.TARGET_FORMATS)),
          quality: Type.Optional(enumOf(E.QUALITIES)),
          repairConfidenceThreshold: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
        },
        { additionalProperties: false },
      ),
    ),
    csv: Type.Optional(
      Type.Object(
        {
          columns: Type.Optional(Type.Array(Type.String({ pattern: '^[A-Za-z]+=.+$' }), { maxItems: 30, description: 'FIELD=COLUMN, as the CLI --column' })),
          header: Type.Optional(Type.Boolean()),
          delimiter: Type.Optional(Type.String({ minLength: 1, maxLength: 1 })),
        },
        { additionalProperties: false },
      ),
    ),
    chunkRecords: Type.Optional(Type.Integer({ minimum: 10, maximum: 10000, description: 'Records per chunk (default 1,000)' })),
  },
  {
    additionalProperties: false,
    title: 'JobRequest',
    examples: [
      {
        content: '{"name":"Acme GmbH","postalAddress":{"country":"DE","addressLine":["Friedrichstr. 43","10117 Berlin"]}}\n{"name":"Jansen B.V.","postalAddress":{"country":"NL","streetName":"Keizersgracht","buildingNumber":"1","postCode":"1015 CJ","townName":"Amsterdam"}}\n',
        options: { scheme: 'SCT', quality: 'premium', targetFormat: 'FULLY_STRUCTURED' },
        chunkRecords: 1000,
      },
    ],
  },
);
export type JobRequest = Static<typeof JobRequestSchema>;

export const JobStatusSchema = Type.Object(
  {
    jobId: Type.String({ format: 'uuid' }),
    status: enumOf(['queued', 'running', 'completed'] as const),
    format: enumOf(['csv', 'jsonl', 'xml'] as const),
    totalChunks: Type.Integer(),
    completedChunks: Type.Integer(),
    progress: Type.Number({ minimum: 0, maximum: 1 }),
    counts: Type.Object({ records: Type.Integer(), accepted: Type.Integer(), partial: Type.Integer(), rejected: Type.Integer(), bad: Type.Integer() }),
    createdAt: Type.String({ format: 'date-time' }),
  },
  {
    title: 'JobStatus',
    examples: [
      {
        jobId: '3f2c8a4e-6b1d-4e7a-9c55-0d8e2f1a7b90',
        status: 'completed',
        format: 'jsonl',
        totalChunks: 1,
        completedChunks: 1,
        progress: 1,
        counts: { records: 2, accepted: 2, partial: 0, rejected: 0, bad: 0 },
        createdAt: '2026-11-23T09:00:01.000Z',
      },
    ],
  },
);
