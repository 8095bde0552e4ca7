// The worker pool's conservation setting: the command line runs the workers without the check
// unless --check-conservation (src/cli/party-address.ts); left undefined, a pool keeps the
// pipeline's default, which is on in tests. Either way the answers are the same.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { startWorkerPool } from '../../src/bulk/workerPool';
import { CHECK_CONSERVATION_BY_DEFAULT } from '../../src/pipeline/conservation';

const request = { postalAddress: { addressLine: ['Otto-Wagner-Platz 3', '1090 Wien'], country: 'AT' } };

describe('worker pool: conservation check', () => {
  test('off when asked, the pipeline default (on in tests) otherwise; same answers', async () => {
    assert.equal(CHECK_CONSERVATION_BY_DEFAULT, true);
    const now = new Date('2026-12-01T00:00:00Z');
    const answers = [];
    for (const [checkConservation, expected] of [[false, false], [undefined, true], [true, true]] as const) {
      const pool = await startWorkerPool({ threads: 1, now, checkConservation });
      try {
        assert.equal(pool.checkConservation, expected, `checkConservation ${checkConservation}`);
        answers.push(await pool.run([request]));
      } finally {
        await pool.close();
      }
    }
    assert.ok(answers[0]![0]!.ok);
    assert.deepEqual(answers[1], answers[0]);
    assert.deepEqual(answers[2], answers[0]);
  });
});
