// Step 4, normalise: control characters out, Unicode NFC, whitespace collapsed, country code in
// upper case, and for EPC schemes the EPC basic Latin set (FLD-06). Every change is recorded.
import { POSTAL_FIELDS, type PostalFieldName } from '../../model/fields';
import type { PostalAddress } from '../../model/schemas';
import { reason, type Reason } from '../../model/reasons';
import { stripControlCharacters, toEpcCharset } from '../../reference/charset';
import { usesEpcCharacterSet } from '../../params/resolveParameters';
import type { FieldChange, Step } from '../state';

const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;
const EPC_SET = /^[A-Za-z0-9/\-?:().,'+ ]*$/;

/** Most values arrive clean: printable ASCII, trimmed, single spaces (and in the EPC set when asked). */
function alreadyClean(value: string, epc: boolean): boolean {
  return (epc ? EPC_SET : PRINTABLE_ASCII).test(value) && !value.includes('  ') && value.length === value.trim().length;
}

/** A value as normalise leaves it: cleaned, and in the EPC set when `epc`; `converted` counts the distinct characters converted (FLD-06). */
export function cleanText(value: string, epc: boolean): { text: string; converted: number } {
  if (alreadyClean(value, epc)) return { text: value, converted: 0 };
  if (epc) {
    // The EPC conversion sees the text before whitespace is collapsed, so a no-break space, a tab,
    // a zero-width space or a bidirectional mark is counted as the conversion it is (FLD-06), not
    // taken away unseen by the collapse (review 3, f-epc-unreported). toEpcCharset removes control
    // and invisible characters itself (tab and line break: space).
    const result = toEpcCharset(value.normalize('NFC'));
    return { text: result.text.replace(/ +/g, ' ').trim(), converted: result.converted.length };
  }
  // Unicode schemes keep every character but the control and invisible ones, whose removal is a
  // conversion like any other (contract section 6: FLD-06 INFO), not a silent change (twelfth review).
  const stripped = stripControlCharacters(value);
  return { text: stripped.text.normalize('NFC').replace(/\s+/g, ' ').trim(), converted: stripped.removed };
}

/**
 * Brings every value of an address into the scheme's character set the way normalise does, for
 * values that reach the output after normalise ran (a postal database correction, a town the
 * structuring took from the postal reference): under an EPC scheme "München" becomes "Munchen"
 * with FLD-06 INFO on the field, recorded as a change (review 3, f-epc-correction). Values
 * already in the set are left as they are; for Unicode schemes nothing is done (normalise already
 * cleaned the caller's text, and reference data carries no control characters).
 */
export function toSchemeCharacterSet(address: PostalAddress, epc: boolean): { address: PostalAddress; changes: FieldChange[]; reasons: Reason[] } {
  if (!epc) return { address, changes: [], reasons: [] };
  const out: Record<string, unknown> = { ...address };
  const changes: FieldChange[] = [];
  const reasons: Reason[] = [];
  for (const field of POSTAL_FIELDS) {
    const value = address[field.json as PostalFieldName];
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value as string];
    if (values.every((v) => EPC_SET.test(v))) continue;
    let converted = 0;
    const cleaned: string[] = [];
    values.forEach((v, index) => {
      const c = cleanText(v, true);
      converted += c.converted;
      if (c.text !== v) changes.push({ field: Array.isArray(value) ? `${field.iso}[${index}]` : field.iso, before: v, after: c.text || null, rule: 'EPC character set' });
      if (c.text) cleaned.push(c.text);
    });
    if (Array.isArray(value)) {
      if (cleaned.length > 0) out[field.json] = cleaned;
      else delete out[field.json];
    } else if (cleaned[0]) out[field.json] = cleaned[0];
    else delete out[field.json];
    if (converted) reasons.push(reason('FLD-06', { field: field.iso, detail: `${converted} character(s) converted` }));
  }
  return changes.length > 0 ? { address: out as PostalAddress, changes, reasons } : { address, changes, reasons };
}

/** FLD-06 INFO: characters converted to the EPC set, or control characters a Unicode scheme removed. */
function conversionReason(field: string, count: number, epc: boolean): Reason {
  return epc
    ? reason('FLD-06', { field, detail: `${count} character(s) converted` })
    : reason('FLD-06', { field, detail: `${count} control or invisible character(s) removed`, ruleSource: 'Unicode scheme character set' });
}

const conversionRule = (epc: boolean) => (epc ? 'EPC character set' : 'control characters removed');

export const normalise: Step = (state) => {
  const epc = usesEpcCharacterSet(state.parameters.scheme);
  const address: Record<string, unknown> = {};
  const changes: FieldChange[] = [];
  const reasons: Reason[] = [];
  for (const field of POSTAL_FIELDS) {
    const value = state.address[field.json as PostalFieldName];
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      const lines: string[] = [];
      let converted = 0;
      value.forEach((line, index) => {
        const cleaned = cleanText(line, epc);
        converted += cleaned.converted;
        if (cleaned.text !== line) changes.push({ field: `AddressLine[${index}]`, before: line, after: cleaned.text || null, rule: cleaned.converted ? conversionRule(epc) : 'normalise' });
        if (cleaned.text) lines.push(cleaned.text);
      });
      if (lines.length > 0) address[field.json] = lines;
      if (converted) reasons.push(conversionReason(field.iso, converted, epc));
      continue;
    }
    const cleaned = cleanText(value as string, epc);
    const text = field.json === 'country' || field.json === 'countryOfResidence' ? cleaned.text.toUpperCase() : cleaned.text;
    if (text !== value) changes.push({ field: field.iso, before: value as string, after: text || null, rule: cleaned.converted ? conversionRule(epc) : 'normalise' });
    if (cleaned.converted) reasons.push(conversionReason(field.iso, cleaned.converted, epc));
    if (text) address[field.json] = text;
  }
  return { ...state, address: address as PostalAddress, changes: [...state.changes, ...changes], reasons: [...state.reasons, ...reasons] };
};
