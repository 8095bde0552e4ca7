// R-06 as a property of the code: the only thing the verify step can hand to the postal
// database is a PostalQuery, built from the fields the field table marks as postal. It has no
// name, identification, AddressLine or countryOfResidence member, so none can leak into a lookup.
import { STRUCTURED_FIELDS, type StructuredFieldName } from '../model/fields';
import type { PostalAddress } from '../model/schemas';

export type PostalQueryField = Exclude<StructuredFieldName, 'countryOfResidence'>;
export type PostalQuery = Readonly<Partial<Record<PostalQueryField, string>>>;

const QUERY_FIELDS = STRUCTURED_FIELDS.filter((f) => f.postal).map((f) => f.json as PostalQueryField);

export function postalQueryOf(address: PostalAddress): PostalQuery {
  const query: Partial<Record<PostalQueryField, string>> = {};
  for (const field of QUERY_FIELDS) {
    const value = address[field];
    if (typeof value === 'string' && value !== '') query[field] = value;
  }
  return query;
}
