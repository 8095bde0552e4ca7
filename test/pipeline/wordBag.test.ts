// WordBag (src/pipeline/wordBag.ts) counts as a Map from word to count does, also past the size
// where it starts keeping a Map of its words' places.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { WordBag } from '../../src/pipeline/wordBag';

describe('WordBag', () => {
  test('add, count, has and take as a multiset', () => {
    const bag = new WordBag();
    assert.equal(bag.count('BERLIN'), 0);
    assert.equal(bag.take('BERLIN'), false);
    bag.add('BERLIN');
    bag.add('10117');
    bag.add('BERLIN');
    assert.equal(bag.count('BERLIN'), 2);
    assert.equal(bag.take('BERLIN'), true);
    assert.equal(bag.take('BERLIN'), true);
    assert.equal(bag.take('BERLIN'), false, 'none left: nothing changes');
    assert.equal(bag.count('BERLIN'), 0);
    assert.equal(bag.has('BERLIN'), false);
    assert.equal(bag.has('10117'), true);
    bag.add('BERLIN');
    assert.equal(bag.count('BERLIN'), 1, 'a word used up can be put back');
  });

  test('the same counts as a Map over random steps, with few and with many distinct words', () => {
    let seed = 7;
    const random = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (const distinct of [5, 30, 33, 200]) {
      const bag = new WordBag();
      const model = new Map<string, number>();
      for (let step = 0; step < 5000; step++) {
        const word = `W${random(distinct)}`;
        if (random(3) === 0) {
          const before = model.get(word) ?? 0;
          assert.equal(bag.take(word), before > 0);
          if (before > 0) model.set(word, before - 1);
        } else {
          bag.add(word);
          model.set(word, (model.get(word) ?? 0) + 1);
        }
        const probe = `W${random(distinct + 3)}`;
        assert.equal(bag.count(probe), model.get(probe) ?? 0);
      }
    }
  });
});
