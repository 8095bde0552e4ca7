// CSV text of one record, both ways, without csv-parse / csv-stringify for the common case.
//
// Why: a bulk run parses and writes one record at a time (csvSource.ts frames records line by
// line so a bad row stays alone), and calling csv-parse per record builds a parser, its options
// and a Buffer copy of the text every time: profiled, that was 40% of the main thread's CPU on a
// free-text file, and the main thread shares the machine's cores with the workers. The libraries
// stay the reference: `splitCsvRecord` gives up (undefined) on anything but plain RFC 4180
// (a quote inside an unquoted field, text after a closing quote, a line break outside quotes,
// a delimiter that is not one character), and the caller then asks csv-parse, which gives the
// same cells or its own error message. `csvRecordLine` quotes exactly as csv-stringify does
// (test/bulk/csvText.test.ts checks both against the libraries on random text).
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

const QUOTE = 34; // "
const LF = 10;

/**
 * The cells of one record of plain RFC 4180 text, or undefined when the text needs csv-parse (it
 * is unusual, or malformed and csv-parse names the error). Quoted fields may hold the delimiter,
 * line breaks and doubled quotes.
 */
export function splitCsvRecord(text: string, delimiter: string): string[] | undefined {
  if (delimiter.length !== 1 || delimiter === '"' || delimiter === '\n' || delimiter === '\r') return undefined;
  const d = delimiter.charCodeAt(0);
  const cells: string[] = [];
  const length = text.length;
  if (length === 0) return undefined; // csv-parse finds no record in it
  let i = 0;
  for (;;) {
    if (i < length && text.charCodeAt(i) === QUOTE) {
      // Quoted field: runs of text between quotes, a doubled quote standing for one.
      let value = '';
      let from = i + 1;
      for (;;) {
        const q = text.indexOf('"', from);
        if (q < 0) return undefined; // not closed
        value += text.slice(from, q);
        if (q + 1 < length && text.charCodeAt(q + 1) === QUOTE) {
          value += '"';
          from = q + 2;
          continue;
        }
        i = q + 1;
        break;
      }
      cells.push(value);
      if (i === length) return cells;
      if (text.charCodeAt(i) !== d) return undefined; // text after the closing quote: csv-parse's error
      i++;
      continue;
    }
    // Unquoted field: up to the next delimiter; a quote or a line break in it is for csv-parse.
    let end = i;
    while (end < length) {
      const c = text.charCodeAt(end);
      if (c === d) break;
      if (c === QUOTE || c === LF || c === 13) return undefined;
      end++;
    }
    cells.push(text.slice(i, end));
    if (end === length) return cells;
    i = end + 1;
  }
}

/** The cells of one record: the fast path above, else csv-parse (whose error, if any, is thrown). */
export function parseCsvRecord(text: string, delimiter: string, options: { bom?: boolean } = {}): string[] {
  if (!options.bom) {
    const cells = splitCsvRecord(text, delimiter);
    if (cells !== undefined) return cells;
  }
  const rows = parse(text, { delimiter, relax_column_count: true, bom: options.bom === true }) as string[][];
  if (rows.length !== 1) throw new Error(`expected one record, found ${rows.length}`);
  return rows[0]!;
}

function needsQuotes(value: string, d: number): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === d || c === QUOTE || c === LF) return true;
  }
  return false;
}

/**
 * One CSV line ending in LF, as `stringify([fields], { delimiter, record_delimiter: '\n' })`
 * writes it: a field is quoted when it holds the delimiter, a quote or LF, and its quotes are
 * doubled; an empty field stays empty. (A lone CR is not quoted: csv-stringify checks only the
 * record delimiter it was given, and the output stays byte for byte what it wrote.) Other delimiters than one character go to csv-stringify.
 */
export function csvRecordLine(fields: readonly string[], delimiter = ','): string {
  if (delimiter.length !== 1 || delimiter === '"') return stringify([fields as string[]], { delimiter, record_delimiter: '\n' });
  const d = delimiter.charCodeAt(0);
  let line = '';
  for (let i = 0; i < fields.length; i++) {
    const value = fields[i]!;
    if (i > 0) line += delimiter;
    line += needsQuotes(value, d) ? `"${value.replaceAll('"', '""')}"` : value;
  }
  return `${line}\n`;
}
