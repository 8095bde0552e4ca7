// Country names used in address lines that the i18n-iso-countries locale files do not carry:
// colloquial names, long official forms and common abbreviations.
// Keys are ISO 3166-1 alpha-2 codes; the values are folded by countries.ts at load time.
// These aliases take precedence over locale names when a folded name is shared by two codes.

export const COUNTRY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  AD: ["Principat d'Andorra", 'Principality of Andorra', 'Principado de Andorra', "Principauté d'Andorre"],
  AE: ['UAE', 'U.A.E.', 'Emirates'],
  AT: ['Oesterreich', 'Republic of Austria', 'Republik Österreich'],
  BA: ['Bosnia', 'Bosnia-Herzegovina'],
  BE: ['Belgie', 'Belgique', 'Belgien', 'Kingdom of Belgium'],
  BO: ['Bolivia'],
  BR: ['Republica Federativa do Brasil', 'Federative Republic of Brazil'],
  CD: ['DR Congo', 'DRC', 'Congo-Kinshasa', 'RD Congo', 'RDC', 'République démocratique du Congo'],
  CG: ['Congo-Brazzaville'],
  CH: ['Schweiz', 'Suisse', 'Svizzera', 'Svizra', 'Swiss Confederation', 'Confoederatio Helvetica', 'Helvetia', 'Schweizerische Eidgenossenschaft'],
  CI: ["Cote d'Ivoire", 'Ivory Coast'],
  CN: ['PR China', 'P.R. China', 'PRC', 'P.R.C.', "People's Republic of China", 'Mainland China'],
  CZ: ['Czech Republic', 'Czechia', 'Ceska republika'],
  DE: ['Federal Republic of Germany', 'Bundesrepublik Deutschland', 'BRD'],
  ES: ['Espana', 'Kingdom of Spain'],
  FJ: ['Fiji Islands'],
  FR: ['French Republic', 'Republique francaise'],
  GB: [
    'United Kingdom', 'UK', 'U.K.', 'Great Britain', 'Britain', 'United Kingdom of Great Britain and Northern Ireland', 'The United Kingdom',
    // England, Scotland, Wales and Northern Ireland are no names of the country: they are its
    // ISO 3166-2 subdivisions (GB-ENG, GB-SCT, ...), CountrySubDivision where written.
  ],
  GR: ['Hellas', 'Ellada', 'Hellenic Republic'],
  IE: ['Republic of Ireland', 'Eire'],
  HK: ['Hong Kong SAR', 'HKSAR', '香港特別行政區'],
  IL: ['State of Israel'],
  IN: ['Bharat', 'Republic of India'],
  IT: ['Italian Republic', 'Repubblica Italiana'],
  JP: ['Nippon', 'Nihon'],
  // Payment addresses write "Korea" for the Republic of Korea.
  KR: ['South Korea', 'Republic of Korea', 'Korea', 'Korea (South)', 'Korea South', 'Rep. of Korea', 'ROK'],
  KP: ['North Korea'],
  LU: ['Letzebuerg', 'Grand Duchy of Luxembourg'],
  MK: ['Macedonia', 'North Macedonia'],
  MX: ['Estados Unidos Mexicanos', 'United Mexican States'],
  NL: ['Holland', 'The Netherlands', 'Nederland', 'Kingdom of the Netherlands', 'Koninkrijk der Nederlanden'],
  PL: ['Polska', 'Republic of Poland'],
  PT: ['Portuguese Republic'],
  RU: ['Russia', 'Russian Federation'],
  SA: ['KSA', 'K.S.A.', 'Kingdom of Saudi Arabia', 'Saudi'],
  SE: ['Sverige', 'Kingdom of Sweden'],
  SK: ['Slovak Republic', 'Slovenska republika', 'Slovensko'],
  SM: ['RSM', 'Republic of San Marino', 'Repubblica di San Marino', 'Serenissima Repubblica di San Marino'],
  TL: ['East Timor', 'Timor-Leste', 'Timor Leste'],
  TR: ['Turkey', 'Turkiye', 'Türkiye'],
  // Macao writes its name in traditional characters (the locale files carry the simplified 澳门).
  MO: ['澳門', '澳門特別行政區'],
  // The traditional characters Taiwan writes its own name in (the locale files carry the simplified 台湾).
  TW: ['Taiwan (R.O.C.)', 'Taiwan ROC', 'Taiwan R.O.C.', 'R.O.C.', 'Republic of China (Taiwan)', '臺灣', '台灣', '中華民國'],
  US: ['USA', 'U.S.A.', 'United States', 'United States of America', 'U.S.'],
  VA: ['Vatican', 'Vatican City', 'Holy See', 'Vaticano', 'Citta del Vaticano', 'Stato della Citta del Vaticano', 'Vatican City State'],
  VN: ['Vietnam', 'Viet Nam'],
  ZA: ['RSA', 'Republic of South Africa', 'Suid-Afrika'],
};
