// The compiled postal reference: one tab-separated text file under var/postal/, written by the
// build and read at start. Keys are stored already folded, so loading does no text folding.
//
//   V <format version> <fold signature>     S <source note as JSON>     C <country>
//   A <admin1 code> <name>     T <name> <population> <subdivisions|...> <keys|...>
//   P <postcode> <town indices, comma separated (empty: exists, towns unknown)>
//
// Reading it at start only finds where each country's lines are (issue 16: start-up to ready
// under 1 s); a country is parsed the first time it is asked for, or by the warm-up that runs
// after the server listens (LazyCountryIndex.step), so start-up does not wait for 390,000 towns.
import { foldText } from '../countries';
import type { ReferenceBuilder, SourceNote } from './builder';
import { addCountryTown, emptyCountryBuilder, pack, type CountryBuilder } from './countryBuilder';
import type { CountryIndex, CountrySource } from './countryIndex';

// 2: towns keep their own names (alternate-name matches judged by region), NO MY PH TW lists.
export const FORMAT_VERSION = '2';

/** Folding of a few hard letters: a compiled file made with another folding must be rebuilt. */
export function foldSignature(): string {
  return foldText("Ærøskøbing Straße Łódź Ðakovo Dąbrowa Şişli İzmir 's-Gravenhage Ōsaka");
}

export function serialise(builder: ReferenceBuilder): string {
  const out: string[] = [`V\t${FORMAT_VERSION}\t${foldSignature()}`];
  for (const source of builder.sources) out.push(`S\t${JSON.stringify(source)}`);
  const countries = [...builder.countries.keys()].sort();
  for (const code of countries) {
    const c = builder.countries.get(code)!;
    out.push(`C\t${code}`);
    for (const [admin, name] of c.admin1) out.push(`A\t${admin}\t${name}`);
    for (const t of c.towns) out.push(`T\t${t.name}\t${t.population}\t${t.subdivisions.join('|')}\t${t.keys.join('|')}`);
    for (const [postcode, towns] of c.postcodes) out.push(`P\t${postcode}\t${[...towns].join(',')}`);
  }
  return out.join('\n') + '\n';
}

export interface CompiledReference {
  version: string;
  foldSignature: string;
  sources: SourceNote[];
  /** Every country of the file, in file order; each is parsed on first use (see LazyCountryIndex). */
  countries: Map<string, LazyCountryIndex>;
}

const EMPTY: readonly string[] = [];
// Shared by every postcode whose towns are unknown; frozen, as nothing may add to it.
const NO_TOWNS: readonly number[] = Object.freeze([]);
const NEWLINE = 10;
const COUNTRY_LINE = Buffer.from('\nC\t');

/** Number of a run of ASCII digits, as Number() would read it (Number() for anything else). */
function integerAt(text: string, start: number, end: number): number {
  if (start === end) return 0;
  let value = 0;
  for (let i = start; i < end; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9 || i - start > 14) return Number(text.slice(start, end));
    value = value * 10 + digit;
  }
  return value;
}

/** Town indices of a P line, comma separated; the empty list when there are none. */
function townList(text: string, start: number, end: number): readonly number[] {
  if (start >= end) return NO_TOWNS;
  const towns: number[] = [];
  let from = start;
  for (let i = start; i <= end; i++) {
    if (i < end && text.charCodeAt(i) !== 44 /* , */) continue;
    towns.push(integerAt(text, from, i));
    from = i + 1;
  }
  return towns;
}

/** Bytes decoded at a time (whole lines): about a millisecond, so a warm-up step stays short. */
const DECODE_BYTES = 256 * 1024;

/**
 * One country's lines of the compiled file, parsed into its CountryIndex on first use: get()
 * parses whatever is left at once; step() parses a few lines at a time (the warm-up after start).
 * Either way the lines are read in file order, so the index is the same as a whole-file parse.
 * The lines go into a CountryBuilder, packed into the CountryIndex after the last line.
 */
export class LazyCountryIndex implements CountrySource {
  /** Lines decoded but not parsed yet: text from position on. */
  private text = '';
  private position = 0;
  private builder: CountryBuilder | undefined;
  private index: CountryIndex | undefined;
  // Most towns share one of a few subdivision lists: one array each saves memory.
  private sharedSubdivisions: Map<string, readonly string[]> | undefined = new Map();

  /** `bytes` is the file's content; this country's lines are bytes [next, end), decoded as parsed. */
  constructor(
    readonly country: string,
    private bytes: Buffer | undefined,
    private next: number,
    private readonly end: number,
  ) {}

  /** True once every line of the country is parsed. */
  get built(): boolean {
    return this.bytes === undefined;
  }

  get(): CountryIndex {
    this.step(Infinity);
    return this.index!;
  }

  /** Parses up to `lines` more lines; true when the country is complete. */
  step(lines: number): boolean {
    if (this.bytes === undefined) return true;
    const index = (this.builder ??= emptyCountryBuilder(this.country));
    const shared = this.sharedSubdivisions!;
    let text = this.text;
    let start = this.position;
    for (let n = 0; n < lines; n++) {
      if (start >= text.length) {
        if (this.next >= this.end) break;
        let upTo = this.end;
        if (this.next + DECODE_BYTES < this.end) {
          const newline = this.bytes.indexOf(NEWLINE, this.next + DECODE_BYTES);
          if (newline >= 0 && newline < this.end) upTo = newline + 1;
        }
        text = this.text = this.bytes.toString('utf8', this.next, upTo);
        this.next = upTo;
        start = 0;
        if (text.length === 0) continue;
      }
      let end = text.indexOf('\n', start);
      if (end < 0) end = text.length;
      const kind = text.charCodeAt(start);
      if (kind === 84 /* T */) {
        // The hot path (one line per town): columns found by indexOf rather than split.
        const t1 = text.indexOf('\t', start + 2);
        const t2 = text.indexOf('\t', t1 + 1);
        const t3 = text.indexOf('\t', t2 + 1);
        let subdivisions = EMPTY;
        if (t3 > t2 + 1) {
          const subdivisionText = text.slice(t2 + 1, t3);
          let list = shared.get(subdivisionText);
          if (list === undefined) shared.set(subdivisionText, (list = subdivisionText.split('|')));
          subdivisions = list;
        }
        const keyText = text.slice(t3 + 1, end);
        const keys = keyText.includes('|') ? keyText.split('|') : [keyText];
        addCountryTown(index, text.slice(start + 2, t1), integerAt(text, t1 + 1, t2), subdivisions, keys);
      } else if (kind === 80 /* P */) {
        const t1 = text.indexOf('\t', start + 2);
        if (t1 < 0 || t1 > end) index.postcodes.set(text.slice(start + 2, end), NO_TOWNS);
        else index.postcodes.set(text.slice(start + 2, t1), townList(text, t1 + 1, end));
      } else if (kind === 65 /* A */) {
        const cols = text.slice(start, end).split('\t');
        index.admin1.set(cols[1]!, cols[2]!);
      }
      start = end + 1;
    }
    this.position = start;
    if (start >= text.length && this.next >= this.end) {
      this.index = pack(index);
      this.builder = undefined;
      this.bytes = undefined; // the file's buffer goes once every country is parsed
      this.text = '';
      this.sharedSubdivisions = undefined;
      return true;
    }
    return false;
  }
}

/**
 * Reads the header (format version, fold signature, sources) and finds each country's lines;
 * parses no country (see LazyCountryIndex).
 */
export function parse(data: Buffer): CompiledReference {
  const compiled: CompiledReference = { version: '', foldSignature: '', sources: [], countries: new Map() };
  // The header: every line before the first country.
  let firstCountry = data[0] === 67 /* C */ && data[1] === 9 ? 0 : data.indexOf(COUNTRY_LINE);
  if (firstCountry < 0) firstCountry = data.length;
  else if (firstCountry > 0) firstCountry += 1;
  for (const line of data.toString('utf8', 0, firstCountry).split('\n')) {
    const cols = line.split('\t');
    if (cols[0] === 'S') compiled.sources.push(JSON.parse(cols[1]!) as SourceNote);
    else if (cols[0] === 'V') {
      compiled.version = cols[1] ?? '';
      compiled.foldSignature = cols[2] ?? '';
    }
  }
  // Each country: its C line, then its lines up to the next C line.
  let at = firstCountry;
  while (at < data.length) {
    let lineEnd = data.indexOf(NEWLINE, at);
    if (lineEnd < 0) lineEnd = data.length;
    const country = data.toString('utf8', at + 2, lineEnd);
    const next = data.indexOf(COUNTRY_LINE, lineEnd);
    const end = next < 0 ? data.length : next + 1;
    compiled.countries.set(country, new LazyCountryIndex(country, data, Math.min(lineEnd + 1, end), end));
    at = end;
  }
  return compiled;
}
