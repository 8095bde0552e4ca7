// Each example of docs/reasons.md raises its code: the catalogue's documentation cannot drift
// from what the pipeline does, and every catalogue code has an example.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { run } from './run';
import { REASON_EXAMPLES } from '../../scripts/reason-examples';
import { REASON_CATALOGUE } from '../../src/model/reasons';

describe('reason examples', () => {
  test('every catalogue code has an example', () => {
    const documented = new Set(REASON_EXAMPLES.map((e) => e.code));
    assert.deepEqual(REASON_CATALOGUE.map((r) => r.code).filter((c) => !documented.has(c)), []);
  });
  for (const example of REASON_EXAMPLES.filter((e) => !e.http422)) {
    test(`${example.code}: ${example.situation}`, () => {
      const out = run(example.request, { endpoint: example.endpoint, ...(example.now ? { now: new Date(example.now) } : {}) });
      const codes = out.response.result.reasons.map((r) => r.code);
      assert.ok(codes.includes(example.code), `${example.code} not in ${codes.join(', ')}`);
    });
  }
});
