import type { TextHits } from '../search/text-index.ts';
import { type Bitset, forEachMemberOfBoth, popcountAnd } from './bitset.ts';
import { topRanked } from './top-ranked.ts';

/** The rows of a search that share one rank (docs/decisions/0195). */
export interface RankLevel {
  rank: number;
  rows: Bitset;
}

/**
 * `hits` split by rank, best first: one bitset per distinct rank, a handful (a class of match and
 * name-or-text per word). Made once per remembered search, so a relevance page need not visit
 * every hit again.
 */
export function rankLevels(hits: TextHits): RankLevel[] {
  const levels = new Map<number, Bitset>();
  const words = hits.set.length;
  let n = 0;
  let lastRank = -1;
  let last: Bitset | undefined;
  for (let w = 0; w < words; w++) {
    let word = hits.set[w]!;
    while (word !== 0) {
      const low = word & -word;
      const rank = hits.ranks[n++]!;
      if (rank !== lastRank) {
        last = levels.get(rank);
        if (!last) levels.set(rank, (last = new Uint32Array(words)));
        lastRank = rank;
      }
      last![w]! |= low;
      word ^= low;
    }
  }
  return [...levels].sort((a, b) => b[0] - a[0]).map(([rank, rows]) => ({ rank, rows }));
}

/**
 * A step of the walk below costs about a sixteenth of an offer to the heap, so a level is walked
 * when `WALK_FACTOR · count² > needed · rows` (the walk's expected steps against the heap's offers).
 */
const WALK_FACTOR = 16;

/** Whether `needed` rows of a level holding `count` of `rows` are found sooner by a walk in order than by a heap. */
export const worthWalking = (count: number, needed: number, rows: number) =>
  WALK_FACTOR * count * count > needed * rows;

/**
 * The ids of one page in relevance order (rank, then newest id), among `match`: levels wholly
 * before the page are skipped by their count; within the page's levels the rows are taken newest
 * first, by walking `idOrder` (positions by ascending id) from its end when the level holds many
 * of the rows, else through a heap over its few.
 */
export function relevancePage(
  levels: readonly RankLevel[],
  match: Bitset,
  idOrder: Uint32Array,
  ids: Int32Array,
  limit: number,
  offset: number,
): number[] {
  const page: number[] = [];
  let skip = offset;
  for (const { rows } of levels) {
    if (page.length === limit) break;
    const count = popcountAnd(rows, match);
    if (skip >= count) {
      skip -= count;
      continue;
    }
    const needed = skip + limit - page.length;
    let taken: number[];
    if (worthWalking(count, needed, idOrder.length)) {
      taken = [];
      for (let i = idOrder.length - 1; i >= 0 && taken.length < needed; i--) {
        const p = idOrder[i]!;
        const w = p >>> 5;
        if ((rows[w]! & match[w]! & (1 << (p & 31))) !== 0) taken.push(ids[p]!);
      }
    } else {
      taken = topRanked(needed, (offer) => forEachMemberOfBoth(rows, match, (p) => offer(0, ids[p]!)));
    }
    for (let k = skip; k < taken.length; k++) page.push(taken[k]!);
    skip = 0;
  }
  return page;
}
