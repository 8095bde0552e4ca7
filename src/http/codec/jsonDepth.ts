// Refuses JSON nested deeper than any request form needs before it is parsed: deeply nested
// values overflow the stack of every recursive walk after the parser (the Idempotency-Key hash,
// schema checks), which turned a 6,000-deep array into a 500 (issue 11, finding 5).
import { ApiError } from '../apiError';

/** The request forms nest four levels at most; this leaves room for any future one. */
export const MAX_JSON_DEPTH = 32;

/** One pass over the text, skipping string contents: linear in the body's length. */
export function assertJsonDepth(text: string): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c) i++; // backslash: skip the escaped character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      if (++depth > MAX_JSON_DEPTH) {
        throw new ApiError(400, `JSON nesting deeper than ${MAX_JSON_DEPTH} levels is not accepted`, { details: [{ field: '(body)', message: `more than ${MAX_JSON_DEPTH} nested objects or arrays` }] });
      }
    } else if (code === 0x7d || code === 0x5d) depth--;
  }
}
