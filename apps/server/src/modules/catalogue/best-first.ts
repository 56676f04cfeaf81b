/**
 * The first `count` of the positions 0..size-1 in `compare` order: a bounded heap when few are
 * wanted of many (a first page of a common word), a full sort otherwise. `cannotBeat(item, worst)`,
 * when given, is a cheap check that an item sorts after the worst one kept: it spares `compare`.
 */
export function bestFirst(
  size: number,
  count: number,
  compare: (a: number, b: number) => number,
  cannotBeat?: (item: number, worst: number) => boolean,
): number[] {
  if (count <= 0) return [];
  if (count * 4 >= size) {
    const all = new Array<number>(size);
    for (let p = 0; p < size; p++) all[p] = p;
    return all.sort(compare).slice(0, count);
  }
  // max-heap on `compare`: the root is the worst of the best `count` seen so far
  const heap: number[] = [];
  const worse = (a: number, b: number) => compare(heap[a] as number, heap[b] as number) > 0;
  const swap = (a: number, b: number) => {
    const kept = heap[a] as number;
    heap[a] = heap[b] as number;
    heap[b] = kept;
  };
  const siftDown = (from: number) => {
    let at = from;
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let top = at;
      if (left < heap.length && worse(left, top)) top = left;
      if (right < heap.length && worse(right, top)) top = right;
      if (top === at) return;
      swap(at, top);
      at = top;
    }
  };
  for (let item = 0; item < size; item++) {
    if (heap.length < count) {
      heap.push(item);
      let at = heap.length - 1;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (!worse(at, parent)) break;
        swap(at, parent);
        at = parent;
      }
    } else if (!cannotBeat?.(item, heap[0] as number) && compare(item, heap[0] as number) < 0) {
      heap[0] = item;
      siftDown(0);
    }
  }
  return heap.sort(compare);
}
