// Runs EP-01 on a chunk of records, as a worker thread (or the batch code) does: each record is
// checked against the request schema first, since the pipeline expects what the HTTP layer lets
// through; a record that does not fit is a bad record with the schema's message, never a crash.
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { ProcessPartyAddressRequestSchema } from '../model/schemas';
import { processPartyAddress, type ProcessDependencies } from '../pipeline/processPartyAddress';
import { InvalidParameterError } from '../params/invalidParameter';
import type { RecordRequest, RecordResult } from './record';

let compiled: ValidateFunction | undefined;

/** The request schema's validator, compiled on the first record: not at start of a service that may never run a job (issue 16). */
function requestValidator(): ValidateFunction {
  if (!compiled) {
    const ajv = new Ajv({ allErrors: true, coerceTypes: false, removeAdditional: false, useDefaults: false });
    (addFormats as unknown as (a: Ajv) => void)(ajv);
    compiled = ajv.compile(ProcessPartyAddressRequestSchema);
  }
  return compiled;
}

export function processRecord(request: RecordRequest, deps: ProcessDependencies): RecordResult {
  const validateRequest = requestValidator();
  if (!validateRequest(request)) {
    const message = (validateRequest.errors ?? []).map((e) => `${e.instancePath || '(record)'} ${e.message ?? 'is invalid'}`).join('; ');
    return { ok: false, error: message };
  }
  if (request.postalAddress !== undefined && request.postalAddressXml !== undefined) return { ok: false, error: 'both postalAddress and postalAddressXml' };
  try {
    const { response } = processPartyAddress(request, deps);
    const { result } = response;
    return {
      ok: true,
      decision: response.decision,
      status: result.status,
      inputFormat: result.inputFormat,
      outputFormat: result.outputFormat,
      output: result.output,
      reasons: result.reasons.map((r) => (r.field === undefined ? { code: r.code, severity: r.severity, message: r.message } : { code: r.code, severity: r.severity, message: r.message, field: r.field })),
      // An identifier taken out of a line is text of the record: the output carries it.
      ...(Object.keys(result.extractedIdentifiers ?? {}).length > 0 ? { extractedIdentifiers: result.extractedIdentifiers } : {}),
    };
  } catch (error) {
    if (error instanceof InvalidParameterError) return { ok: false, error: `${error.field}: ${error.reason}` };
    throw error;
  }
}
