// The engine of a bulk run: reads units in order, sends records to the worker pool in chunks,
// and writes every unit to the output in input order once its result is in. Two bounds keep
// memory constant whatever the file size: at most two chunks per worker are at the workers (one
// running, one queued), and at most four chunks per worker are held (sent or answered, not yet
// written). A chunk answered out of order does not hold the next one back: a worker that is done
// gets more work while an older chunk is still running elsewhere.
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
  const maxAtWorkers = pool.size * 2;
  const maxHeldRecords = pool.size * 4 * chunkSize;
  const window: Entry[] = [];
  let chunk: Entry[] = [];
  let atWorkers = 0;
  let heldRecords = 0;
  let records = 0;
  let failure: { error: unknown } | undefined;
  let wake: (() => void) | undefined;

  /** Resolves when the next chunk is answered (or has failed). */
  const nextAnswer = () => new Promise<void>((resolve) => (wake = resolve));
  const answered = () => {
    atWorkers--;
    wake?.();
    wake = undefined;
  };

  const dispatch = () => {
    if (chunk.length === 0) return;
    const entries = chunk;
    chunk = [];
    atWorkers++;
    pool.run(entries.map((e) => (e.unit as Extract<Unit, { kind: 'record' }>).request)).then(
      (results) => {
        entries.forEach((e, i) => (e.result = results[i]));
        answered();
      },
      (error: unknown) => {
        failure ??= { error };
        answered();
      },
    );
  };

  // Writes the head of the window while it is ready: text and bad pieces at once, records once processed.
  const flush = async () => {
    if (failure) throw failure.error;
    let buffered = '';
    while (window.length > 0) {
      const head = window[0]!;
      const { unit } = head;
      if (unit.kind === 'record') {
        if (!head.result) break;
        buffered += unit.render(head.result);
        records++;
        heldRecords--;
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
    const entry: Entry = { unit };
    window.push(entry);
    if (unit.kind === 'record') {
      heldRecords++;
      chunk.push(entry);
      if (chunk.length >= chunkSize) dispatch();
    }
    // Read on while there is room at the workers and in the window; else write what is answered
    // and wait for the next answer. (Flushing first: answers may have come in while reading.)
    while (atWorkers >= maxAtWorkers || heldRecords >= maxHeldRecords) {
      await flush();
      if (atWorkers < maxAtWorkers && heldRecords < maxHeldRecords) break;
      if (atWorkers === 0) dispatch(); // what holds the window back is the unsent chunk
      await nextAnswer();
    }
    if (chunk.length === 0 && atWorkers === 0 && window.length > 1024) await flush();
  }
  dispatch();
  while (atWorkers > 0) {
    await flush();
    if (atWorkers > 0) await nextAnswer();
  }
  await flush();
  return { records };
}
