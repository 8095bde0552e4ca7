// Party identifiers (BIC, LEI, IBAN): format and check-digit validation, and the search for
// valid identifiers inside an AddressLine so the pipeline can extract them (R-04, contract 8).
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { isAssignedCountry } from './countries';

export type IdentifierType = 'BIC' | 'LEI' | 'IBAN';

/** An identifier found in a line: `value` is the bare identifier (IBAN in electronic form),
 * [start, end) the span of the original line to remove, including a label such as "BIC:". */
export interface FoundIdentifier {
  type: IdentifierType;
  value: string;
  start: number;
  end: number;
}

// ISO 9362:2022 lets the 4-character party prefix be alphanumeric (the 2014 edition allowed
// letters only), so a supplied BIC with a digit in its prefix is valid. Party suffix (location)
// and branch are alphanumeric; SWIFT does not issue the letter O as second location character
// (it is kept apart from the digit 0 that marks test BICs), nor branch codes starting with X
// other than XXX.
const BIC_FORMAT = /^[A-Z0-9]{4}([A-Z]{2})[A-Z0-9][A-NP-Z0-9](?:[A-WYZ0-9][A-Z0-9]{2}|XXX)?$/;

/** ISO 9362 BIC: 8 or 11 uppercase characters with an assigned country code in positions 5-6. */
export function isValidBic(bic: string): boolean {
  const match = BIC_FORMAT.exec(bic);
  return match !== null && isAssignedCountry(match[1] as string);
}

const LEI_FORMAT = /^[A-Z0-9]{18}[0-9]{2}$/;

/** ISO 7064 mod 97-10 over an alphanumeric string: letters count as 10..35, result must be 1. */
function mod97(text: string): number {
  let remainder = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 48 && code <= 57) remainder = (remainder * 10 + (code - 48)) % 97;
    else remainder = (remainder * 100 + (code - 55)) % 97; // 'A' (65) -> 10
  }
  return remainder;
}

/** ISO 17442 LEI: 18 uppercase alphanumerics and 2 check digits, ISO 7064 mod 97-10 equal to 1. */
export function isValidLei(lei: string): boolean {
  return LEI_FORMAT.test(lei) && mod97(lei) === 1;
}

/**
 * ISO 13616 IBAN: registered country, its length and BBAN format, mod-97 check digits (and the
 * national check digits ibantools knows). Accepts the electronic and the printed form (spaces,
 * any case).
 */
export function isValidIban(iban: string): boolean {
  const electronic = electronicFormatIBAN(iban);
  return electronic !== null && isValidIBAN(electronic);
}

// ---------------------------------------------------------------------------------------------
// Search in a line
// ---------------------------------------------------------------------------------------------

interface Token {
  text: string; // uppercase
  start: number;
  end: number;
}

// Labels that may precede an identifier; each is a sequence of uppercase words.
const LABELS: Readonly<Record<IdentifierType, readonly (readonly string[])[]>> = {
  BIC: [['SWIFT', 'BIC'], ['BIC', 'SWIFT'], ['SWIFT', 'CODE'], ['BIC', 'CODE'], ['SWIFTBIC'], ['BIC'], ['SWIFT']],
  IBAN: [['IBAN', 'NR'], ['IBAN', 'NO'], ['IBAN']],
  LEI: [['LEI', 'CODE'], ['LEI']],
};
const LABEL_WORDS = new Set(['SWIFT', 'BIC', 'CODE', 'SWIFTBIC', 'IBAN', 'NR', 'NO', 'LEI']);
const LABEL_GAP = /^[\s:.#/-]*$/;
const IBAN_MAX_LENGTH = 34;
// Printed IBAN groups are separated by one space (a no-break space in some word processors).
const GROUP_GAP = /^[ \u00a0]$/;
const IBAN_START = /^[A-Z]{2}[0-9]{2}/;
// Bare BICs in free text are read in the form every issued BIC has: 6 letters first.
const BIC_IN_TEXT = /^[A-Z]{6}[A-Z0-9][A-NP-Z0-9](?:[A-WYZ0-9][A-Z0-9]{2}|XXX)?$/;

const WORD_RUN = /[\p{L}\p{N}]+/gu;

function tokenize(line: string): Token[] {
  const tokens: Token[] = [];
  // exec on the one shared regex, not matchAll, which copies the regex on every call (a hot path).
  WORD_RUN.lastIndex = 0;
  for (let m = WORD_RUN.exec(line); m !== null; m = WORD_RUN.exec(line)) {
    tokens.push({ text: m[0].toUpperCase(), start: m.index, end: m.index + m[0].length });
  }
  return tokens;
}

/** Start of the label of `type` right before token `index`, or undefined when unlabelled. */
function labelStart(line: string, tokens: Token[], index: number, type: IdentifierType): number | undefined {
  for (const label of LABELS[type]) {
    const first = index - label.length;
    if (first < 0) continue;
    let matches = true;
    for (let k = 0; k < label.length && matches; k++) {
      const token = tokens[first + k] as Token;
      const next = tokens[first + k + 1] as Token;
      matches = token.text === label[k] && LABEL_GAP.test(line.slice(token.end, next.start));
    }
    if (matches) return (tokens[first] as Token).start;
  }
  return undefined;
}

/**
 * A token an identifier can be or start with, by the tests below: an IBAN's country and check
 * digits, a LEI's 20 characters, a BIC's form written in capitals as it stands in the line.
 */
function mayBeIdentifier(line: string, token: Token): boolean {
  const { text } = token;
  if (text.length === 20 || IBAN_START.test(text)) return true;
  return BIC_IN_TEXT.test(text) && line.slice(token.start, token.end) === text;
}

/**
 * Whether any token of the line passes mayBeIdentifier. Validate asks it of every line of every
 * request and nearly no line holds an identifier, so a line of ASCII (most) is read character by
 * character without making its tokens: there a token is a run of [A-Za-z0-9], its upper case has
 * its length, IBAN_START is two letters and two digits in either case, and BIC_IN_TEXT (8 or 11
 * capitals and digits) can only match a run without a lowercase letter, which equals its upper
 * case. A line with any other character is tokenised and tested token by token as before.
 */
function mayHoldIdentifier(line: string): boolean {
  const length = line.length;
  let start = -1;
  let lower = false;
  for (let i = 0; i <= length; i++) {
    const c = i < length ? line.charCodeAt(i) : 32;
    if (c >= 128) return tokenize(line).some((token) => mayBeIdentifier(line, token));
    if (isAsciiLetter(c) || isAsciiDigit(c)) {
      if (start < 0) {
        start = i;
        lower = false;
      }
      if (c >= 97) lower = true;
      continue;
    }
    if (start < 0) continue;
    const n = i - start;
    if (n === 20) return true;
    if (n >= 4 && isAsciiLetter(line.charCodeAt(start)) && isAsciiLetter(line.charCodeAt(start + 1)) && isAsciiDigit(line.charCodeAt(start + 2)) && isAsciiDigit(line.charCodeAt(start + 3))) return true;
    if (!lower && (n === 8 || n === 11) && BIC_IN_TEXT.test(line.slice(start, i))) return true;
    start = -1;
  }
  return false;
}

function isAsciiLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

function isAsciiDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/**
 * Finds valid BICs, LEIs and IBANs as whole tokens in a line, left to right, without overlaps.
 *
 * IBAN: electronic form, or printed in groups separated by single spaces; the longest run of
 * tokens that validates wins. Case-insensitive; `value` is the electronic uppercase form.
 * LEI: one 20-character token passing mod 97-10 (case-insensitive, `value` uppercase).
 * BIC: an uppercase 8- or 11-character token of the issued form (4+2 letters, then location
 * and optional branch) with an assigned country code. Ordinary uppercase words have this shape
 * (BARCLAYS: country LA; STRASSEN: SS; MONTREAL: RE; PORTUGAL: UG), so a bare one counts only
 * when it carries a sign of being a code:
 *   - a BIC label right before it ("BIC:", "SWIFT", "SWIFT/BIC", "BIC code"), or
 *   - a digit in its location or branch part, or the branch XXX, or
 *   - every other token of the line is part of a confirmed identifier or label, and at least
 *     one such confirmed identifier exists ("DEUTDEFF DE89 3704 ...").
 * A line holding nothing but one bare 8-letter code (e.g. "DEUTDEFF") is therefore NOT read as
 * a BIC: the same line could be a town (STRASSEN, MONTREAL), and removing it would lose data.
 * With a label, the span covers the label so "BIC: DEUTDEFF" is removed whole.
 */
export function findIdentifiers(line: string, isTown?: (text: string) => boolean): FoundIdentifier[] {
  // Most lines hold no identifier: without a token that can be one or start one, nothing below
  // matches, and the work (the tokens, and the closure `take`) is skipped.
  if (!mayHoldIdentifier(line)) return [];
  const tokens = tokenize(line);
  const used = new Array<boolean>(tokens.length).fill(false);
  const found: FoundIdentifier[] = [];
  const take = (type: IdentifierType, value: string, first: number, last: number): void => {
    const label = labelStart(line, tokens, first, type);
    for (let k = first; k <= last; k++) used[k] = true;
    if (label !== undefined) {
      for (let k = first - 1; k >= 0 && (tokens[k] as Token).start >= label; k--) used[k] = true;
    }
    found.push({ type, value, start: label ?? (tokens[first] as Token).start, end: (tokens[last] as Token).end });
  };

  // IBAN first: its groups could otherwise be read as other tokens.
  for (let i = 0; i < tokens.length; i++) {
    if (used[i] || !IBAN_START.test((tokens[i] as Token).text)) continue;
    let joined = '';
    let best = -1;
    for (let j = i; j < tokens.length; j++) {
      const token = tokens[j] as Token;
      if (j > i && !GROUP_GAP.test(line.slice((tokens[j - 1] as Token).end, token.start))) break;
      joined += token.text;
      if (joined.length > IBAN_MAX_LENGTH) break;
      if (isValidIBAN(joined)) best = j;
    }
    if (best >= 0) {
      const value = tokens.slice(i, best + 1).map((t) => t.text).join('');
      take('IBAN', value, i, best);
      i = best;
    }
  }

  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (!used[i] && token.text.length === 20 && isValidLei(token.text)) take('LEI', token.text, i, i);
  }

  // BIC: confirmed ones first, then bare ones if the line is otherwise only identifiers.
  const bare: number[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    const original = line.slice(token.start, token.end);
    if (used[i] || original !== token.text || !BIC_IN_TEXT.test(original) || !isValidBic(original)) continue;
    const labelled = labelStart(line, tokens, i, 'BIC') !== undefined;
    const coded = /[0-9]/.test(original.slice(6)) || original.endsWith('XXX');
    // "DUBLIN15", "MADRID28": a town with its postal district has a BIC's shape; unlabelled, a
    // town of the address's country followed by digits is that, not a bank.
    if (!labelled && isTown !== undefined && /^[A-Z]+\d+$/.test(original) && isTown(original.replace(/\d+$/, ''))) continue;
    if (labelled || coded) take('BIC', original, i, i);
    else bare.push(i);
  }
  if (bare.length > 0 && found.length > 0) {
    const rest = tokens.filter((t, i) => !used[i] && !bare.includes(i) && !LABEL_WORDS.has(t.text));
    if (rest.length === 0) for (const i of bare) take('BIC', (tokens[i] as Token).text, i, i);
  }

  return found.sort((a, b) => a.start - b.start);
}
