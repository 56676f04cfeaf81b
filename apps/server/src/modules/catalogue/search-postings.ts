/**
 * The goods holding one term, ascending: a list of ordinals in a typed array, or, for a term most
 * goods hold, a bitset (one bit per ordinal: smaller than the list once more than one good in 32
 * holds the term; the 800 commonest terms of 200,000 goods took 63 MiB as lists, 19 MiB as bits).
 */
/** bitset lists whose ordinals are kept written out (the few common words searches start from) */
const EXPANDED_KEPT = 16;
const expandedLists: Postings[] = [];

export class Postings {
  data: Int32Array<ArrayBufferLike> = new Int32Array(0);
  /** a bitset list's ordinals, written out when a search starts from it (EXPANDED_KEPT at most) */
  private expanded: Int32Array | null = null;
  /** set for a bitset list: bit (o & 31) of bits[o >>> 5] tells whether good o holds the term */
  bits: Uint32Array | null = null;
  length = 0;

  /** Takes a built list (a view of the index's one array of every list). */
  use(data: Int32Array): void {
    this.data = data;
    this.length = data.length;
  }

  /** Makes this a bitset list of `length` goods. */
  useBits(bits: Uint32Array, length: number): void {
    this.bits = bits;
    this.length = length;
  }

  /** Whether good `ordinal` holds the term (bitset lists). */
  static hasBit(bits: Uint32Array, ordinal: number): boolean {
    return (((bits[ordinal >>> 5] ?? 0) >>> (ordinal & 31)) & 1) === 1;
  }

  /** Adds an ordinal not below the last one (a title holding a run twice adds it once). */
  add(ordinal: number): void {
    if (this.bits) {
      if (ordinal >>> 5 >= this.bits.length) {
        const grown = new Uint32Array(Math.max((ordinal >>> 5) + 1, this.bits.length * 2));
        grown.set(this.bits);
        this.bits = grown;
      }
      if (Postings.hasBit(this.bits, ordinal)) return;
      this.expanded = null;
      this.bits[ordinal >>> 5] = ((this.bits[ordinal >>> 5] as number) | (1 << (ordinal & 31))) >>> 0;
      this.length++;
      return;
    }
    if (this.length > 0 && this.data[this.length - 1] === ordinal) return;
    if (this.length === this.data.length) {
      const grown = new Int32Array(Math.max(4, this.data.length * 2));
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = ordinal;
  }

  /** The ordinals of a list, ascending (a bitset's written out once and kept while it is among the last used). */
  ordinals(): Int32Array {
    if (!this.bits) return this.data;
    if (this.expanded) return this.expanded;
    const out = new Int32Array(this.length);
    let count = 0;
    const bits = this.bits;
    for (let word = 0; word < bits.length; word++) {
      let value = bits[word] as number;
      while (value !== 0) {
        const lowest = value & -value;
        out[count++] = (word << 5) + 31 - Math.clz32(lowest);
        value ^= lowest;
      }
    }
    this.expanded = out;
    expandedLists.push(this);
    if (expandedLists.length > EXPANDED_KEPT) {
      const dropped = expandedLists.shift();
      if (dropped && dropped !== this) dropped.expanded = null;
    }
    return out;
  }

  /** The first position at or after `from` whose ordinal is >= `ordinal` (galloping search; lists only). */
  seek(ordinal: number, from: number): number {
    const data = this.data;
    if (from >= this.length || (data[from] as number) >= ordinal) return from;
    // data[low] < ordinal; gallop until data[high] >= ordinal or the end
    let low = from;
    let step = 1;
    let high = from + 1;
    while (high < this.length && (data[high] as number) < ordinal) {
      low = high;
      step *= 2;
      high = low + step;
    }
    if (high > this.length) high = this.length;
    while (low + 1 < high) {
      const mid = (low + high) >>> 1;
      if ((data[mid] as number) < ordinal) low = mid;
      else high = mid;
    }
    return high;
  }
}
