// Reason messages sent once per worker, then by number (src/bulk/reasonMessages.ts): what the
// main thread decodes is what the worker had, chunk after chunk, also past the table's bound.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { MessageDecoder, MessageEncoder } from '../../src/bulk/reasonMessages';
import type { RecordResult } from '../../src/bulk/record';

function result(messages: string[]): RecordResult {
  return {
    ok: true,
    decision: 'ACCEPT',
    status: 'VALIDATED',
    inputFormat: 'FULLY_UNSTRUCTURED',
    outputFormat: 'FULLY_STRUCTURED',
    output: { country: 'AT' },
    reasons: messages.map((message, i) => ({ code: `X-0${i}`, severity: 'INFO', message })),
  };
}

describe('reason messages across the thread boundary', () => {
  test('each text crosses once; every chunk decodes to the results as they were', () => {
    const encoder = new MessageEncoder();
    const decoder = new MessageDecoder();
    const chunks = [
      [result(['a', 'b']), { ok: false, error: 'bad' } as RecordResult, result(['b', 'a', 'b'])],
      [result(['c', 'a']), result([])],
      [result(['b', 'c', 'd'])],
    ];
    const sent: string[][] = [];
    for (const chunk of chunks) {
      const expected = structuredClone(chunk);
      const encoded = encoder.encode(chunk);
      sent.push(encoded.messages);
      // As postMessage does: the main thread gets a copy.
      assert.deepEqual(decoder.decode(structuredClone(encoded)), expected);
    }
    assert.deepEqual(sent, [['a', 'b'], ['c'], ['d']]);
  });

  test('past the bound new texts go as they are, and still decode', () => {
    const encoder = new MessageEncoder();
    const decoder = new MessageDecoder();
    const many = Array.from({ length: 10_050 }, (_, i) => `message ${i}`);
    const chunk = [result(many), result(['message 3', 'message 10049'])];
    const expected = structuredClone(chunk);
    const encoded = encoder.encode(chunk);
    assert.equal(encoded.messages.length, 10_000);
    assert.deepEqual(decoder.decode(structuredClone(encoded)), expected);
  });
});
