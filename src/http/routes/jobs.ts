// Jobs routes (contract section 3, issue 15): submit a file, follow its status and progress,
// download the result (or the reject rows). They need PostgreSQL (DATABASE_URL): the queue and the
// chunks live there so that every instance works on them; in embedded mode they answer 501.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { JobRequestSchema, JobStatusSchema, type JobRequest } from '../../model/jobSchemas';
import { ErrorResponseSchema } from '../../model/schemas';
import { ApiError } from '../apiError';
import { sendBody } from '../reply';
import { callerOf } from '../../audit/caller';
import { errorResponses, HeadersSchema } from './partyAddress';
import { DEFAULT_CHUNK_RECORDS, type JobService } from '../../bulk/jobs/jobService';
import { DEFAULT_ROLE_BY_ELEMENT } from '../../bulk/options';
import { parseColumnFlags } from '../../bulk/csvColumns';
import { REJECT_COLUMNS, rejectHeader } from '../../bulk/rejects';

/** A file of about 200,000 records; larger ones go through the CLI. */
export const JOB_BODY_LIMIT = 64 * 1024 * 1024;
const Params = Type.Object({ jobId: Type.String({ format: 'uuid' }) });
const responses = { ...errorResponses, 404: ErrorResponseSchema, 501: ErrorResponseSchema };

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
