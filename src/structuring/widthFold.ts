// Full-width forms read as the characters they stand for. "Friedrichstraße ４３" / "１０１１７ Berlin"
// (full-width digits, as East Asian input methods type them) gave StreetName "Friedrichstraße ４３"
// at 0.85 with no BuildingNumber and the postcode left as text, and "丸の内２−７−２" BuildingNumber "２":
// the engine knows digits and the hyphen only as ASCII (fourteenth review). The engine reads the lines
// with each full-width form (U+FF01-U+FF5E) and the minus sign (U+2212) as its ASCII character, one
// UTF-16 unit for one, so every offset stays; each value it finds is then given back as the caller
// wrote it (the same span of the line as written). Under an EPC scheme normalise has already converted
// them; under a Unicode scheme the values stay as written.

const FULL_WIDTH_FIRST = 0xff01;
const FULL_WIDTH_LAST = 0xff5e;
const FULL_WIDTH_OFFSET = 0xfee0;
const MINUS_SIGN = 0x2212;
const HAS_WIDE = /[\uff01-\uff5e\u2212]/;

/** The line with full-width forms and the minus sign as ASCII; the same length, character for character. */
export function foldWidth(line: string): string {
  if (!HAS_WIDE.test(line)) return line;
  let out = '';
  for (let i = 0; i < line.length; i++) {
    const code = line.charCodeAt(i);
    if (code >= FULL_WIDTH_FIRST && code <= FULL_WIDTH_LAST) out += String.fromCharCode(code - FULL_WIDTH_OFFSET);
    else if (code === MINUS_SIGN) out += '-';
    else out += line[i];
  }
  return out;
}

/**
 * `value` as the caller wrote it: the span of a line as written where the folded line holds it; else
 * each of its words that a folded line holds whole, word for word; else unchanged (a value the engine
 * rebuilt, which the pipeline's proof then judges).
 */
export function asWritten(value: string, folded: readonly string[], written: readonly string[]): string {
  for (let i = 0; i < folded.length; i++) {
    const at = (folded[i] as string).indexOf(value);
    if (at >= 0) return (written[i] as string).slice(at, at + value.length);
  }
  const words = new Map<string, string>();
  for (let i = 0; i < folded.length; i++) {
    const foldedWords = (folded[i] as string).split(' ');
    const writtenWords = (written[i] as string).split(' ');
    foldedWords.forEach((word, k) => {
      if (word !== writtenWords[k] && !words.has(word)) words.set(word, writtenWords[k] as string);
    });
  }
  return words.size === 0 ? value : value.split(' ').map((word) => words.get(word) ?? word).join(' ');
}
