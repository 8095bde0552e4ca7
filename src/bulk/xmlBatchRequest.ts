// The XML form of the batch request: root ProcessPartyAddressesRequest with repeated
// ProcessPartyAddressRequest children. Each child is cut out of the text by its offsets (a saxes
// scan, no DOM) and mapped by the single-request XML codec, so both routes read XML the same way.
import { SaxesParser } from 'saxes';
import { ApiError } from '../http/apiError';
import { assertSafeXml, MAX_XML_ELEMENTS } from '../http/codec/xmlSafety';
import { parseXmlRequest } from '../http/codec/xmlRequest';
import { MAX_BATCH_RECORDS } from '../model/batchSchemas';

export const BATCH_XML_ROOT = 'ProcessPartyAddressesRequest';
const ITEM = 'ProcessPartyAddressRequest';

export function parseXmlBatchRequest(text: string): { requests: Array<Record<string, unknown>> } {
  // Each record may use what a single request may (each is checked again on its own below); the
  // body limit of the route bounds the whole.
  assertSafeXml(text, MAX_XML_ELEMENTS * MAX_BATCH_RECORDS + 1);
  const items: Array<{ start: number; end: number }> = [];
  const parser = new SaxesParser({ position: true });
  let depth = 0;
  let root: string | undefined;
  let itemStart = -1;
  parser.on('opentagstart', (tag) => {
    depth++;
    if (depth === 1) root = tag.name;
    // The scan position is just past the tag name; its '<' is the last one before it.
    else if (depth === 2) {
      if (tag.name !== ITEM) throw new ApiError(400, `${BATCH_XML_ROOT} may contain only ${ITEM} elements`, { details: [{ field: `requests[${items.length}]`, message: `unexpected element ${tag.name}` }] });
      itemStart = text.lastIndexOf('<', parser.position - 1);
    }
  });
  parser.on('closetag', () => {
    if (depth === 2) items.push({ start: itemStart, end: parser.position });
    depth--;
  });
  parser.on('text', (t) => {
    if (depth === 1 && t.trim() !== '') throw new ApiError(400, `${BATCH_XML_ROOT} may contain only ${ITEM} elements`, { details: [{ field: `requests[${items.length}]`, message: 'unexpected text' }] });
  });
  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(400, 'Request body is not well-formed XML', { details: [{ field: '(body)', message: (error as Error).message }] });
  }
  if (root !== BATCH_XML_ROOT) {
    throw new ApiError(400, `XML root element must be ${BATCH_XML_ROOT}`, { details: [{ field: '(root)', message: `expected ${BATCH_XML_ROOT}, got ${root ?? 'nothing'}` }] });
  }
  // Past the limit the schema answers 400 with its own message; no need to map the excess.
  const requests = items.slice(0, MAX_BATCH_RECORDS + 1).map((item, index) => {
    try {
      return parseXmlRequest(text.slice(item.start, item.end));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const details = (error.extra.details ?? [{ field: '(body)', message: error.message }]).map((d) => ({ field: `requests[${index}].${d.field}`, message: d.message }));
      throw new ApiError(error.statusCode, `requests[${index}]: ${error.message}`, { ...error.extra, details });
    }
  });
  return { requests };
}
