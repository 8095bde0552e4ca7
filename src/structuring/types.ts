// The contract between the convert step and the structuring engine: free-text AddressLines in,
// PostalAddress24 fields with a confidence each out. The engine never decides what is applied;
// the pipeline compares confidences with repairConfidenceThreshold.
import type { StructuredFieldName } from '../model/fields';

/** Fields the engine may produce (countryOfResidence describes the party, never parsed). */
export type ParsedFieldName = Exclude<StructuredFieldName, 'countryOfResidence'>;

export interface StructuringInput {
  /** The AddressLines, after normalisation and after removal of identifiers and party name. */
  readonly lines: readonly string[];
  /** Structured fields the caller already supplied; a known country narrows everything. */
  readonly known: Partial<Record<ParsedFieldName, string>>;
  /**
   * The lines (by index) the 35-character width may have cut inside a word before the next line,
   * as the caller sent them. The pipeline gives them: a line its removals shortened to 35
   * characters, or two lines a removed line stood between, were never cut so. When absent, read
   * from the lines (cutInsideWord).
   */
  readonly cuts?: ReadonlySet<number>;
}

export interface ParsedField {
  readonly value: string;
  /** 0..1; calibrated so that fields at >= 0.8 are right at least 97% of the time. */
  readonly confidence: number;
}

export interface StructuringResult {
  /** Fields found in the lines (never a copy of a `known` field). */
  readonly fields: Partial<Record<ParsedFieldName, ParsedField>>;
  /** Pieces of text that found no field (e.g. "c/o ...", a name); the pipeline keeps them in AddressLine. */
  readonly unplaced: readonly string[];
}
