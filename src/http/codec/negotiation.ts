// Content negotiation of contract section 4: requests in JSON or XML (with +json/+xml and charset
// parameters), responses in the format Accept prefers, else the request's; 406 when Accept allows neither.
import type { ResponseFormat } from '../principal';

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json$/;
const XML_TYPE = /^(?:application|text)\/(?:[\w.-]+\+)?xml$/;

export function mediaType(header: string | undefined): string | undefined {
  if (!header) return undefined;
  return header.split(';')[0]!.trim().toLowerCase();
}

/** Format of a request body by its Content-Type, or undefined when it is neither JSON nor XML. */
export function bodyFormat(contentType: string | undefined): ResponseFormat | undefined {
  const type = mediaType(contentType);
  if (!type) return undefined;
  if (JSON_TYPE.test(type)) return 'json';
  if (XML_TYPE.test(type)) return 'xml';
  return undefined;
}

interface MediaRange {
  type: string;
  q: number;
}

function parseAccept(accept: string): MediaRange[] {
  const ranges: MediaRange[] = [];
  for (const part of accept.split(',')) {
    const [typePart, ...params] = part.split(';');
    const type = typePart!.trim().toLowerCase();
    if (!type) continue;
    let q = 1;
    for (const param of params) {
      const [k, v] = param.split('=').map((s) => s.trim());
      if (k === 'q' && v !== undefined) {
        const parsed = Number(v);
        q = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
      }
    }
    ranges.push({ type, q });
  }
  return ranges;
}

/** Quality Accept gives a format: the most specific matching range decides (RFC 9110 12.5.1). */
function qualityOf(format: ResponseFormat, ranges: MediaRange[]): number {
  let best = -1;
  let bestSpecificity = -1;
  for (const { type, q } of ranges) {
    let specificity = -1;
    if (type === '*/*') specificity = 0;
    else if (format === 'json' && type === 'application/*') specificity = 1;
    else if (format === 'xml' && (type === 'application/*' || type === 'text/*')) specificity = 1;
    else if (format === 'json' && JSON_TYPE.test(type)) specificity = 2;
    else if (format === 'xml' && XML_TYPE.test(type)) specificity = 2;
    if (specificity > bestSpecificity || (specificity === bestSpecificity && q > best)) {
      bestSpecificity = specificity;
      best = q;
    }
  }
  return bestSpecificity < 0 ? 0 : best;
}

/**
 * The response format, or undefined when Accept allows neither JSON nor XML (406).
 * Without Accept (or with equal preference) the answer follows the request's format.
 */
export function negotiateResponseFormat(accept: string | undefined, requestFormat: ResponseFormat): ResponseFormat | undefined {
  if (!accept || !accept.trim()) return requestFormat;
  const ranges = parseAccept(accept);
  const json = qualityOf('json', ranges);
  const xml = qualityOf('xml', ranges);
  if (json <= 0 && xml <= 0) return undefined;
  if (json === xml) return requestFormat;
  return json > xml ? 'json' : 'xml';
}

export function contentTypeOf(format: ResponseFormat): string {
  return format === 'xml' ? 'application/xml; charset=utf-8' : 'application/json; charset=utf-8';
}
