// A read-only map from strings to short lists of numbers (a folded town key to its towns, a
// postcode to its towns) in a few flat arrays instead of a Map of strings and arrays: a Map entry
// with its own key string and a small array cost V8 about 150 to 250 bytes (an array grown by push
// keeps room for 17 numbers); here an entry costs its key's letters and about 20 bytes.
// Keys are found by hashing into an open-addressing table (linear probing, at most half full).
// Keys keep their insertion order (key numbers 0..size-1) and each key its numbers' order.
import { PackedStrings } from './packedStrings';

const EMPTY_SLOT = -1;

/** FNV-1a over the UTF-16 code units of text[from, to). */
export function hashOf(text: string, from: number, to: number): number {
  let hash = 0x811c9dc5;
  for (let i = from; i < to; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

export class KeyTable {
  private constructor(
    readonly keys: PackedStrings,
    /** The numbers of key k are values[valueStarts[k], valueStarts[k + 1]). */
    private readonly valueStarts: Int32Array,
    private readonly values: Int32Array,
    /** Key numbers by hash, EMPTY_SLOT where none; its length is a power of two. */
    private readonly slots: Int32Array,
  ) {}

  /** Entries in the order given; a number alone stands for a list of one. */
  static of(entries: Iterable<readonly [string, number | readonly number[]]>): KeyTable {
    const keys: string[] = [];
    const counts: number[] = [];
    const flat: number[] = [];
    for (const [key, value] of entries) {
      keys.push(key);
      if (typeof value === 'number') {
        flat.push(value);
        counts.push(1);
      } else {
        for (const v of value) flat.push(v);
        counts.push(value.length);
      }
    }
    const valueStarts = new Int32Array(keys.length + 1);
    for (let k = 0; k < keys.length; k++) valueStarts[k + 1] = valueStarts[k]! + counts[k]!;
    let size = 8;
    while (size < 2 * keys.length) size *= 2;
    const slots = new Int32Array(size).fill(EMPTY_SLOT);
    const packed = PackedStrings.of(keys);
    for (let k = 0; k < keys.length; k++) {
      let slot = hashOf(keys[k]!, 0, keys[k]!.length) & (size - 1);
      while (slots[slot] !== EMPTY_SLOT) {
        if (packed.equals(slots[slot]!, keys[k]!)) throw new Error(`key listed twice: ${keys[k]}`);
        slot = (slot + 1) & (size - 1);
      }
      slots[slot] = k;
    }
    return new KeyTable(packed, valueStarts, Int32Array.from(flat), slots);
  }

  get size(): number {
    return this.keys.length;
  }

  /** The key's number, or -1 when the key is not in the table. */
  find(key: string): number {
    return this.findHashed(key, hashOf(key, 0, key.length));
  }

  /** As find, with the key's hashOf already computed (one key asked of many tables). */
  findHashed(key: string, hash: number): number {
    const mask = this.slots.length - 1;
    let slot = hash & mask;
    for (;;) {
      const k = this.slots[slot]!;
      if (k === EMPTY_SLOT) return -1;
      if (this.keys.equals(k, key)) return k;
      slot = (slot + 1) & mask;
    }
  }

  /** How many numbers key k has. */
  countOf(k: number): number {
    return this.valueStarts[k + 1]! - this.valueStarts[k]!;
  }

  /** The numbers of key k, in their order (a new array). */
  valuesOf(k: number): number[] {
    const from = this.valueStarts[k]!;
    const to = this.valueStarts[k + 1]!;
    const out = new Array<number>(to - from);
    for (let i = from; i < to; i++) out[i - from] = this.values[i]!;
    return out;
  }

  /** Every entry in order, as [key, numbers]. */
  *entries(): IterableIterator<[string, number[]]> {
    for (let k = 0; k < this.size; k++) yield [this.keys.at(k), this.valuesOf(k)];
  }
}
