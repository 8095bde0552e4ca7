// Recognises a country subdivision written beside the town ("NY", "New York", "ON", "NSW",
// "(MI)", "Kanagawa") and returns the form a bank publishes (the postal code where one is used).
import { foldKey } from './lexicon';
import { CODE_WRITTEN, SUBDIVISIONS } from './tables/subdivisions';

interface CompiledSubdivisions {
  readonly codes: ReadonlyMap<string, string>;
  readonly names: ReadonlyMap<string, string>;
  readonly maxNameWords: number;
}

const COMPILED = new Map<string, CompiledSubdivisions>();
for (const [country, table] of Object.entries(SUBDIVISIONS)) {
  const codes = new Map<string, string>();
  const names = new Map<string, string>();
  let maxNameWords = 1;
  for (const [code, list] of Object.entries(table.codes)) {
    const published = table.publishCode ? code : (list[0] ?? code);
    if (/^[A-Z]+$/.test(code)) codes.set(code.toLowerCase(), published);
    for (const name of list) {
      const key = name.split(/\s+/).map(foldKey).join(' ');
      names.set(key, published);
      maxNameWords = Math.max(maxNameWords, name.split(/\s+/).length);
    }
  }
  COMPILED.set(country, { codes, names, maxNameWords });
}

const CODE_READINGS = new Map<string, string[]>();
for (const country of CODE_WRITTEN) {
  for (const code of COMPILED.get(country)?.codes.keys() ?? []) {
    if (code.length !== 2) continue;
    const list = CODE_READINGS.get(code) ?? [];
    list.push(country);
    CODE_READINGS.set(code, list);
  }
}

/** Countries that write this two-letter code as a subdivision ("MA" -> US, "NA" -> IT, "VD" -> CH). */
export function subdivisionReadings(code: string): readonly string[] {
  return CODE_READINGS.get(code.toLowerCase()) ?? [];
}

/** Longest subdivision name length in words for a country (0 when the country has no table). */
export function maxSubdivisionWords(country: string): number {
  return COMPILED.get(country)?.maxNameWords ?? 0;
}

/**
 * The published subdivision when words [from, to) are exactly one subdivision of the country
 * (a code where the country writes codes, "(MI)" in brackets, or a name), else undefined.
 */
export function subdivisionCodeOrName(country: string, words: readonly string[], from: number, to: number, anyCase = false): string | undefined {
  const table = COMPILED.get(country);
  if (!table || to <= from) return undefined;
  if (to - from === 1) {
    let word = words[from] as string;
    const bracketed = word.length > 2 && word[0] === '(' && word[word.length - 1] === ')';
    if (bracketed) word = word.slice(1, -1);
    const trimmed = word.endsWith('.') || word.endsWith(',') ? word.slice(0, -1) : word;
    // Codes count only as written in capitals (or bracketed), so "in" or "me" in a name never do.
    if ((bracketed || CODE_WRITTEN.has(country)) && trimmed.length >= 2 && trimmed.length <= 5 && (anyCase || trimmed === trimmed.toUpperCase())) {
      const code = table.codes.get(trimmed.toLowerCase().replace(/\./g, ''));
      if (code !== undefined) return code;
    }
  }
  let key = '';
  for (let i = from; i < to; i++) key = i === from ? foldKey(words[i] as string) : `${key} ${foldKey(words[i] as string)}`;
  return table.names.get(key);
}
