// A bulk input, read in order, is a sequence of units: text copied to the output as it is, records
// to process, and bad pieces (a malformed row or element) that go to the reject file unchanged.
import type { RecordRequest, RecordResult } from './record';

export type Unit =
  | {
      kind: 'text';
      text: string;
      /** The input text it stands for, when it is not copied as is (a CSV header row, which gets the result columns). */
      raw?: string;
    }
  | {
      kind: 'record';
      /** Where the record is in the input, for people: "line 12", "line 40, column 7". */
      position: string;
      /** The record as it was in the input, unchanged (for the reject file). */
      raw: string;
      request: RecordRequest;
      /** What goes to the output for this record once processed (or when it turned out bad). */
      render(result: RecordResult): string;
    }
  | { kind: 'bad'; position: string; raw: string; message: string; /** what the output keeps in its place ('' for none) */ text: string };

/** A source of units: the units in input order and how far it has read (for progress). */
export interface UnitSource {
  units: AsyncIterable<Unit>;
  bytesRead(): number;
  totalBytes: number;
  format: 'csv' | 'jsonl' | 'xml';
  /** What the run should tell its caller about the input once read (a CSV column not read). */
  notes?(): string[];
}
