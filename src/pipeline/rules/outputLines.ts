// OutputMode rendering of output AddressLines (spec section 8): EPC 2x70, CBPR_PLUS 3x35,
// MT_LEGACY 2x35, COMPLIANCE 7x70. Text is wrapped at word boundaries. Lengths are counted in
// characters (Unicode code points, as ISO 20022 Max35Text/Max70Text count them), never in UTF-16
// code units: an emoji or a CJK Extension B letter is one character and is never cut in half.
// A single word longer than the line is the only thing ever split: at a grapheme boundary (a
// letter stays with its combining marks), reported by the caller (see `cuts`, docs/decisions.md).
import type { OutputMode } from '../../model/enums';

export interface LineLimits {
  lines: number;
  width: number;
}

export const OUTPUT_MODE_LIMITS: Readonly<Record<OutputMode, LineLimits>> = {
  EPC: { lines: 2, width: 70 },
  CBPR_PLUS: { lines: 3, width: 35 },
  MT_LEGACY: { lines: 2, width: 35 },
  COMPLIANCE: { lines: 7, width: 70 },
};

const ASTRAL = /[\ud800-\udfff]/;

/** Length in characters (code points); equal to `.length` for text without surrogates. */
export function charLength(text: string): number {
  if (!ASTRAL.test(text)) return text.length;
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/** True when the lines already fit the limits as they stand. */
export function linesFit(lines: readonly string[], limits: LineLimits): boolean {
  return lines.length <= limits.lines && lines.every((l) => charLength(l) <= limits.width);
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Splits a word longer than `width` characters into pieces of at most `width` characters, cutting
 * only between graphemes (a base letter keeps its combining marks, an emoji sequence stays whole)
 * and, for a grapheme that is itself longer than a line, between code points: never inside a
 * surrogate pair.
 */
export function splitLongWord(word: string, width: number): string[] {
  const pieces: string[] = [];
  let current = '';
  let currentLength = 0;
  for (const { segment } of graphemes.segment(word)) {
    const length = charLength(segment);
    if (currentLength + length <= width) {
      current += segment;
      currentLength += length;
      continue;
    }
    if (current) pieces.push(current);
    current = '';
    currentLength = 0;
    if (length <= width) {
      current = segment;
      currentLength = length;
      continue;
    }
    // A grapheme longer than a whole line (a letter with dozens of marks): code points, then.
    for (const cp of segment) {
      if (currentLength + 1 > width) {
        pieces.push(current);
        current = '';
        currentLength = 0;
      }
      current += cp;
      currentLength++;
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

/** A word longer than the line, split across lines: what it was and the pieces it became. */
export interface WordCut {
  word: string;
  pieces: string[];
}

/**
 * Wraps the pieces of text into lines of at most `width` characters, keeping each piece whole
 * where it fits and breaking only between words. A single word longer than `width` is split (see
 * `splitLongWord`) and listed in `cuts`, so the caller can report it.
 */
export function wrapLinesWithCuts(pieces: readonly string[], width: number): { lines: string[]; cuts: WordCut[] } {
  const lines: string[] = [];
  const cuts: WordCut[] = [];
  let current = '';
  const flush = () => {
    if (current) lines.push(current);
    current = '';
  };
  for (const piece of pieces) {
    const text = piece.trim();
    if (!text) continue;
    // Start a new line per piece when it fits there whole, so "street" and "post box" stay apart.
    const joined = current ? `${current}, ${text}` : text;
    if (charLength(joined) <= width) {
      current = joined;
      continue;
    }
    flush();
    for (const word of text.split(' ')) {
      if (!word) continue;
      const candidate = current ? `${current} ${word}` : word;
      if (charLength(candidate) <= width) {
        current = candidate;
      } else if (charLength(word) <= width) {
        flush();
        current = word;
      } else {
        flush();
        const split = splitLongWord(word, width);
        cuts.push({ word, pieces: split });
        lines.push(...split.slice(0, -1));
        current = split[split.length - 1] ?? '';
      }
    }
  }
  flush();
  return { lines, cuts };
}

/** `wrapLinesWithCuts` without the cuts. */
export function wrapLines(pieces: readonly string[], width: number): string[] {
  return wrapLinesWithCuts(pieces, width).lines;
}

export interface RenderedLines {
  lines: string[];
  /** The lines fit the OutputMode and the variant's line count. */
  fits: boolean;
  /** The text was rewrapped to fit. */
  rewrapped: boolean;
  /** Words longer than a line that had to be split across lines (empty when none). */
  cuts: WordCut[];
}

/** Renders output lines for a mode and a maximum line count (the tighter of mode and variant). */
export function renderOutputLines(lines: readonly string[], limits: LineLimits, maxLines: number): RenderedLines {
  const allowed = Math.min(limits.lines, maxLines);
  if (linesFit(lines, { lines: allowed, width: limits.width })) return { lines: [...lines], fits: true, rewrapped: false, cuts: [] };
  const wrapped = wrapLinesWithCuts(lines, limits.width);
  return { lines: wrapped.lines, fits: linesFit(wrapped.lines, { lines: allowed, width: limits.width }), rewrapped: true, cuts: wrapped.cuts };
}
