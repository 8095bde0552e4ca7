// Whether a line cut at the fixed width split a word or fell between two words, by the shape of
// the letters on either side of the cut: "FARRI" / "NGDON" reads as one word (few words end in
// "RI" and fewer start with "NG"), "BOURKE RD" / "MASCOT" as two ("DM" is rare inside a word). A
// model of three-letter sequences counted over the names of the world's towns in Latin letters
// (tables/wordShapes.json, built by scripts/build-word-shapes.ts from the postal reference).
import shapes from './tables/wordShapes.json';
import { foldKey } from './lexicon';

/** The marks of a word's start and end in the counted sequences. */
export const WORD_START = '^';
export const WORD_END = '$';

const TRIGRAMS: ReadonlyMap<string, number> = new Map(Object.entries((shapes as { trigrams: Record<string, number> }).trigrams));
/** How often each two-letter context is followed by anything (the denominators). */
const CONTEXTS: ReadonlyMap<string, number> = (() => {
  const contexts = new Map<string, number>();
  for (const [key, n] of TRIGRAMS) contexts.set(key.slice(0, 2), (contexts.get(key.slice(0, 2)) ?? 0) + n);
  return contexts;
})();
/** Letters, digits-free, plus the end mark: the smoothing spreads over these. */
const SYMBOLS = 27;
const SMOOTHING = 0.1;

function logLikelihood(context: string, next: string): number {
  return Math.log(((TRIGRAMS.get(context + next) ?? 0) + SMOOTHING) / ((CONTEXTS.get(context) ?? 0) + SMOOTHING * SYMBOLS));
}

function wordLogLikelihood(word: string): number {
  const marked = WORD_START + WORD_START + word + WORD_END;
  let sum = 0;
  for (let i = 2; i < marked.length; i++) sum += logLikelihood(marked.slice(i - 2, i), marked[i] as string);
  return sum;
}

const LETTERS = /^[A-Z]+$/;

/**
 * How much likelier the halves are one word than two (a log ratio: above 0 one word, below 0
 * two), or undefined when a half is not made of Latin letters (digits, other scripts, marks),
 * where the model has nothing to say.
 */
export function joinLikelihood(head: string, tail: string): number | undefined {
  const h = foldKey(head).toUpperCase();
  const t = foldKey(tail).toUpperCase();
  if (!LETTERS.test(h) || !LETTERS.test(t)) return undefined;
  return wordLogLikelihood(h + t) - wordLogLikelihood(h) - wordLogLikelihood(t);
}
