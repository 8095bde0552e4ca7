// `actions` (include actions): what the caller should change in its own master data so the next
// payment needs no repair: identifiers to move, the name to remove, fields to add, things to review.
import type { AddressResult } from '../model/schemas';
import type { PipelineState } from './state';
import { isoName } from '../model/fields';
import { redactText } from './redaction';
import { JOINED_CUT_WORD } from './conservation';
import { FLATTENED, OVER_LIMIT_MOVED, rewrapRule } from './steps/convert';
import { fieldOfIsoName } from './redaction';
import type { StructuredFieldName } from '../model/fields';
import { LINE_SEPARATOR, fieldValue } from './address';
import { cleanText } from './steps/normalise';
import { usesEpcCharacterSet } from '../params/resolveParameters';

export type Action = NonNullable<AddressResult['actions']>[number];

const REMOVAL_MESSAGES: Partial<Record<string, string>> = {
  'ENT-05': 'Remove the party name from the address lines; it belongs in Nm',
  'FLD-05': 'Remove TownName/Country repeated in the address lines',
  'FLD-08': 'Remove the address line that repeats structured fields',
};

const IDENTIFIER_FIELDS = { bic: 'Identification.OrgId.AnyBIC', lei: 'Identification.OrgId.LEI', iban: 'CreditorAccount/DebtorAccount IBAN' } as const;

export function actionsFor(state: PipelineState): Action[] {
  const actions: Action[] = [];
  for (const [key, value] of Object.entries(state.extractedIdentifiers) as Array<[keyof typeof IDENTIFIER_FIELDS, string]>) {
    actions.push({ type: 'MOVE', field: IDENTIFIER_FIELDS[key], value, message: `Store the ${key.toUpperCase()} as an identifier, not in AddressLine` });
  }
  // Every removal carries the text removed; every repair its old and new value (contract section 6).
  for (const removal of state.removals) {
    const message = REMOVAL_MESSAGES[removal.code];
    if (message) actions.push({ type: 'REMOVE', field: removal.field, value: removal.text, message });
  }
  if (state.detectedNameInAddress && !state.removals.some((r) => r.code === 'ENT-05')) {
    // Found but not taken out (check-party-address does not convert): the advice names the text.
    actions.push({ type: 'REMOVE', field: 'AddressLine', value: state.detectedNameInAddress, message: REMOVAL_MESSAGES['ENT-05']! });
  }
  const rewrapped = rewrapRule(state.parameters.outputMode);
  for (const change of state.changes) {
    if (change.rule === rewrapped && change.after !== null) {
      // The lines before the rewrap are the caller's lines where nothing else changed them: then
      // they are given as sent (before normalisation and the scheme's character set).
      actions.push({ type: 'REVIEW', field: 'AddressLine', value: change.after, previousValue: linesAsSent(state, change.before) ?? undefined, message: `The AddressLines were rewrapped to fit the lines OutputMode ${state.parameters.outputMode} and the party variant allow (lines before in previousValue, after in value, separated by ' | '); write them so in the master data` });
    } else if (change.rule === FLATTENED && change.before) {
      // A field a requested FULLY_UNSTRUCTURED output wrote into a line: value as it stands there, previousValue as sent.
      const line = (state.address.addressLine ?? []).findIndex((text) => text.includes(change.before!));
      const where = line < 0 ? 'AddressLine' : `AddressLine[${line}]`;
      actions.push({ type: 'MOVE', field: change.field, value: change.before, previousValue: fieldAsSent(state, change.field, change.before), message: `${change.field} was written into ${where} for the requested FULLY_UNSTRUCTURED output; keep it structured in the master data (FULLY_UNSTRUCTURED is rejected from the SR2026 cutover)` });
    } else if (change.rule === 'structuring' && change.field !== 'AddressLine' && change.after) {
      actions.push({ type: 'MOVE', field: change.field, value: change.after, message: `Store ${change.field} as a structured field instead of free text` });
    } else if (change.rule === OVER_LIMIT_MOVED && change.field !== 'AddressLine' && change.after) {
      // The value as sent is the old value; as the scheme writes it, now in AddressLine, the new.
      actions.push({ type: 'REVIEW', field: change.field, value: change.after, previousValue: change.before ?? undefined, message: `In the scheme's character set this ${change.field} is longer than its PostalAddress24 limit; it was kept whole in AddressLine. Shorten it in the master data` });
    } else if (change.rule === JOINED_CUT_WORD && change.after) {
      // "ERLA" / "NGEN" read as "ERLANGEN": the halves as written are the old value.
      actions.push({ type: 'REVIEW', field: change.field, value: change.after, previousValue: change.before ?? undefined, message: `A word the 35-character line width cut in two (the halves in previousValue, separated by ' | ') was joined in ${change.field}; write it whole in the master data` });
    } else if ((change.rule === 'postal database correction' || change.rule === 'postcode format') && change.after && change.before !== change.after) {
      // The old value is named in the message only as the answer's redaction allows.
      const before = change.before ? redactText(change.before, change.field, state.parameters.redaction) : null;
      const message =
        change.rule === 'postcode format'
          ? `The ${change.field} in its published form; correct the master data`
          : before === null
            ? `The postal database added this ${change.field}; complete the master data`
            : `The postal database corrected ${change.field} from "${before}" to this value; correct the master data`;
      const action: Action = { type: change.before ? 'REVIEW' : 'ADD', field: change.field, value: change.after, message };
      if (change.before) action.previousValue = change.before;
      actions.push(action);
    }
  }
  for (const cut of state.wordCuts) {
    actions.push({
      type: 'REVIEW',
      field: 'AddressLine',
      value: cut.pieces.join(LINE_SEPARATOR),
      previousValue: cut.word,
      message: `A word longer than the OutputMode ${state.parameters.outputMode} line was cut across AddressLines (the pieces in value, separated by ' | '); shorten it in the master data`,
    });
  }
  for (const suggestion of state.corrections.filter((c) => c.suggestion)) {
    actions.push({ type: 'REVIEW', field: isoName(suggestion.field), value: suggestion.value, message: `The postal database suggests this ${isoName(suggestion.field)}${suggestion.reason ? ` (${suggestion.reason})` : ''}; nothing was changed` });
  }
  for (const reason of state.reasons) {
    if (reason.code === 'CNV-03' || reason.code === 'VRF-04' || reason.code === 'FLD-04' || (reason.severity === 'ERROR' && reason.field)) {
      actions.push({ type: 'REVIEW', field: reason.field ?? 'PostalAddress', message: reason.message });
    }
  }
  return actions;
}

/** The caller's lines as sent, when `lines` (joined by ' | ') are those lines as normalise left them; else `lines`. */
function linesAsSent(state: PipelineState, lines: string | null): string | null {
  const sent = state.input.addressLine;
  if (sent === undefined || lines === null) return lines;
  const epc = usesEpcCharacterSet(state.parameters.scheme);
  const kept = sent.filter((line) => cleanText(line, epc).text !== '');
  return kept.map((line) => cleanText(line, epc).text).join(LINE_SEPARATOR) === lines ? kept.join(LINE_SEPARATOR) : lines;
}

/** The caller's value of a field as sent, when `value` is that value as normalise left it; else `value`. */
function fieldAsSent(state: PipelineState, field: string, value: string): string {
  const name = fieldOfIsoName(field);
  const sent = name === undefined || name === 'addressLine' ? undefined : fieldValue(state.input, name as StructuredFieldName);
  return sent !== undefined && cleanText(sent, usesEpcCharacterSet(state.parameters.scheme)).text === value ? sent : value;
}
