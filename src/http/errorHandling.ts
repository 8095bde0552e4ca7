// Every error leaves as an ErrorResponse (contract section 4) in the negotiated format: schema
// violations as 400 with a `details` entry per offending field path, 500 without internals.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorResponse } from '../model/schemas';
import { ApiError, type ErrorDetail } from './apiError';
import { sendBody } from './reply';
import { isBackendUnavailable } from '../storage/unavailable';

interface AjvError {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

function pathToField(instancePath: string | undefined, context: string | undefined): string {
  const path = (instancePath ?? '')
    .split('/')
    .filter(Boolean)
    .map((p) => (/^\d+$/.test(p) ? `[${p}]` : `.${p}`))
    .join('')
    .replace(/^\./, '');
  if (!path) return context === 'body' || !context ? '(body)' : `(${context})`;
  return path;
}

export function validationDetails(errors: readonly AjvError[], context?: string): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    let field = pathToField(error.instancePath, context);
    let message = error.message ?? 'is invalid';
    if (error.keyword === 'additionalProperties' && typeof error.params?.additionalProperty === 'string') {
      field = field === '(body)' ? error.params.additionalProperty : `${field}.${error.params.additionalProperty}`;
      message = 'is not a known field';
    } else if (error.keyword === 'required' && typeof error.params?.missingProperty === 'string') {
      field = field === '(body)' ? error.params.missingProperty : `${field}.${error.params.missingProperty}`;
      message = 'is required';
    } else if (error.keyword === 'enum' && Array.isArray(error.params?.allowedValues)) {
      message = `must be one of ${(error.params.allowedValues as unknown[]).join(', ')}`;
    }
    const key = `${field}|${message}`;
    if (!seen.has(key)) {
      seen.add(key);
      details.push({ field, message });
    }
  }
  return details;
}

// An error answer never grows with the input (issue 11, finding 8): a short excerpt of any text
// the caller sent, and a bounded list of details with a count of the rest.
export const MAX_ERROR_DETAILS = 20;
const MAX_MESSAGE_LENGTH = 300;
const MAX_FIELD_LENGTH = 120;

function excerpt(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length - max} more characters)`;
}

function boundedDetails(details: readonly ErrorDetail[]): ErrorDetail[] {
  const shown = details.slice(0, MAX_ERROR_DETAILS).map((d) => ({ field: excerpt(d.field, MAX_FIELD_LENGTH), message: excerpt(d.message, MAX_MESSAGE_LENGTH) }));
  if (details.length > MAX_ERROR_DETAILS) shown.push({ field: '(more)', message: `${details.length - MAX_ERROR_DETAILS} more problems not listed` });
  return shown;
}

export function errorBody(request: FastifyRequest, statusCode: number, message: string, extra: { details?: ErrorDetail[]; reason?: string } = {}): ErrorResponse {
  const body: ErrorResponse = { code: statusCode, message: excerpt(message, MAX_MESSAGE_LENGTH), requestId: request.id };
  if (extra.details?.length) body.details = boundedDetails(extra.details);
  if (extra.reason) body.reason = extra.reason;
  return body;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, statusCode: number, message: string, extra: { details?: ErrorDetail[]; reason?: string; headers?: Record<string, string> } = {}): FastifyReply {
  if (extra.headers) reply.headers(extra.headers);
  if (statusCode === 401 && !reply.hasHeader('www-authenticate')) reply.header('WWW-Authenticate', 'Bearer');
  return sendBody(request, reply.code(statusCode), 'ErrorResponse', errorBody(request, statusCode, message, extra));
}

const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported Content-Type: send application/json or application/xml',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return sendError(request, reply, error.statusCode, error.message, error.extra);
    }
    if (error.validation) {
      const details = validationDetails(error.validation as AjvError[], error.validationContext);
      return sendError(request, reply, 400, 'Request does not match the schema', { details });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      let message = (error.code && CLIENT_ERROR_MESSAGES[error.code]) ?? error.message;
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') message = `Request body is larger than the limit of ${request.routeOptions.bodyLimit ?? 65536} bytes`;
      if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') message = 'Request body is not valid JSON';
      const details = status === 400 ? [{ field: '(body)', message: error.message }] : undefined;
      return sendError(request, reply, status, message, details ? { details } : {});
    }
    if (isBackendUnavailable(error)) {
      request.log.warn({ err: error }, 'back end unavailable');
      return sendError(request, reply, 503, 'A storage back end of the service is unavailable; retry in a few seconds', { headers: { 'Retry-After': '2' } });
    }
    request.log.error({ err: error }, 'unexpected failure');
    return sendError(request, reply, 500, 'Unexpected server-side failure; contact support with the requestId');
  });
  app.setNotFoundHandler((request, reply) => sendError(request, reply, 404, `No route ${request.method} ${request.url.split('?')[0]}`));
}
