// Reads a file as lines (LF or CRLF) with their 1-based numbers, and counts the bytes read for
// the progress bar. Streaming: one line at a time, whatever the file size.
import { closeSync, createReadStream, openSync, readSync, statSync } from 'node:fs';
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
    let first = true;
    for await (const line of createInterface({ input: stream, crlfDelay: Infinity })) {
      // A byte-order mark is no text of the first line ('\uFEFF{' is no JSON object).
      yield first && line.startsWith('\uFEFF') ? line.slice(1) : line;
      first = false;
    }
  }
  return {
    lines: lines(),
    bytesRead: () => stream.bytesRead,
    totalBytes: statSync(path).size,
  };
}

/** Bytes a UTF-8 sequence starting with `lead` continues with, or -1 when no sequence starts so. */
function continuationCount(lead: number): number {
  if (lead < 0x80) return 0;
  if (lead >= 0xc2 && lead <= 0xdf) return 1;
  if (lead >= 0xe0 && lead <= 0xef) return 2;
  if (lead >= 0xf0 && lead <= 0xf4) return 3;
  return -1;
}

/** The range the first continuation byte may take after `lead` (no overlong form, no surrogate, nothing past U+10FFFF). */
function secondByteRange(lead: number): [number, number] {
  if (lead === 0xe0) return [0xa0, 0xbf];
  if (lead === 0xed) return [0x80, 0x9f];
  if (lead === 0xf0) return [0x90, 0xbf];
  if (lead === 0xf4) return [0x80, 0x8f];
  return [0x80, 0xbf];
}

const XML_DECLARED_ENCODING = /^<\?xml[^>]*?\sencoding\s*=\s*["']([^"']+)["']/;
const UTF8_NAMES = new Set(['utf-8', 'utf8', 'us-ascii', 'ascii']);

/**
 * Refuses a file the readers would not read as written: bytes that are not UTF-8 (a Latin-1 or
 * Windows-1252 export), UTF-16, or an XML declaration naming another encoding. The readers decode
 * UTF-8, and each byte that is not became U+FFFD: "M\xfcnchen" came back "M\ufffdnchen" in an
 * answer, with no reason, and in an XML message the name and every other such byte changed too
 * (eighth review). The message names the line of the first bad byte and the way out.
 */
export function assertReadableText(path: string): void {
  const fd = openSync(path, 'r');
  try {
    const chunk = Buffer.alloc(1 << 20);
    let position = 0;
    let line = 1;
    let head = true;
    for (;;) {
      const n = readSync(fd, chunk, 0, chunk.length, position);
      if (n === 0) return;
      let i = 0;
      if (head) {
        head = false;
        if (n >= 2 && ((chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff))) {
          throw new Error(`${path}: UTF-16 text; the bulk reader reads UTF-8 (convert the file: iconv -f UTF-16 -t UTF-8)`);
        }
        const start = chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf ? 3 : 0;
        const declared = XML_DECLARED_ENCODING.exec(chunk.subarray(start, Math.min(n, start + 512)).toString('latin1'))?.[1];
        if (declared !== undefined && !UTF8_NAMES.has(declared.toLowerCase())) {
          throw new Error(`${path}: the XML declaration names encoding ${declared}; the bulk reader reads and writes UTF-8 only (convert the file: iconv -f ${declared} -t UTF-8, and declare encoding="UTF-8")`);
        }
      }
      for (; i < n; i++) {
        const lead = chunk[i]!;
        if (lead < 0x80) {
          if (lead === 0x0a) line++;
          continue;
        }
        const count = continuationCount(lead);
        // A sequence cut by the end of the chunk is read again at the start of the next one.
        if (count > 0 && i + count >= n && position + n < statSync(path).size) break;
        let ok = count > 0 && i + count < n;
        for (let k = 1; ok && k <= count; k++) {
          const [low, high] = k === 1 ? secondByteRange(lead) : [0x80, 0xbf];
          ok = chunk[i + k]! >= low && chunk[i + k]! <= high;
        }
        if (!ok) {
          throw new Error(`${path}: not UTF-8 at line ${line} (byte 0x${lead.toString(16).padStart(2, '0')}); the bulk reader reads UTF-8 only (convert the file, e.g. iconv -f WINDOWS-1252 -t UTF-8)`);
        }
        i += count;
      }
      position += i;
    }
  } finally {
    closeSync(fd);
  }
}
