// Redaction of the response (contract section 8). PARTIAL masks street-level fields, AddressLines
// and the detected name, keeping first and last character; FULL masks the whole value of every
// address field but Country (and CountryOfResidence, a code that stays valid), the name and the
// identifiers. Applied to the response only, never to processing.
import { FIELD_BY_JSON, POSTAL_FIELDS, type PostalFieldName } from '../model/fields';
import type { Redaction } from '../model/enums';
import type { PostalAddress } from '../model/schemas';
import { LINE_SEPARATOR } from './address';

/** PARTIAL keeps the first and last character; FULL masks every character. */
export function mask(value: string, level: Redaction = 'PARTIAL'): string {
  if (level === 'FULL' || value.length <= 2) return '*'.repeat(value.length);
  return value[0] + '*'.repeat(value.length - 2) + value[value.length - 1];
}

/** True when a field of the given redaction class is masked at this level. */
export function masksField(level: Redaction, field: PostalFieldName): boolean {
  if (level === 'NONE') return false;
  const spec = FIELD_BY_JSON.get(field);
  if (!spec) return level === 'FULL';
  if (level === 'PARTIAL') return spec.redaction === 'street';
  return spec.redaction !== 'none';
}

export function redactAddress(address: PostalAddress, level: Redaction): PostalAddress {
  if (level === 'NONE') return address;
  const out: Record<string, unknown> = {};
  for (const field of POSTAL_FIELDS) {
    const value = address[field.json];
    if (value === undefined) continue;
    if (!masksField(level, field.json)) out[field.json] = value;
    else out[field.json] = Array.isArray(value) ? value.map((v) => mask(v, level)) : mask(value as string, level);
  }
  return out as PostalAddress;
}

const ISO_TO_JSON = new Map<string, PostalFieldName>(POSTAL_FIELDS.map((f) => [f.iso, f.json]));

/** Field named as in reasons and traceability ("StreetName", "AddressLine[1]") to its JSON name. */
export function fieldOfIsoName(isoName: string): PostalFieldName | undefined {
  return ISO_TO_JSON.get(isoName.replace(/\[\d+\]$/, ''));
}


/**
 * A text of several lines (LINE_SEPARATOR) is masked line by line, the separators kept: a masked
 * rewrap still says how many lines there were and how long each was (fourteenth review: the lines
 * were masked as one text, separators included).
 */
export function redactText(value: string | null, field: string, level: Redaction): string | null {
  if (value === null || level === 'NONE') return value;
  const json = fieldOfIsoName(field);
  const masked = json === undefined ? level === 'FULL' || field.startsWith('Identification') : masksField(level, json);
  return masked ? value.split(LINE_SEPARATOR).map((line) => mask(line, level)).join(LINE_SEPARATOR) : value;
}
