// Name content: the party name (or a close variant) filling a whole AddressLine or a whole
// comma-separated segment of one is reported (ENT-05) and, on repair, taken out of the output
// lines. A name inside a street ("Werner-von-Siemens-Str.") or beside other words is not the
// party's name line and stays: a removal never leaves fragments behind.
import { reason, type Reason } from '../../model/reasons';
import { findPartyNameInLine } from '../../reference/partyName';
import { onlyPunctuation, segmentsOf } from './segments';
import type { PostalReference } from '../../reference/postal/types';

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

/**
 * `isTown` tells a town of the address's country: a segment that is one, and is not the whole
 * name as written, is the town ("Nokia" beside the party "Nokia Oyj"), never removed as the name.
 */
export function scanPartyName(lines: readonly string[], name: string | undefined, isTown?: (text: string) => boolean): NameScan {
  const found: NameInLine[] = [];
  if (!name || name.trim() === '') return { found, reasons: [] };
  lines.forEach((line, index) => {
    for (const segment of segmentsOf(line)) {
      const text = line.slice(segment.start, segment.end);
      const hit = findPartyNameInLine(name, text);
      if (!hit || !onlyPunctuation(text.slice(0, hit.start) + text.slice(hit.end))) continue;
      if (isTown !== undefined && text.trim().toLowerCase() !== name.trim().toLowerCase() && isTown(text.trim())) continue;
      found.push({ line: index, start: segment.start, end: segment.end, text });
    }
  });
  return { found, reasons: found.length > 0 ? [reason('ENT-05', { field: 'AddressLine' })] : [] };
}

/** The town test of scanPartyName: the postal reference's towns of the address's country. */
export function townTest(postal: PostalReference | undefined, country: string | undefined): ((text: string) => boolean) | undefined {
  if (postal === undefined || country === undefined) return undefined;
  return (text) => postal.findTown(country, text).length > 0;
}
