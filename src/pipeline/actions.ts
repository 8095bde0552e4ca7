// `actions` (include actions): what the caller should change in its own master data so the next
// payment needs no repair: identifiers to move, the name to remove, fields to add, things to review.
import type { AddressResult } from '../model/schemas';
import type { PipelineState } from './state';

export type Action = NonNullable<AddressResult['actions']>[number];

const IDENTIFIER_FIELDS = { bic: 'Identification.OrgId.AnyBIC', lei: 'Identification.OrgId.LEI', iban: 'CreditorAccount/DebtorAccount IBAN' } as const;

export function actionsFor(state: PipelineState): Action[] {
  const actions: Action[] = [];
  for (const [key, value] of Object.entries(state.extractedIdentifiers) as Array<[keyof typeof IDENTIFIER_FIELDS, string]>) {
    actions.push({ type: 'MOVE', field: IDENTIFIER_FIELDS[key], value, message: `Store the ${key.toUpperCase()} as an identifier, not in AddressLine` });
  }
  if (state.detectedNameInAddress) actions.push({ type: 'REMOVE', field: 'AddressLine', message: 'Remove the party name from the address lines; it belongs in Nm' });
  for (const change of state.changes) {
    if (change.rule === 'structuring' && change.field !== 'AddressLine' && change.after) {
      actions.push({ type: 'MOVE', field: change.field, value: change.after, message: `Store ${change.field} as a structured field instead of free text` });
    } else if (change.rule === 'postal database correction' && change.after) {
      actions.push({ type: change.before ? 'REVIEW' : 'ADD', field: change.field, value: change.after, message: `The postal database suggests this ${change.field}; correct the master data` });
    } else if (change.rule.includes('R-05')) {
      actions.push({ type: 'REMOVE', field: 'AddressLine', message: 'Remove TownName/Country repeated in the address lines' });
    }
  }
  for (const reason of state.reasons) {
    if (reason.code === 'CNV-03' || reason.code === 'VRF-04' || reason.code === 'FLD-04' || (reason.severity === 'ERROR' && reason.field)) {
      actions.push({ type: 'REVIEW', field: reason.field ?? 'PostalAddress', message: reason.message });
    }
  }
  return actions;
}
