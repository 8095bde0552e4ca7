// Decision and status from the reasons left on the output (contract section 6).
import type { AutoCorrectStatus, Decision } from '../model/enums';
import type { Reason } from '../model/reasons';

export interface Outcome {
  decision: Decision;
  status: AutoCorrectStatus;
}

export function decide(reasons: readonly Reason[], facts: { targetNotReached: boolean; repaired: boolean }): Outcome {
  if (reasons.some((r) => r.severity === 'ERROR')) return { decision: 'REJECT', status: 'NOT_REPAIRED' };
  const unappliedRepair = reasons.some((r) => r.code === 'CNV-03');
  if (facts.targetNotReached || unappliedRepair) return { decision: 'PARTIAL_SUCCESS', status: 'PARTIALLY_REPAIRED' };
  return { decision: 'ACCEPT', status: facts.repaired ? 'REPAIRED' : 'VALIDATED' };
}
