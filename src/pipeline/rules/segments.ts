// Segments of an AddressLine: the pieces between commas and semicolons (of any script: src/reference/separators.ts). Removals (party name,
// repeats) take whole lines or whole segments only, never words from inside a name or a street.
import { SEPARATOR_CHARS } from '../../reference/separators';

export interface Segment {
  /** Bounds in the line, without surrounding spaces. */
  start: number;
  end: number;
}

const SEPARATOR = new RegExp(`[${SEPARATOR_CHARS}]`, 'g');
const WORD = /[\p{L}\p{N}]/u;

export function segmentsOf(line: string): Segment[] {
  const segments: Segment[] = [];
  let from = 0;
  // exec on the one shared regex, not matchAll, which copies the regex on every call (a hot path).
  SEPARATOR.lastIndex = 0;
  for (let match = SEPARATOR.exec(line); match !== null; match = SEPARATOR.exec(line)) {
    pushTrimmed(segments, line, from, match.index);
    from = match.index + 1;
  }
  pushTrimmed(segments, line, from, line.length);
  return segments;
}

// A function of the module, not a closure made on every call: a hot path, and under tsx (the
// benchmarks and tests) every named closure is also renamed by Object.defineProperty when made.
function pushTrimmed(segments: Segment[], line: string, start: number, end: number): void {
  while (start < end && line[start] === ' ') start++;
  while (end > start && line[end - 1] === ' ') end--;
  if (end > start) segments.push({ start, end });
}

/** True when the text holds no letter or digit (what is left of a segment is only punctuation). */
export function onlyPunctuation(text: string): boolean {
  return !WORD.test(text);
}

/** The segment that [start, end) fills, leaving only punctuation beside it; undefined when words remain. */
export function wholeSegment(line: string, start: number, end: number): Segment | undefined {
  for (const segment of segmentsOf(line)) {
    if (start < segment.start || end > segment.end) continue;
    const rest = line.slice(segment.start, start) + line.slice(end, segment.end);
    return onlyPunctuation(rest) ? segment : undefined;
  }
  return undefined;
}
