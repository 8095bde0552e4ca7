// TownName or Country present as a structured field and again in an AddressLine (the
// country also by its name in any common language) raises FLD-05 WARNING; on repair the repeat
// is taken out of the line.
import type { PostalAddress } from '../../model/schemas';
import { reason, type Reason } from '../../model/reasons';
import { findCountryNameInLine } from '../../reference/countries';
import { fieldValue } from '../address';
import { findPhraseInLine } from './findPhrase';

export interface RepeatInLine {
  line: number;
  start: number;
  end: number;
  field: 'TownName' | 'Country';
}

export interface RepeatScan {
  found: RepeatInLine[];
  reasons: Reason[];
}

export function scanRepeats(lines: readonly string[], address: PostalAddress): RepeatScan {
  const found: RepeatInLine[] = [];
  const town = fieldValue(address, 'townName');
  const country = fieldValue(address, 'country');
  lines.forEach((line, index) => {
    if (town) {
      const hit = findPhraseInLine(line, town);
      if (hit) found.push({ line: index, ...hit, field: 'TownName' });
    }
    if (country) {
      const byName = findCountryNameInLine(line, country);
      if (byName) found.push({ line: index, start: byName.start, end: byName.end, field: 'Country' });
      else {
        // The bare code as the last word of a line ("... 60311 Frankfurt DE") repeats it too.
        const trimmed = line.trimEnd();
        const start = trimmed.length - country.length;
        if (start >= 0 && trimmed.endsWith(country) && (start === 0 || /[\s,]/.test(trimmed[start - 1]!))) {
          found.push({ line: index, start, end: trimmed.length, field: 'Country' });
        }
      }
    }
  });
  const fields = [...new Set(found.map((f) => f.field))];
  return { found, reasons: fields.map((field) => reason('FLD-05', { field: 'AddressLine', detail: `${field} repeated` })) };
}
