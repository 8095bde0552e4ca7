// phraseAt stops building longer keys once no phrase of the set can start with the words so far;
// it finds what the full search finds.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { phraseAt, phraseHeads } from '../../src/structuring/street';
import { CARE_OF, FLOOR_SOLO, POST_BOX } from '../../src/structuring/lexicon';

/** The search without the early stop: every key of 1 to maxWords words, the longest in the set wins. */
function everyLength(keys: readonly string[], i: number, set: ReadonlySet<string>, maxWords: number): number {
  let found = 0;
  for (let n = 1; n <= maxWords && i + n <= keys.length; n++) if (set.has(keys.slice(i, i + n).join(' '))) found = n;
  return found;
}

describe('phraseHeads', () => {
  test('every beginning of a phrase that ends before a space', () => {
    assert.deepEqual([...phraseHeads(new Set(['po box no', 'c/o', 'a b']))].sort(), ['a', 'po', 'po box']);
  });
});

describe('phraseAt', () => {
  const sets: Array<[ReadonlySet<string>, number]> = [[POST_BOX, 4], [FLOOR_SOLO, 3], [CARE_OF, 4], [new Set(['a', 'a b c', 'x y']), 3]];
  test('finds the longest phrase at a word as the search over every length does', () => {
    for (const [set, max] of sets) {
      const phrases = [...set];
      const words = [...new Set(phrases.flatMap((p) => p.split(' ')))];
      // Each phrase alone, with a word after it, and inside other words; then runs of phrase words.
      for (const phrase of phrases) {
        for (const keys of [phrase.split(' '), [...phrase.split(' '), 'zzz'], ['zzz', ...phrase.split(' '), words[0]!]]) {
          for (let i = 0; i < keys.length; i++) assert.equal(phraseAt(keys, i, set, max), everyLength(keys, i, set, max), `${keys.join(' ')} at ${i}`);
        }
      }
      for (let start = 0; start + 4 <= words.length; start++) {
        const keys = words.slice(start, start + 4);
        for (let i = 0; i < keys.length; i++) assert.equal(phraseAt(keys, i, set, max), everyLength(keys, i, set, max));
      }
    }
  });

  test('a post box marker of several words', () => {
    const phrase = [...POST_BOX].find((p) => p.includes(' '))!;
    const keys = [...phrase.split(' '), '123'];
    assert.equal(phraseAt(keys, 0, POST_BOX, 4), phrase.split(' ').length);
  });
});
