// Writes structured fields back as free text, in the order a letter shows them, for the parts of
// an address that stay in AddressLine (a repair below the threshold, a requested unstructured form).
// The order of each country is data: its address format (structuring/tables/formats.ts).
import type { StructuredFieldName } from '../../model/fields';
import { numberBeforeStreet, postcodeAfterTown } from '../../structuring/tables/formats';

export type FieldValues = Partial<Record<StructuredFieldName, string>>;

/** Text pieces (one per would-be line part) for the given fields; empty fields are skipped. */
export function fieldsAsText(values: FieldValues, country: string | undefined): string[] {
  const pieces: string[] = [];
  pushPiece(pieces, values.buildingName);
  pushPiece(pieces, values.floor, values.room);
  if (country && numberBeforeStreet(country)) pushPiece(pieces, values.buildingNumber, values.streetName);
  else pushPiece(pieces, values.streetName, values.buildingNumber);
  pushPiece(pieces, values.postBox);
  pushPiece(pieces, values.districtName, values.townLocationName);
  if (country && postcodeAfterTown(country)) pushPiece(pieces, values.townName, values.postCode);
  else pushPiece(pieces, values.postCode, values.townName);
  pushPiece(pieces, values.countrySubDivision);
  return pieces;
}

/** The parts that are set, joined by spaces, as one piece (none when every part is empty). */
function pushPiece(pieces: string[], ...parts: Array<string | undefined>): void {
  const text = parts.filter((p) => p !== undefined && p !== '').join(' ');
  if (text) pieces.push(text);
}
