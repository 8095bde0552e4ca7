// The reject file: one CSV row per rejected or partial record and per bad row or element, with
// its position, kind, reasons and the input exactly as it was, so nothing of the input is lost.
import { stringify } from 'csv-stringify/sync';
import type { RecordResult } from './record';

export const REJECT_COLUMNS = ['position', 'kind', 'reasons', 'input'];

export function rejectHeader(): string {
  return stringify([REJECT_COLUMNS], { record_delimiter: '\n' });
}

/** The reject row of a processed record, or undefined when it was accepted. */
export function rejectRowOfResult(position: string, raw: string, result: RecordResult): string | undefined {
  if (!result.ok) return stringify([[position, 'INVALID', result.error, raw]], { record_delimiter: '\n' });
  if (result.decision === 'ACCEPT') return undefined;
  const reasons = result.reasons.filter((r) => r.severity !== 'INFO').map((r) => `${r.code}: ${r.message}`).join(' | ');
  return stringify([[position, result.decision, reasons, raw]], { record_delimiter: '\n' });
}

export function rejectRowOfBad(position: string, raw: string, message: string): string {
  return stringify([[position, 'MALFORMED', message, raw]], { record_delimiter: '\n' });
}
