// The bulk run's own CSV reading and writing of one record (src/bulk/csvText.ts) against the
// libraries it stands in for: on random text, whenever the fast path gives cells they are
// csv-parse's, and every line it writes is csv-stringify's, byte for byte.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { csvRecordLine, parseCsvRecord, splitCsvRecord } from '../../src/bulk/csvText';

const DELIMITERS = [',', ';', '\t', '|'];
/** Characters that matter to CSV, plus ordinary and non-ASCII letters. */
const CHAR = fc.constantFrom('a', 'B', '7', ' ', ',', ';', '\t', '|', '"', '"', '\n', '\r', 'é', '€', '\u{1F600}');
const TEXT = fc.array(CHAR, { maxLength: 40 }).map((chars) => chars.join(''));

function csvParse(text: string, delimiter: string): string[][] | Error {
  try {
    return parse(text, { delimiter, relax_column_count: true, bom: false }) as string[][];
  } catch (error) {
    return error as Error;
  }
}

describe('CSV records read without csv-parse', () => {
  test('whenever the fast path gives cells, csv-parse gives the same single record', () => {
    fc.assert(
      fc.property(TEXT, fc.constantFrom(...DELIMITERS), (text, delimiter) => {
        const cells = splitCsvRecord(text, delimiter);
        if (cells === undefined) return;
        assert.deepEqual(csvParse(text, delimiter), [cells], JSON.stringify(text));
      }),
      { numRuns: 20_000, seed: 15 },
    );
  });

  test('random rows written by csv-stringify are read back by the fast path', () => {
    const cell = fc.array(fc.constantFrom('a', ' ', ',', ';', '"', '\n', 'é'), { maxLength: 12 }).map((c) => c.join(''));
    fc.assert(
      fc.property(fc.array(cell, { minLength: 1, maxLength: 6 }), fc.constantFrom(...DELIMITERS), (cells, delimiter) => {
        const line = stringify([cells], { delimiter, record_delimiter: '\n' }).slice(0, -1);
        if (line.trim() === '') return; // a blank line is no record (csvSource skips it)
        assert.deepEqual(splitCsvRecord(line, delimiter), cells, JSON.stringify(line));
      }),
      { numRuns: 5_000, seed: 15 },
    );
  });

  test('plain rows take the fast path; odd ones are left to csv-parse, with its error', () => {
    assert.deepEqual(splitCsvRecord('Otto-Wagner-Platz 3,1090 Wien,,AT', ','), ['Otto-Wagner-Platz 3', '1090 Wien', '', 'AT']);
    assert.deepEqual(splitCsvRecord('"Otto-Wagner-Platz 3, 1090 Wien",,"say ""hi""\nthere",AT', ','), ['Otto-Wagner-Platz 3, 1090 Wien', '', 'say "hi"\nthere', 'AT']);
    for (const odd of ['a,"b"c,d', 'a"b,c', '"open,', ' "a",b', 'a\nb', '']) assert.equal(splitCsvRecord(odd, ','), undefined, odd);
    assert.equal(splitCsvRecord('a::b', '::'), undefined);
    assert.throws(() => parseCsvRecord('a,"b"c,d', ','), /Invalid Closing Quote/);
    assert.deepEqual(parseCsvRecord('\uFEFFa,b', ',', { bom: true }), ['a', 'b']);
    assert.deepEqual(parseCsvRecord('a::b', '::'), ['a', 'b']);
  });
});

describe('CSV lines written without csv-stringify', () => {
  test('the same bytes as csv-stringify for any fields and delimiter', () => {
    fc.assert(
      fc.property(fc.array(TEXT, { maxLength: 8 }), fc.constantFrom(...DELIMITERS, '::'), (fields, delimiter) => {
        assert.equal(csvRecordLine(fields, delimiter), stringify([fields], { delimiter, record_delimiter: '\n' }), JSON.stringify(fields));
      }),
      { numRuns: 20_000, seed: 15 },
    );
    assert.equal(csvRecordLine(['position', 'kind', 'reasons', 'input']), stringify([['position', 'kind', 'reasons', 'input']], { record_delimiter: '\n' }));
  });
});
