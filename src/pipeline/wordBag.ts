// A multiset of folded words: how many of each a matching of the conservation proof still has to
// give (docs/conservation.md). A request's bags are small (a free-text request's hold 5 to 15
// distinct words), and for them two arrays searched from the start are about twice as fast as a
// Map: no hashing, no table grown from two buckets, and using a word up is one search, not a get
// and a set (the five matchings of a free-text request make a few hundred such steps;
// docs/performance.md, "a seventh look"). A bag past SMALL distinct words also keeps a Map from
// word to place, so a long input costs what a Map costs, never a search per word through hundreds.

/** Distinct words a bag holds before it keeps a Map of their places. */
const SMALL = 32;

export class WordBag {
  private readonly words: string[] = [];
  private readonly counts: number[] = [];
  private places: Map<string, number> | undefined;

  /** Where the word is in `words`, -1 when it never was in the bag. */
  private placeOf(word: string): number {
    if (this.places !== undefined) return this.places.get(word) ?? -1;
    return this.words.indexOf(word);
  }

  /** Puts the word in (again). */
  add(word: string): void {
    const at = this.placeOf(word);
    if (at >= 0) {
      this.counts[at]!++;
      return;
    }
    this.words.push(word);
    this.counts.push(1);
    if (this.places !== undefined) this.places.set(word, this.words.length - 1);
    else if (this.words.length > SMALL) this.places = new Map(this.words.map((w, i) => [w, i]));
  }

  /** How many of the word are left. */
  count(word: string): number {
    const at = this.placeOf(word);
    return at < 0 ? 0 : this.counts[at]!;
  }

  /** True when one of the word is left. */
  has(word: string): boolean {
    return this.count(word) > 0;
  }

  /** Uses one of the word up; false (and nothing changes) when none is left. */
  take(word: string): boolean {
    const at = this.placeOf(word);
    if (at < 0 || this.counts[at] === 0) return false;
    this.counts[at]!--;
    return true;
  }
}
