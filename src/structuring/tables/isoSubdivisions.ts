// Subdivisions of every country as data: the ISO 3166-2 first-level units from iso3166-2-db (MIT;
// ISO codes with GeoNames and OpenStreetMap names in English, the local language and ar, de, es,
// fr, it, ru, zh), plus the second-level units that addresses of some countries write and ISO
// lists only below the first level (English ceremonial counties, Spanish communities' own names).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export interface IsoSubdivision {
  /** ISO 3166-2 code without the country ("BY", "CT", "ENG"); '' for a supplement without one. */
  readonly code: string;
  readonly names: readonly string[];
}

interface RegionRow { name?: string; iso?: string; names?: Record<string, string> }

/**
 * Names the data lacks but addresses write: England's ceremonial counties (ONS list), the
 * co-official names of Spanish and other regions, and the islands of small island countries.
 * Keyed by country.
 */
const SUPPLEMENT: Readonly<Record<string, readonly IsoSubdivision[]>> = {
  GB: [
    'Bedfordshire', 'Berkshire', 'Bristol', 'Buckinghamshire', 'Cambridgeshire', 'Cheshire', 'City of London', 'Cornwall',
    'Cumbria', 'Derbyshire', 'Devon', 'Dorset', 'Durham', 'County Durham', 'East Riding of Yorkshire', 'East Sussex', 'Essex',
    'Gloucestershire', 'Greater London', 'Greater Manchester', 'Hampshire', 'Herefordshire', 'Hertfordshire', 'Isle of Wight',
    'Kent', 'Lancashire', 'Leicestershire', 'Lincolnshire', 'Merseyside', 'Norfolk', 'North Yorkshire', 'Northamptonshire',
    'Northumberland', 'Nottinghamshire', 'Oxfordshire', 'Rutland', 'Shropshire', 'Somerset', 'South Yorkshire', 'Staffordshire',
    'Suffolk', 'Surrey', 'Tyne and Wear', 'Warwickshire', 'West Midlands', 'West Sussex', 'West Yorkshire', 'Wiltshire',
    'Worcestershire', 'Middlesex', 'Glamorgan', 'Gwynedd', 'Powys', 'Dyfed', 'Clwyd', 'Gwent', 'Fife', 'Lothian', 'Highland',
    'Aberdeenshire', 'Lanarkshire', 'Ayrshire', 'Antrim', 'County Antrim', 'County Down', 'Armagh', 'Tyrone', 'Fermanagh', 'Londonderry',
    // The former postal counties and historic counties that customer files still write (Royal Mail
    // dropped them from addresses in 1996; banks' records kept them), and Royal Mail's abbreviations.
    'East Yorkshire', 'North Humberside', 'South Humberside', 'Humberside', 'Avon', 'Cleveland', 'Cumberland',
    'Westmorland', 'Huntingdonshire', 'Hereford and Worcester', 'West Glamorgan', 'Mid Glamorgan', 'South Glamorgan', 'Strathclyde',
    'Grampian', 'Tayside', 'Dumfriesshire', 'Midlothian', 'West Lothian', 'East Lothian', 'Renfrewshire', 'Stirlingshire', 'Perthshire',
    'Inverness-shire', 'Morayshire', 'Angus', 'Kincardineshire', 'Banffshire', 'Argyll', 'Dunbartonshire', 'Berwickshire', 'Roxburghshire',
    'Caithness', 'Ross-shire', 'Orkney', 'Shetland', 'Anglesey', 'Isle of Anglesey', 'Flintshire', 'Denbighshire', 'Carmarthenshire',
    'Pembrokeshire', 'Ceredigion', 'Monmouthshire', 'Cardiganshire', 'County Armagh', 'County Tyrone', 'County Fermanagh', 'County Londonderry',
    'Co Durham', 'Co Antrim', 'Co Down', 'Co Armagh', 'Co Tyrone', 'Co Fermanagh', 'Co Londonderry',
    'Beds', 'Berks', 'Bucks', 'Cambs', 'Derbys', 'Glos', 'Gloucs', 'Hants', 'Herts', 'Lancs', 'Leics', 'Lincs', 'Middx', 'Northants',
    'Notts', 'Oxon', 'Staffs', 'Warks', 'Wilts', 'Worcs', 'Yorks', 'N Yorkshire', 'W Yorkshire', 'S Yorkshire', 'E Sussex', 'W Sussex',
  ].map((name) => ({ code: '', names: [name] })),
  ES: [
    { code: 'CT', names: ['Catalunya'] }, { code: 'PV', names: ['Euskadi', 'País Vasco'] }, { code: 'GA', names: ['Galiza'] },
    { code: 'VC', names: ['Comunitat Valenciana'] }, { code: 'IB', names: ['Illes Balears'] },
  ],
  DE: [{ code: 'BY', names: ['Bayern'] }, { code: 'NW', names: ['NRW'] }],
  // Norway's counties since the reforms of 2020 and 2024 (ISO 3166-2:NO as amended); the data
  // still lists the nineteen counties before 2020.
  NO: [
    { code: '31', names: ['Østfold'] }, { code: '32', names: ['Akershus'] }, { code: '33', names: ['Buskerud'] },
    { code: '34', names: ['Innlandet'] }, { code: '39', names: ['Vestfold'] }, { code: '40', names: ['Telemark'] },
    { code: '42', names: ['Agder'] }, { code: '46', names: ['Vestland'] }, { code: '50', names: ['Trøndelag', 'Trööndelage'] },
    { code: '55', names: ['Troms', 'Romsa'] }, { code: '56', names: ['Finnmark', 'Finnmárku'] },
  ],
  // A capital district that the current list types as a district (left out with the town-named units).
  PG: [{ code: 'NCD', names: ['National Capital District', 'NCD'] }],
  // Islands written as the region line of small island countries ("George Town, Grand Cayman
  // KY1-1104", "Beach Road, Apia, Upolu", "Road Town, Tortola VG1110"), where ISO lists districts
  // or nothing.
  ...Object.fromEntries(
    Object.entries({
      KY: ['Grand Cayman', 'Cayman Brac', 'Little Cayman'],
      WS: ['Upolu', "Savai'i", 'Savaii'],
      VG: ['Tortola', 'Virgin Gorda', 'Anegada', 'Jost Van Dyke'],
      TC: ['Providenciales', 'Grand Turk', 'North Caicos', 'Middle Caicos', 'South Caicos', 'Salt Cay'],
      FJ: ['Viti Levu', 'Vanua Levu', 'Taveuni'],
      SC: ['Mahé', 'Praslin'],
      PF: ['Tahiti', 'Moorea', "Mo'orea", 'Raiatea', 'Bora Bora'],
    }).map(([country, islands]) => [country, islands.map((name) => ({ code: '', names: [name] }))]),
  ),
};

/**
 * Countries and territories for which ISO 3166-2 lists no subdivision (or iso3166-2-db carries
 * none): their subdivision table is empty on purpose, and nothing is read as a subdivision there.
 */
export const NO_ISO_SUBDIVISIONS: ReadonlySet<string> = new Set(
  'AQ AW AX BL BV CC CK CW CX EH FK GI GS HM IO MF MO NC NF NU PF PN SJ SX TC VA VG XK'.split(' '),
);

/**
 * Countries whose ISO 3166-2 units are named after their towns (Malta's 68 local councils:
 * "Msida", "Sliema"): addresses write the town, never a region, so the table is empty on purpose
 * and a council's name is read as the town it names ("TRIQ DUN KARM MSIDA").
 */
export const TOWN_NAMED_SUBDIVISIONS: ReadonlySet<string> = new Set(['MT']);

let cache: ReadonlyMap<string, readonly IsoSubdivision[]> | undefined;

/** Every country's subdivisions (code and all names), loaded once. */
export function isoSubdivisions(): ReadonlyMap<string, readonly IsoSubdivision[]> {
  if (cache) return cache;
  const data = require('iso3166-2-db/data/iso3166-2.json') as Record<string, { regions?: RegionRow[] }>;
  const out = new Map<string, IsoSubdivision[]>();
  for (const [country, row] of Object.entries(data)) {
    const list: IsoSubdivision[] = [];
    if (TOWN_NAMED_SUBDIVISIONS.has(country)) {
      out.set(country, list);
      continue;
    }
    for (const region of row.regions ?? []) {
      const names = new Set<string>();
      if (region.name) names.add(region.name);
      for (const name of Object.values(region.names ?? {})) if (name) names.add(name);
      if (names.size > 0) list.push({ code: region.iso ?? '', names: [...names] });
    }
    out.set(country, list);
  }
  mergeCurrentIsoList(out);
  for (const [country, extra] of Object.entries(SUPPLEMENT)) out.set(country, [...(out.get(country) ?? []), ...extra]);
  cache = out;
  return out;
}

/**
 * Units named after their chief town (municipalities, communes, boroughs, unitary authorities):
 * read as subdivisions they would take the town's place ("LEEDS LS6 3AA"), and addresses do not
 * write them as regions. Types as @koshmoney/countries gives them.
 */
const TOWN_NAMED_TYPES: ReadonlySet<string> = new Set([
  'Municipality', 'Commune', 'Unitary authority', 'Metropolitan district', 'London borough', 'Council area', 'District council area',
  'City', 'City of county right', 'Local council', 'District municipality', 'Town', 'City municipality', 'Quarter', 'Special municipality',
  'Autonomous municipality', 'Republican city', 'Metropolitan city', 'City corporation', 'Capital city', 'Capital district', 'Popularate', 'Rayon', 'Two-tier county', 'District',
  // A territory listed under its sovereign (CN-HK Hong Kong) or as its own country is a country, not a region.
  'Country', 'Special administrative region', 'Dependency', 'Outlying area', 'Overseas territorial collectivity',
]);

/**
 * Adds the current ISO 3166-2 list (@koshmoney/countries, MIT, all levels, names as ISO publishes
 * them, in the local language): iso3166-2-db lags behind (Nepal's provinces of 2015, Polish
 * voivodeships only in English) and carries the first level only (no French département, no
 * Spanish provincia). ISO's inverted forms ("Madrid, Comunidad de") add the name before the comma;
 * "*" marks and " / " alternatives are split off.
 */
function mergeCurrentIsoList(out: Map<string, IsoSubdivision[]>): void {
  for (const country of [...out.keys()]) {
    if (!NO_ISO_SUBDIVISIONS.has(country) && !TOWN_NAMED_SUBDIVISIONS.has(country)) mergeCountry(out, country);
  }
}

function mergeCountry(out: Map<string, IsoSubdivision[]>, country: string): void {
  // The per-country data files, not the package's main module: its lookup code and other data
  // would stay in memory (about 20 MB of RSS) for a table read once.
  const path = `@koshmoney/countries/subdivision/${country}`;
  let data: { subdivisions: Record<string, { name: string; type: string }> };
  try {
    data = require(path) as typeof data;
  } catch {
    return;
  } finally {
    try {
      delete require.cache[require.resolve(path)];
    } catch {
      // not there: nothing was loaded
    }
  }
  for (const [fullCode, unit] of Object.entries(data.subdivisions)) {
    if (TOWN_NAMED_TYPES.has(unit.type)) continue;
    const names = new Set<string>();
    for (const part of unit.name.replace(/\*/g, '').split(' / ')) {
      const name = part.trim();
      if (name === '') continue;
      const comma = name.indexOf(',');
      if (comma < 0) names.add(name);
      else if (/^\p{Lu}/u.test(name)) names.add(name.slice(0, comma).trim());
    }
    if (names.size === 0) continue;
    const list = out.get(country) ?? [];
    const code = fullCode.slice(fullCode.indexOf('-') + 1);
    const same = list.find((known) => known.code === code);
    if (same) list[list.indexOf(same)] = { code, names: [...new Set([...same.names, ...names])] };
    else list.push({ code, names: [...names] });
    out.set(country, list);
  }
}
