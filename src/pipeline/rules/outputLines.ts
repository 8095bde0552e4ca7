// OutputMode rendering of output AddressLines (spec section 8): EPC 2x70, CBPR_PLUS 3x35,
// MT_LEGACY 2x35, COMPLIANCE 7x70. Text is wrapped at word boundaries; nothing is ever cut: what
// does not fit is reported by the caller as FMT-03.
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

/** True when the lines already fit the limits as they stand. */
export function linesFit(lines: readonly string[], limits: LineLimits): boolean {
  return lines.length <= limits.lines && lines.every((l) => l.length <= limits.width);
}

/**
 * Wraps the pieces of text into lines of at most `width`, keeping each piece whole where it fits
 * and breaking only between words. A single word longer than `width` is split hard (and reported
 * by the caller because the result then still needs more room than a clean wrap).
 */
export function wrapLines(pieces: readonly string[], width: number): string[] {
  const lines: string[] = [];
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
    if (joined.length <= width) {
      current = joined;
      continue;
    }
    flush();
    for (const word of text.split(' ')) {
      if (!word) continue;
      const candidate = current ? `${current} ${word}` : word;
      if (candidate.length <= width) {
        current = candidate;
      } else {
        flush();
        let rest = word;
        while (rest.length > width) {
          lines.push(rest.slice(0, width));
          rest = rest.slice(width);
        }
        current = rest;
      }
    }
  }
  flush();
  return lines;
}

export interface RenderedLines {
  lines: string[];
  /** The lines fit the OutputMode and the variant's line count. */
  fits: boolean;
  /** The text was rewrapped to fit. */
  rewrapped: boolean;
}

/** Renders output lines for a mode and a maximum line count (the tighter of mode and variant). */
export function renderOutputLines(lines: readonly string[], limits: LineLimits, maxLines: number): RenderedLines {
  const allowed = Math.min(limits.lines, maxLines);
  if (linesFit(lines, { lines: allowed, width: limits.width })) return { lines: [...lines], fits: true, rewrapped: false };
  const wrapped = wrapLines(lines, limits.width);
  return { lines: wrapped, fits: wrapped.length <= allowed && wrapped.every((l) => l.length <= limits.width), rewrapped: true };
}
