// Decision and status from the reasons left on the output (contract section 6).
import type { AutoCorrectStatus, Decision } from '../model/enums';
import type { Reason } from '../model/reasons';

export interface Outcome {
  decision: Decision;
  status: AutoCorrectStatus;
}

/**
 * `wordCuts`: words longer than an OutputMode line that were split across lines. The output then
 * does not carry the text as the caller wrote it, so the answer is at best PARTIAL_SUCCESS
 * (docs/decisions.md, "A word longer than the line").
 */
export function decide(reasons: readonly Reason[], facts: { targetNotReached: boolean; repaired: boolean; wordCuts?: readonly unknown[] }): Outcome {
  if (reasons.some((r) => r.severity === 'ERROR')) return { decision: 'REJECT', status: 'NOT_REPAIRED' };
  const unappliedRepair = reasons.some((r) => r.code === 'CNV-03');
  if (facts.targetNotReached || unappliedRepair || (facts.wordCuts?.length ?? 0) > 0) return { decision: 'PARTIAL_SUCCESS', status: 'PARTIALLY_REPAIRED' };
  return { decision: 'ACCEPT', status: facts.repaired ? 'REPAIRED' : 'VALIDATED' };
}
