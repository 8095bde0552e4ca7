// Compares a town as written with the postal reference: same town after folding, German umlaut
// transliteration ("MUENCHEN" = "München"), or an exonym the reference knows ("Munich").
import { foldText } from '../reference/countries';
import type { PostalReference, TownEntry } from '../reference/postal/types';

const TRANSLITERATED = /AE|OE|UE/g;
const UMLAUT_BASE: Readonly<Record<string, string>> = { AE: 'A', OE: 'O', UE: 'U' };
const TRAILING_DISTRICT = /\s+(?:\d{1,2}[A-Z]?|CEDEX(?:\s+\d{1,2})?)$/;

/** Folded key of a town name with transliterated umlauts reduced ("MUENCHEN" -> "MUNCHEN"). */
function loosely(key: string): string {
  return key.replace(TRANSLITERATED, (m) => UMLAUT_BASE[m] as string);
}

/** The name to look up: without a postal district number or CEDEX ("Dublin 2", "Paris Cedex 08"). */
export function lookupName(town: string): string {
  const folded = foldText(town);
  // Speed: TRAILING_DISTRICT can match only a name ending with a digit, a digit and a letter ("Dublin
  // 6W"), or the X of CEDEX.
  const last = folded.charCodeAt(folded.length - 1);
  const before = folded.charCodeAt(folded.length - 2);
  return (last >= 48 && last <= 57) || (before >= 48 && before <= 57) || last === 88 ? folded.replace(TRAILING_DISTRICT, '') : folded;
}

export function sameTown(written: string, reference: string): boolean {
  const a = lookupName(written);
  const b = foldText(reference);
  return a === b || loosely(a) === loosely(b);
}

/** The key the reference files a postcode under (US ZIP+4 is filed under its 5-digit ZIP). */
export function lookupPostcode(country: string, postcode: string): string {
  if (country === 'US' && postcode.length === 10) return postcode.slice(0, 5);
  return postcode;
}

/** Whether the written town is one of the postcode's towns (directly or through an exonym). */
export function townFitsPostcode(postal: PostalReference, country: string, town: string, towns: readonly TownEntry[]): boolean {
  if (towns.length === 0) return false;
  for (const t of towns) if (sameTown(town, t.name)) return true;
  const matches = postal.findTown(country, lookupName(town));
  for (const m of matches) for (const t of towns) if (m.name === t.name) return true;
  return false;
}

const LETTER_DISTRICT = /\s+[A-Z]{1,2}$/;

/** Towns of that name, also without a postal-district letter ("København K", "Frederiksberg C"). */
export function findTownLoosely(postal: PostalReference, country: string, town: string): ReturnType<PostalReference['findTown']> {
  const name = lookupName(town);
  const found = postal.findTown(country, name);
  if (found.length > 0 || !LETTER_DISTRICT.test(name)) return found;
  return postal.findTown(country, name.replace(LETTER_DISTRICT, ''));
}
