// One audit event (contract section 9): who called which route, when, with which context and
// resolved parameters, and what came out. It never holds address text, a name or an identifier.
import type { Environment } from '../http/principal';
import type { ParameterSource } from '../params/resolveParameters';

export interface AuditParameter {
  name: string;
  value: string | number | boolean | null;
  source: ParameterSource;
}

export interface AuditEvent {
  eventId: string;
  requestId: string;
  occurredAt: string;
  accountId: string;
  applicationId: string | null;
  keyId: string | null;
  environment: Environment;
  method: string;
  route: string;
  statusCode: number;
  /** True when the answer was an Idempotency-Key replay: the pipeline did not run again. */
  idempotentReplay: boolean;
  /** Context fields as sent, processing-fallback and analytics-only; `name` only as "[redacted]". */
  context: Record<string, string | number | boolean>;
  parameters: AuditParameter[];
  decision: string | null;
  status: string | null;
  /** Reason codes of the answer: of the result on a 200, of the ErrorResponse on a 422. */
  reasonCodes: string[];
  inputFormat: string | null;
  outputFormat: string | null;
  fingerprint: string | null;
  /** Pipeline time on the EP-01 routes, request time on the others. */
  processingTimeMs: number;
}
