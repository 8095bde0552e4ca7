// One pass over a JSON body before it is parsed, refusing what JSON.parse would accept but the
// service must not:
// - nesting deeper than any request form needs: deeply nested values overflow the stack of every
//   recursive walk after the parser (the Idempotency-Key hash, schema checks), which turned a
//   6,000-deep array into a 500 (issue 11, finding 5);
// - a key repeated in one object ({"townName":"Berlin","townName":"Hamburg"}): JSON.parse keeps the
//   last value and drops the first without a word, so the caller's address would change silently
//   (review 3, http-dupkeys). XML duplicates are already a 400; JSON's are now too.
// The scan is linear in the body's length and skips string contents; only object keys are sliced
// out (and decoded with JSON.parse only when they hold an escape, so "town\u004eame" is townName).
// No well-kept library does this without building a tree of its own (a second parse of every
// body); secure-json-parse, Fastify's parser, guards prototype keys only.
import { ApiError } from '../apiError';

/** The request forms nest four levels at most; this leaves room for any future one. */
export const MAX_JSON_DEPTH = 32;

/** Per open container: the keys seen (objects) or null (arrays), and where the scan stands. */
interface Frame {
  keys: Set<string> | null;
  /** Path segment of the value being read (key of an object, index of an array). */
  segment: string;
  index: number;
}

/** The path of key `last` of the innermost object: "postalAddress.townName", "items[2].id". */
function pathOf(stack: readonly Frame[], last: string): string {
  let path = '';
  for (let f = 0; f < stack.length - 1; f++) {
    const frame = stack[f]!;
    path = frame.keys ? (path === '' ? frame.segment : `${path}.${frame.segment}`) : `${path === '' ? '(body)' : path}[${frame.index}]`;
  }
  return path === '' ? last : `${path}.${last}`;
}

/** Index of the quote closing the string opened at `start` (text.length when there is none). */
function stringEnd(text: string, start: number): number {
  let end = text.indexOf('"', start + 1);
  while (end > 0) {
    let backslashes = 0;
    for (let k = end - 1; text.charCodeAt(k) === 0x5c; k--) backslashes++;
    if (backslashes % 2 === 0) return end;
    end = text.indexOf('"', end + 1);
  }
  return text.length;
}

/** Throws a 400 ApiError for nesting deeper than MAX_JSON_DEPTH or a key repeated in one object. */
export function assertJsonDepth(text: string): void {
  const stack: Frame[] = [];
  // True where the next string of the current object is a key (after '{' or ',').
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x22) {
      // A string: its end found natively (indexOf), an escaped quote skipped.
      const start = i;
      i = stringEnd(text, start);
      if (expectKey) {
        expectKey = false;
        const frame = stack[stack.length - 1]!;
        let key = text.slice(start + 1, i);
        if (key.includes('\\')) {
          try {
            key = JSON.parse(text.slice(start, i + 1)) as string;
          } catch {
            return; // malformed: JSON.parse of the body reports it
          }
        }
        if (frame.keys!.has(key)) {
          const shown = key.length > 64 ? `${key.slice(0, 64)}...` : key;
          const field = pathOf(stack, shown);
          throw new ApiError(400, `JSON object has the key "${shown}" more than once`, { details: [{ field, message: 'duplicate key: each key may appear once in an object' }] });
        }
        frame.keys!.add(key);
        frame.segment = key;
      }
    } else if (code === 0x7b || code === 0x5b) {
      if (stack.length >= MAX_JSON_DEPTH) {
        throw new ApiError(400, `JSON nesting deeper than ${MAX_JSON_DEPTH} levels is not accepted`, { details: [{ field: '(body)', message: `more than ${MAX_JSON_DEPTH} nested objects or arrays` }] });
      }
      stack.push({ keys: code === 0x7b ? new Set() : null, segment: '', index: 0 });
      expectKey = code === 0x7b;
    } else if (code === 0x7d || code === 0x5d) {
      stack.pop();
      expectKey = false;
    } else if (code === 0x2c) {
      const frame = stack[stack.length - 1];
      if (frame) {
        if (frame.keys) expectKey = true;
        else frame.index++;
      }
    }
  }
}
