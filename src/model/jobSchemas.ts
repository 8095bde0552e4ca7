// The jobs routes (contract section 3, issue 15): a file submitted as text with the options of a
// bulk run, and the job's status.
import Type, { type Static } from 'typebox';
import * as E from './enums';

const enumOf = <T extends readonly string[]>(values: T, description: string) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values], description });

export const JobRequestSchema = Type.Object(
  {
    content: Type.String({ minLength: 1, description: 'The file: CSV, JSON Lines or an ISO 20022 XML message (detected from the content)' }),
    options: Type.Optional(
      Type.Object(
        {
          scheme: Type.Optional(enumOf(E.SCHEME_CODES, 'Payment scheme of every record, applied as its context.scheme.')),
          partyRole: Type.Optional(enumOf(E.PARTY_ROLES, 'Party role of every record, applied as its context.partyRole; in XML the role of the parent element (roleMap) comes first.')),
          roleMap: Type.Optional(Type.Record(Type.String({ pattern: '^[A-Za-z]{1,35}$' }), enumOf(E.PARTY_ROLES, 'Party role of the address under a parent element of this name (e.g. Dbtr).'), { description: 'XML: party role per parent element' })),
          targetFormat: Type.Optional(enumOf(E.TARGET_FORMATS, 'Target address format of every record, applied as its processingOptions.targetFormat.')),
          quality: Type.Optional(enumOf(E.QUALITIES, 'Postal database verification depth of every record, applied as its processingOptions.quality.')),
          repairConfidenceThreshold: Type.Optional(Type.Number({ minimum: 0, maximum: 1, description: 'Lowest confidence (0 to 1) at which a repair is applied, as processingOptions.repairConfidenceThreshold of every record.' })),
        },
        {
          additionalProperties: false,
          description: 'Options of the run, applied to every record as defaults: a value the record sets itself (processingOptions or context of a JSON Lines record) wins.',
        },
      ),
    ),
    csv: Type.Optional(
      Type.Object(
        {
          columns: Type.Optional(Type.Array(Type.String({ pattern: '^[A-Za-z]+=.+$' }), { maxItems: 30, description: 'FIELD=COLUMN, as the CLI --column' })),
          header: Type.Optional(Type.Boolean({ description: 'Whether the first row is a header row. When absent it is detected: a header when a column mapping names a column or a cell of the first row names a field.' })),
          delimiter: Type.Optional(Type.String({ minLength: 1, maxLength: 1, description: 'Field separator, one character. When absent it is detected from the first row: comma, semicolon, tab or pipe.' })),
        },
        { additionalProperties: false, description: 'How to read a CSV file; not used for JSON Lines or XML.' },
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
    jobId: Type.String({ format: 'uuid', description: 'Job id (UUID); GET {base}/jobs/{jobId} answers its status, the Location header of the 202 names that URL.' }),
    status: enumOf(
      ['queued', 'running', 'completed', 'failed'] as const,
      'queued until a first chunk is done, running while some chunks are done, completed when all are (the result can then be downloaded), failed when a chunk could not be processed in its attempts (see failure; the job stops and has no result).',
    ),
    format: enumOf(['csv', 'jsonl', 'xml'] as const, 'Format detected from the content: csv, jsonl (JSON Lines) or xml (ISO 20022 message); the result file has the same format.'),
    totalChunks: Type.Integer({ description: 'Number of chunks the file was split into, chunkRecords records each; an XML message is one chunk.' }),
    completedChunks: Type.Integer({ description: 'Number of chunks processed so far.' }),
    progress: Type.Number({ minimum: 0, maximum: 1, description: 'completedChunks / totalChunks, from 0 to 1.' }),
    counts: Type.Object(
      {
        records: Type.Integer({ description: 'Records processed (accepted + partial + rejected); bad records not included.' }),
        accepted: Type.Integer({ description: 'Records with decision ACCEPT.' }),
        partial: Type.Integer({ description: 'Records with decision PARTIAL_SUCCESS.' }),
        rejected: Type.Integer({ description: 'Records with decision REJECT.' }),
        bad: Type.Integer({ description: 'Records not processed: unreadable (MALFORMED in the rejects file) or not a valid request (INVALID).' }),
      },
      { description: 'Record counts over the chunks completed so far.' },
    ),
    createdAt: Type.String({ format: 'date-time', description: 'When the job was submitted, ISO 8601 in UTC.' }),
    failure: Type.Optional(
      Type.Object(
        {
          reason: Type.String({ description: 'What failed, for people: the chunk, its attempts and what stopped them. Internal causes stay in the service log.' }),
          chunk: Type.Integer({ minimum: 1, description: 'The chunk that failed, 1-based, in input order (chunkRecords records each).' }),
          attempts: Type.Integer({ minimum: 1, description: 'Attempts made on that chunk.' }),
          failedAt: Type.String({ format: 'date-time', description: 'When the job was marked failed, ISO 8601 in UTC.' }),
        },
        { description: 'Present only when status is failed.' },
      ),
    ),
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
