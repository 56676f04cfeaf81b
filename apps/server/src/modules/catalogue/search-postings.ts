/**
 * An ascending list of ordinals (the goods holding one term) in a typed array, sized exactly when
 * built and doubled when grown after.
 */
export class Postings {
  data: Int32Array<ArrayBufferLike> = new Int32Array(0);
  length = 0;

  /** Takes a built list (a view of the index's one array of every list). */
  use(data: Int32Array): void {
    this.data = data;
    this.length = data.length;
  }

  /** Adds an ordinal not below the last one (a title holding a run twice adds it once). */
  add(ordinal: number): void {
    if (this.length > 0 && this.data[this.length - 1] === ordinal) return;
    if (this.length === this.data.length) {
      const grown = new Int32Array(Math.max(4, this.data.length * 2));
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = ordinal;
  }

  /** The first position at or after `from` whose ordinal is >= `ordinal` (galloping search). */
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
