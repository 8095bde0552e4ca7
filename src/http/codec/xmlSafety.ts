// Refuses XML that could attack the parser before it is parsed: DOCTYPE (and so DTDs and entity
// declarations), nesting deeper and more elements than the request forms need, and element names that would reach
// an object's prototype. One pass over the text: every character is looked at a bounded number of
// times, so a 64 KiB body of any content costs well under a millisecond (issue 11, finding 1).
import { ApiError } from '../apiError';

export const MAX_XML_DEPTH = 16;
/** Far above any request form (a few dozen elements), far below what makes the parser slow. */
export const MAX_XML_ELEMENTS = 1000;
/** Names the parser would turn into object keys that reach Object.prototype: refused as 400. */
const FORBIDDEN_NAMES: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
const EXCERPT_LENGTH = 40;

function refuse(message: string, detail: string): never {
  throw new ApiError(400, message, { details: [{ field: '(body)', message: detail }] });
}

function notWellFormed(what: string, at: number): never {
  refuse('Request body is not well-formed XML', `${what} at character ${at}`);
}

/** End (exclusive) of `marker` searched from `from`, or a 400 naming what is unterminated. */
function endOf(text: string, marker: string, from: number, what: string, start: number): number {
  const found = text.indexOf(marker, from);
  if (found < 0) notWellFormed(`unterminated ${what}`, start);
  return found + marker.length;
}

function isNameEnd(code: number): boolean {
  // whitespace, '/', '>'
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d || code === 0x2f || code === 0x3e;
}

/** `maxElements`: the batch route allows the single-request budget once per record. */
export function assertSafeXml(text: string, maxElements = MAX_XML_ELEMENTS): void {
  if (/<!DOCTYPE/i.test(text) || /<!ENTITY/i.test(text)) {
    refuse('XML with a DOCTYPE or entity declaration is not accepted', 'DOCTYPE and ENTITY declarations are refused');
  }
  let depth = 0;
  let elements = 0;
  for (let i = text.indexOf('<'); i !== -1; ) {
    let end: number;
    if (text.startsWith('<!--', i)) end = endOf(text, '-->', i + 4, 'comment', i);
    else if (text.startsWith('<![CDATA[', i)) end = endOf(text, ']]>', i + 9, 'CDATA section', i);
    else if (text.startsWith('<?', i)) end = endOf(text, '?>', i + 2, 'processing instruction', i);
    else if (text.startsWith('<!', i)) refuse('XML with a DOCTYPE or entity declaration is not accepted', 'markup declarations are refused');
    else {
      const closing = text.charCodeAt(i + 1) === 0x2f;
      const nameStart = closing ? i + 2 : i + 1;
      let p = nameStart;
      while (p < text.length && !isNameEnd(text.charCodeAt(p))) p++;
      const name = text.slice(nameStart, p);
      const local = name.slice(name.indexOf(':') + 1);
      if (FORBIDDEN_NAMES.has(local)) refuse(`XML element name ${local} is not accepted`, `element <${local}> is refused`);
      // Up to the '>' that is not inside a quoted attribute value.
      let quote = 0;
      while (p < text.length) {
        const code = text.charCodeAt(p);
        if (quote !== 0) {
          if (code === quote) quote = 0;
        } else if (code === 0x22 || code === 0x27) quote = code;
        else if (code === 0x3e) break;
        p++;
      }
      if (p >= text.length) notWellFormed(`unterminated tag <${name.slice(0, EXCERPT_LENGTH)}`, i);
      end = p + 1;
      if (!closing && ++elements > maxElements) refuse(`XML with more than ${maxElements} elements is not accepted`, `more than ${maxElements} elements`);
      if (closing) depth--;
      else if (text.charCodeAt(p - 1) !== 0x2f) {
        depth++;
        if (depth > MAX_XML_DEPTH) refuse(`XML nesting deeper than ${MAX_XML_DEPTH} levels is not accepted`, `more than ${MAX_XML_DEPTH} nested elements`);
      }
    }
    i = text.indexOf('<', end);
  }
}
