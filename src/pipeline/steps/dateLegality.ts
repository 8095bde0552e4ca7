// Step 3, date-legality: R-02 (FULLY_UNSTRUCTURED banned from the SR2026 cutover, grace before
// it), R-03 (never for __2 parties), schemeVersion SR2025 named after the cutover, and the
// R-transaction exemption.
import { reason, type Reason } from '../../model/reasons';
import { SR2026_CUTOVER_MS } from '../../params/cutover';
import { variantOf } from '../rules/partyVariant';
import type { Step } from '../state';

export const dateLegality: Step = (state, context) => {
  const { parameters } = state;
  const afterCutover = parameters.executionDatetime.getTime() >= SR2026_CUTOVER_MS;
  const variant = variantOf(parameters.partyRole);
  const exempt = context.endpoint === 'r-transaction';
  const reasons: Reason[] = [];
  const problems: Reason[] = [];
  if (afterCutover && parameters.schemeVersion === 'SR2025') reasons.push(reason('REG-03'));
  if (state.inputFormat === 'FULLY_UNSTRUCTURED') {
    if (variant === '__2') {
      problems.push(reason('REG-05', { severity: 'ERROR', field: 'AddressLine' }));
    } else if (state.sr2026) {
      if (exempt) reasons.push(reason('REG-01', { severity: 'WARNING', field: 'AddressLine', detail: 'R-transaction exempt (original payment data)' }));
      else problems.push(reason('REG-01', { severity: 'ERROR', field: 'AddressLine' }));
    } else {
      reasons.push(reason('REG-02', { field: 'AddressLine', detail: `${parameters.direction} before 2026-11-22T02:30:00Z` }));
    }
  }
  return {
    ...state,
    unstructuredPermitted: variant === '__1' && (!state.sr2026 || exempt),
    rTransactionExempt: exempt,
    reasons: [...state.reasons, ...reasons],
    inputProblems: [...state.inputProblems, ...problems],
  };
};
