// Jobs routes (contract section 3, issue 15): submit a file, follow its status and progress,
// download the result (or the reject rows). They need PostgreSQL (DATABASE_URL): the queue and the
// chunks live there so that every instance works on them; in embedded mode they answer 501.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/** A file of about 200,000 records; larger ones go through the CLI. */
export const JOB_BODY_LIMIT = 64 * 1024 * 1024;

/**
 * A body larger than this is a large submission. While it is read, parsed and cut into chunks it
 * holds about four times its size of heap (a 60 MB file about 230 MB: the body as text, the parsed
 * content, the chunks; docs/production.md, "Memory"), so a process takes one at a time: another
 * arriving meanwhile gets 503 with Retry-After before its body is read, and no burst of large
 * uploads can run a worker out of heap. Small submissions are not held back.
 */
export const LARGE_SUBMISSION_BYTES = 8 * 1024 * 1024;
let largeSubmissionInFlight = false;

/** Admits a submission whose declared size (or chunked upload) makes it large only when none is in flight in this process. */
function admitLargeSubmission(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  const declared = Number(request.headers['content-length'] ?? 0);
  const large = declared > LARGE_SUBMISSION_BYTES || (request.headers['content-length'] === undefined && request.headers['transfer-encoding'] !== undefined);
  if (!large) return done();
  if (largeSubmissionInFlight) {
    sendError(request, reply, 503, `Another large job file (over ${LARGE_SUBMISSION_BYTES / (1024 * 1024)} MB) is being read by this instance; retry in a few seconds`, { headers: { 'Retry-After': '10' } });
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
  scope.post(
    '/jobs',
    {
      bodyLimit: JOB_BODY_LIMIT,
      onRequest: admitLargeSubmission,
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
      const status = await jobs.submit(ownerOf(request), {
        content: body.content,
        run: { scheme: o.scheme, partyRole: o.partyRole, targetFormat: o.targetFormat, quality: o.quality, repairConfidenceThreshold: o.repairConfidenceThreshold, roleByElement: { ...DEFAULT_ROLE_BY_ELEMENT, ...o.roleMap } },
        csv: { columns, header: body.csv?.header, delimiter: body.csv?.delimiter },
        chunkRecords: body.chunkRecords ?? DEFAULT_CHUNK_RECORDS,
      });
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
