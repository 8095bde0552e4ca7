// Writes structured fields back as free text, in the order a letter shows them, for the parts of
// an address that stay in AddressLine (a requested unstructured form). The order of each country
// is data: its address format (structuring/tables/formats.ts); a post box, floor or room keeps a
// label, so that its value still says what it is.
import type { StructuredFieldName } from '../../model/fields';
import { foldWords } from '../../reference/countries';
import { numberBeforeStreet, postcodeAfterTown } from '../../structuring/tables/formats';
import { LABEL_WORDS } from './labelWords';

export type FieldValues = Partial<Record<StructuredFieldName, string>>;

type LabelledField = 'postBox' | 'floor' | 'room';

/**
 * Fields whose value says what it is only through its field ("12" is a post box only as PstBx): as
 * text they carry a label, the English one of cross-border practice unless the country writes its
 * own. Data: a country is added here, not in code.
 */
const FIELD_LABELS: Readonly<Record<string, Partial<Record<LabelledField, string>>>> = {
  default: { postBox: 'PO Box', floor: 'Floor', room: 'Room' },
  DE: { postBox: 'Postfach' },
  AT: { postBox: 'Postfach' },
  CH: { postBox: 'Postfach' },
  NL: { postBox: 'Postbus' },
  FR: { postBox: 'BP' },
  BE: { postBox: 'BP' },
  LU: { postBox: 'BP' },
};

/** The value as text that says what it is: with its field's label, unless it carries one already ("3rd floor"). */
function labelled(field: LabelledField, value: string | undefined, country: string | undefined): string | undefined {
  if (value === undefined || value === '') return value;
  if (foldWords(value).some((w) => LABEL_WORDS.get(w.text)?.includes(field))) return value;
  const label = (country ? FIELD_LABELS[country]?.[field] : undefined) ?? FIELD_LABELS.default![field]!;
  return `${label} ${value}`;
}

/** Text pieces (one per would-be line part) for the given fields; empty fields are skipped. */
export function fieldsAsText(values: FieldValues, country: string | undefined): string[] {
  const pieces: string[] = [];
  pushPiece(pieces, values.buildingName);
  pushPiece(pieces, labelled('floor', values.floor, country), labelled('room', values.room, country));
  if (country && numberBeforeStreet(country)) pushPiece(pieces, values.buildingNumber, values.streetName);
  else pushPiece(pieces, values.streetName, values.buildingNumber);
  pushPiece(pieces, labelled('postBox', values.postBox, country));
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
