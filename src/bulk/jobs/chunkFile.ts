// Cuts a job's file into chunk inputs of `chunkRecords` records (a CSV chunk starts with the
// header row; an XML message is one chunk, since its PstlAdr are rewritten in place in one pass),
// one chunk at a time, so the caller can store each batch as it is cut instead of holding them all.
//
// Reading a record is synchronous work (a CSV row parsed, a JSON line parsed), and the file's lines
// arrive 256 KB at a time, so one read could hold the event loop for tens of milliseconds: the
// cutting gives other requests of the instance a turn every SLICE_MS.
import { readFile } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { BulkFormat } from '../detectFormat';
import { sourceFor } from '../processFile';
import type { CsvOptions } from '../csvSource';
import type { BulkOptions } from '../options';

/** Longest stretch of cutting between two turns of the event loop. */
const SLICE_MS = 5;

export async function* chunksOfFile(path: string, format: BulkFormat, options: { run: BulkOptions; csv: CsvOptions }, chunkRecords: number): AsyncGenerator<string> {
  if (format === 'xml') {
    yield await readFile(path, 'utf8');
    return;
  }
  const source = sourceFor(format, { input: path, run: options.run, csv: options.csv });
  let header = '';
  let current: string[] = [];
  let cut = 0;
  let sliceStart = performance.now();
  for await (const unit of source.units) {
    if (performance.now() - sliceStart > SLICE_MS) {
      await nextTurn();
      sliceStart = performance.now();
    }
    if (unit.kind === 'text') {
      // The header row as the input has it: the output's (with the result columns) made every
      // chunk's result carry the result columns twice, the first set empty.
      header = unit.raw === undefined ? unit.text : `${unit.raw}\n`;
      continue;
    }
    current.push(unit.raw);
    if (current.length >= chunkRecords) {
      yield `${header}${current.join('\n')}\n`;
      cut++;
      current = [];
    }
  }
  if (current.length > 0 || cut === 0) yield `${header}${current.join('\n')}\n`;
}
