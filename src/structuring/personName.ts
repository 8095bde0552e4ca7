// A unit of the caller's lines that reads as a person's name: two or three words opening with a
// common given name ("John Smith", "Hans Mueller", "Maria Garcia Lopez"), which the postal
// reference does not know as a place of the country. Written on a line of its own between the street
// and the town it is the recipient, not a place within the town (fourteenth review: "12 High Street /
// John Smith / London" gave TownLocationName "John Smith" at the repair threshold). The names are
// data (tables/givenNames.ts).
import { foldKey } from './lexicon';
import { GIVEN_NAMES } from './tables/givenNames';
import type { PostalReference } from '../reference/postal/types';

const GIVEN: ReadonlySet<string> = new Set(GIVEN_NAMES);

export function readsAsPersonName(value: string, country: string, postal?: PostalReference): boolean {
  const words = value.split(/\s+/);
  if (words.length < 2 || words.length > 3 || !GIVEN.has(foldKey(words[0] as string))) return false;
  // "Miguel Hidalgo", "George Town", "Anna Nagar": a place named after a person is still a place.
  return !(postal?.findTown(country, value).length);
}
