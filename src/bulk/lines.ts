// Reads a file as lines (LF or CRLF) with their 1-based numbers, and counts the bytes read for
// the progress bar. Streaming: one line at a time, whatever the file size.
import { createReadStream, statSync } from 'node:fs';
import { createInterface } from 'node:readline';

export interface LineReader {
  lines: AsyncIterable<string>;
  bytesRead(): number;
  totalBytes: number;
}

export function readLines(path: string): LineReader {
  const stream = createReadStream(path, { encoding: 'utf8', highWaterMark: 256 * 1024 });
  // The line interface is made when reading starts: lines it emitted before anyone iterated
  // would be lost (the workers take seconds to start).
  async function* lines(): AsyncGenerator<string> {
    yield* createInterface({ input: stream, crlfDelay: Infinity });
  }
  return {
    lines: lines(),
    bytesRead: () => stream.bytesRead,
    totalBytes: statSync(path).size,
  };
}
