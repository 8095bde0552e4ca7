// Builds test/fixtures/structuring/eval-set.jsonl: real addresses plus addresses generated from real
// postcode-town pairs and street names, each rendered the ways banks store them. Fixed seed: reproducible.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { REAL_ADDRESSES } from '../test/fixtures/structuring/real-addresses';
import { TOWN_SEEDS, type TownSeed } from '../test/fixtures/structuring/town-streets';
import { splitDevTest, worldRecords } from '../test/fixtures/structuring/world';
import type { AddressParts, EvalRecord, ExpectedFields, Rendering } from '../test/fixtures/structuring/types';

const require = createRequire(import.meta.url);
const OUTPUT = fileURLToPath(new URL('../test/fixtures/structuring/eval-set.jsonl', import.meta.url));
const TEST_OUTPUT = fileURLToPath(new URL('../test/fixtures/structuring/eval-test.jsonl', import.meta.url));
const GENERATED_PER_COUNTRY = 24;
const SEED = 20261122;

// ---- deterministic randomness -------------------------------------------------------------

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
let random = mulberry32(SEED);
const chance = (p: number): boolean => random() < p;
const intBetween = (lo: number, hi: number): number => lo + Math.floor(random() * (hi - lo + 1));
function pick<T>(items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

// ---- country profiles -------------------------------------------------------------------------

type Lang = 'de' | 'fr' | 'en' | 'es' | 'it' | 'pt' | 'nl' | 'pl' | 'sv' | 'no' | 'da' | 'fi' | 'cs' | 'sk' | 'hu' | 'hr' | 'sl' | 'ro' | 'tr' | 'et' | 'lv' | 'lt' | 'is' | 'ca' | 'ja';

/** How the town line is laid out. */
type TownFormat =
  | 'pc-town' // 60431 Frankfurt am Main
  | 'town-pc' // Tokyo 103-0021, Valletta VLT 1060
  | 'town-comma-pc' // Rīga, LV-1050
  | 'us' // New York, NY 10005 / Sydney NSW 2000 / Ottawa ON K1A 0G9
  | 'gb' // London / EC2R 8AH (post town and postcode on their own lines)
  | 'br' // 01310-200 São Paulo - SP
  | 'tr' // 06050 Altındağ/Ankara
  | 'town'; // no postcode in use (HK, AE) or usually left out (CL, CO)

interface Profile {
  lang: Lang;
  numberFirst: boolean;
  town: TownFormat;
  english: string[];
  local: string[];
}

function p(lang: Lang, numberFirst: boolean, town: TownFormat, english: string[], local: string[] = []): Profile {
  return { lang, numberFirst, town, english, local };
}

const PROFILES: Record<string, Profile> = {
  AT: p('de', false, 'pc-town', ['Austria'], ['Österreich']),
  BE: p('fr', false, 'pc-town', ['Belgium'], ['Belgique', 'België']),
  BG: p('en', true, 'pc-town', ['Bulgaria']),
  HR: p('hr', false, 'pc-town', ['Croatia'], ['Hrvatska']),
  CY: p('en', true, 'pc-town', ['Cyprus']),
  CZ: p('cs', false, 'pc-town', ['Czech Republic', 'Czechia'], ['Česká republika', 'Česko']),
  DK: p('da', false, 'pc-town', ['Denmark'], ['Danmark']),
  EE: p('et', false, 'pc-town', ['Estonia'], ['Eesti']),
  FI: p('fi', false, 'pc-town', ['Finland'], ['Suomi']),
  FR: p('fr', true, 'pc-town', ['France'], ['France']),
  DE: p('de', false, 'pc-town', ['Germany'], ['Deutschland']),
  GR: p('en', true, 'pc-town', ['Greece'], ['Hellas']),
  HU: p('hu', false, 'pc-town', ['Hungary'], ['Magyarország']),
  IE: p('en', true, 'town-comma-pc', ['Ireland'], ['Éire']),
  IT: p('it', false, 'pc-town', ['Italy'], ['Italia']),
  LV: p('lv', false, 'town-comma-pc', ['Latvia'], ['Latvija']),
  LT: p('lt', false, 'pc-town', ['Lithuania'], ['Lietuva']),
  LU: p('fr', true, 'pc-town', ['Luxembourg'], ['Lëtzebuerg']),
  MT: p('en', true, 'town-pc', ['Malta'], ['Malta']),
  NL: p('nl', false, 'pc-town', ['Netherlands', 'The Netherlands'], ['Nederland']),
  PL: p('pl', false, 'pc-town', ['Poland'], ['Polska']),
  PT: p('pt', false, 'pc-town', ['Portugal'], ['Portugal']),
  RO: p('ro', false, 'pc-town', ['Romania'], ['România']),
  SK: p('sk', false, 'pc-town', ['Slovakia'], ['Slovensko']),
  SI: p('sl', false, 'pc-town', ['Slovenia'], ['Slovenija']),
  ES: p('es', false, 'pc-town', ['Spain'], ['España']),
  SE: p('sv', false, 'pc-town', ['Sweden'], ['Sverige']),
  IS: p('is', false, 'pc-town', ['Iceland'], ['Ísland']),
  LI: p('de', false, 'pc-town', ['Liechtenstein'], ['Fürstentum Liechtenstein']),
  NO: p('no', false, 'pc-town', ['Norway'], ['Norge']),
  CH: p('de', false, 'pc-town', ['Switzerland'], ['Schweiz', 'Suisse']),
  GB: p('en', true, 'gb', ['United Kingdom', 'UK', 'Great Britain']),
  MC: p('fr', true, 'pc-town', ['Monaco'], ['Principauté de Monaco']),
  SM: p('it', false, 'pc-town', ['San Marino'], ['Repubblica di San Marino']),
  VA: p('it', false, 'pc-town', ['Vatican City', 'Holy See'], ['Stato della Città del Vaticano']),
  AD: p('ca', false, 'pc-town', ['Andorra'], ['Principat d\'Andorra']),
  US: p('en', true, 'us', ['United States', 'USA', 'United States of America']),
  CA: p('en', true, 'us', ['Canada']),
  MX: p('es', false, 'pc-town', ['Mexico'], ['México']),
  BR: p('pt', false, 'br', ['Brazil'], ['Brasil']),
  AR: p('es', false, 'pc-town', ['Argentina'], ['Argentina']),
  CL: p('es', false, 'town', ['Chile'], ['Chile']),
  CO: p('es', false, 'town', ['Colombia'], ['Colombia']),
  JP: p('ja', true, 'town-pc', ['Japan']),
  CN: p('en', true, 'town-pc', ['China', "People's Republic of China"]),
  HK: p('en', true, 'town', ['Hong Kong SAR', 'Hong Kong SAR China']),
  SG: p('en', true, 'town-pc', ['Singapore', 'Republic of Singapore']),
  IN: p('en', true, 'town-pc', ['India']),
  KR: p('en', true, 'town-pc', ['South Korea', 'Republic of Korea', 'Korea, Republic of']),
  AU: p('en', true, 'us', ['Australia']),
  NZ: p('en', true, 'town-pc', ['New Zealand']),
  ZA: p('en', true, 'town-pc', ['South Africa', 'Republic of South Africa']),
  AE: p('en', true, 'town', ['United Arab Emirates', 'UAE']),
  SA: p('en', true, 'town-pc', ['Saudi Arabia', 'Kingdom of Saudi Arabia']),
  IL: p('en', true, 'town-pc', ['Israel']),
  TR: p('tr', false, 'tr', ['Turkey', 'Türkiye'], ['Türkiye']),
};

// ---- sub-address wording per language -------------------------------------------------------

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

function floorText(lang: Lang, country: string, n: number): string {
  const options: Record<Lang, string[]> = {
    de: [`${n}. OG`, `${n}. Stock`, `Etage ${n}`],
    fr: [n === 1 ? '1er étage' : `${n}e étage`, `Étage ${n}`],
    en: [`${ordinal(n)} Floor`, `Floor ${n}`, `Level ${n}`],
    es: [`Piso ${n}`, `${n}º piso`, `Planta ${n}`],
    it: [`Piano ${n}`, `${n}° piano`],
    pt: [`${n}º andar`, `Andar ${n}`],
    nl: [`${n}e verdieping`, `Verdieping ${n}`],
    pl: [`piętro ${n}`],
    sv: [`våning ${n}`],
    no: [`${n}. etasje`],
    da: [`${n}. sal`],
    fi: [`${n}. krs`],
    cs: [`${n}. patro`],
    sk: [`${n}. poschodie`],
    hu: [`${n}. emelet`],
    hr: [`${n}. kat`],
    sl: [`${n}. nadstropje`],
    ro: [`etaj ${n}`],
    tr: [`Kat ${n}`, `Kat:${n}`],
    et: [`${n}. korrus`],
    lv: [`${n}. stāvs`],
    lt: [`${n} aukštas`],
    is: [`${n}. hæð`],
    ca: [`Planta ${n}`, `${n}a planta`],
    ja: [`${n}F`],
  };
  if (country === 'HK') return pick([`${n}/F`, `${ordinal(n)} Floor`]);
  if (country === 'AU' || country === 'NZ') return `Level ${n}`;
  return pick(options[lang]);
}

function roomText(lang: Lang, country: string, room: string): string {
  if (country === 'SG') return `#${room}`;
  const options: Partial<Record<Lang, string[]>> = {
    en: country === 'US' || country === 'CA' ? [`Suite ${room}`, `Ste ${room}`, `Apt ${room}`, `Unit ${room}`] : [`Suite ${room}`, `Unit ${room}`, `Room ${room}`, `Flat ${room}`],
    de: [`Zimmer ${room}`, `Raum ${room}`],
    fr: [`Bureau ${room}`, `Appartement ${room}`],
    es: [`Oficina ${room}`, `Despacho ${room}`],
    it: [`Interno ${room}`],
    pt: [`Sala ${room}`],
    nl: [`Kamer ${room}`],
    pl: [`lok. ${room}`],
  };
  return pick(options[lang] ?? [`Room ${room}`]);
}

function postBoxText(lang: Lang, country: string, box: string): string {
  if (country === 'BR') return `Caixa Postal ${box}`;
  if (country === 'MX') return `Apartado Postal ${box}`;
  if (country === 'AR' || country === 'CL') return `Casilla de Correo ${box}`;
  const options: Partial<Record<Lang, string[]>> = {
    de: [`Postfach ${box}`],
    fr: [`BP ${box}`, `Boîte postale ${box}`],
    en: [`P.O. Box ${box}`, `PO Box ${box}`, `POB ${box}`],
    es: [`Apartado ${box}`, `Apartado de Correos ${box}`],
    it: [`Casella Postale ${box}`, `C.P. ${box}`],
    pt: [`Apartado ${box}`],
    nl: [`Postbus ${box}`],
    sv: [`Box ${box}`],
    no: [`Postboks ${box}`],
    da: [`Postboks ${box}`],
    fi: [`PL ${box}`],
    pl: [`skr. poczt. ${box}`],
    hu: [`Pf. ${box}`],
    tr: [`P.K. ${box}`],
    is: [`Pósthólf ${box}`],
  };
  return pick(options[lang] ?? [`P.O. Box ${box}`]);
}

// ---- laying an address out as pieces ----------------------------------------------------------

type PieceKind = 'sub' | 'street' | 'postbox' | 'locality' | 'town' | 'country';
interface Piece {
  kind: PieceKind;
  text: string;
}

function streetLine(country: string, profile: Profile, street: string, number: string | undefined): string {
  if (!number) return country === 'PL' ? polishStreet(street) : street;
  switch (country) {
    case 'TR':
      return `${street} No:${number}`;
    case 'CO':
      return pick([`${street} No. ${number}`, `${street} # ${number}`, `${street} ${number}`]);
    case 'PT':
    case 'BR':
    case 'ES':
    case 'MX':
    case 'IT':
      return chance(0.6) ? `${street}, ${number}` : `${street} ${number}`;
    case 'PL':
      return `${polishStreet(street)} ${number}`;
    case 'FR':
    case 'LU':
    case 'MC':
      return chance(0.2) ? `${number}, ${street}` : `${number} ${street}`;
    default:
      return profile.numberFirst ? `${number} ${street}` : `${street} ${number}`;
  }
}

/** Polish streets carry "ul." unless they are squares or avenues. */
function polishStreet(street: string): string {
  return /^(plac|aleje|aleja|al\.|rondo|Krakowskie|Aleje)/i.test(street) ? street : `ul. ${street}`;
}

function townPieces(country: string, profile: Profile, f: ExpectedFields): Piece[] {
  const pc = f.postCode;
  const town = f.townName ?? '';
  const sub = f.countrySubDivision;
  const district = f.districtName;
  const pieces: Piece[] = [];
  const push = (text: string): void => {
    pieces.push({ kind: 'town', text });
  };
  switch (profile.town) {
    case 'pc-town': {
      let line = pc ? `${pc} ${town}` : town;
      if (sub) line = country === 'IT' || country === 'CH' ? (chance(0.5) ? `${line} ${sub}` : `${line} (${sub})`) : `${line}, ${sub}`;
      push(line);
      break;
    }
    case 'town-pc': {
      const head = sub ? `${town}, ${sub}` : town;
      push(pc ? `${head} ${pc}` : head);
      break;
    }
    case 'town-comma-pc': {
      const head = sub ? `${town}, ${sub}` : town;
      push(pc ? `${head}, ${pc}` : head);
      break;
    }
    case 'us':
      push(country === 'AU' ? `${town} ${sub ?? ''} ${pc ?? ''}`.replace(/\s+/g, ' ').trim() : `${town}, ${sub ?? ''} ${pc ?? ''}`.replace(/\s+/g, ' ').trim());
      break;
    case 'gb':
      push(town);
      if (pc) push(pc);
      break;
    case 'br':
      push(pick([`${pc} ${town} - ${sub}`, `${town} - ${sub}, ${pc}`, `${town}/${sub} ${pc}`]));
      break;
    case 'tr':
      push(district ? `${pc} ${district}/${town}` : `${pc} ${town}`);
      break;
    case 'town':
      push(sub ? `${town}, ${sub}` : town);
      break;
  }
  return pieces;
}

/** The address as ordered pieces, before line layout. */
function layOut(country: string, f: ExpectedFields): Piece[] {
  const profile = PROFILES[country];
  if (!profile) throw new Error(`no profile for ${country}`);
  const pieces: Piece[] = [];
  const subs: string[] = [];
  if (f.room) subs.push(roomText(profile.lang, country, f.room));
  if (f.floor) subs.push(floorText(profile.lang, country, Number(f.floor)));
  if (f.buildingName) subs.push(f.buildingName);
  // Singapore writes the unit after the building; the US puts the suite after the street.
  const subsAfterStreet = country === 'US' || country === 'CA' || country === 'SG';
  if (!subsAfterStreet) for (const s of subs) pieces.push({ kind: 'sub', text: s });
  if (country === 'TR' && f.townLocationName) pieces.push({ kind: 'locality', text: f.townLocationName });
  if (f.streetName) pieces.push({ kind: 'street', text: streetLine(country, profile, f.streetName, f.buildingNumber) });
  else if (f.buildingNumber) pieces.push({ kind: 'street', text: f.buildingNumber });
  if (subsAfterStreet) for (const s of country === 'SG' ? [...subs].reverse() : subs) pieces.push({ kind: 'sub', text: s });
  if (f.postBox) pieces.push({ kind: 'postbox', text: postBoxText(profile.lang, country, f.postBox) });
  if (f.townLocationName && country !== 'TR') {
    pieces.push({ kind: 'locality', text: country === 'MX' && chance(0.6) ? `Col. ${f.townLocationName}` : f.townLocationName });
  }
  if (f.districtName && country !== 'TR') pieces.push({ kind: 'locality', text: f.districtName });
  pieces.push(...townPieces(country, profile, f));
  return pieces;
}

// ---- rendering pieces into lines ----------------------------------------------------------------

type Layout = 'natural' | 'one-line' | 'two-lines' | 'three-lines';
type CountryForm = 'none' | 'code' | 'english' | 'local';

function joinPieces(pieces: Piece[]): string {
  return pieces.map((x) => x.text).join(', ');
}

function linesFor(pieces: Piece[], layout: Layout): string[] | undefined {
  const before = pieces.filter((x) => x.kind !== 'town' && x.kind !== 'country' && x.kind !== 'locality');
  const locality = pieces.filter((x) => x.kind === 'locality');
  const town = pieces.filter((x) => x.kind === 'town');
  const country = pieces.filter((x) => x.kind === 'country');
  let lines: string[];
  switch (layout) {
    case 'natural': {
      lines = pieces.map((x) => x.text);
      // At most 4 lines: fold the leading pieces together until it fits.
      while (lines.length > 4) {
        const [first, second, ...rest] = lines;
        lines = [`${first}, ${second}`, ...rest];
      }
      break;
    }
    case 'one-line':
      lines = [joinPieces(pieces)];
      break;
    case 'two-lines': {
      const head = [...before, ...locality];
      lines = head.length > 0 ? [joinPieces(head), joinPieces([...town, ...country])] : [joinPieces([...town, ...country])];
      break;
    }
    case 'three-lines': {
      if (country.length > 0) lines = [joinPieces(before), joinPieces([...locality, ...town]), joinPieces(country)];
      else if (locality.length > 0) lines = [joinPieces(before), joinPieces(locality), joinPieces(town)];
      else if (before.length > 1) lines = [joinPieces(before.slice(0, -1)), joinPieces(before.slice(-1)), joinPieces(town)];
      else return undefined;
      lines = lines.filter((l) => l !== '');
      break;
    }
  }
  if (lines.some((l) => l.length > 70)) return undefined;
  return lines;
}

// Street-type abbreviations as each country's banks write them.
const GERMAN_SHORT: Array<[RegExp, string]> = [
  [/straße\b/g, 'str.'],
  [/Straße\b/g, 'Str.'],
  [/strasse\b/g, 'str.'],
  [/Strasse\b/g, 'Str.'],
];
const ENGLISH_SHORT: Array<[RegExp, string]> = [
  [/\bStreet\b/g, 'St'],
  [/\bAvenue\b/g, 'Ave'],
  [/\bBoulevard\b/g, 'Blvd'],
  [/\bRoad\b/g, 'Rd'],
  [/\bDrive\b/g, 'Dr'],
];
const FRENCH_SHORT: Array<[RegExp, string]> = [
  [/\bavenue\b/g, 'av.'],
  [/\bboulevard\b/g, 'bd'],
];
const ABBREVIATIONS: Record<string, Array<[RegExp, string]>> = {
  DE: GERMAN_SHORT, AT: GERMAN_SHORT, CH: [...GERMAN_SHORT, ...FRENCH_SHORT], LI: GERMAN_SHORT,
  FR: FRENCH_SHORT, LU: FRENCH_SHORT, MC: FRENCH_SHORT, BE: FRENCH_SHORT,
  ES: [[/\bCalle\b/g, 'C/'], [/\bAvenida\b/g, 'Avda.']],
  MX: [[/\bAvenida\b/g, 'Av.']], AR: [[/\bAvenida\b/g, 'Av.']], CL: [[/\bAvenida\b/g, 'Av.']],
  CO: [[/\bCalle\b/g, 'Cl.'], [/\bCarrera\b/g, 'Cra.']],
  PT: [[/\bAvenida\b/g, 'Av.'], [/\bRua\b/g, 'R.']], BR: [[/\bAvenida\b/g, 'Av.'], [/\bRua\b/g, 'R.']],
  IT: [[/\bPiazza\b/g, 'P.za'], [/\bCorso\b/g, 'C.so'], [/\bVia\b/g, 'V.']],
  PL: [[/\bplac\b/g, 'pl.']],
};

function abbreviate(country: string, line: string): string {
  const profile = PROFILES[country];
  const rules = ABBREVIATIONS[country] ?? (profile?.lang === 'en' ? ENGLISH_SHORT : []);
  return rules.reduce((text, [pattern, short]) => text.replace(pattern, short), line);
}

function countryText(country: string, form: CountryForm): string | undefined {
  const profile = PROFILES[country];
  if (!profile || form === 'none') return undefined;
  if (form === 'code') return country;
  if (form === 'local' && profile.local.length > 0) return pick(profile.local);
  return pick(profile.english);
}

function renderings(country: string, f: ExpectedFields, coNames: readonly string[]): Rendering[] {
  const out: Rendering[] = [];
  const seen = new Set<string>();
  const plans: Array<{ layout: Layout; country: CountryForm; upper: boolean; commas: boolean; abbrev: boolean; co: boolean; known: boolean }> = [];
  // Every address: the natural layout with the country, then a spread of the other ways.
  plans.push({ layout: 'natural', country: pick(['english', 'local', 'code'] as CountryForm[]), upper: false, commas: true, abbrev: false, co: false, known: false });
  const layouts: Layout[] = ['one-line', 'two-lines', 'three-lines', 'natural'];
  for (let i = 0; i < 4; i++) {
    const countryForm = pick(['none', 'none', 'code', 'english', 'local'] as CountryForm[]);
    plans.push({
      layout: layouts[(i + intBetween(0, 3)) % layouts.length] ?? 'one-line',
      country: countryForm,
      upper: chance(0.35),
      commas: chance(0.7),
      abbrev: chance(0.25),
      co: chance(0.08),
      known: countryForm === 'none' && chance(0.5),
    });
  }
  for (const plan of plans) {
    // A country without a distinct local name is written in English, and labelled so.
    if (plan.country === 'local' && (PROFILES[country]?.local.length ?? 0) === 0) plan.country = 'english';
    const pieces = layOut(country, f);
    const ctry = countryText(country, plan.country);
    if (ctry) pieces.push({ kind: 'country', text: ctry });
    let lines = linesFor(pieces, plan.layout);
    if (!lines) continue;
    if (plan.abbrev) lines = lines.map((l) => abbreviate(country, l));
    // A "c/o" goes on a line of its own, as banks keep it apart from the address.
    const co = plan.co && lines.length < 4;
    if (co) lines = [`c/o ${pick(coNames)}`, ...lines];
    if (!plan.commas) lines = lines.map((l) => l.replace(/,\s*/g, ' ').replace(/\s+/g, ' ').trim());
    if (plan.upper) lines = lines.map((l) => l.toUpperCase());
    const key = lines.join('|');
    if (seen.has(key)) continue;
    seen.add(key);
    const style = [plan.layout, `country-${plan.country}`, plan.upper ? 'upper' : 'mixed', plan.commas ? 'commas' : 'no-commas', ...(plan.abbrev ? ['abbrev'] : []), ...(co ? ['c/o'] : []), ...(plan.known ? ['known-country'] : [])].join('+');
    out.push(plan.known ? { style, lines, knownCountry: true } : { style, lines });
  }
  return out;
}

// ---- generated addresses ------------------------------------------------------------------------

const CO_NAMES = ['Anna Weber', 'Jean Martin', 'Maria Rossi', 'John Smith', 'Eva Novak', 'Lars Jensen', 'Ana García', 'Kenji Sato', 'Wei Zhang', 'Priya Sharma', 'Olga Nowak', 'Treuhand Partner AG', 'Legal Department', 'Accounts Payable'];

interface ZipRecord { zip: string; city: string; state: string; country: string }
interface ZipcodesModule { lookupByName(city: string, state: string): ZipRecord[] }
interface CodePostal { codePostal: string; libelleAcheminement: string }
interface CodesPostauxModule { find(code: string): CodePostal[] }

/** US seeds take their ZIP codes from the `zipcodes` package (real city-ZIP pairs). */
function usZips(seed: TownSeed): string[] {
  const zipcodes = require('zipcodes') as ZipcodesModule;
  const state = seed.extra?.countrySubDivision ?? '';
  const zips = zipcodes.lookupByName(seed.townName, state).map((r) => r.zip).filter((z) => /^\d{5}$/.test(z)).sort();
  if (zips.length === 0) throw new Error(`zipcodes knows no ZIP for ${seed.townName}, ${state}`);
  return zips;
}

/** French seeds are checked against the `codes-postaux` package (La Poste's table). */
function checkFrenchPair(postCode: string, townName: string): void {
  const codesPostaux = require('codes-postaux') as CodesPostauxModule;
  const fold = (s: string): string => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase().replace(/[-']/g, ' ');
  const ok = codesPostaux.find(postCode).some((r) => fold(r.libelleAcheminement) === fold(townName));
  if (!ok) throw new Error(`codes-postaux does not pair ${postCode} with ${townName}`);
}

function buildingNumber(country: string): string {
  switch (country) {
    case 'JP':
      return `${intBetween(1, 5)}-${intBetween(1, 20)}-${intBetween(1, 15)}`;
    case 'CO':
      return `${intBetween(1, 120)}${chance(0.2) ? pick(['A', 'B', 'C']) : ''}-${intBetween(1, 99)}`;
    case 'CZ':
      return chance(0.5) ? `${intBetween(100, 2500)}/${intBetween(1, 60)}` : String(intBetween(1, 80));
    case 'SK':
      return chance(0.3) ? `${intBetween(100, 9000)}/${intBetween(1, 60)}` : String(intBetween(1, 80));
    case 'US':
    case 'CA':
    case 'AU':
      return String(chance(0.5) ? intBetween(100, 2999) : intBetween(1, 99));
    case 'KR':
    case 'CN':
      return String(intBetween(1, 400));
    default: {
      const base = String(intBetween(1, 180));
      if (['DE', 'AT', 'CH', 'NL', 'LI', 'DK', 'NO', 'SE', 'BE', 'PL', 'HR', 'SI'].includes(country)) {
        if (chance(0.12)) return `${base}${pick(['a', 'b', 'A'])}`;
        if (chance(0.06)) return `${base}-${Number(base) + intBetween(1, 4)}`;
      }
      return base;
    }
  }
}

function generated(country: string, index: number, seeds: TownSeed[]): EvalRecord {
  const seed = pick(seeds);
  let postCode = seed.postCode;
  let source = 'generated: postcode-town pair and street names from the project\'s town table (README lists sources)';
  if (country === 'US') {
    postCode = pick(usZips(seed));
    source = 'generated: city-ZIP pair from the npm package zipcodes; street names of the city';
  }
  if (country === 'FR') {
    checkFrenchPair(postCode, seed.townName);
    source = 'generated: postcode-town pair checked against the npm package codes-postaux; street names of the town';
  }
  const parts: AddressParts = { ...seed.extra };
  if (postCode) parts.postCode = postCode;
  parts.townName = seed.townName;
  const postBoxOnly = chance(country === 'AE' ? 0.5 : 0.07);
  if (postBoxOnly) {
    parts.postBox = String(chance(0.5) ? intBetween(1, 999) : intBetween(1000, 99999));
  } else {
    parts.streetName = pick(seed.streets);
    if (!(country === 'AE' && chance(0.6))) parts.buildingNumber = buildingNumber(country);
    if (chance(0.18)) parts.floor = String(intBetween(1, 12));
    // Rooms only where the language has a usual word for them (no English "Room" in a Czech address).
    const roomWords: Lang[] = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'pl'];
    if (roomWords.includes(PROFILES[country]?.lang ?? 'ja') && chance(0.12)) parts.room = ['US', 'CA'].includes(country) ? String(intBetween(100, 2400)) : country === 'SG' ? `${String(intBetween(2, 30)).padStart(2, '0')}-${String(intBetween(1, 40)).padStart(2, '0')}` : `${intBetween(1, 60)}${chance(0.3) ? 'B' : ''}`;
    if (country === 'SG' && parts.room) delete parts.floor;
    if (country === 'AE' && chance(0.5)) parts.postBox = String(intBetween(100, 99999));
  }
  const expected: ExpectedFields = { ...parts, country };
  return { id: `${country}-G${String(index).padStart(3, '0')}`, country, source, real: false, expected, renderings: renderings(country, expected, CO_NAMES) };
}

// ---- main ------------------------------------------------------------------------------------------

/** The whole set, the same on every run (the generator restarts from the fixed seed). */
export function buildEvalSet(): EvalRecord[] {
  random = mulberry32(SEED);
  const records: EvalRecord[] = [];
  const realIndex = new Map<string, number>();
  for (const address of REAL_ADDRESSES) {
    const n = (realIndex.get(address.country) ?? 0) + 1;
    realIndex.set(address.country, n);
    const expected: ExpectedFields = { ...address.parts, country: address.country };
    records.push({
      id: `${address.country}-R${String(n).padStart(3, '0')}`,
      country: address.country,
      source: `${address.source}: ${address.name}`,
      real: true,
      expected,
      renderings: renderings(address.country, expected, CO_NAMES),
    });
  }
  for (const [country, seeds] of Object.entries(TOWN_SEEDS)) {
    for (let i = 1; i <= GENERATED_PER_COUNTRY; i++) records.push(generated(country, i, seeds));
  }
  records.push(...worldRecords());
  return records;
}

/** The set split into the development part (tuning allowed) and the test part (never tuned on). */
export function buildEvalParts(): { dev: EvalRecord[]; test: EvalRecord[] } {
  return splitDevTest(buildEvalSet());
}

export function serialiseEvalSet(records: readonly EvalRecord[]): string {
  return records.map((r) => JSON.stringify(r)).join('\n') + '\n';
}

export const EVAL_SET_PATH = OUTPUT;
export const EVAL_TEST_PATH = TEST_OUTPUT;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const parts = buildEvalParts();
  for (const [records, path] of [[parts.dev, OUTPUT], [parts.test, TEST_OUTPUT]] as const) {
    writeFileSync(path, serialiseEvalSet(records));
    const renderingCount = records.reduce((n, r) => n + r.renderings.length, 0);
    console.log(`wrote ${records.length} addresses (${records.filter((r) => r.real).length} real), ${renderingCount} renderings, ${new Set(records.map((r) => r.country)).size} countries -> ${path}`);
  }
}
