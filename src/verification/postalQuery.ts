// The part of an address that may go to the postal database: the structured postal fields
// of the field table, and nothing else. Names, identifiers and country of residence cannot enter.
import { POSTAL_FIELDS, type StructuredFieldName } from '../model/fields';

/** Structured fields the field table marks postal, as a type (countryOfResidence is not postal). */
export type PostalQueryField = Exclude<StructuredFieldName, 'countryOfResidence'>;

/** Keys that must never reach the lookup; naming them is a type error. */
type ExcludedKeys = 'name' | 'identification' | 'bic' | 'lei' | 'iban' | 'countryOfResidence' | 'addressLine';

export type PostalQuery = Readonly<Partial<Record<PostalQueryField, string>>> & { readonly [K in ExcludedKeys]?: never };

/** The postal query fields, read from the field table at run time (the same rule as the type). */
export const POSTAL_QUERY_FIELDS: readonly PostalQueryField[] = POSTAL_FIELDS.filter(
  (f) => f.postal && f.json !== 'addressLine' && f.json !== 'countryOfResidence',
).map((f) => f.json as PostalQueryField);

/** Copies only the postal fields of an address, dropping empty values. */
export function postalQueryOf(address: Readonly<Record<string, unknown>>): PostalQuery {
  const query: Partial<Record<PostalQueryField, string>> = {};
  for (const field of POSTAL_QUERY_FIELDS) {
    const value = address[field];
    if (typeof value === 'string' && value.trim() !== '') query[field] = value;
  }
  return query;
}
