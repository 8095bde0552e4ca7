// The areas of a town written between street and town: a place within the town
// (TownLocationName) and an administrative district (DistrictName), which field an area fills,
// and the per-country labels that open an area's name (tables/conventions.ts).
import { foldKey } from './lexicon';
import { foldName } from '../reference/postal/fold';
import { countryFromText } from '../reference/countries';
import { AREA_LABELS, LOCALITY_IS_DISTRICT } from './tables/conventions';

export type AreaFieldName = 'townLocationName' | 'districtName';

/**
 * Which field an unlabelled area between street and town fills. Areas are written smallest first:
 * the first is a place within the town, a second after it the administrative district ("Col.
 * Juárez, Cuauhtémoc", "Senayan, Kebayoran Baru"). Where the country's cities are divided into
 * districts that addresses name (LOCALITY_IS_DISTRICT), a lone area is the district. Undefined
 * when both are taken.
 */
export function areaField(country: string | undefined, area: Partial<Record<AreaFieldName, unknown>>): AreaFieldName | undefined {
  if (country !== undefined && LOCALITY_IS_DISTRICT.has(country)) return area.districtName === undefined ? 'districtName' : undefined;
  if (area.townLocationName === undefined) return area.districtName === undefined ? 'townLocationName' : undefined;
  return area.districtName === undefined ? 'districtName' : undefined;
}

/** The field an area label of the country opens ("Sangkat" a place within the town, "Khan" a district). */
export function areaLabel(country: string | undefined, key: string): AreaFieldName | undefined {
  const labels = country === undefined ? undefined : AREA_LABEL_KEYS.get(country);
  return labels?.get(key) ?? AREA_LABEL_KEYS.get('*')?.get(key);
}

const AREA_LABEL_KEYS: ReadonlyMap<string, ReadonlyMap<string, AreaFieldName>> = new Map(
  Object.entries(AREA_LABELS).map(([country, { locality, district }]) => [
    country,
    new Map([...locality.map((w) => [foldKey(w), 'townLocationName'] as const), ...district.map((w) => [foldKey(w), 'districtName'] as const)]),
  ]),
);

/** Scripts written without spaces between words: a label of theirs is glued to the name it opens. */
const UNSPACED_SCRIPT = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

const GLUED_LABELS: ReadonlyMap<string, ReadonlyArray<readonly [string, AreaFieldName]>> = new Map(
  Object.entries(AREA_LABELS).map(([country, { locality, district }]) => [
    country,
    [...locality.map((w) => [w, 'townLocationName'] as const), ...district.map((w) => [w, 'districtName'] as const)].filter(([w]) => UNSPACED_SCRIPT.test(w)),
  ]),
);

/**
 * "แขวงบางขุนพรหม", "เขตพระนคร": a word that opens with an area label of a script written without
 * spaces is that area, label and all (as the script writes it).
 */
export function gluedAreaLabel(country: string | undefined, word: string): AreaFieldName | undefined {
  for (const key of [country ?? '', '*']) {
    for (const [label, field] of GLUED_LABELS.get(key) ?? []) {
      if (word.length > label.length && word.startsWith(label)) return field;
    }
  }
  return undefined;
}

/**
 * "821 QUEENSTOWN ROAD SINGAPORE / 964312 SINGAPORE": a guessed area (below 0.8) that repeats the
 * town, the subdivision or the country's name is no area; it stays AddressLine text.
 */
export function dropRepeatedArea(
  fields: Partial<Record<AreaFieldName | 'townName' | 'countrySubDivision', { value: string; confidence: number }>>,
  unplaced: string[],
  country: string | undefined,
): void {
  const others = [fields.townName?.value, fields.countrySubDivision?.value].filter((v): v is string => v !== undefined).map(foldName);
  for (const name of ['townLocationName', 'districtName'] as const) {
    const area = fields[name];
    if (area === undefined || area.confidence >= 0.8) continue;
    const key = foldName(area.value);
    if (!others.includes(key) && !(country !== undefined && countryFromText(area.value) === country)) continue;
    unplaced.push(area.value);
    delete fields[name];
  }
}
