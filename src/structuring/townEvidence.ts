// The last word on TownName: a reading's town must look like a town. When it does not (a lone
// dash, a marker word such as "BLOCK", half of "NEW CAIRO") and the postal reference knows another
// part of the same reading as a town of the country (the subdivision, the town with its
// neighbour, text left unplaced), that part is the town. Text only moves; none is dropped but
// punctuation.
import type { PostalReference } from '../reference/postal/types';
import type { ParsedField, ParsedFieldName } from './types';
import { isStreetKey, foldKey, POST_BOX, NUMBER_MARK } from './lexicon';

type Fields = Partial<Record<ParsedFieldName, ParsedField>>;

/** Confidence of a town the reference confirms after another reading's town was set aside. */
const CONFIRMED_TOWN = 0.85;
const LETTER = /\p{L}/u;

/** A town value with no letter, or a single word that marks something else ("BLOCK", "Road", "Box"). */
function looksLikeNoTown(value: string): boolean {
  if (!LETTER.test(value)) return true;
  const words = value.split(/\s+/u);
  if (words.length !== 1) return false;
  const key = foldKey(words[0] as string);
  return isStreetKey(key) || POST_BOX.has(key) || NUMBER_MARK.has(key) || key === 'block' || key === 'blk';
}

export function confirmTown(fields: Fields, unplaced: string[], country: string | undefined, postal: PostalReference | undefined): void {
  const town = fields.townName;
  if (town === undefined || postal === undefined || country === undefined) return;
  const known = (text: string): boolean => postal.findTown(country, text).length > 0;
  if (known(town.value)) return;
  const weak = looksLikeNoTown(town.value);
  const subdivision = fields.countrySubDivision;
  // "NEW CAIRO 11835" read as town "NEW" and subdivision "CAIRO": the two are one town.
  if (subdivision !== undefined && LETTER.test(town.value) && known(`${town.value} ${subdivision.value}`)) {
    fields.townName = { value: `${town.value} ${subdivision.value}`, confidence: CONFIRMED_TOWN };
    delete fields.countrySubDivision;
    return;
  }
  if (!weak) return;
  // "P.O. BOX 60000 - 00200 / NAIROBI KENYA": the dash beside the postcode is no town; Nairobi,
  // read as its county, is.
  if (subdivision !== undefined && known(subdivision.value)) {
    fields.townName = { value: subdivision.value, confidence: CONFIRMED_TOWN };
    delete fields.countrySubDivision;
  } else {
    const index = unplaced.findIndex(known);
    if (index < 0) return;
    fields.townName = { value: unplaced[index] as string, confidence: CONFIRMED_TOWN };
    unplaced.splice(index, 1);
  }
  if (LETTER.test(town.value)) unplaced.push(town.value);
}
