// Postcode prefixes that imply a subdivision, from the national postal operators' published
// allocation (Canada Post forward sortation areas, Correos province codes, Österreichische Post
// delivery zones, Royal Mail postcode areas, Poste Italiane CAP provinces, bpost provinces). Values are GeoNames admin1 names, so that a town's subdivision can be compared
// with what its postcode implies where no postcode-town pairs are bundled.

export interface PostcodeRegionTable {
  /** Leading characters of the published postcode that name the region ('letters': the leading letters, GB areas). */
  readonly length: number | 'letters';
  readonly regions: Readonly<Record<string, readonly string[]>>;
  readonly source: string;
}

/** The part of a published postcode a table is keyed by. */
export function regionPrefix(table: PostcodeRegionTable, published: string): string {
  return table.length === 'letters' ? (/^[A-Z]+/.exec(published)?.[0] ?? '') : published.slice(0, table.length);
}

const ON = ['Ontario'];
const ENG = ['England'];
const SCT = ['Scotland'];
const WLS = ['Wales'];
// Royal Mail postcode areas of England (the rest are named in the GB table below).
const ENGLISH_AREAS = 'AL B BA BB BD BH BL BN BR BS CA CB CM CO CR CT CV CW DA DE DH DL DN DT DY E EC EN EX FY GL GU HA HD HG HP HU HX IG IP L LA LE LN LS LU M ME MK N NE NG NN NR NW OL OX PE PL PO PR RG RH RM S SE SG SK SL SM SN SO SP SR SS ST SW TA TF TN TQ TR TS TW UB W WA WC WD WF WN WR WS WV YO'.split(' ');
const ITALY: Readonly<Record<string, string>> = {
  '00-04': 'Lazio', '05-06': 'Umbria', '07-09': 'Sardinia', '10-10': 'Piedmont', '11-11': 'Aosta Valley', '12-15': 'Piedmont',
  '16-19': 'Liguria', '20-27': 'Lombardy', '28-28': 'Piedmont', '29-29': 'Emilia-Romagna', '30-32': 'Veneto', '33-34': 'Friuli Venezia Giulia',
  '35-37': 'Veneto', '38-39': 'Trentino-Alto Adige', '40-44': 'Emilia-Romagna', '45-45': 'Veneto', '46-46': 'Lombardy', '47-48': 'Emilia-Romagna',
  '50-59': 'Tuscany', '60-63': 'The Marches', '64-67': 'Abruzzo', '70-74': 'Apulia', '75-75': 'Basilicate', '76-76': 'Apulia',
  '80-84': 'Campania', '85-85': 'Basilicate', '86-86': 'Molise', '87-89': 'Calabria', '90-98': 'Sicily',
};

const BELGIUM: Readonly<Record<string, string>> = {
  '10-12': 'Brussels Capital', '13-14': 'Wallonia', '15-39': 'Flanders', '40-79': 'Wallonia', '80-99': 'Flanders',
};

function ranges(table: Readonly<Record<string, string>>): Record<string, readonly string[]> {
  const regions: Record<string, readonly string[]> = {};
  for (const [range, name] of Object.entries(table)) {
    const [from, to] = range.split('-').map(Number) as [number, number];
    for (let n = from; n <= to; n++) regions[String(n).padStart(2, '0')] = [name];
  }
  return regions;
}

const QC = ['Quebec'];

export const POSTCODE_REGIONS: Readonly<Record<string, PostcodeRegionTable>> = {
  CA: {
    length: 1,
    source: 'Canada Post: the first letter of the postal code names the province or territory',
    regions: {
      A: ['Newfoundland and Labrador'], B: ['Nova Scotia'], C: ['Prince Edward Island'], E: ['New Brunswick'],
      G: QC, H: QC, J: QC, K: ON, L: ON, M: ON, N: ON, P: ON, R: ['Manitoba'], S: ['Saskatchewan'], T: ['Alberta'],
      V: ['British Columbia'], X: ['Northwest Territories', 'Nunavut'], Y: ['Yukon'],
    },
  },
  ES: {
    length: 2,
    source: 'Correos: the first two digits of the código postal are the province (INE code)',
    regions: {
      '01': ['Basque Country'], '02': ['Castille-La Mancha'], '03': ['Valencia'], '04': ['Andalusia'], '05': ['Castille and León'],
      '06': ['Extremadura'], '07': ['Balearic Islands'], '08': ['Catalonia'], '09': ['Castille and León'], '10': ['Extremadura'],
      '11': ['Andalusia'], '12': ['Valencia'], '13': ['Castille-La Mancha'], '14': ['Andalusia'], '15': ['Galicia'],
      '16': ['Castille-La Mancha'], '17': ['Catalonia'], '18': ['Andalusia'], '19': ['Castille-La Mancha'], '20': ['Basque Country'],
      '21': ['Andalusia'], '22': ['Aragon'], '23': ['Andalusia'], '24': ['Castille and León'], '25': ['Catalonia'],
      '26': ['La Rioja'], '27': ['Galicia'], '28': ['Madrid'], '29': ['Andalusia'], '30': ['Murcia'],
      '31': ['Navarre'], '32': ['Galicia'], '33': ['Asturias'], '34': ['Castille and León'], '35': ['Canary Islands'],
      '36': ['Galicia'], '37': ['Castille and León'], '38': ['Canary Islands'], '39': ['Cantabria'], '40': ['Castille and León'],
      '41': ['Andalusia'], '42': ['Castille and León'], '43': ['Catalonia'], '44': ['Aragon'], '45': ['Castille-La Mancha'],
      '46': ['Valencia'], '47': ['Castille and León'], '48': ['Basque Country'], '49': ['Castille and León'], '50': ['Aragon'],
      '51': ['Ceuta'], '52': ['Melilla'],
    },
  },
  GB: {
    length: 'letters',
    source: 'Royal Mail: the letters of the outward code are the postcode area, each within one nation (TD, SY, CH, HR and LL cross a border)',
    regions: {
      ...Object.fromEntries(ENGLISH_AREAS.map((area) => [area, ENG])),
      AB: SCT, DD: SCT, DG: SCT, EH: SCT, FK: SCT, G: SCT, HS: SCT, IV: SCT, KA: SCT, KW: SCT, KY: SCT, ML: SCT, PA: SCT, PH: SCT, ZE: SCT,
      TD: ['Scotland', 'England'], CF: WLS, LD: WLS, NP: WLS, SA: WLS, LL: ['Wales', 'England'], SY: ['England', 'Wales'], CH: ['England', 'Wales'], HR: ['England', 'Wales'],
      BT: ['Northern Ireland'],
    },
  },
  IT: {
    length: 2,
    source: 'Poste Italiane: the first two digits of the CAP are the province, within one region',
    regions: ranges(ITALY),
  },
  BE: {
    length: 2,
    source: 'bpost: 1000-1299 Brussels, 1300-1499 Walloon Brabant, 1500-3999 Flemish provinces, 4000-7999 Walloon provinces, 8000-9999 Flanders',
    regions: ranges(BELGIUM),
  },
  AT: {
    length: 1,
    source: 'Österreichische Post: the first digit is the delivery zone (zones cross state borders, so a zone names all its states)',
    regions: {
      '1': ['Vienna', 'Lower Austria'], '2': ['Lower Austria', 'Burgenland', 'Vienna'], '3': ['Lower Austria', 'Upper Austria'],
      '4': ['Upper Austria', 'Lower Austria', 'Salzburg'], '5': ['Salzburg', 'Upper Austria'], '6': ['Tyrol', 'Vorarlberg', 'Salzburg'],
      '7': ['Burgenland', 'Lower Austria', 'Styria'], '8': ['Styria', 'Burgenland', 'Lower Austria'], '9': ['Carinthia', 'Tyrol', 'Styria'],
    },
  },
};
