// Character sets of the schemes (contract section 6): the EPC basic Latin set with the EPC
// conversion of other characters, and control-character removal for Unicode schemes.
import anyAscii from 'any-ascii';

/** Every character of the EPC basic Latin set: a-z A-Z 0-9 / - ? : ( ) . , ' + and space. */
export const EPC_BASIC_LATIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/-?:().,'+ ";

const EPC_ALLOWED = new Set(EPC_BASIC_LATIN);
const EPC_ONLY = /^[A-Za-z0-9/\-?:().,'+ ]*$/;

/** True when every character of the text is in the EPC basic Latin set. */
export function isEpcBasicLatin(text: string): boolean {
  return EPC_ONLY.test(text);
}

/** Replacement of a control character: line and tab breaks become a space, others vanish. */
const BREAKS_TO_SPACE = new Set(['\t', '\n', '\v', '\f', '\r', '\u0085', '\u2028', '\u2029']);
// Invisible characters that carry no address content: zero-width space/joiners, word joiner,
// byte order mark, soft hyphen and the bidirectional marks and embeddings.
const INVISIBLE = /[\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Any character controlReplacement replaces (BREAKS_TO_SPACE, CONTROL and INVISIBLE together). */
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;

/** What a control or invisible character becomes: ' ', '' (removed), or undefined when it is neither. */
function controlReplacement(ch: string): string | undefined {
  if (BREAKS_TO_SPACE.has(ch)) return ' ';
  if (CONTROL.test(ch) || INVISIBLE.test(ch)) return '';
  return undefined;
}

/**
 * Removes C0 and C1 control characters, DEL, zero-width characters, the BOM, the soft hyphen and
 * bidirectional marks; tabs and line breaks become a space. `removed` counts every character
 * removed or replaced. Used for the schemes that keep Unicode.
 */
export function stripControlCharacters(text: string): { text: string; removed: number } {
  // Nearly every text holds none of them: one regular expression instead of a look-up per character
  // and a copy (normalise, convert and the conservation proof clean each text).
  if (!ANY_CONTROL.test(text)) return { text, removed: 0 };
  let out = '';
  let removed = 0;
  for (const ch of text) {
    const replacement = controlReplacement(ch);
    if (replacement === undefined) out += ch;
    else {
      out += replacement;
      removed++;
    }
  }
  return { text: out, removed };
}

// ---------------------------------------------------------------------------------------------
// EPC conversion
//
// Source: EPC217-08 "SEPA Requirements for an Extended Character Set (UNICODE Subset) - Best
// Practices" and its "SEPA Conversion Table" (European Payments Council). The table covers
// U+0021..U+045F and the euro sign, one character to one replacement, and sends everything it
// has no better answer for to '.'. Its main facts, as applied here:
//   - accented Latin letters become their base letter, case kept (é→e, ä→a, å→a, ç→c, ł→l,
//     ő→o, ș→s, ž→z); Æ→A, æ→a, Ø→O, ø→o, Œ→O, œ→o, ß→s, Þ→b, þ→p, Đ→D, ı→i, Ĳ→I, ĳ→i;
//   - ! # $ % * < = > @ ^ → '.'; ; → ','; [ { → '('; ] } → ')'; \ | → '/'; _ ~ → '-'; ` → ''';
//     ¿ → '?'; no-break space → space; other Latin-1 symbols → '.'; € → 'E';
//   - Greek is transliterated (Β→V, Η→I, Θ→TH, Ξ→X, Υ→Y, Φ→F, Χ→CH, Ψ→PS, Ω→O, accents dropped);
//   - Cyrillic follows the Bulgarian romanisation (Ж→ZH, Ц→TS, Ч→CH, Ш→SH, Щ→SHT, Ъ→A, Ь→Y,
//     Ю→YU, Я→YA).
// Choices of this service where the table is silent or evidently slipped (each documented in
// docs/reference-data.md):
//   - '&' and '"' are left out of the table (reserved in XML); '&' → '+', '"' → '''.
//   - ĥ and ħ are 'i' in the table (a slip: Maltese ħ is an h); here they become 'h'.
//   - lowercase я is 'a' in the table but uppercase Я is 'YA'; here я → 'ya'.
//   - where the table gives '.' but Unicode decomposes the character into allowed letters
//     (Ō→O, ǎ→a, ª→a, Ё→E, ﬁ→fi, fullwidth letters, the ellipsis → '...') the decomposition is used;
//     typographic quotes become ''' and dashes '-'; Unicode spaces become a space.
//   - Cyrillic letters of other languages missing from the table (Ы, Э, І, Ї, Є, Ґ, Ј, Љ, Њ, Ћ,
//     Ђ, Џ, Ѕ, Ќ, Ѓ, Ў) get their usual romanisation.
//   - control characters, zero-width characters and the BOM are removed (tab and line break:
//     space) rather than made into '.'.
// Every character that is changed, including those that become '.', is reported.
// ---------------------------------------------------------------------------------------------

const EPC_TABLE: Readonly<Record<string, string>> = {
  // Basic Latin symbols outside the set
  '!': '.', '#': '.', '$': '.', '%': '.', '*': '.', ';': ',', '<': '.', '=': '.', '>': '.', '@': '.',
  '[': '(', '\\': '/', ']': ')', '^': '.', '_': '-', '`': "'", '{': '(', '|': '/', '}': ')', '~': '-',
  '&': '+', '"': "'",
  '¿': '?',
  // Latin letters that do not decompose to the table's answer
  'Æ': 'A', 'æ': 'a', 'Ø': 'O', 'ø': 'o', 'Œ': 'O', 'œ': 'o', 'ß': 's', 'ẞ': 'S', 'Þ': 'b', 'þ': 'p',
  'Đ': 'D', 'đ': 'd', 'Ħ': 'H', 'ħ': 'h', 'ı': 'i', 'Ĳ': 'I', 'ĳ': 'i', 'Ŀ': 'L', 'ŀ': 'l', 'Ł': 'L', 'ł': 'l',
  'Ð': '.', 'ð': '.', 'ĸ': '.', 'ŉ': '.', 'ſ': '.',
  '€': 'E',
  // Greek
  'Α': 'A', 'Β': 'V', 'Γ': 'G', 'Δ': 'D', 'Ε': 'E', 'Ζ': 'Z', 'Η': 'I', 'Θ': 'TH', 'Ι': 'I', 'Κ': 'K',
  'Λ': 'L', 'Μ': 'M', 'Ν': 'N', 'Ξ': 'X', 'Ο': 'O', 'Π': 'P', 'Ρ': 'R', 'Σ': 'S', 'Τ': 'T', 'Υ': 'Y',
  'Φ': 'F', 'Χ': 'CH', 'Ψ': 'PS', 'Ω': 'O',
  'α': 'a', 'β': 'v', 'γ': 'g', 'δ': 'd', 'ε': 'e', 'ζ': 'z', 'η': 'i', 'θ': 'th', 'ι': 'i', 'κ': 'k',
  'λ': 'l', 'μ': 'm', 'ν': 'n', 'ξ': 'x', 'ο': 'o', 'π': 'p', 'ρ': 'r', 'σ': 's', 'ς': 's', 'τ': 't',
  'υ': 'y', 'φ': 'f', 'χ': 'ch', 'ψ': 'ps', 'ω': 'o',
  // Cyrillic (Bulgarian romanisation of the table)
  'А': 'A', 'Б': 'B', 'В': 'V', 'Г': 'G', 'Д': 'D', 'Е': 'E', 'Ж': 'ZH', 'З': 'Z', 'И': 'I', 'Й': 'Y',
  'К': 'K', 'Л': 'L', 'М': 'M', 'Н': 'N', 'О': 'O', 'П': 'P', 'Р': 'R', 'С': 'S', 'Т': 'T', 'У': 'U',
  'Ф': 'F', 'Х': 'H', 'Ц': 'TS', 'Ч': 'CH', 'Ш': 'SH', 'Щ': 'SHT', 'Ъ': 'A', 'Ь': 'Y', 'Ю': 'YU', 'Я': 'YA',
  'а': 'a', 'б': 'b', 'в': 'v', 'г': 'g', 'д': 'd', 'е': 'e', 'ж': 'zh', 'з': 'z', 'и': 'i', 'й': 'y',
  'к': 'k', 'л': 'l', 'м': 'm', 'н': 'n', 'о': 'o', 'п': 'p', 'р': 'r', 'с': 's', 'т': 't', 'у': 'u',
  'ф': 'f', 'х': 'h', 'ц': 'ts', 'ч': 'ch', 'ш': 'sh', 'щ': 'sht', 'ъ': 'a', 'ь': 'y', 'ю': 'yu', 'я': 'ya',
  // Cyrillic letters the table leaves out (this service's choice, see above)
  'Ы': 'Y', 'ы': 'y', 'Э': 'E', 'э': 'e', 'І': 'I', 'і': 'i', 'Ї': 'YI', 'ї': 'yi', 'Є': 'YE', 'є': 'ye',
  'Ґ': 'G', 'ґ': 'g', 'Ј': 'J', 'ј': 'j', 'Љ': 'LJ', 'љ': 'lj', 'Њ': 'NJ', 'њ': 'nj', 'Ћ': 'C', 'ћ': 'c',
  'Ђ': 'DJ', 'ђ': 'dj', 'Џ': 'DZ', 'џ': 'dz', 'Ѕ': 'DZ', 'ѕ': 'dz', 'Ќ': 'K', 'ќ': 'k', 'Ѓ': 'G', 'ѓ': 'g',
  'Ў': 'U', 'ў': 'u',
  // Typographic punctuation (this service's choice)
  '\u2018': "'", '\u2019': "'", '\u201a': "'", '\u201b': "'", '\u2032': "'", '\u00b4': "'",
  '\u201c': "'", '\u201d': "'", '\u201e': "'", '\u201f': "'", '\u2033': "'", '\u00ab': "'", '\u00bb': "'",
  '\u2010': '-', '\u2011': '-', '\u2012': '-', '\u2013': '-', '\u2014': '-', '\u2015': '-', '\u2212': '-',
};

const SPACE_SEPARATOR = /^\p{Zs}$/u;
const COMBINING = /\p{M}/gu;
const COMBINING_ONLY = /^\p{M}$/u;
const epcCache = new Map<string, string>();

/** The EPC replacement of one character outside the set. */
const LETTER = /^\p{L}$/u;
/** Marker of a letter of a script the EPC table does not cover (never a real replacement). */
const ROMANISE = '\u0000';

/**
 * Letters of scripts the EPC table does not cover (Han, Hangul, Kana, Thai, Arabic, Hebrew,
 * Devanagari, ...) are romanised by any-ascii rather than lost as '.' (issue 12): "北京" ->
 * "BeiJing". A run is romanised whole, with its combining marks: Thai and Indic vowels are marks.
 */
function romaniseRun(run: string): string {
  let out = '';
  for (const c of anyAscii(run)) if (EPC_ALLOWED.has(c)) out += c;
  return out.trim() === '' ? '.' : out;
}

const OTHER_DIGIT = /^\p{Nd}$/u;

/** The value of a decimal digit of any script, as an ASCII digit. */
function decimalDigit(ch: string): string | undefined {
  if (!OTHER_DIGIT.test(ch)) return undefined;
  // Unicode lays out every script's decimal digits in runs of ten, zero first.
  const code = ch.codePointAt(0)!;
  let start = code;
  while (OTHER_DIGIT.test(String.fromCodePoint(start - 1))) start--;
  return String((code - start) % 10);
}

const FRACTION_SLASH = '\u2044';

function epcReplacement(ch: string): string {
  const cached = epcCache.get(ch);
  if (cached !== undefined) return cached;
  let result = controlReplacement(ch) ?? EPC_TABLE[ch];
  if (result === undefined && SPACE_SEPARATOR.test(ch)) result = ' ';
  // A digit of another script ("١٢", "१२") is its value: a house number or postcode must not
  // become full stops. The fraction slash of "½" (1⁄2) is a slash.
  if (result === undefined) result = decimalDigit(ch) ?? (ch === FRACTION_SLASH ? '/' : undefined);
  if (result === undefined) {
    // Decomposition: an accented letter becomes its base letter(s), each looked up again.
    const base = ch.normalize('NFKD').replace(COMBINING, '');
    if (base !== '' && base !== ch) {
      let mapped = '';
      for (const part of base) {
        const piece = EPC_ALLOWED.has(part) ? part : part === FRACTION_SLASH ? '/' : EPC_TABLE[part];
        if (piece === undefined || (piece === '.' && part !== '.')) {
          mapped = '';
          break;
        }
        mapped += piece;
      }
      // "12½" is twelve and a half: "12 1/2", not "121/2".
      if (mapped !== '') result = base.includes(FRACTION_SLASH) ? ` ${mapped}` : mapped;
    }
  }
  // A letter the table cannot place is romanised with its run (romaniseRun); here it is '.'.
  if (result === undefined && LETTER.test(ch)) result = ROMANISE;
  result ??= '.';
  epcCache.set(ch, result);
  return result;
}

/**
 * Converts text to the EPC basic Latin set the way EPC217-08 does (see the table above).
 * `converted` lists each distinct character changed, in order of first appearance, with what
 * it became ('' when removed); characters with no replacement become '.' and are listed too.
 */
export function toEpcCharset(text: string): { text: string; converted: Array<{ from: string; to: string }> } {
  if (EPC_ONLY.test(text)) return { text, converted: [] };
  let out = '';
  const converted: Array<{ from: string; to: string }> = [];
  const seen = new Set<string>();
  const chars = [...text];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i] as string;
    if (EPC_ALLOWED.has(ch)) {
      out += ch;
      continue;
    }
    if (epcReplacement(ch) === ROMANISE) {
      let end = i + 1;
      while (end < chars.length && (COMBINING_ONLY.test(chars[end] as string) || epcReplacement(chars[end] as string) === ROMANISE)) end++;
      const run = chars.slice(i, end).join('');
      const to = romaniseRun(run);
      out += to;
      if (!seen.has(run)) {
        seen.add(run);
        converted.push({ from: run, to });
      }
      i = end - 1;
      continue;
    }
    // A combining mark that follows its letter belongs to it and vanishes with the accent.
    let to = COMBINING_ONLY.test(ch) ? '' : epcReplacement(ch);
    // Ю in "Юлия" reads "Yuliya", not "YUliya": a capital followed by lowercase is title-cased.
    if (to.length > 1 && to === to.toUpperCase() && /^\p{Ll}$/u.test(chars[i + 1] ?? '')) {
      to = (to[0] as string) + to.slice(1).toLowerCase();
    }
    out += to;
    if (!seen.has(ch)) {
      seen.add(ch);
      converted.push({ from: ch, to });
    }
  }
  return { text: out, converted };
}

