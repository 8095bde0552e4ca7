// a BIC, LEI or IBAN found in an AddressLine is extracted when the matching identification
// field is empty (or holds the same value); a different supplied value is a conflict: flagged
// (ENT-04) and left in place.
import type { Identification } from '../../model/schemas';
import { reason, type Reason } from '../../model/reasons';
import { findIdentifiers, type IdentifierType } from '../../reference/identifiers';
import type { ExtractedIdentifiers } from '../state';

export interface IdentifierInLine {
  line: number;
  type: IdentifierType;
  value: string;
  start: number;
  end: number;
  /** extract: moved out of the line; conflict: differs from the supplied identification, stays. */
  action: 'extract' | 'conflict';
}

export interface IdentifierScan {
  found: IdentifierInLine[];
  extracted: ExtractedIdentifiers;
  reasons: Reason[];
}

const KEY: Record<IdentifierType, keyof ExtractedIdentifiers> = { BIC: 'bic', LEI: 'lei', IBAN: 'iban' };
const EXTRACTED_CODE = { BIC: 'ENT-01', LEI: 'ENT-02', IBAN: 'ENT-03' } as const;

function suppliedValue(type: IdentifierType, identification: Identification | undefined): string | undefined {
  if (type === 'BIC') return identification?.organisationId?.anyBic;
  if (type === 'LEI') return identification?.organisationId?.lei;
  return undefined; // Identification has no IBAN field: an IBAN in an AddressLine is always misplaced.
}

/** BIC8 and the same BIC with branch XXX name the same institution. */
function sameIdentifier(type: IdentifierType, a: string, b: string): boolean {
  if (type === 'BIC') return a.slice(0, 8) === b.slice(0, 8) && (a.length === 8 || b.length === 8 || a === b || a.endsWith('XXX') || b.endsWith('XXX'));
  return a === b;
}

/** `isTown`: the towns of the address's country, which a BIC-shaped town with its district is not taken for. */
export function scanIdentifiers(lines: readonly string[], identification: Identification | undefined, isTown?: (text: string) => boolean): IdentifierScan {
  const found: IdentifierInLine[] = [];
  const extracted: ExtractedIdentifiers = {};
  const reasons: Reason[] = [];
  lines.forEach((line, index) => {
    for (const hit of findIdentifiers(line, isTown)) {
      const key = KEY[hit.type];
      const supplied = suppliedValue(hit.type, identification) ?? extracted[key];
      const conflict = supplied !== undefined && !sameIdentifier(hit.type, supplied, hit.value);
      found.push({ line: index, type: hit.type, value: hit.value, start: hit.start, end: hit.end, action: conflict ? 'conflict' : 'extract' });
      if (conflict) {
        reasons.push(reason('ENT-04', { field: 'AddressLine', detail: `${hit.type} differs from the supplied identification` }));
      } else if (extracted[key] === undefined) {
        extracted[key] = hit.value;
        reasons.push(reason(EXTRACTED_CODE[hit.type], { field: 'AddressLine' }));
      }
    }
  });
  return { found, extracted, reasons };
}
