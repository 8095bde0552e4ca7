// Operator postal data as CSV: any file with a header row, its columns named on the command line
// (`--postcode PLZ --place Ort --country Land` or a fixed `--country-code DE`). Rows pass the same
// checks as GeoNames lines (checkPostalRow); quoted fields may hold the delimiter and "" quotes.
import { checkPostalRow, type ParsedPostalLine, type PostalRowFields } from './geonamesPostal';

export interface CsvMapping {
  delimiter: string;
  /** Column names (as in the header row) for each field; country may instead be fixed. */
  columns: { postcode: string; placeName: string; country?: string; admin1Name?: string; admin1Code?: string; admin2Name?: string };
  /** One country for every row, when the file has no country column. */
  country?: string;
}

/** Splits one CSV record (RFC 4180 quoting, no line breaks inside fields). */
export function splitCsvLine(line: string, delimiter: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === delimiter) {
      fields.push(field);
      field = '';
    } else field += ch;
  }
  fields.push(field);
  return fields;
}

export type CsvRowParser = (line: string) => ParsedPostalLine;

/**
 * A parser for the data rows, built from the header row. Throws when a named column is missing
 * (a mapping error stops the import before any row is written).
 */
export function csvRowParser(header: string, mapping: CsvMapping): CsvRowParser {
  const names = splitCsvLine(header.replace(/^\uFEFF/, '').replace(/\r$/, ''), mapping.delimiter).map((n) => n.trim());
  const position = (column: string | undefined): number | undefined => {
    if (column === undefined) return undefined;
    const index = names.indexOf(column);
    if (index < 0) throw new Error(`column "${column}" is not in the header row (columns: ${names.join(', ')})`);
    return index;
  };
  if (!mapping.columns.country && !mapping.country) throw new Error('name a country column or give one country code for every row');
  const at = {
    country: position(mapping.columns.country),
    postcode: position(mapping.columns.postcode)!,
    placeName: position(mapping.columns.placeName)!,
    admin1Name: position(mapping.columns.admin1Name),
    admin1Code: position(mapping.columns.admin1Code),
    admin2Name: position(mapping.columns.admin2Name),
  };
  return (line) => {
    const cols = splitCsvLine(line.replace(/\r$/, ''), mapping.delimiter);
    const pick = (index: number | undefined) => (index === undefined ? undefined : cols[index]);
    const fields: PostalRowFields = {
      country: at.country === undefined ? mapping.country : pick(at.country),
      postcode: pick(at.postcode),
      placeName: pick(at.placeName),
      admin1Name: pick(at.admin1Name),
      admin1Code: pick(at.admin1Code),
      admin2Name: pick(at.admin2Name),
    };
    return checkPostalRow(fields);
  };
}
