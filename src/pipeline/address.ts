// Small facts about a PostalAddress used by several steps: reading it from the request (JSON or
// XML tag names), its format (contract section 6), and field access through the field table.
import { FIELD_BY_XML, STRUCTURED_FIELDS, type StructuredFieldName } from '../model/fields';
import type { AddressFormat } from '../model/enums';
import type { PostalAddress, ProcessPartyAddressRequest } from '../model/schemas';

/**
 * How changes and actions write several lines (or the two halves of a cut word) as one text: "Firma
 * Alpha | Abteilung Beta". Redaction masks each line apart (fourteenth review).
 */
export const LINE_SEPARATOR = ' | ';

export function submittedAddress(request: ProcessPartyAddressRequest): PostalAddress {
  if (request.postalAddress) {
    // One copy, its lines copied in place (not a second object spread over the first).
    const address = { ...request.postalAddress };
    if (address.addressLine) address.addressLine = [...address.addressLine];
    return address;
  }
  const address: Record<string, unknown> = {};
  for (const [tag, value] of Object.entries(request.postalAddressXml ?? {})) {
    const field = FIELD_BY_XML.get(tag);
    if (field && value !== undefined) address[field.json] = Array.isArray(value) ? [...value] : value;
  }
  return address as PostalAddress;
}

/** Address fields other than addressLine, country and countryOfResidence that carry a value. */
export function structuredFieldsBesidesCountry(address: PostalAddress): StructuredFieldName[] {
  const present: StructuredFieldName[] = [];
  for (const field of STRUCTURED_FIELDS) {
    if (field.json === 'country' || field.json === 'countryOfResidence') continue;
    const value = address[field.json];
    if (typeof value === 'string' && value.trim() !== '') present.push(field.json as StructuredFieldName);
  }
  return present;
}

export function addressLines(address: PostalAddress): string[] {
  return (address.addressLine ?? []).filter((line) => line.trim() !== '');
}

/** Contract section 6: FULLY_STRUCTURED without AddressLine; HYBRID with lines and a structured field besides Country. */
export function classifyFormat(address: PostalAddress): AddressFormat {
  if (addressLines(address).length === 0) return 'FULLY_STRUCTURED';
  return structuredFieldsBesidesCountry(address).length > 0 ? 'HYBRID' : 'FULLY_UNSTRUCTURED';
}

export function fieldValue(address: PostalAddress, name: StructuredFieldName): string | undefined {
  const value = address[name];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
