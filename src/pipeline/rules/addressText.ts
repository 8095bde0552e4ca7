// Writes structured fields back as free text, in the order a letter shows them, for the parts of
// an address that stay in AddressLine (a repair below the threshold, a requested unstructured form).
import type { StructuredFieldName } from '../../model/fields';

/** Countries that write the building number before the street name. */
const NUMBER_FIRST = new Set(['FR', 'GB', 'US', 'IE', 'AU', 'CA', 'NZ', 'ZA', 'IN', 'SG', 'HK', 'MT', 'CY', 'LU', 'IL', 'SA', 'AE', 'JP', 'CN', 'KR', 'MY', 'PH', 'TH']);

export type FieldValues = Partial<Record<StructuredFieldName, string>>;

/** Text pieces (one per would-be line part) for the given fields; empty fields are skipped. */
export function fieldsAsText(values: FieldValues, country: string | undefined): string[] {
  const pieces: string[] = [];
  const push = (...parts: Array<string | undefined>) => {
    const text = parts.filter((p) => p !== undefined && p !== '').join(' ');
    if (text) pieces.push(text);
  };
  push(values.buildingName);
  push(values.floor, values.room);
  if (country && NUMBER_FIRST.has(country)) push(values.buildingNumber, values.streetName);
  else push(values.streetName, values.buildingNumber);
  push(values.postBox);
  push(values.districtName, values.townLocationName);
  push(values.postCode, values.townName);
  push(values.countrySubDivision);
  return pieces;
}
