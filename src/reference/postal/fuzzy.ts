// Spelling distance for town names: optimal string alignment (Levenshtein plus adjacent
// transposition, so "Frankfrut" is one edit from "Frankfurt"), stopped early past a bound.

// Three reusable rows: the search calls this thousands of times per query.
const rows: Int32Array[] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Edit distance between a and b[bFrom, bTo) (all of b by default: the reference reads its keys in
 * place, in one packed string), or bound + 1 when it exceeds bound.
 */
export function boundedDistance(a: string, b: string, bound: number, bFrom = 0, bTo = b.length): number {
  const la = a.length;
  const lb = bTo - bFrom;
  if (Math.abs(la - lb) > bound) return bound + 1;
  if (la === 0) return lb;
  if (lb === 0) return la;
  if (rows[0]!.length <= lb) for (let r = 0; r < 3; r++) rows[r] = new Int32Array(2 * (lb + 1));
  let prevPrev = rows[0]!;
  let prev = rows[1]!;
  let cur = rows[2]!;
  prevPrev.fill(0);
  for (let j = 0; j <= lb; j++) prev[j] = j;
  for (let i = 1; i <= la; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= lb; j++) {
      const cb = b.charCodeAt(bFrom + j - 1);
      const cost = ca === cb ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && ca === b.charCodeAt(bFrom + j - 2) && a.charCodeAt(i - 2) === cb) d = Math.min(d, prevPrev[j - 2]! + 1);
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > bound) return bound + 1;
    const rotated = prevPrev;
    prevPrev = prev;
    prev = cur;
    cur = rotated;
  }
  return prev[lb]!;
}

/** How many edits a name of this length may carry and still count as the same name. */
export function allowedEdits(length: number): number {
  if (length <= 3) return 0;
  if (length <= 5) return 1;
  if (length <= 10) return 2;
  return 3;
}

/** 0..1 similarity from a distance between strings of these lengths: 1 - distance / longer length. */
export function similarity(distance: number, aLength: number, bLength: number): number {
  return 1 - distance / Math.max(aLength, bLength, 1);
}
