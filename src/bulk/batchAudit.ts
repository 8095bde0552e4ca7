// One audit event per batch call (contract section 9: one event per call): the facts of its
// records folded into one. Decision and status are the most severe of the batch, reason codes the
// distinct codes of all records, the fingerprint a SHA-256 over the records' fingerprints in
// order, and the record counts travel as `batch.*` parameters. No address text is involved.
import { createHash } from 'node:crypto';
import type { AuditFacts } from '../pipeline/processPartyAddress';
import type { AutoCorrectStatus, Decision } from '../model/enums';

const DECISION_SEVERITY: readonly Decision[] = ['ACCEPT', 'PARTIAL_SUCCESS', 'REJECT'];
const STATUS_SEVERITY: readonly AutoCorrectStatus[] = ['VALIDATED', 'REPAIRED', 'PARTIALLY_REPAIRED', 'NOT_REPAIRED'];

function worst<T>(values: readonly T[], order: readonly T[]): T {
  return values.reduce((a, b) => (order.indexOf(b) > order.indexOf(a) ? b : a));
}

export function batchAuditFacts(records: readonly AuditFacts[], processingTimeMs: number): AuditFacts {
  const first = records[0];
  if (!first) throw new Error('a batch has at least one record');
  const count = (decision: Decision) => records.filter((r) => r.decision === decision).length;
  const counts = [
    { name: 'batch.totalRecords', value: records.length },
    { name: 'batch.acceptedCount', value: count('ACCEPT') },
    { name: 'batch.partialCount', value: count('PARTIAL_SUCCESS') },
    { name: 'batch.rejectedCount', value: count('REJECT') },
  ].map((c) => ({ ...c, source: 'default' as const }));
  const fingerprint = createHash('sha256');
  for (const r of records) fingerprint.update(r.fingerprint);
  return {
    // The parameters of the first record stand for the batch (records differ only by their own options).
    parameters: [...first.parameters, ...(counts as unknown as AuditFacts['parameters'])],
    decision: worst(records.map((r) => r.decision), DECISION_SEVERITY),
    status: worst(records.map((r) => r.status), STATUS_SEVERITY),
    reasonCodes: [...new Set(records.flatMap((r) => r.reasonCodes))].sort(),
    inputFormat: first.inputFormat,
    outputFormat: first.outputFormat,
    fingerprint: fingerprint.digest('hex'),
    processingTimeMs: Math.round(processingTimeMs),
  };
}
