// Country names used in address lines that the i18n-iso-countries locale files do not carry:
// colloquial names, constituent countries, long official forms and common abbreviations.
// Keys are ISO 3166-1 alpha-2 codes; the values are folded by countries.ts at load time.
// These aliases take precedence over locale names when a folded name is shared by two codes.

export const COUNTRY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  AE: ['UAE', 'U.A.E.', 'Emirates'],
  AT: ['Oesterreich', 'Republic of Austria', 'Republik Österreich'],
  BA: ['Bosnia', 'Bosnia-Herzegovina'],
  BE: ['Belgie', 'Belgique', 'Belgien', 'Kingdom of Belgium'],
  BO: ['Bolivia'],
  CD: ['DR Congo', 'DRC', 'Congo-Kinshasa'],
  CG: ['Congo-Brazzaville'],
  CH: ['Schweiz', 'Suisse', 'Svizzera', 'Svizra', 'Swiss Confederation', 'Confoederatio Helvetica', 'Helvetia', 'Schweizerische Eidgenossenschaft'],
  CI: ["Cote d'Ivoire", 'Ivory Coast'],
  CN: ['PR China', 'PRC', "People's Republic of China"],
  CZ: ['Czech Republic', 'Czechia', 'Ceska republika'],
  DE: ['Federal Republic of Germany', 'Bundesrepublik Deutschland', 'BRD'],
  ES: ['Espana', 'Kingdom of Spain'],
  FR: ['French Republic', 'Republique francaise'],
  GB: [
    'United Kingdom', 'UK', 'U.K.', 'Great Britain', 'Britain', 'United Kingdom of Great Britain and Northern Ireland',
    'England', 'Scotland', 'Wales', 'Northern Ireland', 'The United Kingdom',
  ],
  GR: ['Hellas', 'Ellada', 'Hellenic Republic'],
  IE: ['Republic of Ireland', 'Eire'],
  IT: ['Italian Republic', 'Repubblica Italiana'],
  KR: ['South Korea', 'Republic of Korea'],
  KP: ['North Korea'],
  LU: ['Letzebuerg', 'Grand Duchy of Luxembourg'],
  MK: ['Macedonia', 'North Macedonia'],
  NL: ['Holland', 'The Netherlands', 'Nederland', 'Kingdom of the Netherlands', 'Koninkrijk der Nederlanden'],
  PL: ['Polska', 'Republic of Poland'],
  PT: ['Portuguese Republic'],
  RU: ['Russia', 'Russian Federation'],
  SE: ['Sverige', 'Kingdom of Sweden'],
  TR: ['Turkey', 'Turkiye', 'Türkiye'],
  US: ['USA', 'U.S.A.', 'United States', 'United States of America', 'U.S.'],
  VA: ['Vatican', 'Vatican City', 'Holy See'],
  VN: ['Vietnam', 'Viet Nam'],
};
