// The bulk engine's scheduling (src/bulk/runBulk.ts) with a pool whose answers we control: the
// output stays in input order when chunks are answered out of order, a worker that is done gets
// the next chunk while an older one still runs, memory stays bounded (chunks at the workers and
// records held), and a failing chunk fails the run.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { runBulk } from '../../src/bulk/runBulk';
import type { RecordRequest, RecordResult } from '../../src/bulk/record';
import type { Unit, UnitSource } from '../../src/bulk/unit';
import type { WorkerPool } from '../../src/bulk/workerPool';

function sourceOf(count: number, textEvery = 0): UnitSource {
  async function* units(): AsyncGenerator<Unit> {
    for (let i = 0; i < count; i++) {
      if (textEvery > 0 && i % textEvery === 0) yield { kind: 'text', text: `# ${i}\n` };
      yield {
        kind: 'record',
        position: `line ${i + 1}`,
        raw: String(i),
        request: { name: String(i) },
        render: (result) => `${i}:${result.ok ? result.decision : result.error}\n`,
      };
    }
  }
  return { units: units(), bytesRead: () => 0, totalBytes: 0, format: 'csv' };
}

const accept = (): RecordResult => ({ ok: true, decision: 'ACCEPT', status: 'VALIDATED', inputFormat: 'FULLY_UNSTRUCTURED', outputFormat: 'FULLY_STRUCTURED', output: {}, reasons: [] });

/** A pool of `size` workers whose chunks are answered when the test says so (or at once). */
function controlledPool(size: number, holdFirst: boolean) {
  const calls: Array<{ requests: RecordRequest[]; answer: () => void; fail: (e: Error) => void }> = [];
  let atWorkers = 0;
  let maxAtWorkers = 0;
  const pool: WorkerPool = {
    size,
    checkConservation: false,
    run(requests) {
      atWorkers++;
      maxAtWorkers = Math.max(maxAtWorkers, atWorkers);
      return new Promise<RecordResult[]>((resolve, reject) => {
        const answer = () => {
          atWorkers--;
          resolve(requests.map(accept));
        };
        calls.push({ requests, answer, fail: reject });
        // Every chunk but the first is answered on the next turn; the first waits for the test.
        if (!holdFirst || calls.length > 1) setImmediate(answer);
      });
    },
    close: async () => undefined,
  };
  return { pool, calls, maxAtWorkers: () => maxAtWorkers };
}

function sink() {
  let text = '';
  return { write: (t: string) => void (text += t), text: () => text };
}

describe('runBulk: order, progress past a slow chunk, bounded memory', () => {
  test('a slow first chunk does not stop the others: the pool gets more chunks meanwhile, the output stays in order', async () => {
    const { pool, calls, maxAtWorkers } = controlledPool(2, true);
    const out = sink();
    const recorded: string[] = [];
    const run = runBulk(sourceOf(100, 7), pool, out, {
      record: (unit) => recorded.push(unit.raw),
      bad: () => undefined,
    }, { chunkSize: 4 });
    // Let the run go on until it is held back by the first chunk alone.
    for (let i = 0; i < 50; i++) await new Promise((r) => setImmediate(r));
    const sentWhileFirstRan = calls.length;
    assert.ok(sentWhileFirstRan > 2 * pool.size, `only ${sentWhileFirstRan} chunks sent while the first ran`);
    // Bounded: four chunks per worker at most are held unwritten.
    assert.ok(sentWhileFirstRan <= 4 * pool.size, `${sentWhileFirstRan} chunks held`);
    assert.equal(out.text(), '# 0\n', 'nothing after the first chunk is written before it');
    calls[0]!.answer();
    await run;
    assert.ok(maxAtWorkers() <= 2 * pool.size);
    const expected = Array.from({ length: 100 }, (_, i) => `${i % 7 === 0 ? `# ${i}\n` : ''}${i}:ACCEPT\n`).join('');
    assert.equal(out.text(), expected);
    assert.deepEqual(recorded, Array.from({ length: 100 }, (_, i) => String(i)));
  });

  test('a chunk that fails fails the run', async () => {
    const { pool, calls } = controlledPool(2, true);
    const run = runBulk(sourceOf(40), pool, sink(), { record: () => undefined, bad: () => undefined }, { chunkSize: 4 });
    for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));
    calls[0]!.fail(new Error('worker failed: boom'));
    await assert.rejects(run, /boom/);
  });
});
