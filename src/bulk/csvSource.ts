// CSV input: physical records found line by line (a quoted field may span lines), each parsed on
// its own (csvText.ts, csv-parse for anything but plain RFC 4180), so a malformed row is reported
// with its line and the file goes on. The output keeps every input column as it was and appends
// the decision and the processed address.
import { POSTAL_FIELDS } from '../model/fields';
import type { PostalAddress } from '../model/schemas';
import { looksLikeHeader, mappingFor, requestOfRow, unreadColumns, type ColumnMapping, type ColumnTarget } from './csvColumns';
import { csvRecordLine, parseCsvRecord } from './csvText';
import { readLines } from './lines';
import { withRunDefaults, type BulkOptions } from './options';
import type { RecordResult } from './record';
import type { Unit, UnitSource } from './unit';

export interface CsvOptions {
  columns: ReadonlyArray<{ target: ColumnTarget; column: string }>;
  /** true/false forces header handling; undefined detects it from the first row. */
  header?: boolean;
  delimiter?: string;
}

/** A quoted field may hold line breaks; past this many lines an open quote is a malformed row. */
const MAX_LINES_PER_RECORD = 50;
const OUTPUT_FIELDS = POSTAL_FIELDS.filter((f) => f.json !== 'countryOfResidence');
/** Identifiers taken out of the lines, each in a column of its own: text of the row, never dropped. */
const IDENTIFIER_COLUMNS = [['bic', 'out.BIC'], ['lei', 'out.LEI'], ['iban', 'out.IBAN']] as const;
export const CSV_RESULT_COLUMNS = ['decision', 'status', 'outputFormat', ...OUTPUT_FIELDS.map((f) => `out.${f.xml}`), ...IDENTIFIER_COLUMNS.map(([, column]) => column), 'reasons'];

function sniffDelimiter(line: string): string {
  const unquoted = line.replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t', '|'].map((d) => [d, unquoted.split(d).length - 1] as const);
  return counts.reduce((a, b) => (b[1] > a[1] ? b : a))[0];
}

function quoteCount(line: string): number {
  let n = 0;
  for (let i = line.indexOf('"'); i >= 0; i = line.indexOf('"', i + 1)) n++;
  return n;
}

type PhysicalRecord = { text: string; line: number; lines: number } & ({ cells: string[] } | { error: string });

/**
 * Records found line by line, each parsed by csv-parse on its own: lines are joined while a quote
 * is open. When a record of several lines does not parse (a stray quote, one not closed within
 * MAX_LINES_PER_RECORD lines), only its first line is bad: the lines after it are read again as
 * records of their own, so one stray quote does not swallow the rows after it.
 */
async function* physicalRecords(lines: AsyncIterable<string>, parseCells: (text: string) => string[]): AsyncGenerator<PhysicalRecord> {
  const it = lines[Symbol.asyncIterator]();
  const reread: Array<{ text: string; no: number }> = [];
  let lineNo = 0;
  let ended = false;
  const next = async (): Promise<{ text: string; no: number } | undefined> => {
    const queued = reread.shift();
    if (queued) return queued;
    if (ended) return undefined;
    const r = await it.next();
    if (r.done) {
      ended = true;
      return undefined;
    }
    return { text: r.value, no: ++lineNo };
  };
  for (let first = await next(); first; first = await next()) {
    const parts = [first];
    let quotes = quoteCount(first.text);
    while (quotes % 2 !== 0 && parts.length < MAX_LINES_PER_RECORD) {
      const line = await next();
      if (!line) break;
      parts.push(line);
      quotes += quoteCount(line.text);
    }
    const text = parts.map((p) => p.text).join('\n');
    let error: string;
    if (quotes % 2 === 0) {
      try {
        yield { text, line: first.no, lines: parts.length, cells: parseCells(text) };
        continue;
      } catch (e) {
        error = (e as Error).message;
      }
    } else {
      error = `quote not closed within ${MAX_LINES_PER_RECORD} lines or before the end of the file`;
    }
    reread.unshift(...parts.slice(1));
    yield { text: first.text, line: first.no, lines: 1, error };
  }
}

function outputRow(cells: readonly string[], result: RecordResult, delimiter: string): string {
  if (!result.ok) return '';
  const out = result.output as Record<string, unknown>;
  const address = OUTPUT_FIELDS.map((f) => {
    const v = out[f.json as keyof PostalAddress];
    return Array.isArray(v) ? v.join('\n') : typeof v === 'string' ? v : '';
  });
  const identifiers = IDENTIFIER_COLUMNS.map(([key]) => result.extractedIdentifiers?.[key] ?? '');
  return csvRecordLine([...cells, result.decision, result.status, result.outputFormat, ...address, ...identifiers, result.reasons.map((r) => r.code).join(' ')], delimiter);
}

export function csvSource(path: string, options: CsvOptions, run: BulkOptions): UnitSource {
  const reader = readLines(path);
  const notes: string[] = [];
  async function* units(): AsyncGenerator<Unit> {
    let delimiter = options.delimiter;
    let mapping: ColumnMapping | undefined;
    let first = true;
    let width = 0;
    const parseCells = (text: string): string[] => {
      if (text.trim() === '') return [];
      delimiter ??= sniffDelimiter(text);
      return parseCsvRecord(text, delimiter, { bom: first });
    };
    for await (const physical of physicalRecords(reader.lines, parseCells)) {
      const position = physical.lines > 1 ? `lines ${physical.line}-${physical.line + physical.lines - 1}` : `line ${physical.line}`;
      if ('error' in physical) {
        yield { kind: 'bad', position, raw: physical.text, message: `malformed CSV: ${physical.error}`, text: '' };
        continue;
      }
      const { cells } = physical;
      if (cells.length === 0) continue; // blank line
      if (first) {
        first = false;
        // Mapping flags that name columns imply a header; otherwise the first row is one when a cell names a field.
        const isHeader = options.header ?? (options.columns.some((c) => !/^\d+$/.test(c.column)) || looksLikeHeader(cells));
        mapping = mappingFor(options.columns, isHeader ? cells : undefined);
        width = cells.length;
        if (isHeader) {
          // A column no field is named by is not sent: said once, never silent (eighth review).
          const unread = unreadColumns(cells, mapping);
          if (unread.length > 0) notes.push(`columns not read as address fields: ${unread.join(', ')} (name them with --column FIELD=COLUMN)`);
          yield { kind: 'text', text: csvRecordLine([...cells, ...CSV_RESULT_COLUMNS], delimiter ?? ','), raw: physical.text };
          continue;
        }
      }
      // A row longer than its header: cells past the last column belong to no column. With text
      // in them, a delimiter stood inside an unquoted cell ("Friedrichstraße 43, Hinterhaus") and
      // every cell after it was read one column off: "Hinterhaus" went in as the town, "Berlin"
      // was never sent (ACCEPT), and the row's results stood one place right of the header's
      // (tenth review). Such a row is bad, kept for the reject file as it was; empty cells after
      // the last column (a trailing delimiter) hold nothing and are left out of the output row.
      let row = cells;
      if (mapping !== undefined && cells.length > width) {
        const read = mapping.columns.map((c) => c.index);
        if (cells.some((cell, index) => index >= width && cell.trim() !== '' && !read.includes(index))) {
          yield { kind: 'bad', position, raw: physical.text, message: `${cells.length} cells where the header has ${width}: a delimiter inside an unquoted cell? (quote the cell)`, text: '' };
          continue;
        }
        row = cells.slice(0, Math.max(width, ...read.map((index) => index + 1)));
      }
      const padded = row.length < width ? [...row, ...Array<string>(width - row.length).fill('')] : row;
      const d = delimiter ?? ',';
      yield { kind: 'record', position, raw: physical.text, request: withRunDefaults(requestOfRow(row, mapping), run), render: (result) => outputRow(padded, result, d) };
    }
  }
  return { units: units(), bytesRead: reader.bytesRead, totalBytes: reader.totalBytes, format: 'csv', notes: () => notes };
}
