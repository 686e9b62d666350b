/** Search hits: per hit its solution id and engine rank (higher is better). */
export interface RankedHits {
  ids: Int32Array;
  ranks: Float64Array;
}

/**
 * The `k` best accepted hits, best first, in the SQL path's order: rank descending, then id
 * descending. A min-heap of size k keeps the worst kept hit on top, so ranking n hits costs
 * n·log k instead of sorting all of them (docs/decisions/0070).
 */
export function topRanked(hits: RankedHits, accept: (hit: number) => boolean, k: number): number[] {
  const { ids, ranks } = hits;
  // a is worse than b: lower rank, or equal rank and lower id.
  const worse = (a: number, b: number) => ranks[a]! < ranks[b]! || (ranks[a] === ranks[b] && ids[a]! < ids[b]!);
  const heap: number[] = [];
  const siftDown = (from: number) => {
    let i = from;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && worse(heap[l]!, heap[m]!)) m = l;
      if (r < heap.length && worse(heap[r]!, heap[m]!)) m = r;
      if (m === i) return;
      [heap[i], heap[m]] = [heap[m]!, heap[i]!];
      i = m;
    }
  };
  if (k <= 0) return [];
  for (let hit = 0; hit < ids.length; hit++) {
    if (!accept(hit)) continue;
    if (heap.length < k) {
      heap.push(hit);
      let i = heap.length - 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!worse(heap[i]!, heap[parent]!)) break;
        [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
        i = parent;
      }
    } else if (worse(heap[0]!, hit)) {
      heap[0] = hit;
      siftDown(0);
    }
  }
  return heap.sort((a, b) => (worse(a, b) ? 1 : worse(b, a) ? -1 : 0));
}
