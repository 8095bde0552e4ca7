// Text that is no part of a postal address though callers write it into address lines: a labelled
// number (a customer, invoice, order, contract, tax or telephone number: "Kundennummer 4711", "Tel.
// 030 1234", "VAT DE123456789"), an e-mail or a web address. Such text is never a street, a house
// number or a place; it stays AddressLine text as written (fourteenth review). The labels are data
// (`REFERENCE_LABELS` in tables/keywords.ts).
import { NUMBER_MARK, REFERENCE_LABEL, foldKey, hasDigit } from './lexicon';

/** The longest label phrase, in words ("ust ident nr" is one word: "ust-ident-nr."). */
const MAX_LABEL_WORDS = 3;

/** A key without the colon that may end a label ("Tel:", "VAT No:"). */
const bare = (key: string): string => (key.endsWith(':') ? key.slice(0, -1) : key);

/** The number of words of the label phrase starting at `i` (0 where none does). */
function labelAt(keys: readonly string[], i: number): number {
  let phrase = '';
  let found = 0;
  for (let n = 1; n <= MAX_LABEL_WORDS && i + n <= keys.length; n++) {
    const key = bare(keys[i + n - 1] as string);
    phrase = n === 1 ? key : `${phrase} ${key}`;
    if (REFERENCE_LABEL.has(phrase)) found = n;
  }
  return found;
}

/** A word that carries a number: digits, or a telephone number's "+" ("+49"). */
const numberLike = (word: string): boolean => hasDigit(word) || /^\+\d/.test(word);

/** "info@acme.de", "www.acme.de", "https://acme.de": an e-mail or a web address. */
export function isContactWord(word: string): boolean {
  return /\S@\S+\.\S/.test(word) || /^(?:https?:\/\/|www\.)\S/i.test(word);
}

/**
 * Where text that is no part of the address starts among `words` (the index of the label, or of an
 * e-mail or web address), or -1. A label counts only where a number follows it, after an optional
 * number mark ("Customer No 4711", "Kunden-Nr. 4711", "Tel.: +49 30 1234").
 */
export function notAddressTextAt(words: readonly string[], keys: readonly string[] = words.map(foldKey)): number {
  for (let i = 0; i < words.length; i++) {
    if (isContactWord(words[i] as string)) return i;
    const label = labelAt(keys, i);
    if (label === 0) continue;
    let next = i + label;
    if (next < words.length && NUMBER_MARK.has(bare(keys[next] as string)) && !numberLike(words[next] as string)) next++;
    if (next < words.length && numberLike(words[next] as string)) return i;
  }
  return -1;
}
