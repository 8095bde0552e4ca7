// Shared helpers for the structuring unit tests: run the engine and read the values back.
import { structureAddress } from '../../src/structuring/index';
import type { PostalReference, TownEntry, TownMatch } from '../../src/reference/postal/types';
import type { ParsedFieldName } from '../../src/structuring/types';

export type Values = Partial<Record<ParsedFieldName, string>>;

export function parse(lines: string[], country?: string, postal?: PostalReference): Values & { unplaced: readonly string[] } {
  const result = structureAddress({ lines, known: country ? { country } : {} }, postal);
  const values: Values = {};
  for (const [name, field] of Object.entries(result.fields)) values[name as ParsedFieldName] = field.value;
  return { ...values, unplaced: result.unplaced };
}

export function confidences(lines: string[], country?: string, postal?: PostalReference): Partial<Record<ParsedFieldName, number>> {
  const result = structureAddress({ lines, known: country ? { country } : {} }, postal);
  const out: Partial<Record<ParsedFieldName, number>> = {};
  for (const [name, field] of Object.entries(result.fields)) out[name as ParsedFieldName] = field.confidence;
  return out;
}

/** Picks only the named fields, so a test states what it checks. */
export function pick(values: Values, names: readonly ParsedFieldName[]): Values {
  const out: Values = {};
  for (const n of names) if (values[n] !== undefined) out[n] = values[n];
  return out;
}

/** A reference that knows some towns per country with their population, without postcode pairs. */
export function townsWithPopulation(towns: Record<string, Record<string, number>>): PostalReference {
  const matches = (country: string, name: string): readonly TownMatch[] =>
    Object.entries(towns[country] ?? {})
      .filter(([t]) => t.toLowerCase() === name.toLowerCase())
      .map(([t, population]) => ({ name: t, country, match: 'exact', similarity: 1, population }));
  return {
    coverage: (c) => ({ towns: Object.keys(towns[c] ?? {}).length, postcodes: 0, pairs: 0 }),
    findTown: matches,
    suggestTowns: () => [],
    townsForPostcode: (): readonly TownEntry[] => [],
    postcodesForTown: () => [],
    hasPostcode: () => false,
    subdivisionMatches: () => undefined,
    countries: () => Object.keys(towns),
  };
}

/** A reference that knows some towns per country (population unknown), without postcode pairs. */
export function townsOnly(towns: Record<string, readonly string[]>): PostalReference {
  return townsWithPopulation(Object.fromEntries(Object.entries(towns).map(([c, list]) => [c, Object.fromEntries(list.map((t) => [t, 0]))])));
}
