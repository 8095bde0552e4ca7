// Reads a JSON body whose one large member, a top-level string (the jobs route's `content`, up to
// 64 MB), goes to a file as it arrives instead of into memory. Everything else of the body is
// kept as text (the "skeleton", with the large string replaced by a short stand-in) and parsed
// afterwards as every JSON body is, so its errors, nesting and duplicate-key checks stay exactly
// those of the other routes.
//
// Why: read whole, a 60 MB submission held the body as text, the parsed string, a copy for the
// idempotency hash and the chunks cut from it (about 600 MB of heap at its peak with V8's default
// heap, 405-595 MB measured), and JSON.parse and the schema check of the string froze the
// worker's event loop for a second or more at a time. Here the body is scanned a socket chunk at
// a time: the string's bytes are copied to the file as they are (escapes decoded), so memory
// stays at a few socket chunks and each chunk costs well under a millisecond.
//
// The decoded string is the same text JSON.parse would give, written as UTF-8; a lone surrogate
// escape becomes U+FFFD as it did when the parsed string was written to a file before.
import { createHash } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/** The large member, once read: where its text is, and what stands for it in the skeleton. */
export interface SpooledString {
  path: string;
  /** Bytes of the decoded text (UTF-8). */
  bytes: number;
  /** Lowercase hex SHA-256 of the decoded text: the member's identity (Idempotency-Key compares bodies). */
  sha256: string;
  /** Removes the file (and its folder); safe to call more than once. */
  discard(): void;
}

export interface SpooledBody {
  /** The body with the member's string replaced by its stand-in (spooledStandIn); the whole body when there was none. */
  skeleton: string;
  spooled?: SpooledString;
}

/** The string that replaces a spooled member in the skeleton: empty for an empty string, so a minLength check still sees it empty. */
export function spooledStandIn(spooled: SpooledString): string {
  return spooled.bytes === 0 ? '' : `sha256:${spooled.sha256}`;
}

/** A body error the caller caused: 400 "not valid JSON" through the error handler, as Fastify's JSON parser marks JSON.parse's errors. */
function malformed(message: string): SyntaxError {
  return Object.assign(new SyntaxError(message), { statusCode: 400 });
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
/** The byte each one-letter escape stands for (\n is 0x0a), -1 for letters that are no escape. */
const SIMPLE_ESCAPES = new Int16Array(128).fill(-1);
for (const [letter, byte] of [['"', 0x22], ['\\', 0x5c], ['/', 0x2f], ['b', 0x08], ['f', 0x0c], ['n', 0x0a], ['r', 0x0d], ['t', 0x09]] as const) SIMPLE_ESCAPES[letter.charCodeAt(0)] = byte;

function hexDigit(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x61 && c <= 0x66) return c - 0x57;
  if (c >= 0x41 && c <= 0x46) return c - 0x37;
  return -1;
}

/**
 * Reads `stream` to its end. The first string value of member `field` of the top-level object is
 * written to a file in a folder of its own under the system's temporary folder; a body over
 * `limit` bytes stops with `tooLarge()`. On any error the file is removed before the promise
 * rejects.
 */
export function spoolJsonBody(stream: Readable, options: { field: string; limit: number; tooLarge: () => Error }): Promise<SpooledBody> {
  const fieldName = options.field;
  return new Promise<SpooledBody>((resolve, reject) => {
    const skeleton: Buffer[] = [];
    let received = 0;

    // Structure outside strings, as far as needed to find the member: depth, whether the top
    // level is an object, and at depth 1 the last key and whether a value is due.
    let depth = 0;
    let topIsObject = false;
    let expectKey = false;
    let valueDue = false;
    // A string being copied into the skeleton (every string but the spooled one).
    let inString = false;
    let stringEscaped = false;
    let keyBytes: number[] | undefined; // collected while reading a key at depth 1
    let lastKey: string | undefined;

    // The spooled string.
    let spooling = false;
    let spooledDone = false;
    // Inside an escape: 0 none, 1 after the backslash, 2 to 5 reading the four hex digits of \u.
    let escapeState = 0;
    let hexValue = 0;
    let highSurrogate: number | undefined; // a \uD800-\uDBFF waiting for its pair
    let dir: string | undefined;
    let path: string | undefined;
    let out: ReturnType<typeof createWriteStream> | undefined;
    let bytes = 0;
    const hash = createHash('sha256');
    let standInAt = -1; // index in `skeleton` where the stand-in goes

    let finished = false;
    const discard = (): void => {
      if (dir) rmSync(dir, { recursive: true, force: true });
      dir = undefined;
    };
    const fail = (error: Error): void => {
      if (finished) return;
      finished = true;
      stream.removeListener('data', onData);
      out?.destroy();
      discard();
      // Whatever else the client sends is not read.
      stream.resume();
      reject(error);
    };

    // The decoded bytes of one incoming chunk, hashed and written at once: per-byte buffers and
    // hash calls made a 60 MB body of escaped JSON Lines cost 5 s of CPU. Decoding never makes a
    // chunk longer, but for the U+FFFD of a surrogate held from the chunk before.
    let decoded = Buffer.alloc(0);
    let decodedLength = 0;
    const put = (byte: number): void => {
      decoded[decodedLength++] = byte;
    };
    const putCodePoint = (cp: number): void => {
      if (cp < 0x80) put(cp);
      else if (cp < 0x800) {
        put(0xc0 | (cp >> 6));
        put(0x80 | (cp & 0x3f));
      } else if (cp < 0x10000) {
        put(0xe0 | (cp >> 12));
        put(0x80 | ((cp >> 6) & 0x3f));
        put(0x80 | (cp & 0x3f));
      } else {
        put(0xf0 | (cp >> 18));
        put(0x80 | ((cp >> 12) & 0x3f));
        put(0x80 | ((cp >> 6) & 0x3f));
        put(0x80 | (cp & 0x3f));
      }
    };
    const flushSurrogate = (): void => {
      if (highSurrogate === undefined) return;
      putCodePoint(0xfffd);
      highSurrogate = undefined;
    };
    /** One \uXXXX: surrogate pairs joined, a lone half U+FFFD (what writing the parsed string as UTF-8 gives). */
    const putUnit = (unit: number): void => {
      if (unit >= 0xdc00 && unit <= 0xdfff && highSurrogate !== undefined) {
        putCodePoint(0x10000 + ((highSurrogate - 0xd800) << 10) + (unit - 0xdc00));
        highSurrogate = undefined;
        return;
      }
      flushSurrogate();
      if (unit >= 0xd800 && unit <= 0xdbff) highSurrogate = unit;
      else if (unit >= 0xdc00 && unit <= 0xdfff) putCodePoint(0xfffd);
      else putCodePoint(unit);
    };

    /** Decodes the spooled string's bytes from `start`; returns where the string ended (after its quote), or chunk.length. */
    const spoolFrom = (chunk: Buffer, start: number): number => {
      let i = start;
      while (i < chunk.length) {
        if (escapeState === 1) {
          const letter = chunk[i++]!;
          if (letter === 0x75) {
            escapeState = 2;
            hexValue = 0;
            continue;
          }
          const byte = letter < 128 ? SIMPLE_ESCAPES[letter]! : -1;
          if (byte < 0) throw malformed(`Bad escape \\${String.fromCharCode(letter)} in the string "${fieldName}"`);
          flushSurrogate();
          put(byte);
          escapeState = 0;
          continue;
        }
        if (escapeState >= 2) {
          const digit = hexDigit(chunk[i++]!);
          if (digit < 0) throw malformed(`Bad Unicode escape in the string "${fieldName}"`);
          hexValue = hexValue * 16 + digit;
          if (++escapeState === 6) {
            putUnit(hexValue);
            escapeState = 0;
          }
          continue;
        }
        // A held high surrogate pairs only with the escape that comes next.
        if (highSurrogate !== undefined && chunk[i] !== BACKSLASH) flushSurrogate();
        // A run of plain bytes is copied as it is (UTF-8 passes through untouched), byte by byte:
        // runs between escapes are short, and Buffer#copy per run cost more than the bytes.
        let j = i;
        while (j < chunk.length) {
          const c = chunk[j]!;
          if (c === QUOTE || c === BACKSLASH || c < 0x20) break;
          decoded[decodedLength++] = c;
          j++;
        }
        if (j === chunk.length) return j;
        const c = chunk[j]!;
        if (c === QUOTE) {
          flushSurrogate();
          spooling = false;
          spooledDone = true;
          return j + 1;
        }
        if (c === BACKSLASH) {
          escapeState = 1;
          i = j + 1;
          continue;
        }
        throw malformed(`Bad control character in the string "${fieldName}" at byte ${received - chunk.length + j}`);
      }
      return i;
    };

    const startSpool = (): void => {
      dir = mkdtempSync(join(tmpdir(), 'party-address-body-'));
      path = join(dir, fieldName);
      // A large buffer: the request is paused whenever the file's buffer is full.
      out = createWriteStream(path, { highWaterMark: 1024 * 1024 });
      out.on('error', fail);
      out.on('drain', () => stream.resume());
      spooling = true;
    };

    /** Scans the structure from `start`, copying to the skeleton; returns where the spooled string starts (after its quote), or -1. */
    const scanFrom = (chunk: Buffer, start: number): number => {
      for (let i = start; i < chunk.length; i++) {
        const c = chunk[i]!;
        if (inString) {
          if (stringEscaped) stringEscaped = false;
          else if (c === BACKSLASH) stringEscaped = true;
          else if (c === QUOTE) {
            inString = false;
            if (keyBytes) {
              lastKey = decodeKey(keyBytes);
              keyBytes = undefined;
              continue;
            }
          }
          keyBytes?.push(c);
          continue;
        }
        if (c === QUOTE) {
          if (depth === 1 && topIsObject && valueDue && !spooledDone && lastKey === fieldName) {
            valueDue = false;
            return i + 1;
          }
          inString = true;
          if (depth === 1 && topIsObject && expectKey) {
            expectKey = false;
            keyBytes = [];
          }
          if (depth === 1) valueDue = false;
        } else if (c === 0x7b || c === 0x5b) {
          depth++;
          if (depth === 1) {
            topIsObject = c === 0x7b;
            expectKey = topIsObject;
          }
          if (depth === 2) valueDue = false;
        } else if (c === 0x7d || c === 0x5d) {
          depth--;
        } else if (depth === 1) {
          if (c === 0x3a) valueDue = true;
          else if (c === 0x2c) {
            expectKey = topIsObject;
            valueDue = false;
          } else if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) valueDue = false;
        }
      }
      return -1;
    };

    const onData = (data: Buffer | string): void => {
      if (finished) return;
      const chunk = typeof data === 'string' ? Buffer.from(data) : data;
      received += chunk.length;
      if (received > options.limit) return fail(options.tooLarge());
      decoded = Buffer.allocUnsafe(chunk.length + 4);
      decodedLength = 0;
      try {
        let i = 0;
        while (i < chunk.length) {
          if (spooling) {
            i = spoolFrom(chunk, i);
            if (!spooling) skeleton.push(Buffer.from('"'));
            continue;
          }
          const at = scanFrom(chunk, i);
          // Copies, not views: a view would keep the socket's whole buffer alive.
          if (at < 0) {
            skeleton.push(Buffer.from(chunk.subarray(i)));
            break;
          }
          // The skeleton keeps the opening quote; the stand-in goes after it once the string is read.
          skeleton.push(Buffer.from(chunk.subarray(i, at)));
          standInAt = skeleton.length;
          skeleton.push(Buffer.alloc(0));
          startSpool();
          i = at;
        }
      } catch (error) {
        return fail(error as Error);
      }
      if (decodedLength === 0 || !out) return;
      const piece = decoded.subarray(0, decodedLength);
      bytes += decodedLength;
      hash.update(piece);
      if (!out.write(piece)) stream.pause();
    };

    stream.on('data', onData);
    stream.once('error', (error: Error) => fail(error));
    stream.once('close', () => {
      // A body cut off before its end (the client went away) is no body.
      if (!finished && !stream.readableEnded) fail(Object.assign(new Error('request aborted'), { code: 'ECONNRESET' }));
    });
    stream.once('end', () => {
      if (finished) return;
      if (spooling) return fail(malformed(`Unterminated string "${fieldName}" in JSON body`));
      const whole = (): SpooledBody => ({ skeleton: Buffer.concat(skeleton).toString('utf8') });
      if (!out || !path) {
        finished = true;
        return resolve(whole());
      }
      const spooled: SpooledString = { path, bytes, sha256: hash.digest('hex'), discard };
      skeleton[standInAt] = Buffer.from(spooledStandIn(spooled), 'utf8');
      out.end(() => {
        if (finished) return;
        finished = true;
        resolve({ ...whole(), spooled });
      });
    });
  });
}

/** A key as JSON.parse reads it ("\u0063ontent" is content). */
function decodeKey(raw: number[]): string {
  const text = Buffer.from(raw).toString('utf8');
  if (!text.includes('\\')) return text;
  try {
    return JSON.parse(`"${text}"`) as string;
  } catch {
    return text; // malformed: the skeleton's parse reports it
  }
}
