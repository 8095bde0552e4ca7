// Refuses XML that could attack the parser before it is parsed: DOCTYPE (and so DTDs and entity
// declarations), processing of external entities, and nesting deeper than the request form needs.
import { ApiError } from '../apiError';

export const MAX_XML_DEPTH = 16;

export function assertSafeXml(text: string): void {
  if (/<!DOCTYPE/i.test(text) || /<!ENTITY/i.test(text)) {
    throw new ApiError(400, 'XML with a DOCTYPE or entity declaration is not accepted', {
      details: [{ field: '(body)', message: 'DOCTYPE and ENTITY declarations are refused' }],
    });
  }
  let depth = 0;
  let maxDepth = 0;
  // A tag scan: counts opening and closing elements, skipping comments, CDATA and declarations.
  const tags = /<(\/?)([A-Za-z_][\w.:-]*)[^>]*?(\/?)>|<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>/g;
  for (let m = tags.exec(text); m !== null; m = tags.exec(text)) {
    if (m[2] === undefined) continue;
    if (m[1] === '/') depth--;
    else if (m[3] !== '/') {
      depth++;
      if (depth > maxDepth) maxDepth = depth;
      if (maxDepth > MAX_XML_DEPTH) throw new ApiError(400, `XML nesting deeper than ${MAX_XML_DEPTH} levels is not accepted`);
    }
  }
}
