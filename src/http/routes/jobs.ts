// Jobs routes (contract section 3, issue 15): submit a file, follow its status and progress,
// download the result (or the reject rows). They need PostgreSQL (DATABASE_URL): the queue and the
// chunks live there so that every instance works on them; in embedded mode they answer 501.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { errorCodes, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import Type from 'typebox';
import { JobRequestSchema, JobStatusSchema, type JobRequest } from '../../model/jobSchemas';
import { ErrorResponseSchema } from '../../model/schemas';
import { ApiError } from '../apiError';
import { sendError } from '../errorHandling';
import { sendBody } from '../reply';
import { callerOf } from '../../audit/caller';
import { errorResponses, HeadersSchema } from './partyAddress';
import { DEFAULT_CHUNK_RECORDS, type JobService } from '../../bulk/jobs/jobService';
import { DEFAULT_ROLE_BY_ELEMENT } from '../../bulk/options';
import { parseColumnFlags } from '../../bulk/csvColumns';
import { REJECT_COLUMNS, rejectHeader } from '../../bulk/rejects';
import { JSON_CONTENT_TYPE, jsonTextParser } from '../plugins/contentParsers';
import { spoolJsonBody, type SpooledString } from '../codec/spooledJsonBody';

/** A file of about 200,000 records; larger ones go through the CLI. */
export const JOB_BODY_LIMIT = 64 * 1024 * 1024;

/**
 * The XML form (root JobRequest) is still read whole: the body as text, the parsed document, the
 * content, the chunks, about four times its size of heap for a moment. A process therefore reads
 * one XML body larger than this at a time; another arriving meanwhile gets 503 with Retry-After
 * before its body is read. The JSON form streams its content to a file (spooledJsonBody.ts) and is
 * never held back: three 60 MB JSON submissions at once added about 40 MB of live heap to a ready
 * worker's 60 (docs/performance.md, "Job submission").
 */
export const LARGE_SUBMISSION_BYTES = 8 * 1024 * 1024;
let largeSubmissionInFlight = false;

/** Admits a large XML submission (by its declared size, or a chunked upload) only when none is being read by this process. */
function admitLargeSubmission(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  if (JSON_CONTENT_TYPE.test(request.headers['content-type'] ?? '')) return done();
  const declared = Number(request.headers['content-length'] ?? 0);
  const large = declared > LARGE_SUBMISSION_BYTES || (request.headers['content-length'] === undefined && request.headers['transfer-encoding'] !== undefined);
  if (!large) return done();
  if (largeSubmissionInFlight) {
    sendError(request, reply, 503, `Another large XML job file (over ${LARGE_SUBMISSION_BYTES / (1024 * 1024)} MB) is being read by this instance; retry in a few seconds, or send the file in the JSON form, which is not held back`, { headers: { 'Retry-After': '10' } });
    return;
  }
  largeSubmissionInFlight = true;
  // Released when the answer is sent or the connection goes, whichever comes first.
  let held = true;
  const release = (): void => {
    if (!held) return;
    held = false;
    largeSubmissionInFlight = false;
  };
  reply.raw.once('close', release);
  reply.raw.once('finish', release);
  done();
}

/** The content of each JSON submission, in a file while its request lasts (spooledJsonBody.ts). */
const spooledContents = new WeakMap<FastifyRequest, SpooledString>();
/** Requests whose answer is gone: a content read after that is removed at once. */
const ended = new WeakSet<FastifyRequest>();

/** Removes a request's spooled content when its answer is sent or its connection goes. */
function discardContentAtEnd(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  reply.raw.once('close', () => {
    ended.add(request);
    spooledContents.get(request)?.discard();
  });
  done();
}

/** The submitted file: the spooled content of the JSON form, or the XML form's content written to a file. */
function contentFile(request: FastifyRequest, body: JobRequest): { path: string; discard(): void } {
  const spooled = spooledContents.get(request);
  if (spooled) return spooled;
  const dir = mkdtempSync(join(tmpdir(), 'party-address-job-'));
  const path = join(dir, 'content');
  writeFileSync(path, body.content);
  return { path, discard: () => rmSync(dir, { recursive: true, force: true }) };
}

const Params = Type.Object({ jobId: Type.String({ format: 'uuid' }) });
const responses = { ...errorResponses, 404: ErrorResponseSchema, 501: ErrorResponseSchema, 503: ErrorResponseSchema };

function requireJobs(jobs: JobService | undefined): JobService {
  if (!jobs) throw new ApiError(501, 'Jobs need PostgreSQL: this instance runs with embedded storage; start it with DATABASE_URL (the queue and the chunks are shared by every instance there)');
  return jobs;
}

function ownerOf(request: FastifyRequest): { accountId: string; environment: string } {
  const caller = callerOf(request);
  return { accountId: caller.accountId, environment: caller.environment };
}

export async function jobRoutes(scope: FastifyInstance, options: { jobs: JobService | undefined }): Promise<void> {
  const security = [{ apiKey: [], bearerAuth: [] }];
  // The JSON form: `content` goes to a file as it arrives, the rest is parsed as on every route
  // (this scope's parser only; the other routes keep theirs).
  const parseJson = jsonTextParser(scope);
  scope.removeContentTypeParser(JSON_CONTENT_TYPE);
  scope.addContentTypeParser(JSON_CONTENT_TYPE, (request, payload, done) => {
    if (request.is404) {
      payload.resume();
      return done(null, undefined);
    }
    const limit = request.routeOptions.bodyLimit ?? JOB_BODY_LIMIT;
    const tooLarge = () => new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
    if (Number(request.headers['content-length']) > limit) return done(tooLarge(), undefined);
    spoolJsonBody(payload, { field: 'content', limit, tooLarge }).then(({ skeleton, spooled }) => {
      if (spooled) {
        if (ended.has(request)) spooled.discard();
        else spooledContents.set(request, spooled);
      }
      parseJson(request, skeleton, done);
    }, (error: Error) => done(error, undefined));
  });
  scope.post(
    '/jobs',
    {
      bodyLimit: JOB_BODY_LIMIT,
      onRequest: [discardContentAtEnd, admitLargeSubmission],
      config: { xmlRequestRoot: 'JobRequest' },
      schema: { operationId: 'createJob', summary: 'Submit a file (CSV, JSON Lines or ISO 20022 XML) to be processed in chunks by every instance', tags: ['Bulk'], headers: HeadersSchema, body: JobRequestSchema, response: { 202: JobStatusSchema, ...responses }, security },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const jobs = requireJobs(options.jobs);
      const body = request.body as JobRequest;
      let columns;
      try {
        columns = parseColumnFlags(body.csv?.columns ?? []);
      } catch (error) {
        throw new ApiError(400, (error as Error).message, { details: [{ field: 'csv.columns', message: (error as Error).message }] });
      }
      const o = body.options ?? {};
      const input = contentFile(request, body);
      let status;
      try {
        status = await jobs.submit(ownerOf(request), {
          input: input.path,
          run: { scheme: o.scheme, partyRole: o.partyRole, targetFormat: o.targetFormat, quality: o.quality, repairConfidenceThreshold: o.repairConfidenceThreshold, roleByElement: { ...DEFAULT_ROLE_BY_ELEMENT, ...o.roleMap } },
          csv: { columns, header: body.csv?.header, delimiter: body.csv?.delimiter },
          chunkRecords: body.chunkRecords ?? DEFAULT_CHUNK_RECORDS,
        });
      } finally {
        input.discard();
      }
      reply.header('Location', `${request.url.replace(/\/$/, '')}/${status.jobId}`);
      return sendBody(request, reply.code(202), 'JobStatus', status);
    },
  );

  scope.get(
    '/jobs/:jobId',
    { schema: { operationId: 'getJob', summary: 'Status and progress of a job', tags: ['Bulk'], headers: HeadersSchema, params: Params, response: { 200: JobStatusSchema, ...responses }, security } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const jobs = requireJobs(options.jobs);
      const { jobId } = request.params as { jobId: string };
      const status = await jobs.status(jobId, ownerOf(request));
      if (!status) throw new ApiError(404, 'No such job for this account and environment');
      return sendBody(request, reply.code(200), 'JobStatus', status);
    },
  );

  scope.get(
    '/jobs/:jobId/result',
    {
      schema: {
        operationId: 'getJobResult',
        summary: `The result file of a completed job (same format as the input), or with file=rejects the reject rows (${REJECT_COLUMNS.join(', ')})`,
        tags: ['Bulk'],
        headers: HeadersSchema,
        params: Params,
        querystring: Type.Object({ file: Type.Optional(Type.Unsafe<'output' | 'rejects'>({ type: 'string', enum: ['output', 'rejects'] })) }),
        response: responses,
        security,
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const jobs = requireJobs(options.jobs);
      const { jobId } = request.params as { jobId: string };
      const part = (request.query as { file?: 'output' | 'rejects' }).file ?? 'output';
      const status = await jobs.status(jobId, ownerOf(request));
      if (!status) throw new ApiError(404, 'No such job for this account and environment');
      if (status.failure) throw new ApiError(409, `The job failed: ${status.failure.reason}`);
      if (status.status !== 'completed') throw new ApiError(409, `The job is ${status.status} (${status.completedChunks} of ${status.totalChunks} chunks done); its result is ready when it is completed`);
      // Streamed chunk by chunk: a large result is never held whole.
      const body = Readable.from(
        (async function* () {
          if (part === 'rejects') yield rejectHeader();
          yield* jobs.results(jobId, part);
        })(),
      );
      const type = part === 'rejects' || status.format === 'csv' ? 'text/csv; charset=utf-8' : status.format === 'xml' ? 'application/xml; charset=utf-8' : 'application/x-ndjson; charset=utf-8';
      return reply.code(200).header('Content-Type', type).header('Content-Disposition', `attachment; filename="${jobId}${part === 'rejects' ? '-rejects.csv' : status.format === 'csv' ? '.csv' : status.format === 'xml' ? '.xml' : '.jsonl'}"`).send(body);
    },
  );
}
