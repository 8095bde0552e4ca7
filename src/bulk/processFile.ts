// `party-address process`: one file through the pipeline on every core, streamed, in order, with
// the output, the reject file and the HTML report. The format is detected from the content.
import { createWriteStream, writeFileSync, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { detectFormat, type BulkFormat } from './detectFormat';
import { assertReadableText } from './lines';
import { csvSource, type CsvOptions } from './csvSource';
import { jsonLinesSource } from './jsonLinesSource';
import { xmlSource } from './xmlSource';
import type { BulkOptions } from './options';
import { startWorkerPool } from './workerPool';
import { runBulk, type OutputSink } from './runBulk';
import { rejectHeader, rejectRowOfBad, rejectRowOfResult } from './rejects';
import { addToTally, newTally, renderReport, type Tally } from './report';
import { createProgress } from './progress';
import type { UnitSource } from './unit';

/** Bad records named one by one on stderr; the reject file has them all. */
const MAX_NOTES = 100;

export interface ProcessFileOptions {
  input: string;
  out: string;
  report?: string;
  rejects?: string;
  run: BulkOptions;
  csv: CsvOptions;
  threads?: number;
  now?: Date;
  /**
   * Prove conservation on every record (a failure stops the run). The command line turns it off
   * unless --check-conservation; undefined leaves the pipeline's default (on outside production).
   */
  checkConservation?: boolean;
  /** Where the progress bar or summary line goes (stderr by default). */
  progressStream?: NodeJS.WriteStream;
}

export interface ProcessFileSummary {
  format: BulkFormat;
  records: number;
  bad: number;
  tally: Tally;
  seconds: number;
  rejectRows: number;
}

function sinkOf(stream: WriteStream): OutputSink & { end(): Promise<void> } {
  return {
    async write(text) {
      if (!stream.write(text)) await once(stream, 'drain');
    },
    async end() {
      stream.end();
      await once(stream, 'finish');
    },
  };
}

export function sourceFor(format: BulkFormat, options: Pick<ProcessFileOptions, 'input' | 'run' | 'csv'>): UnitSource {
  if (format === 'xml') return xmlSource(options.input, options.run);
  if (format === 'jsonl') return jsonLinesSource(options.input, options.run);
  return csvSource(options.input, options.csv, options.run);
}

export async function processFile(options: ProcessFileOptions): Promise<ProcessFileSummary> {
  const startedAt = new Date();
  const started = performance.now();
  assertReadableText(options.input);
  const format = detectFormat(options.input);
  const source = sourceFor(format, options);
  const pool = await startWorkerPool({ threads: options.threads, now: options.now ?? startedAt, checkConservation: options.checkConservation });
  const out = sinkOf(createWriteStream(options.out));
  const rejects = options.rejects ? sinkOf(createWriteStream(options.rejects)) : undefined;
  const progress = createProgress(options.progressStream ?? process.stderr, source.totalBytes);
  const tally = newTally();
  let rejectRows = 0;
  let pendingRejects = '';
  if (rejects) pendingRejects = rejectHeader();
  try {
    await runBulk(source, pool, out, {
      record(unit, result) {
        addToTally(tally, result, unit.request.postalAddress?.country);
        const row = rejectRowOfResult(unit.position, unit.raw, result);
        if (row !== undefined) {
          rejectRows++;
          pendingRejects += row;
        }
      },
      bad(unit) {
        tally.bad++;
        rejectRows++;
        pendingRejects += rejectRowOfBad(unit.position, unit.raw, unit.message);
        // Reported with its position as it is met (the first ones; all are in the reject file); the run goes on.
        if (tally.bad <= MAX_NOTES) progress.note(`${options.input}: ${unit.position}: ${unit.message}`);
        else if (tally.bad === MAX_NOTES + 1) progress.note(`${options.input}: more bad records: see the reject file`);
      },
      progress(records, bytesRead) {
        progress.update(records, bytesRead);
        if (rejects && pendingRejects) {
          void rejects.write(pendingRejects);
          pendingRejects = '';
        }
      },
    });
    if (rejects && pendingRejects) await rejects.write(pendingRejects);
  } finally {
    await pool.close();
    await out.end();
    await rejects?.end();
  }
  for (const note of source.notes?.() ?? []) progress.note(`${options.input}: ${note}`);
  const seconds = (performance.now() - started) / 1000;
  if (options.report) writeFileSync(options.report, renderReport(tally, { input: options.input, format, seconds, startedAt }));
  const records = tally.records + tally.bad;
  progress.finish(
    `${options.input}: ${format}, ${records} records in ${seconds.toFixed(1)} s (${(records / Math.max(seconds, 0.001)).toFixed(0)}/s): ` +
      `${tally.byDecision.ACCEPT} accepted, ${tally.byDecision.PARTIAL_SUCCESS} partial, ${tally.byDecision.REJECT} rejected, ${tally.bad} bad; ` +
      `${rejectRows} rows in ${options.rejects ?? '(no reject file)'}; peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
  );
  return { format, records, bad: tally.bad, tally, seconds, rejectRows };
}
