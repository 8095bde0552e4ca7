// The canonical form of an output address (contract section 8): uppercase, diacritics folded,
// whitespace collapsed, street-type abbreviations expanded; and its SHA-256 fingerprint over the
// fields in spec 2.2 order with empty fields left out. Same address, same fingerprint.
import { hash } from 'node:crypto';
import { POSTAL_FIELDS } from '../model/fields';
import type { PostalAddress } from '../model/schemas';
import { foldText } from '../reference/countries';

/** Common street-type abbreviations, as whole folded words, to their full form. */
const STREET_ABBREVIATIONS: ReadonlyMap<string, string> = new Map([
  ['STR', 'STRASSE'], ['ST', 'STREET'], ['AVE', 'AVENUE'], ['AV', 'AVENUE'], ['AVDA', 'AVENIDA'], ['RD', 'ROAD'],
  ['BLVD', 'BOULEVARD'], ['BD', 'BOULEVARD'], ['BVD', 'BOULEVARD'], ['DR', 'DRIVE'], ['LN', 'LANE'], ['CT', 'COURT'],
  ['SQ', 'SQUARE'], ['HWY', 'HIGHWAY'], ['PKWY', 'PARKWAY'], ['TER', 'TERRACE'], ['CRES', 'CRESCENT'],
  ['GDNS', 'GARDENS'], ['CL', 'CLOSE'], ['CRT', 'COURT'], ['PDE', 'PARADE'], ['ESPL', 'ESPLANADE'],
  ['PZA', 'PIAZZA'], ['GR', 'GRACHT'], ['STWG', 'STEENWEG'], ['UL', 'ULICA'], ['AL', 'ALEJA'],
]);
/** Compound suffixes written short at the end of a word (German Hauptstr. -> HAUPTSTRASSE). */
const SUFFIX_ABBREVIATIONS: ReadonlyArray<[string, string]> = [['STR', 'STRASSE']];

function canonicalWord(word: string): string {
  const full = STREET_ABBREVIATIONS.get(word);
  if (full) return full;
  for (const [short, long] of SUFFIX_ABBREVIATIONS) if (word.length > short.length + 2 && word.endsWith(short)) return word.slice(0, -short.length) + long;
  return word;
}

function canonicalStreet(folded: string): string {
  return folded.split(' ').map(canonicalWord).join(' ');
}

export function canonicalAddress(address: PostalAddress): PostalAddress {
  const canonical: Record<string, unknown> = {};
  for (const field of POSTAL_FIELDS) {
    if (field.json === 'countryOfResidence') continue; // describes the party, not the address
    const value = address[field.json];
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      const lines = value.map((line) => foldText(line)).filter(Boolean);
      if (lines.length) canonical[field.json] = lines;
      continue;
    }
    let folded = foldText(value as string);
    if (field.json === 'streetName') folded = canonicalStreet(folded);
    if (field.json === 'postCode') folded = folded.replace(/ /g, '');
    if (folded) canonical[field.json] = folded;
  }
  return canonical as PostalAddress;
}

export function fingerprintOf(canonical: PostalAddress): string {
  // Object keys were inserted in spec 2.2 order by canonicalAddress, so JSON keeps that order.
  // One-shot: the audit facts of every call hash here, and a Hash object costs about three times as much.
  return hash('sha256', JSON.stringify(canonical), 'hex');
}
