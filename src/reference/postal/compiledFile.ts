// The compiled postal reference: one tab-separated text file under var/postal/, written by the
// build and read at start. Keys are stored already folded, so loading does no text folding.
//
//   V <format version> <fold signature>     S <source note as JSON>     C <country>
//   A <admin1 code> <name>     T <name> <population> <subdivisions|...> <keys|...>
//   P <postcode> <town indices, comma separated (empty: exists, towns unknown)>
import { foldText } from '../countries';
import type { ReferenceBuilder, SourceNote } from './builder';
import { addCountryTown, emptyCountryIndex, type CountryIndex } from './countryIndex';

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
  countries: Map<string, CountryIndex>;
}

const EMPTY: readonly string[] = [];

export function parse(text: string): CompiledReference {
  const compiled: CompiledReference = { version: '', foldSignature: '', sources: [], countries: new Map() };
  let current: CountryIndex | undefined;
  const sharedSubdivisions = new Map<string, readonly string[]>();
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const line = text.slice(start, end);
    start = end + 1;
    const kind = line.charCodeAt(0);
    if (kind === 84 /* T */ && current) {
      // The hot path (one line per town): columns found by indexOf rather than split.
      const t1 = line.indexOf('\t', 2);
      const t2 = line.indexOf('\t', t1 + 1);
      const t3 = line.indexOf('\t', t2 + 1);
      const subdivisionText = line.slice(t2 + 1, t3);
      // Most towns share one of a few subdivision lists: one array each saves memory.
      let subdivisions = EMPTY;
      if (subdivisionText !== '') {
        subdivisions = sharedSubdivisions.get(subdivisionText) ?? subdivisionText.split('|');
        sharedSubdivisions.set(subdivisionText, subdivisions);
      }
      const keyText = line.slice(t3 + 1);
      const keys = keyText.includes('|') ? keyText.split('|') : [keyText];
      addCountryTown(current, line.slice(2, t1), Number(line.slice(t1 + 1, t2)), subdivisions, keys);
      continue;
    }
    const cols = line.split('\t');
    if (kind === 80 /* P */ && current) {
      current.postcodes.set(cols[1]!, cols[2] ? cols[2].split(',').map(Number) : EMPTY.map(Number));
    } else if (kind === 65 /* A */ && current) {
      current.admin1.set(cols[1]!, cols[2]!);
    } else if (kind === 67 /* C */) {
      current = emptyCountryIndex(cols[1]!);
      compiled.countries.set(current.country, current);
    } else if (kind === 83 /* S */) {
      compiled.sources.push(JSON.parse(cols[1]!) as SourceNote);
    } else if (kind === 86 /* V */) {
      compiled.version = cols[1] ?? '';
      compiled.foldSignature = cols[2] ?? '';
    }
  }
  return compiled;
}
