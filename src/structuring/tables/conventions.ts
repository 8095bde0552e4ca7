// Per-country writing conventions the algorithm consults: where the building number stands,
// where the postcode stands relative to the town, which postcode shapes identify a country on
// their own, and which field a locality line between street and town goes to. Data only.

/** Countries that write the building number before the street name ("10 Downing Street"). */
export const NUMBER_BEFORE_STREET: ReadonlySet<string> = new Set([
  'FR', 'GB', 'US', 'IE', 'AU', 'CA', 'NZ', 'ZA', 'LU', 'MC', 'IN', 'SG', 'HK', 'MT', 'CY', 'JP', 'KR', 'CN', 'SA', 'AE', 'GI',
  'IM', 'JE', 'GG', 'PH', 'MY', 'TH', 'NG', 'KE', 'GH', 'PK', 'LK', 'BD', 'TW', 'PR', 'VI', 'GU',
]);

/** Countries that write the postcode after the town ("London SW1A 2AA", "Tokyo 100-8310"). */
export const POSTCODE_AFTER_TOWN: ReadonlySet<string> = new Set([
  'GB', 'US', 'CA', 'AU', 'NZ', 'ZA', 'IE', 'JP', 'KR', 'CN', 'IN', 'SG', 'LV', 'MT', 'SA', 'IL', 'CO', 'CL', 'BR', 'TW', 'GI', 'IM',
  'JE', 'GG', 'PR', 'KY', 'MY', 'TH', 'PH', 'ID', 'VN', 'RU', 'UA', 'KZ',
]);

/**
 * Countries whose postcode shape identifies them when no country is written, tried in this
 * order. US needs a state beside the ZIP (checked by the caller).
 */
export const DISTINCTIVE_POSTCODE_COUNTRIES: readonly string[] = ['JE', 'GG', 'IM', 'GB', 'CA', 'NL', 'IE', 'JP', 'BR', 'PL', 'PT', 'LV', 'LT', 'AR', 'MT'];

/** The three-letter locality codes that open Maltese postcodes ("VLT 1117"): a Maltese shape only with one of these. */
export const MALTA_LOCALITY_CODES: ReadonlySet<string> = new Set(
  ('ATD BBG BKR BML BZN DGL FGR FNT FRN GDJ GHR GRB GSM GXQ GZR HMR HRB IKL ISL KKP KKR KMN KRK LQA LUQ MDN MGR MLH MRS MSD MSK MSR ' +
    'MST MTF MTP MXK MXR NDR NXR PBK PLA PTA QLA QRD QRM RBT SGN SGW SLC SLM SLZ SNT SPB SPL STJ SVR SWQ SWY TXN VCT VLT XBX XJR XLN ' +
    'XRA XWK ZBG ZBR ZRQ ZTN ZJT ZNJ ZRB ZTL ZJR').split(' '),
);

/** City-states and territories whose country name is also the town ("Singapore 018989", "Hong Kong"). */
export const TOWN_IS_COUNTRY: Readonly<Record<string, string>> = {
  SG: 'Singapore', HK: 'Hong Kong', MO: 'Macau', MC: 'Monaco', VA: 'Vatican City', GI: 'Gibraltar', SM: 'San Marino',
  LU: 'Luxembourg', KW: 'Kuwait City', BH: 'Manama', QA: 'Doha',
};

/** True city-states: a country line without a town line means the town is the city itself. */
export const CITY_STATES: Readonly<Record<string, readonly string[]>> = {
  SG: ['Singapore'], HK: ['Hong Kong', 'Kowloon', 'New Territories', 'Lantau Island'], MO: ['Macau', 'Macao'], MC: ['Monaco'],
  VA: ['Città del Vaticano', 'Vatican City'], GI: ['Gibraltar'],
};

/** Countries that write "district/town" with a slash ("Beşiktaş/İstanbul", the Turkish ilçe and il). */
export const DISTRICT_SLASH_TOWN: ReadonlySet<string> = new Set(['TR']);

/** Countries where the word "District" names a place within the town (TownLocationName), not an administrative district. */
export const DISTRICT_WORD_IS_LOCALITY: ReadonlySet<string> = new Set(['AE', 'SA', 'HK', 'IN', 'TR', 'IL', 'SG', 'ZA', 'NZ', 'GB', 'US', 'AU']);

/** Countries whose TownName is the city without its glued suffix ("Yokohama" from "Yokohama-shi"; CONVENTIONS.md, Japan). */
export const CITY_SUFFIX_DROPPED: ReadonlySet<string> = new Set(['JP']);

/**
 * Countries whose addresses write the district before the province's capital ("34445 Beyoğlu
 * İstanbul": the Turkish ilçe, then the il): the area read before a capital is the DistrictName
 * there, a TownLocationName elsewhere ("San Miguel Lima": a district of Lima, but Peru's areas are
 * districts already).
 */
export const DISTRICT_BEFORE_CAPITAL: ReadonlySet<string> = new Set(['TR']);

/**
 * Countries where a locality written between street and town is an administrative district (the
 * Chilean comuna, the Chinese district or new area); elsewhere it is a TownLocationName (bairro, colonia, suburb, mahalle, area).
 */
export const LOCALITY_IS_DISTRICT: ReadonlySet<string> = new Set([
  'CL', 'CN',
  // Capitals and large cities divided into administrative districts that addresses name: the
  // Bangkok khet, the Vietnamese quận, the Peruvian distrito, the Yangon township, the Phnom Penh
  // khan, the Kinshasa commune.
  'TH', 'VN', 'PE', 'MM', 'KH', 'CD',
]);

/**
 * Words that open the name of an area in one country's addresses, as a label that is not part of
 * the name: the smaller unit (a place within the town) and the larger (an administrative district).
 * "Sangkat Wat Phnom, Khan Daun Penh", "Kelurahan Senayan, Kecamatan Kebayoran Baru". The key
 * '*' holds labels read in every country.
 */
export const AREA_LABELS: Readonly<Record<string, { readonly locality: readonly string[]; readonly district: readonly string[] }>> = {
  KH: { locality: ['sangkat'], district: ['khan'] },
  // In Thai script the label is glued to the name ("แขวงบางขุนพรหม") and stays part of it.
  TH: { locality: ['khwaeng', 'tambon', 'แขวง', 'ตำบล'], district: ['khet', 'amphoe', 'เขต', 'อำเภอ'] },
  VN: { locality: ['phuong', 'phường', 'xã', 'ward'], district: ['quan', 'quận', 'huyen', 'huyện', 'district'] },
  ID: { locality: ['kelurahan', 'kel.', 'kel', 'desa'], district: ['kecamatan', 'kec.', 'kec'] },
  // Bucharest is divided into six numbered sectors, its districts ("Sector 2").
  RO: { locality: [], district: ['sector'] },
  // Guatemala City is divided into numbered zones ("Zona 14").
  GT: { locality: ['zona'], district: [] },
  // Morocco's quarters: "Hay" is part of the quarter's name ("Hay Riad", "Hay Erraha"; AREA_LABEL_IN_NAME).
  MA: { locality: ['hay'], district: [] },
  // The Philippines' barangay, written with its label ("Brgy. Lahug").
  PH: { locality: ['brgy.', 'brgy', 'barangay', 'bgy.', 'bgy'], district: [] },
  // Qatar's addresses name a numbered zone ("Building 12, Street 820, Zone 69").
  QA: { locality: ['zone'], district: [] },
  // Labels of a script rather than a country: the Arabic "حي" (neighbourhood) wherever Arabic is written.
  '*': { locality: ['حي'], district: [] },
};

/**
 * Countries whose addresses number the building on its road ("Building 2504, Road 2832, Block 428"
 * in Bahrain, "Building 12, Street 820, Zone 69" in Qatar): "Building N" is the building number.
 */
export const BUILDING_NUMBERED_ON_ROAD: ReadonlySet<string> = new Set(['BH', 'QA']);

/**
 * Area labels that are part of the area's name and stay in the value, per country ("Hay Erraha";
 * written in Arabic, "حي الراحة", the label is dropped as everywhere).
 */
export const AREA_LABEL_IN_NAME: Readonly<Record<string, readonly string[]>> = { MA: ['hay'] };

/**
 * Postcode-box markers that mean something else in some countries: "CP" is a post box ("case
 * postale") in CH, FR, BE, LU, CA-QC and IT, but the postcode itself in MX, ES and Latin America.
 */
export const CP_IS_POST_BOX: ReadonlySet<string> = new Set(['CH', 'FR', 'BE', 'LU', 'IT', 'MC', 'CA', 'SM', 'VA', 'LI']);

/** Countries where "C.P." is the postcode itself (código postal), not a post box. */
export const CP_IS_POSTCODE: ReadonlySet<string> = new Set(['MX', 'ES', 'AR', 'CO', 'CL', 'PE', 'VE', 'EC', 'UY', 'PY', 'BO', 'CR', 'GT', 'HN', 'SV', 'NI', 'PA', 'DO', 'CU']);

/**
 * Street codes of countries that name streets by a district code, a number and a type word
 * ("KG 220 St", "KN 3 Rd": Kigali's Gasabo, Nyarugenge and Kicukiro districts, and national roads).
 */
export const CODED_STREET_PREFIXES: Readonly<Record<string, readonly string[]>> = {
  RW: ['KG', 'KN', 'KK', 'RN', 'NR', 'DR'],
};

/**
 * Countries whose postcodes name a post office, written as the town beside it ("Safat 13060",
 * "Al Khoud 123", "Ruwi 112"): that town stays the town though the governorate's capital follows.
 */
export const POST_OFFICE_TOWNS: ReadonlySet<string> = new Set(['OM', 'KW']);

/** Countries that write the post office's postcode after the box number with a dash ("P.O. Box 19002-00501"). */
export const BOX_DASH_POSTCODE: ReadonlySet<string> = new Set(['KE']);

/** Countries where a number glued to "F" ("10F") is the floor. */
export const FLOOR_GLUED_F: ReadonlySet<string> = new Set(['JP', 'KR', 'CN', 'HK', 'TW', 'SG']);

/** Countries whose flats are written house, staircase, flat ("Sentmenatinkatu 10 B 23"). */
export const STAIRCASE_AND_FLAT: ReadonlySet<string> = new Set(['FI', 'SE', 'EE', 'NO', 'DK', 'IS']);

/** Countries where "#210" is a suite or unit (Room). */
export const ROOM_AFTER_HASH: ReadonlySet<string> = new Set(['US', 'CA', 'AU', 'NZ', 'GB', 'IE', 'ZA', 'PH', 'SG']);

/**
 * Countries that write floor and door as ordinals after the number ("3º 2ª", "5º izq."), where
 * "PT"/"PB" are floors (planta, piso térreo) rather than words of a name.
 */
export const FLOOR_AND_DOOR_ORDINALS: ReadonlySet<string> = new Set(['ES', 'PT', 'AR', 'MX', 'CL', 'CO', 'BR', 'AD']);

/** Japanese block-address countries: the building number stays as the written block ("1-1", "2-3-1"). */
export const BLOCK_ADDRESS: ReadonlySet<string> = new Set(['JP', 'KR']);

/**
 * Street words that only some countries use: when a town name exists in several countries
 * ("Bogotá" in Colombia and New Jersey), the street language breaks the tie.
 */
export const STREET_WORD_COUNTRIES: Readonly<Record<string, readonly string[]>> = {
  carrera: ['CO'], cra: ['CO'], 'cra.': ['CO'], kr: ['CO'], transversal: ['CO'], diagonal: ['CO', 'ES', 'AR'],
  calle: ['ES', 'MX', 'AR', 'CL', 'CO'], 'c/': ['ES'], avenida: ['ES', 'PT', 'BR', 'MX', 'AR', 'CL', 'CO'], avda: ['ES'], 'avda.': ['ES'],
  rua: ['PT', 'BR'], travessa: ['PT', 'BR'], 'praça': ['PT', 'BR'], praca: ['PT', 'BR'],
  strasse: ['DE', 'AT', 'CH', 'LI'], 'straße': ['DE', 'AT', 'CH', 'LI'], gasse: ['DE', 'AT', 'CH', 'LI'], platz: ['DE', 'AT', 'CH', 'LI'],
  rue: ['FR', 'BE', 'CH', 'LU', 'MC', 'CA'], boulevard: ['FR', 'BE', 'CH', 'LU', 'MC', 'CA', 'US'], via: ['IT', 'SM', 'VA', 'CH'], viale: ['IT', 'SM'],
  piazza: ['IT', 'SM', 'VA'], corso: ['IT'], straat: ['NL', 'BE'], laan: ['NL', 'BE'], gracht: ['NL'],
  street: ['GB', 'US', 'IE', 'AU', 'NZ', 'ZA', 'CA', 'IN', 'SG', 'HK', 'AE', 'MT', 'IL'], road: ['GB', 'US', 'IE', 'AU', 'NZ', 'ZA', 'CA', 'IN', 'SG', 'HK', 'AE', 'SA'],
};

/** Territories that write USPS-style addresses with their own ISO 3166-1 code as the "state" ("SAN JUAN PR 00918"). */
export const USPS_TERRITORIES: ReadonlySet<string> = new Set(['PR', 'GU', 'VI', 'AS', 'MP']);
