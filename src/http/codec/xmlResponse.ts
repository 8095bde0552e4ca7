// Renders response bodies as XML. EP-01 answers use the ISO 20022 tags for addresses (PstlAdr with
// AdrLine, StrtNm, ...); arrays become a wrapper element with one singular child per item.
import { XMLBuilder } from 'fast-xml-parser';
import { FIELD_BY_JSON, type PostalFieldName } from '../../model/fields';

const builder = new XMLBuilder({ ignoreAttributes: true, format: false, suppressEmptyNode: false, processEntities: true });

/** Child element names of arrays; anything not listed drops a trailing "s". */
const ITEM_NAMES: Record<string, string> = { addressLine: 'AdrLine', AdrLine: 'AdrLine', details: 'detail', reasons: 'reason', issues: 'issue', changes: 'change', steps: 'step', parameters: 'parameter', actions: 'action', include: 'include', items: 'item', data: 'item', keys: 'key', events: 'event', reasonCodes: 'reasonCode' };
/** Objects renamed to their ISO 20022 element (address objects). */
const ADDRESS_KEYS = new Set(['output', 'address']);

function toXmlAddress(address: Record<string, unknown>): Record<string, unknown> {
  const element: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(address)) {
    if (value === undefined) continue;
    const tag = FIELD_BY_JSON.get(name as PostalFieldName)?.xml ?? name;
    element[tag] = value; // AdrLine arrays repeat the element, as ISO 20022 does
  }
  return element;
}

function prepare(value: unknown, key?: string): unknown {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) {
    const item = ITEM_NAMES[key ?? ''] ?? (key?.endsWith('s') ? key.slice(0, -1) : 'item');
    if (item === 'AdrLine') return value;
    return { [item]: value.map((v) => prepare(v, item)) };
  }
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (v === undefined) continue;
      if (ADDRESS_KEYS.has(k) && v && typeof v === 'object' && !Array.isArray(v)) {
        out.PstlAdr = toXmlAddress(v as Record<string, unknown>);
      } else {
        const prepared = prepare(v, k);
        if (prepared !== undefined) out[k] = prepared;
      }
    }
    return out;
  }
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  return value;
}

export function renderXml(rootName: string, body: unknown): string {
  return `<?xml version="1.0" encoding="UTF-8"?>${builder.build({ [rootName]: prepare(body) })}`;
}
