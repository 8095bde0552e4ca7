// Statistics over many records (the batch route, the CLI summary, jobs): the per-record counts
// of EP-01 summed, with both spellings of the accepted count (contract section 8).
import type { Statistics } from '../model/schemas';
import type { Decision } from '../model/enums';

export function batchStatistics(decisions: readonly Decision[], processingTimeMs: number): Statistics {
  const accepted = decisions.filter((d) => d !== 'REJECT').length;
  return {
    processingTimeMs: Math.max(0, Math.round(processingTimeMs)),
    totalRecords: decisions.length,
    processedRecords: decisions.length,
    acceptedCount: accepted,
    acceptedRecords: accepted,
    rejectedCount: decisions.length - accepted,
  };
}
