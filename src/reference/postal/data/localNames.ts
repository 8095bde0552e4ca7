// Local official spellings of towns whose GeoNames main name is the English exonym. Applied
// after the postcode lists (which already fix the towns they cover); the exonym stays a key.

/** [country, GeoNames name, local official name] */
export const LOCAL_NAMES: readonly (readonly [string, string, string])[] = [
  ['DE', 'Munich', 'München'],
  ['AT', 'Vienna', 'Wien'],
  ['PT', 'Lisbon', 'Lisboa'],
  ['PL', 'Warsaw', 'Warszawa'],
  ['CZ', 'Prague', 'Praha'],
  ['CZ', 'Pilsen', 'Plzeň'],
  ['IT', 'Rome', 'Roma'],
  ['IT', 'Milan', 'Milano'],
  ['IT', 'Naples', 'Napoli'],
  ['IT', 'Turin', 'Torino'],
  ['IT', 'Florence', 'Firenze'],
  ['IT', 'Venice', 'Venezia'],
  ['IT', 'Genoa', 'Genova'],
  ['BE', 'Brussels', 'Bruxelles'],
  ['NL', 'The Hague', 'Den Haag'],
  ['DK', 'Copenhagen', 'København'],
  ['GR', 'Athens', 'Athina'],
  ['GR', 'Piraeus', 'Peiraias'],
  ['RO', 'Bucharest', 'București'],
  ['CY', 'Nicosia', 'Lefkosia'],
  ['CY', 'Limassol', 'Lemesos'],
  ['CY', 'Larnaca', 'Larnaka'],
  ['MX', 'Mexico City', 'Ciudad de México'],
];

/**
 * Common English names that GeoNames does not list among a town's alternate names, so that
 * "The Hague" or "Gothenburg" still find the town. [country, local name, English name]
 */
export const EXTRA_EXONYMS: readonly (readonly [string, string, string])[] = [
  ['NL', 'Den Haag', "'s-Gravenhage"],
  ['SE', 'Göteborg', 'Gothenburg'],
  ['DE', 'Köln', 'Cologne'],
  ['CH', 'Genève', 'Geneva'],
  ['CH', 'Zürich', 'Zurich'],
  ['BE', 'Bruxelles', 'Brussel'],
];
