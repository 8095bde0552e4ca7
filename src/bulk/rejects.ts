// The reject file: one CSV row per rejected or partial record and per bad row or element, with
// its position, kind, reasons and the input exactly as it was, so nothing of the input is lost.
import { csvRecordLine } from './csvText';
import type { RecordResult } from './record';

export const REJECT_COLUMNS = ['position', 'kind', 'reasons', 'input'];

export function rejectHeader(): string {
  return csvRecordLine(REJECT_COLUMNS);
}

/** The reject row of a processed record, or undefined when it was accepted. */
export function rejectRowOfResult(position: string, raw: string, result: RecordResult): string | undefined {
  if (!result.ok) return csvRecordLine([position, 'INVALID', result.error, raw]);
  if (result.decision === 'ACCEPT') return undefined;
  const reasons = result.reasons.filter((r) => r.severity !== 'INFO').map((r) => `${r.code}: ${r.message}`).join(' | ');
  return csvRecordLine([position, result.decision, reasons, raw]);
}

export function rejectRowOfBad(position: string, raw: string, message: string): string {
  return csvRecordLine([position, 'MALFORMED', message, raw]);
}
