// Shared helpers for the structuring unit tests: run the engine and read the values back.
import { structureAddress } from '../../src/structuring/index';
import type { PostalReference } from '../../src/reference/postal/types';
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
