// Postcode formats of every ISO 3166-1 country: validation and normalisation to the form the
// national post publishes (e.g. "1102ct" -> "1102 CT", "sw1a2aa" -> "SW1A 2AA").
//
// A format is a template: '9' a digit, 'A' a letter, '*' a letter or digit, anything else a
// literal separator. Templates are compiled once at module load; normalisation compares the
// separator-free ("compact") input with each template's compact skeleton and re-inserts the
// literals, so "1102ct", "1102-CT" and "1102 CT" all give "1102 CT".

/** Templates per country, most common first. A country absent from the table has no postcodes. */
const TEMPLATES: Readonly<Record<string, readonly string[]>> = {
  AD: ['AD999'], AF: ['9999'], AI: ['AI-2640'], AL: ['9999'], AM: ['9999'], AQ: ['BIQQ 1ZZ'], AR: ['A9999AAA', 'A9999', '9999'],
  AS: ['99999', '99999-9999'], AT: ['9999'], AU: ['9999'], AX: ['22999'], AZ: ['AZ 9999'], BA: ['99999'], BB: ['BB99999'],
  BD: ['9999'], BE: ['9999'], BG: ['9999'], BH: ['9999', '999'], BL: ['97133'], BM: ['AA 99', 'AA AA'], BN: ['AA9999'],
  BR: ['99999-999'], BT: ['99999'], BY: ['999999'], CA: ['A9A 9A9'], CC: ['6799'], CH: ['9999'], CL: ['9999999'],
  CN: ['999999'], CO: ['999999'], CR: ['99999'], CU: ['99999'], CV: ['9999'], CX: ['6798'], CY: ['9999'], CZ: ['999 99'],
  DE: ['99999'], DK: ['9999'], DO: ['99999'], DZ: ['99999'], EC: ['999999'], EE: ['99999'], EG: ['99999'], ES: ['99999'],
  ET: ['9999'], FI: ['99999'], FK: ['FIQQ 1ZZ'], FM: ['99999', '99999-9999'], FO: ['999'], FR: ['99999'],
  GB: ['A9 9AA', 'A99 9AA', 'AA9 9AA', 'AA99 9AA', 'A9A 9AA', 'AA9A 9AA'], GE: ['9999'], GF: ['99999'],
  GG: ['GY9 9AA', 'GY99 9AA'], GI: ['GX11 1AA'], GL: ['9999'], GP: ['99999'],
  GR: ['999 99'], GS: ['SIQQ 1ZZ'], GT: ['99999'], GU: ['99999'], GW: ['9999'], HN: ['99999'],
  HR: ['99999'], HT: ['9999'], HU: ['9999'], ID: ['99999'], IE: ['A99 ****', 'A9W ****'], IL: ['9999999'], IM: ['IM9 9AA', 'IM99 9AA'],
  IN: ['999999'], IO: ['BBND 1ZZ'], IQ: ['99999'], IR: ['99999-99999'], IS: ['999'], IT: ['99999'], JE: ['JE9 9AA', 'JE99 9AA'],
  JM: ['JMAAA99'], JO: ['99999'], JP: ['999-9999'], KE: ['99999'], KG: ['999999'], KH: ['99999', '999999'], KR: ['99999'],
  KW: ['99999'], KY: ['KY9-9999'], KZ: ['999999', 'A99A9A9'], LA: ['99999'], LB: ['9999 9999', '99999'], LI: ['9999'],
  LK: ['99999'], LR: ['9999'], LS: ['999'], LT: ['LT-99999'], LU: ['9999'], LV: ['LV-9999'], MA: ['99999'], MC: ['99999'],
  MD: ['MD-9999'], ME: ['99999'], MF: ['97150'], MG: ['999'], MH: ['96960', '96970'], MK: ['9999'], MM: ['99999'],
  MN: ['99999'], MP: ['99999'], MQ: ['99999'], MS: ['MSR 9999'],
  MT: ['AAA 9999'], MU: ['99999'], MV: ['99999'], MX: ['99999'], MY: ['99999'], MZ: ['9999'], NA: ['99999'], NC: ['99999'],
  NE: ['9999'], NF: ['2899'], NG: ['999999'], NI: ['99999'], NL: ['9999 AA'], NO: ['9999'], NP: ['99999'], NZ: ['9999'],
  OM: ['999'], PA: ['9999'], PE: ['99999'], PF: ['99999'], PG: ['999'], PH: ['9999'], PK: ['99999'],
  PL: ['99-999'], PM: ['97500'], PN: ['PCRN 1ZZ'], PR: ['99999', '99999-9999'], PS: ['999'], PT: ['9999-999'], PW: ['96940'],
  PY: ['9999'], RE: ['99999'], RO: ['999999'], RS: ['99999'], RU: ['999999'], SA: ['99999', '99999-9999'],
  SD: ['99999'], SE: ['999 99'], SG: ['999999'], SH: ['STHL 1ZZ', 'ASCN 1ZZ', 'TDCU 1ZZ'], SI: ['9999'], SJ: ['9999'], SK: ['999 99'],
  SM: ['99999'], SN: ['99999'], SV: ['9999'], SZ: ['A999'], TC: ['TKCA 1ZZ'], TH: ['99999'],
  TJ: ['999999'], TM: ['999999'], TN: ['9999'], TR: ['99999'], TT: ['999999'], TW: ['999', '99999', '999999'], TZ: ['99999'],
  UA: ['99999'], US: ['99999', '99999-9999'], UY: ['99999'], UZ: ['999999'], VA: ['00120'], VC: ['VC9999'], VE: ['9999'],
  VG: ['VG9999'], VI: ['99999', '99999-9999'], VN: ['999999'], WF: ['99999'], XK: ['99999'],
  YT: ['99999'], ZA: ['9999'], ZM: ['99999'],
};

/** Letters-and-digits country prefixes that writers put in front of a code ("D-80331", "CH-8001", "F-75001"). */
const WRITTEN_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  DE: ['D', 'DE'], AT: ['A', 'AT'], CH: ['CH'], LI: ['FL', 'LI'], FR: ['F', 'FR'], BE: ['B', 'BE'], LU: ['L', 'LU'], NL: ['NL'],
  IT: ['I', 'IT'], ES: ['E', 'ES'], PT: ['P', 'PT'], SE: ['S', 'SE'], NO: ['N', 'NO'], DK: ['DK'], FI: ['FI', 'SF'],
  PL: ['PL'], CZ: ['CZ'], SK: ['SK'], HU: ['H', 'HU'], SI: ['SI'], HR: ['HR'], GR: ['GR'], CY: ['CY'], BG: ['BG'],
  RO: ['RO'], EE: ['EE'], IS: ['IS'], MC: ['MC'], SM: ['RSM'], AD: [], MT: [], IE: [], GB: [],
};

/** Countries whose official postcode starts with letters that writers often leave out. */
const OFFICIAL_PREFIX: Readonly<Record<string, string>> = { AD: 'AD', LT: 'LT', LV: 'LV', MD: 'MD', AZ: 'AZ' };

export interface PostcodeFormat {
  readonly country: string;
  /** Human-readable templates ('9' digit, 'A' letter, '*' either). */
  readonly templates: readonly string[];
  /** Anchored, case-sensitive pattern for the normalised form. */
  readonly pattern: RegExp;
}

interface CompiledTemplate {
  readonly template: string;
  /** The template without separators, e.g. "9999AA" for "9999 AA". */
  readonly skeleton: string;
}

function templateToRegexSource(template: string): string {
  let src = '';
  for (const ch of template) {
    if (ch === '9') src += '[0-9]';
    else if (ch === 'A') src += '[A-Z]';
    else if (ch === '*') src += '[A-Z0-9]';
    else src += ch.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
  }
  return src;
}

function skeletonOf(template: string): string {
  let out = '';
  for (const ch of template) if (/[A-Z0-9*]/.test(ch)) out += ch;
  return out;
}

const FORMATS = new Map<string, PostcodeFormat>();
const COMPILED = new Map<string, readonly CompiledTemplate[]>();
/** Lengths a separator-free input may have to be a postcode of the country (with or without a written prefix): a cheap first test. */
const COMPACT_LENGTHS = new Map<string, ReadonlySet<number>>();
for (const [country, templates] of Object.entries(TEMPLATES)) {
  FORMATS.set(country, {
    country,
    templates,
    pattern: new RegExp(`^(?:${templates.map(templateToRegexSource).join('|')})$`),
  });
  COMPILED.set(country, templates.map((t) => ({ template: t, skeleton: skeletonOf(t) })));
}

/** The postcode format of a country, or undefined when the country has no postcodes. */
export function postcodeFormat(country: string): PostcodeFormat | undefined {
  return FORMATS.get(country.toUpperCase());
}

/** True when the country uses postcodes. */
export function hasPostcodes(country: string): boolean {
  return FORMATS.has(country.toUpperCase());
}

/** True when `code` is a valid postcode of the country as written (after normalisation). */
export function isValidPostcode(country: string, code: string): boolean {
  return normalisePostcode(country, code) !== undefined;
}

function skeletonMatches(skeleton: string, compact: string): boolean {
  if (skeleton.length !== compact.length) return false;
  for (let i = 0; i < skeleton.length; i++) {
    const s = skeleton.charCodeAt(i);
    const c = compact.charCodeAt(i);
    const isDigit = c >= 48 && c <= 57;
    const isLetter = c >= 65 && c <= 90;
    if (s === 57 /* 9 */) {
      if (!isDigit) return false;
    } else if (s === 65 /* A */) {
      if (!isLetter) return false;
    } else if (s === 42 /* * */) {
      if (!isDigit && !isLetter) return false;
    } else if (s !== c) return false; // a literal letter or digit of the template (e.g. "AD", "GX11")
  }
  return true;
}

function render(template: string, compact: string): string {
  let out = '';
  let j = 0;
  for (const ch of template) {
    if (ch === '9' || ch === 'A' || ch === '*' || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9')) out += compact[j++];
    else out += ch;
  }
  return out;
}

/**
 * The postcode's letters and digits, upper case. Full-width ones (U+FF10-U+FF5A, typed by East Asian
 * input methods: "１０１１７") count as the ASCII they stand for, so they are read, and convert writes the
 * postcode in its published form with CNV-05 (fourteenth review: they were dropped, and the postcode
 * read as no postcode at all).
 */
function compactOf(raw: string): string {
  let out = '';
  for (let i = 0; i < raw.length; i++) {
    let c = raw.charCodeAt(i);
    if (c >= 0xff10 && c <= 0xff5a) c -= 0xfee0;
    if (c >= 97 && c <= 122) out += String.fromCharCode(c - 32);
    else if ((c >= 65 && c <= 90) || (c >= 48 && c <= 57)) out += String.fromCharCode(c);
  }
  return out;
}

/**
 * The published form of a postcode ("1102ct" -> "1102 CT", "k1a0g9" -> "K1A 0G9", "D-80331" ->
 * "80331"), or undefined when it is not a valid postcode of the country.
 */
export function normalisePostcode(country: string, raw: string): string | undefined {
  // The last answer is remembered: a request asks for the same postcode's form four to six times
  // (validate, verify, convert, revalidate, the reference's lookups), which was 4 % of a
  // structured request. Three plain variables, no object per call.
  if (raw === lastRaw && country === lastCountry) return lastNormalised;
  const normalised = normaliseCompactPostcode(country, compactOf(raw));
  lastCountry = country;
  lastRaw = raw;
  lastNormalised = normalised;
  return normalised;
}
let lastCountry = '';
let lastRaw: string | undefined;
let lastNormalised: string | undefined;

/** Whether a separator-free input of this length can be a postcode of the country (a cheap first test). */
export function acceptsCompactLength(country: string, length: number): boolean {
  return COMPACT_LENGTHS.get(country)?.has(length) ?? false;
}

/** The letters and digits of a written postcode in upper case ("d-80331" -> "D80331"): compute once, try many countries. */
export function compactPostcode(raw: string): string {
  return compactOf(raw);
}

/** As normalisePostcode, for an input already reduced by compactPostcode. */
export function normaliseCompactPostcode(country: string, compact: string): string | undefined {
  // The code as given first (the tables' keys are upper case, as nearly every caller's code is):
  // upper-casing it on every call was a third of this function's time, and the structuring
  // engine tries one postcode in country after country.
  let cc = country;
  let templates = COMPILED.get(cc);
  if (templates === undefined) {
    cc = country.toUpperCase();
    templates = COMPILED.get(cc);
    if (!templates) return undefined;
  }
  if (compact.length === 0 || compact.length > 12 || !COMPACT_LENGTHS.get(cc)?.has(compact.length)) return undefined;
  for (const t of templates) if (skeletonMatches(t.skeleton, compact)) return render(t.template, compact);
  // A written country prefix ("D-80331", "CH-8001", "L-1234") that the official form does not carry.
  const prefixes = WRITTEN_PREFIXES[cc] ?? [cc];
  for (const prefix of prefixes) {
    if (!compact.startsWith(prefix)) continue;
    const rest = compact.slice(prefix.length);
    for (const t of templates) if (skeletonMatches(t.skeleton, rest)) return render(t.template, rest);
  }
  // Official forms that carry a prefix ("LT-01100", "LV-1010") given without it.
  const official = OFFICIAL_PREFIX[cc];
  if (official) {
    for (const t of templates) if (skeletonMatches(t.skeleton, official + compact)) return render(t.template, official + compact);
  }
  return undefined;
}

for (const [country, templates] of COMPILED) {
  const lengths = new Set<number>();
  for (const t of templates) {
    lengths.add(t.skeleton.length);
    for (const prefix of WRITTEN_PREFIXES[country] ?? [country]) lengths.add(t.skeleton.length + prefix.length);
    const official = OFFICIAL_PREFIX[country];
    if (official) lengths.add(t.skeleton.length - official.length);
  }
  COMPACT_LENGTHS.set(country, lengths);
}

const PREFIX_TO_COUNTRY = new Map<string, string>();
for (const [country, prefixes] of Object.entries(WRITTEN_PREFIXES)) for (const p of prefixes) PREFIX_TO_COUNTRY.set(p, country);
for (const [country, prefix] of Object.entries(OFFICIAL_PREFIX)) PREFIX_TO_COUNTRY.set(prefix, country);
const PREFIXED = /^([A-Za-z]{1,3})-([0-9]{3,5})$/;

/**
 * A postcode written with a country prefix and a dash ("D-80331", "CH-8001", "L-2953",
 * "LV-1010"): the country it names and the normalised postcode, or undefined.
 */
export function postcodeWithCountryPrefix(raw: string): { country: string; postcode: string } | undefined {
  const m = PREFIXED.exec(raw);
  if (!m) return undefined;
  const country = PREFIX_TO_COUNTRY.get((m[1] as string).toUpperCase());
  if (country === undefined) return undefined;
  const postcode = normalisePostcode(country, raw);
  return postcode === undefined ? undefined : { country, postcode };
}

/** Every country that has a postcode format. */
export function countriesWithPostcodes(): readonly string[] {
  return [...FORMATS.keys()];
}
