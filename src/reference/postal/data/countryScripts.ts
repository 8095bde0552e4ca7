// The scripts other than Latin in which a country's own addresses are written (issue 12): a town's
// alternate name in one of these scripts is kept in the postal reference, so that "Москва" and
// "Αθήνα" are recognised as written. Names in other scripts (Moscow in Arabic, Athens in Chinese)
// are left out: no address in that country writes them, and they would double the reference.
// Unicode script names as in the \p{Script=...} property.
export const COUNTRY_SCRIPTS: Readonly<Record<string, readonly string[]>> = {
  // Cyrillic
  RU: ['Cyrillic'], BY: ['Cyrillic'], UA: ['Cyrillic'], BG: ['Cyrillic'], RS: ['Cyrillic'], MK: ['Cyrillic'], ME: ['Cyrillic'],
  BA: ['Cyrillic'], KZ: ['Cyrillic'], KG: ['Cyrillic'], TJ: ['Cyrillic'], MN: ['Cyrillic'],
  // Greek
  GR: ['Greek'], CY: ['Greek'],
  // East Asia: Han, with Kana in Japan and Hangul in Korea
  CN: ['Han'], TW: ['Han'], HK: ['Han'], MO: ['Han'], JP: ['Han', 'Hiragana', 'Katakana'], KR: ['Hangul', 'Han'], KP: ['Hangul'],
  // South-East and South Asia
  TH: ['Thai'], LA: ['Lao'], KH: ['Khmer'], MM: ['Myanmar'], IN: ['Devanagari'], NP: ['Devanagari'], BD: ['Bengali'], LK: ['Sinhala', 'Tamil'],
  // Caucasus
  GE: ['Georgian'], AM: ['Armenian'],
  // Hebrew and Arabic
  IL: ['Hebrew'],
  AE: ['Arabic'], SA: ['Arabic'], QA: ['Arabic'], KW: ['Arabic'], BH: ['Arabic'], OM: ['Arabic'], YE: ['Arabic'], JO: ['Arabic'],
  LB: ['Arabic'], SY: ['Arabic'], IQ: ['Arabic'], EG: ['Arabic'], LY: ['Arabic'], TN: ['Arabic'], DZ: ['Arabic'], MA: ['Arabic'],
  SD: ['Arabic'], MR: ['Arabic'], PS: ['Arabic'], IR: ['Arabic'], AF: ['Arabic'], PK: ['Arabic'],
  // Ethiopic
  ET: ['Ethiopic'], ER: ['Ethiopic'],
};
