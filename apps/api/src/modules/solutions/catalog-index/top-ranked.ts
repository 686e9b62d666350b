/**
 * The `k` best of the candidates `visit` offers, best first, in the SQL path's order: rank
 * descending, then id descending. A min-heap of size k keeps the worst kept candidate on top,
 * so ranking n candidates costs n·log k instead of sorting all of them (docs/decisions/0070).
 */
export function topRanked(k: number, visit: (offer: (rank: number, id: number) => void) => void): number[] {
  return topRankedTagged(k, visit).map((best) => best.id);
}

/**
 * As `topRanked`, each candidate offered with a number of the caller's (a row, say) that comes
 * back with it, so the caller need not remember every candidate's.
 */
export function topRankedTagged(
  k: number,
  visit: (offer: (rank: number, id: number, tag?: number) => void) => void,
): Array<{ id: number; tag: number }> {
  const ranks: number[] = [];
  const ids: number[] = [];
  const tags: number[] = [];
  // Slot a is worse than slot b: lower rank, or equal rank and lower id.
  const worse = (a: number, b: number) => ranks[a]! < ranks[b]! || (ranks[a] === ranks[b] && ids[a]! < ids[b]!);
  const swap = (a: number, b: number) => {
    const rank = ranks[a]!;
    ranks[a] = ranks[b]!;
    ranks[b] = rank;
    const id = ids[a]!;
    ids[a] = ids[b]!;
    ids[b] = id;
    const tag = tags[a]!;
    tags[a] = tags[b]!;
    tags[b] = tag;
  };
  const siftDown = (from: number) => {
    let i = from;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < ids.length && worse(l, m)) m = l;
      if (r < ids.length && worse(r, m)) m = r;
      if (m === i) return;
      swap(i, m);
      i = m;
    }
  };
  if (k <= 0) return [];
  visit((rank, id, tag = 0) => {
    if (ids.length < k) {
      ranks.push(rank);
      ids.push(id);
      tags.push(tag);
      for (let i = ids.length - 1; i > 0;) {
        const parent = (i - 1) >> 1;
        if (!worse(i, parent)) break;
        swap(i, parent);
        i = parent;
      }
    } else if (rank > ranks[0]! || (rank === ranks[0] && id > ids[0]!)) {
      ranks[0] = rank;
      ids[0] = id;
      tags[0] = tag;
      siftDown(0);
    }
  });
  const slots = ids.map((_, i) => i).sort((a, b) => (worse(a, b) ? 1 : worse(b, a) ? -1 : 0));
  return slots.map((i) => ({ id: ids[i]!, tag: tags[i]! }));
}
