// Postcode districts: the part of a two-part postcode before its space ("1102" of "1102 CT",
// "SW1A" of "SW1A 2AA", "K1A" of "K1A 0B1"). Several GeoNames national files list only these,
// so an import may hold districts, and a full postcode is then checked by its district.
import { postcodeFormat } from '../postcodes';

const districtPatterns = new Map<string, RegExp | null>();

function districtPattern(country: string): RegExp | null {
  let pattern = districtPatterns.get(country);
  if (pattern !== undefined) return pattern;
  const heads = (postcodeFormat(country)?.templates ?? [])
    .filter((t) => t.includes(' '))
    .map((t) => t.slice(0, t.indexOf(' ')).replace(/9/g, '[0-9]').replace(/\*/g, '[A-Z0-9]').replace(/A/g, '[A-Z]'));
  pattern = heads.length > 0 ? new RegExp(`^(?:${heads.join('|')})$`) : null;
  districtPatterns.set(country, pattern);
  return pattern;
}

/** The district form of a code when it is a valid district of the country ("sw1a" -> "SW1A"), else undefined. */
export function normaliseDistrict(country: string, raw: string): string | undefined {
  const compact = raw.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const pattern = districtPattern(country.toUpperCase());
  return pattern && pattern.test(compact) ? compact : undefined;
}

/** The district of a postcode in published form ("1102 CT" -> "1102"), or undefined for one-part codes. */
export function districtOf(published: string): string | undefined {
  const space = published.indexOf(' ');
  return space > 0 ? published.slice(0, space) : undefined;
}
