// Many short strings held as one: their text end to end and where each starts. A string of its own
// costs V8 16 to 32 bytes besides its letters, and an array slot of 8 to hold it; here each costs
// 4 bytes besides its letters (issue 16: the postal reference's 400,000 town names and 600,000
// keys were a third of the heap). Strings come out by slice, so only the ones asked for are made.
export class PackedStrings {
  private constructor(
    /** Every string, one after another (one flat string: join makes a sequential copy). */
    private readonly text: string,
    /** String i is text[starts[i], starts[i + 1]). */
    private readonly starts: Int32Array,
  ) {}

  static of(strings: readonly string[]): PackedStrings {
    const starts = new Int32Array(strings.length + 1);
    let at = 0;
    for (let i = 0; i < strings.length; i++) {
      starts[i] = at;
      at += strings[i]!.length;
    }
    starts[strings.length] = at;
    return new PackedStrings(strings.join(''), starts);
  }

  get length(): number {
    return this.starts.length - 1;
  }

  at(i: number): string {
    return this.text.slice(this.starts[i], this.starts[i + 1]);
  }

  /** Length of string i, without making it. */
  lengthOf(i: number): number {
    return this.starts[i + 1]! - this.starts[i]!;
  }

  /** Where string i starts in text(): for code that reads letters in place (the spelling distance). */
  startOf(i: number): number {
    return this.starts[i]!;
  }

  /** The whole text, every string end to end. */
  get allText(): string {
    return this.text;
  }

  /** Whether string i is `s`, compared in place. */
  equals(i: number, s: string): boolean {
    const start = this.starts[i]!;
    if (this.starts[i + 1]! - start !== s.length) return false;
    const text = this.text;
    for (let j = 0; j < s.length; j++) if (text.charCodeAt(start + j) !== s.charCodeAt(j)) return false;
    return true;
  }

  *[Symbol.iterator](): IterableIterator<string> {
    for (let i = 0; i < this.length; i++) yield this.at(i);
  }
}

/**
 * A copy of `s` that holds its own letters. V8 makes a slice of 13 or more characters (and a part
 * that split() cuts from such a slice) a view into the string it came from, which then stays in
 * memory as long as the view does: a subdivision name cut from the compiled file's text kept the
 * whole 256 KB decoded piece it was read from.
 */
export function ownCopy(s: string): string {
  return s.length < 13 ? s : Buffer.from(s, 'utf8').toString('utf8');
}
