// Parses the GeoNames postal-code dump format (tab separated: country, postcode, place name,
// admin1 name and code, admin2 name and code, admin3 name and code, latitude, longitude, accuracy).
import { isAssignedCountry } from '../countries';
import { hasPostcodes, normalisePostcode } from '../postcodes';
import { normaliseDistrict } from './postcodeDistrict';

export interface PostalImportRow {
  country: string;
  /** Published form (normalised to the country's format). */
  postcode: string;
  placeName: string;
  admin1Name?: string;
  admin1Code?: string;
  admin2Name?: string;
}

export type ParsedPostalLine = { ok: true; row: PostalImportRow } | { ok: false; reason: string };

const MAX_PLACE_LENGTH = 100;

function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** The fields of one postal row, whatever the file format (GeoNames dump or a CSV mapping). */
export interface PostalRowFields {
  country?: string | undefined;
  postcode?: string | undefined;
  placeName?: string | undefined;
  admin1Name?: string | undefined;
  admin1Code?: string | undefined;
  admin2Name?: string | undefined;
}

/**
 * The rules every imported row meets, for every format: an assigned country, a postcode of the
 * country's format (or a district of it), a place name of reasonable length. The reason of a
 * rejection never quotes the row (it may be address data).
 */
export function checkPostalRow(fields: PostalRowFields): ParsedPostalLine {
  const country = (fields.country ?? '').trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(country) || !isAssignedCountry(country)) return { ok: false, reason: 'country is not an assigned ISO 3166-1 alpha-2 code' };
  const rawPostcode = (fields.postcode ?? '').trim();
  if (rawPostcode === '') return { ok: false, reason: 'postcode missing' };
  let postcode: string | undefined = rawPostcode.toUpperCase();
  if (hasPostcodes(country)) {
    // A district ("1011" in the Dutch file, "SW1A" in the British one) stands for all its postcodes.
    postcode = normalisePostcode(country, rawPostcode) ?? normaliseDistrict(country, rawPostcode);
    if (!postcode) return { ok: false, reason: "postcode does not match the country's format" };
  } else if (postcode.length > 16) return { ok: false, reason: 'postcode longer than 16 characters' };
  const placeName = (fields.placeName ?? '').trim();
  if (placeName === '') return { ok: false, reason: 'place name missing' };
  if (placeName.length > MAX_PLACE_LENGTH) return { ok: false, reason: `place name longer than ${MAX_PLACE_LENGTH} characters` };
  const row: PostalImportRow = { country, postcode, placeName };
  const admin1Name = optional(fields.admin1Name);
  const admin1Code = optional(fields.admin1Code);
  const admin2Name = optional(fields.admin2Name);
  if (admin1Name) row.admin1Name = admin1Name;
  if (admin1Code) row.admin1Code = admin1Code;
  if (admin2Name) row.admin2Name = admin2Name;
  return { ok: true, row };
}

/** One line of the dump; the reason of a rejection never quotes the line (it may be address data). */
export function parseGeoNamesPostalLine(line: string): ParsedPostalLine {
  const cols = line.replace(/\r$/, '').split('\t');
  if (cols.length < 3) return { ok: false, reason: 'fewer than 3 tab-separated columns' };
  return checkPostalRow({ country: cols[0], postcode: cols[1], placeName: cols[2], admin1Name: cols[3], admin1Code: cols[4], admin2Name: cols[5] });
}
