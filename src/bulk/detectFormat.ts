// The format of a bulk input, from its first bytes: '<' is XML, '{' is JSON Lines, anything
// else CSV. A byte-order mark and leading white space are skipped.
import { openSync, readSync, closeSync } from 'node:fs';

export type BulkFormat = 'csv' | 'jsonl' | 'xml';

export function detectFormat(path: string): BulkFormat {
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(4096);
    const n = readSync(fd, buffer, 0, buffer.length, 0);
    const head = buffer.subarray(0, n).toString('utf8').replace(/^\uFEFF/, '').trimStart();
    if (head.startsWith('<')) return 'xml';
    if (head.startsWith('{')) return 'jsonl';
    return 'csv';
  } finally {
    closeSync(fd);
  }
}
