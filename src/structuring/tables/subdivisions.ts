// Country subdivisions that addresses write next to the town (US states, Canadian provinces,
// Australian states, Brazilian states, Italian provinces, Japanese prefectures, Indian states, ...).
// Data only: code -> names. Addresses keep the form they were written in (src/structuring/subdivision.ts).

export interface SubdivisionTable {
  /** Codes as the post writes them (e.g. "NY", "ON", "NSW"). */
  readonly codes: Readonly<Record<string, readonly string[]>>;
}

const US: SubdivisionTable = {
  codes: {
    AL: ['Alabama'], AK: ['Alaska'], AZ: ['Arizona'], AR: ['Arkansas'], CA: ['California', 'Calif'], CO: ['Colorado'],
    CT: ['Connecticut', 'Conn'], DE: ['Delaware'], DC: ['District of Columbia', 'D.C.'], FL: ['Florida', 'Fla'],
    GA: ['Georgia'], HI: ['Hawaii'], ID: ['Idaho'], IL: ['Illinois', 'Ill'], IN: ['Indiana'], IA: ['Iowa'],
    KS: ['Kansas'], KY: ['Kentucky'], LA: ['Louisiana'], ME: ['Maine'], MD: ['Maryland'], MA: ['Massachusetts', 'Mass'],
    MI: ['Michigan', 'Mich'], MN: ['Minnesota', 'Minn'], MS: ['Mississippi'], MO: ['Missouri'], MT: ['Montana'],
    NE: ['Nebraska'], NV: ['Nevada'], NH: ['New Hampshire'], NJ: ['New Jersey'], NM: ['New Mexico'], NY: ['New York'],
    NC: ['North Carolina'], ND: ['North Dakota'], OH: ['Ohio'], OK: ['Oklahoma'], OR: ['Oregon'], PA: ['Pennsylvania', 'Penn'],
    RI: ['Rhode Island'], SC: ['South Carolina'], SD: ['South Dakota'], TN: ['Tennessee', 'Tenn'], TX: ['Texas', 'Tex'],
    UT: ['Utah'], VT: ['Vermont'], VA: ['Virginia'], WA: ['Washington', 'Wash'], WV: ['West Virginia'], WI: ['Wisconsin', 'Wis'],
    WY: ['Wyoming'], PR: ['Puerto Rico'], GU: ['Guam'], VI: ['Virgin Islands'], AS: ['American Samoa'], MP: ['Northern Mariana Islands'],
  },
};

const CA: SubdivisionTable = {
  codes: {
    AB: ['Alberta', 'Alta'], BC: ['British Columbia', 'Colombie-Britannique', 'C.-B.'], MB: ['Manitoba', 'Man'],
    NB: ['New Brunswick', 'Nouveau-Brunswick', 'N.-B.'], NL: ['Newfoundland and Labrador', 'Terre-Neuve-et-Labrador', 'Newfoundland', 'T.-N.-L.'],
    NS: ['Nova Scotia', 'Nouvelle-Écosse', 'N.-É.'], NT: ['Northwest Territories', 'Territoires du Nord-Ouest', 'T.N.-O.'], NU: ['Nunavut'],
    ON: ['Ontario', 'Ont'], PE: ['Prince Edward Island', 'Île-du-Prince-Édouard', 'PEI', 'Î.-P.-É.'], QC: ['Quebec', 'Québec', 'PQ', 'Que'],
    SK: ['Saskatchewan', 'Sask'], YT: ['Yukon'],
  },
};

const AU: SubdivisionTable = {
  codes: {
    NSW: ['New South Wales'], VIC: ['Victoria'], QLD: ['Queensland'], SA: ['South Australia'], WA: ['Western Australia'],
    TAS: ['Tasmania'], ACT: ['Australian Capital Territory'], NT: ['Northern Territory'],
  },
};

const BR: SubdivisionTable = {
  codes: {
    AC: ['Acre'], AL: ['Alagoas'], AP: ['Amapá'], AM: ['Amazonas'], BA: ['Bahia'], CE: ['Ceará'], DF: ['Distrito Federal'],
    ES: ['Espírito Santo'], GO: ['Goiás'], MA: ['Maranhão'], MT: ['Mato Grosso'], MS: ['Mato Grosso do Sul'], MG: ['Minas Gerais'],
    PA: ['Pará'], PB: ['Paraíba'], PR: ['Paraná'], PE: ['Pernambuco'], PI: ['Piauí'], RJ: [], RN: ['Rio Grande do Norte'],
    RS: ['Rio Grande do Sul'], RO: ['Rondônia'], RR: ['Roraima'], SC: ['Santa Catarina'], SP: [], SE: ['Sergipe'], TO: ['Tocantins'],
  },
};

const MX: SubdivisionTable = {
  codes: {
    CDMX: ['CDMX', 'D.F.', 'DF'], AGS: ['Aguascalientes', 'Ags'], BC: ['Baja California'], BCS: ['Baja California Sur'], CAMP: ['Campeche'],
    CHIS: ['Chiapas'], CHIH: ['Chihuahua'], COAH: ['Coahuila'], COL: ['Colima'], DGO: ['Durango'], GTO: ['Guanajuato', 'Gto'],
    GRO: ['Guerrero'], HGO: ['Hidalgo'], JAL: ['Jalisco', 'Jal'], MEX: ['Estado de México', 'Edo. Méx.', 'Edomex'], MICH: ['Michoacán'],
    MOR: ['Morelos'], NAY: ['Nayarit'], NL: ['Nuevo León', 'N.L.'], OAX: ['Oaxaca'], PUE: ['Puebla', 'Pue'], QRO: ['Querétaro', 'Qro'],
    QROO: ['Quintana Roo', 'Q. Roo'], SLP: ['San Luis Potosí', 'S.L.P.'], SIN: ['Sinaloa'], SON: ['Sonora'], TAB: ['Tabasco'],
    TAMPS: ['Tamaulipas'], TLAX: ['Tlaxcala'], VER: ['Veracruz', 'Ver'], YUC: ['Yucatán', 'Yuc'], ZAC: ['Zacatecas'],
  },
};

const IN: SubdivisionTable = {
  codes: {
    AP: ['Andhra Pradesh'], AR: ['Arunachal Pradesh'], AS: ['Assam'], BR: ['Bihar'], CT: ['Chhattisgarh'], GA: ['Goa'], GJ: ['Gujarat'],
    HR: ['Haryana'], HP: ['Himachal Pradesh'], JH: ['Jharkhand'], KA: ['Karnataka'], KL: ['Kerala'], MP: ['Madhya Pradesh'],
    MH: ['Maharashtra'], MN: ['Manipur'], ML: ['Meghalaya'], MZ: ['Mizoram'], NL: ['Nagaland'], OR: ['Odisha', 'Orissa'], PB: ['Punjab'],
    RJ: ['Rajasthan'], SK: ['Sikkim'], TN: ['Tamil Nadu'], TG: ['Telangana'], TR: ['Tripura'], UP: ['Uttar Pradesh'],
    UT: ['Uttarakhand'], WB: ['West Bengal'], AN: ['Andaman and Nicobar Islands'], CH: [], DL: [], JK: ['Jammu and Kashmir'],
    LA: ['Ladakh'], PY: ['Puducherry'],
  },
};

const JP: SubdivisionTable = {
  codes: {
    '01': ['Hokkaido'], '02': ['Aomori'], '03': ['Iwate'], '04': ['Miyagi'], '05': ['Akita'], '06': ['Yamagata'], '07': ['Fukushima'],
    '08': ['Ibaraki'], '09': ['Tochigi'], '10': ['Gunma'], '11': ['Saitama'], '12': ['Chiba'], '13': ['Tokyo', 'Tokyo-to'],
    '14': ['Kanagawa'], '15': ['Niigata'], '16': ['Toyama'], '17': ['Ishikawa'], '18': ['Fukui'], '19': ['Yamanashi'], '20': ['Nagano'],
    '21': ['Gifu'], '22': ['Shizuoka'], '23': ['Aichi'], '24': ['Mie'], '25': ['Shiga'], '26': ['Kyoto', 'Kyoto-fu'], '27': ['Osaka', 'Osaka-fu'],
    '28': ['Hyogo'], '29': ['Nara'], '30': ['Wakayama'], '31': ['Tottori'], '32': ['Shimane'], '33': ['Okayama'], '34': ['Hiroshima'],
    '35': ['Yamaguchi'], '36': ['Tokushima'], '37': ['Kagawa'], '38': ['Ehime'], '39': ['Kochi'], '40': ['Fukuoka'], '41': ['Saga'],
    '42': ['Nagasaki'], '43': ['Kumamoto'], '44': ['Oita'], '45': ['Miyazaki'], '46': ['Kagoshima'], '47': ['Okinawa'],
  },
};

const IT: SubdivisionTable = {
  codes: Object.fromEntries(
    ('AG AL AN AO AP AQ AR AT AV BA BG BI BL BN BO BR BS BT BZ CA CB CE CH CL CN CO CR CS CT CZ EN FC FE FG FI FM FR GE GO GR IM IS ' +
      'KR LC LE LI LO LT LU MB MC ME MI MN MO MS MT NA NO NU OR PA PC PD PE PG PI PN PO PR PT PU PV PZ RA RC RE RG RI RM RN RO SA SI ' +
      'SO SP SR SS SU SV TA TE TN TO TP TR TS TV UD VA VB VC VE VI VR VT VV')
      .split(' ')
      .map((c) => [c, [] as string[]]),
  ),
};

const CN: SubdivisionTable = {
  codes: {
    AH: ['Anhui'], FJ: ['Fujian'], GD: ['Guangdong'], GS: ['Gansu'], GX: ['Guangxi'], GZ: ['Guizhou'], HA: ['Henan'], HB: ['Hubei'],
    HE: ['Hebei'], HI: ['Hainan'], HL: ['Heilongjiang'], HN: ['Hunan'], JL: ['Jilin'], JS: ['Jiangsu'], JX: ['Jiangxi'], LN: ['Liaoning'],
    NM: ['Inner Mongolia', 'Nei Mongol'], NX: ['Ningxia'], QH: ['Qinghai'], SC: ['Sichuan'], SD: ['Shandong'], SN: ['Shaanxi'],
    SX: ['Shanxi'], XJ: ['Xinjiang'], XZ: ['Tibet', 'Xizang'], YN: ['Yunnan'], ZJ: ['Zhejiang'],
  },
};

const AR: SubdivisionTable = {
  codes: {
    B: ['Provincia de Buenos Aires', 'Pcia. de Buenos Aires', 'Buenos Aires Province'], K: ['Catamarca'], H: ['Chaco'], U: ['Chubut'],
    X: ['Córdoba'], W: ['Corrientes'], E: ['Entre Ríos'], P: ['Formosa'], Y: ['Jujuy'], L: ['La Pampa'], F: ['La Rioja'], M: ['Mendoza'],
    N: ['Misiones'], Q: ['Neuquén'], R: ['Río Negro'], A: ['Salta'], J: ['San Juan'], D: ['San Luis'], Z: ['Santa Cruz'], S: ['Santa Fe'],
    G: ['Santiago del Estero'], V: ['Tierra del Fuego'], T: ['Tucumán'],
  },
};

const ZA: SubdivisionTable = {
  codes: {
    EC: ['Eastern Cape'], FS: ['Free State'], GP: ['Gauteng'], KZN: ['KwaZulu-Natal', 'KZN'], LP: ['Limpopo'], MP: ['Mpumalanga'],
    NC: ['Northern Cape'], NW: ['North West'], WC: ['Western Cape'],
  },
};

const KR: SubdivisionTable = {
  codes: {
    '41': ['Gyeonggi-do', 'Gyeonggi'], '42': ['Gangwon-do', 'Gangwon'], '43': ['Chungcheongbuk-do'], '44': ['Chungcheongnam-do'],
    '45': ['Jeollabuk-do'], '46': ['Jeollanam-do'], '47': ['Gyeongsangbuk-do'], '48': ['Gyeongsangnam-do'], '49': ['Jeju-do', 'Jeju'],
  },
};

// Emirate names are the towns themselves ("Dubai", "Abu Dhabi"): nothing is taken as a subdivision.
const AE: SubdivisionTable = { codes: {} };

// Canton names are also town names ("Zürich", "Bern", "Genève"), so only the codes count.
const CH: SubdivisionTable = {
  codes: Object.fromEntries('ZH BE LU UR SZ OW NW GL ZG FR SO BS BL SH AR AI SG GR AG TG TI VD VS NE GE JU'.split(' ').map((c) => [c, [] as string[]])),
};

/** The US territories are addressed as US states: "Cruz Bay, VI 00830" writes the territory's USPS code. */
function usTerritory(code: string): SubdivisionTable {
  return { codes: { [code]: US.codes[code] ?? [] } };
}

/** Subdivision tables per country. Countries not listed have no subdivision written in addresses. */
/** Labels written before a subdivision's name and not part of it ("woj. mazowieckie", "Prov. Cádiz"); single words, as the conservation check reads them as label words too. */
export const SUBDIVISION_LABELS: readonly string[] = ['woj.', 'woj', 'województwo', 'prov.', 'pref.', 'obl.', 'dept.', 'dép.', 'kraj', 'jud.', 'jud', 'judet', 'județ', 'judetul', 'județul'];

/** Words for a subdivision's kind written after its name ("Bagmati Province", "Chiba Prefecture", "Ahal Region"). */
export const SUBDIVISION_KINDS: readonly string[] = [
  'province', 'prefecture', 'region', 'state', 'county', 'governorate', 'oblast', 'division', 'department', 'voivodeship', 'territory', 'emirate',
  'provinsi', 'wilaya', 'muhafazah', 'viloyati', 'oblysy', 'kraj', 'županija', 'zupanija', 'megye', 'maakond', 'län', 'lan', 'fylke',
];

export const SUBDIVISIONS: Readonly<Record<string, SubdivisionTable>> = {
  US, CA, AU, BR, MX, IN, JP, IT, CN, AR, ZA, KR, AE, CH,
  PR: usTerritory('PR'), VI: usTerritory('VI'), GU: usTerritory('GU'), AS: usTerritory('AS'), MP: usTerritory('MP'),
};

/**
 * Whether a bare code (e.g. "NY", "RM") counts as a subdivision: only in countries where the post
 * writes codes next to the town; elsewhere a short word is more likely part of a name.
 */
export const CODE_WRITTEN: ReadonlySet<string> = new Set(['US', 'CA', 'AU', 'BR', 'IT', 'MX', 'CH', 'PR', 'VI', 'GU', 'AS', 'MP']);
