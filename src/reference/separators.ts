// The marks that separate the parts of an address line, in the scripts they are written in: comma
// and semicolon in Latin script (, ;), in Arabic script (، ؛: "ص.ب. 2454، الرياض") and in their
// full-width forms of Chinese and Japanese (， ；). The ideographic comma (、) lists items inside a
// name and separates no address parts. One list for the structuring engine's segments, the
// removals' segments and the marks convert strips from kept text.
export const SEPARATOR_CHARS = ',;\u060c\u061b\uff0c\uff1b';

const CODES: ReadonlySet<number> = new Set([...SEPARATOR_CHARS].map((c) => c.charCodeAt(0)));

/** Whether the UTF-16 code unit is a separator. (Asked of every character of every line: the Latin marks first, then a look-up only above ASCII.) */
export function isSeparatorCode(code: number): boolean {
  return code === 44 || code === 59 || (code > 127 && CODES.has(code));
}
