// The engine of a bulk run: reads units in order, sends records to the worker pool in chunks,
// and writes every unit to the output in input order once its result is in. At most
// `maxChunksInFlight` chunks are out at a time, so memory stays constant whatever the file size.
import type { RecordResult } from './record';
import type { Unit, UnitSource } from './unit';
import type { WorkerPool } from './workerPool';

export interface RunObserver {
  /** Called for each record with its result, and for each bad piece, in input order. */
  record(unit: Extract<Unit, { kind: 'record' }>, result: RecordResult): void;
  bad(unit: Extract<Unit, { kind: 'bad' }>): void;
  progress?(records: number, bytesRead: number): void;
}

export interface OutputSink {
  /** Resolves when the sink can take more (stream backpressure). */
  write(text: string): Promise<void> | void;
}

interface Entry {
  unit: Unit;
  result?: RecordResult;
}

export async function runBulk(source: UnitSource, pool: WorkerPool, out: OutputSink, observer: RunObserver, options: { chunkSize?: number } = {}): Promise<{ records: number }> {
  const chunkSize = options.chunkSize ?? 256;
  const maxChunksInFlight = pool.size * 2;
  const window: Entry[] = [];
  let chunk: Entry[] = [];
  const inFlight: Promise<void>[] = [];
  let records = 0;

  const dispatch = () => {
    if (chunk.length === 0) return;
    const entries = chunk;
    chunk = [];
    inFlight.push(
      pool.run(entries.map((e) => (e.unit as Extract<Unit, { kind: 'record' }>).request)).then((results) => {
        entries.forEach((e, i) => (e.result = results[i]));
      }),
    );
  };

  // Writes the head of the window while it is ready: text and bad pieces at once, records once processed.
  const flush = async () => {
    let buffered = '';
    while (window.length > 0) {
      const head = window[0]!;
      const { unit } = head;
      if (unit.kind === 'record') {
        if (!head.result) break;
        buffered += unit.render(head.result);
        records++;
        observer.record(unit, head.result);
      } else if (unit.kind === 'bad') {
        buffered += unit.text;
        observer.bad(unit);
      } else {
        buffered += unit.text;
      }
      window.shift();
      if (buffered.length > 65536) {
        await out.write(buffered);
        buffered = '';
      }
    }
    if (buffered) await out.write(buffered);
    observer.progress?.(records, source.bytesRead());
  };

  for await (const unit of source.units) {
    window.push({ unit });
    if (unit.kind === 'record') {
      window.at(-1)!.result = undefined;
      chunk.push(window.at(-1)!);
      if (chunk.length >= chunkSize) dispatch();
    }
    if (inFlight.length >= maxChunksInFlight) {
      await inFlight.shift();
      await flush();
    } else if (chunk.length === 0 && inFlight.length === 0 && window.length > 1024) {
      await flush();
    }
  }
  dispatch();
  for (const p of inFlight) await p;
  await flush();
  return { records };
}
