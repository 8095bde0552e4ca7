// Name content: the party name (or a close variant) inside an AddressLine is reported (ENT-05)
// and, on repair, taken out of the output lines.
import { reason, type Reason } from '../../model/reasons';
import { findPartyNameInLine } from '../../reference/partyName';

export interface NameInLine {
  line: number;
  start: number;
  end: number;
  text: string;
}

export interface NameScan {
  found: NameInLine[];
  reasons: Reason[];
}

export function scanPartyName(lines: readonly string[], name: string | undefined): NameScan {
  const found: NameInLine[] = [];
  if (!name || name.trim() === '') return { found, reasons: [] };
  lines.forEach((line, index) => {
    const hit = findPartyNameInLine(name, line);
    if (hit) found.push({ line: index, start: hit.start, end: hit.end, text: hit.text });
  });
  return { found, reasons: found.length > 0 ? [reason('ENT-05', { field: 'AddressLine' })] : [] };
}
