// Two instances starting at once on a database that has no job tables yet (WORKERS=2 on a first
// start): both must come up. Before the fix one of them died with PostgreSQL "deadlock detected"
// in 7 of 8 tries: pg-boss creates the queue's partition table outside any lock of its own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startJobService, type JobService } from '../../src/bulk/jobs/jobService';
import { freshJobDatabase } from './jobDatabase';

const ROUNDS = 3;

test('two job services starting at once on a fresh database both start, every time', async () => {
  for (let round = 1; round <= ROUNDS; round++) {
    const database = await freshJobDatabase();
    const started: JobService[] = [];
    try {
      const options = { databaseUrl: database.url, postal: undefined, verify: () => ({ status: 'skipped' }) as never, clock: () => new Date(), onError: () => undefined };
      const results = await Promise.allSettled([startJobService(options), startJobService(options)]);
      for (const r of results) if (r.status === 'fulfilled') started.push(r.value);
      const failures = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : []));
      assert.deepEqual(failures, [], `round ${round}`);
      const { rows } = await database.query("SELECT count(*)::int AS n FROM bulk_jobs_queue.queue WHERE name = 'party-address-bulk-chunk'");
      assert.equal(rows[0].n, 1);
    } finally {
      await Promise.all(started.map((s) => s.stop()));
      await database.drop();
    }
  }
});
