// `npm start` as a real process: it listens, answers EP-01 with both factors, logs one JSON line
// per request, and on SIGTERM lets in-flight requests finish and exits 0. With WORKERS=2 the same
// holds for the cluster: the primary passes SIGTERM on and every worker drains.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createCredentials } from '../helpers/credentials';
import { sendOnce, startService } from '../helpers/service';
import { serviceBackend, TEST_BACKEND } from '../helpers/backend';

// The PostgreSQL pass runs the cluster only: one process on PostgreSQL is what the other suites test.
for (const workers of TEST_BACKEND === 'postgres' ? [2] : [1, 2]) {
  test(`SIGTERM under load (WORKERS=${workers}, ${TEST_BACKEND}): every request gets 200 or a 503 ErrorResponse, none is reset, exit 0`, { timeout: 90_000 }, async () => {
    const backend = await serviceBackend();
    const service = await startService({ WORKERS: String(workers), ...backend.env }, { listeners: workers });
    try {
      const { headers } = await createCredentials(service.base, 'live');
      const body = JSON.stringify({ postalAddress: { addressLine: ['Friedrichstr. 43', '10117 Berlin'], country: 'DE' } });
      const send = () => sendOnce(`${service.base}/party-address/v4/process-party-address`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body });
      const first = await send();
      assert.equal(first.status, 200, first.body);
      const inFlight = Array.from({ length: 30 }, send);
      await new Promise((r) => setTimeout(r, 5));
      const code = await service.stop('SIGTERM');
      const results = await Promise.all(inFlight);
      assert.equal(code, 0, service.output().slice(-2000));
      for (const result of results) {
        // Whether a request was accepted before the drain began is a race; the contract is that
        // it is answered either way: 200, or 503 with an ErrorResponse. A refused connection (the
        // listener already closed) is not a dropped request; a reset would be.
        if (result.error !== undefined) {
          assert.equal(result.error, 'ECONNREFUSED', JSON.stringify(result));
          continue;
        }
        assert.ok(result.status === 200 || result.status === 503, JSON.stringify(result));
        if (result.status === 503) {
          const error = JSON.parse(result.body!);
          assert.equal(error.code, 503);
          assert.equal(typeof error.message, 'string');
        }
      }
      const requestLines = service.output().split('\n').filter((l) => l.includes('"msg":"request"'));
      assert.ok(requestLines.length >= 2);
      for (const line of requestLines) assert.match(JSON.parse(line).requestId, /^[0-9a-f-]{36}$/);
      assert.match(service.output(), /shutting down/);
      if (workers > 1) {
        const pids = new Set(service.output().split('\n').filter((l) => l.includes('"msg":"stopped"')).map((l) => JSON.parse(l).pid));
        assert.equal(pids.size, workers, 'every worker drained and stopped');
      }
    } finally {
      await service.stop('SIGKILL');
      await backend.cleanUp();
    }
  });
}
