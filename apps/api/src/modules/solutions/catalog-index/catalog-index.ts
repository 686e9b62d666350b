import { FILTER_GROUPS, type FilterGroup } from '@catalog/shared';
import { effectiveStatuses, type SolutionCriteria, type SolutionOrder } from '../solution-listing-sql.ts';
import { byFacetId, type FacetRow } from '../solution-facets.ts';
import { addTo, type Bitset, emptyBitset, has, intersectionOf, popcount, popcountAnd, unionOf } from './bitset.ts';
import type { CatalogSnapshot, ValueLinks } from './catalog-index.repository.ts';
import { topRanked } from './top-ranked.ts';

type ValueGroup = Exclude<FilterGroup, 'status'>;
const VALUE_GROUPS = FILTER_GROUPS.filter((g): g is ValueGroup => g !== 'status');

/**
 * A search's hits mapped onto this index: `positions[i]` is hit i's row, or -1 when unknown;
 * `ranks` only when the search was asked for relevance order.
 */
export interface IndexedHits {
  ids: Int32Array;
  ranks: Float64Array | null;
  positions: Int32Array;
  set: Bitset;
}

export interface IndexAnswer {
  total: number;
  facets: Record<FilterGroup, FacetRow[]> | undefined;
  /** The page's solution ids, in order. */
  ids: number[];
}

/**
 * The catalogue at one version, held in memory for listing (docs/decisions/0070). Rows sit at
 * dense positions in id order; each status and filter value owns a bitset of positions, and each
 * sort key a precomputed order of positions, so a listing is a few bitset operations and a walk
 * along one order until the page is full.
 */
export class CatalogIndex {
  readonly version: number;
  readonly size: number;
  private readonly ids: Int32Array;
  private readonly positionOf = new Map<number, number>();
  private readonly statusSets = new Map<string, Bitset>();
  private readonly valueSets: Record<ValueGroup, Map<number, Bitset>> = {
    industry_group: new Map(),
    technology: new Map(),
    pattern_of_use: new Map(),
    contributor: new Map(),
  };
  private readonly nameOrder: Uint32Array;
  private readonly createdOrder: Uint32Array;
  /** Positions by first technology then id; the first `withTechnology` of them have one. */
  private readonly technologyOrder: Uint32Array;
  private readonly withTechnology: number;

  constructor(snapshot: CatalogSnapshot) {
    this.version = snapshot.version;
    this.ids = Int32Array.from(snapshot.solutions.flatMap((g) => g.ids)).sort();
    const n = (this.size = this.ids.length);
    this.ids.forEach((id, p) => this.positionOf.set(id, p));
    for (const group of snapshot.solutions) {
      this.addAll(this.setFor(this.statusSets, group.status), group.ids);
      if (group.contributor_id !== null)
        this.addAll(this.setFor(this.valueSets.contributor, group.contributor_id), group.ids);
    }
    this.link(this.valueSets.industry_group, snapshot.industries);
    this.link(this.valueSets.technology, snapshot.technologies);
    this.link(this.valueSets.pattern_of_use, snapshot.patterns);
    this.nameOrder = this.positionsOf(snapshot.nameOrder);
    this.createdOrder = this.positionsOf(snapshot.createdOrder);

    // First technology of each row: the smallest collation key among its technologies.
    const keyOf = new Map(snapshot.technologyKeys.map((t) => [t.id, t.key]));
    const firstKey = new Float64Array(n).fill(Infinity);
    for (const { value_id, ids } of snapshot.technologies) {
      const key = keyOf.get(value_id) ?? Infinity;
      for (const id of ids) {
        const p = this.positionOf.get(id);
        if (p !== undefined && key < firstKey[p]!) firstKey[p] = key;
      }
    }
    const positions = Array.from({ length: n }, (_, p) => p);
    positions.sort((a, b) => firstKey[a]! - firstKey[b]! || a - b || 0);
    this.technologyOrder = Uint32Array.from(positions);
    this.withTechnology = positions.filter((p) => firstKey[p] !== Infinity).length;
  }

  private setFor<K>(map: Map<K, Bitset>, key: K): Bitset {
    let set = map.get(key);
    if (!set) map.set(key, (set = emptyBitset(this.size)));
    return set;
  }

  private addAll(set: Bitset, ids: readonly number[]) {
    for (const id of ids) {
      const p = this.positionOf.get(id);
      if (p !== undefined) addTo(set, p);
    }
  }

  private link(map: Map<number, Bitset>, values: ValueLinks[]) {
    for (const { value_id, ids } of values) this.addAll(this.setFor(map, value_id), ids);
  }

  private positionsOf(ids: readonly number[]): Uint32Array {
    return Uint32Array.from(ids, (id) => this.positionOf.get(id)!);
  }

  /** Maps a search's hits (id, and rank when asked) onto this index's rows. */
  indexHits(hits: ReadonlyArray<{ id: number; rank?: number }>, ranked: boolean): IndexedHits {
    const out: IndexedHits = {
      ids: new Int32Array(hits.length),
      ranks: ranked ? new Float64Array(hits.length) : null,
      positions: new Int32Array(hits.length),
      set: emptyBitset(this.size),
    };
    hits.forEach((hit, i) => {
      const p = this.positionOf.get(Number(hit.id)) ?? -1;
      out.ids[i] = Number(hit.id);
      if (out.ranks) out.ranks[i] = Number(hit.rank);
      out.positions[i] = p;
      if (p >= 0) addTo(out.set, p);
    });
    return out;
  }

  /** Bytes held by the bitsets and orders (the id map aside), for the operator's figures. */
  approximateBytes(): number {
    const sets = [...this.statusSets.values(), ...VALUE_GROUPS.flatMap((g) => [...this.valueSets[g].values()])];
    return (
      sets.reduce((sum, s) => sum + s.byteLength, 0) +
      this.ids.byteLength +
      this.nameOrder.byteLength * 3 +
      this.positionOf.size * 16
    );
  }

  /**
   * Total, facets and one page, with the same meaning as the SQL path (solutions.repository.ts):
   * AND across filter groups, OR within one, inside the statuses the caller may see; a facet
   * counts each option under every other group's filter, the status facet within all the
   * statuses the caller may see.
   */
  query(
    c: SolutionCriteria,
    order: SolutionOrder,
    limit: number,
    offset: number,
    withFacets: boolean,
    hits: IndexedHits | null,
  ): IndexAnswer {
    const statusUnion = (statuses: readonly string[]) =>
      unionOf(
        this.size,
        statuses.flatMap((s) => this.statusSets.get(s) ?? []),
      );
    const effective = statusUnion(effectiveStatuses(c));
    const filtered = new Map<ValueGroup, Bitset>();
    const wanted: Record<ValueGroup, readonly number[]> = {
      industry_group: c.industryIds,
      technology: c.technologyIds,
      pattern_of_use: c.patternIds,
      contributor: c.contributorIds,
    };
    for (const g of VALUE_GROUPS) {
      const ids = wanted[g];
      if (ids.length)
        filtered.set(
          g,
          unionOf(
            this.size,
            ids.flatMap((id) => this.valueSets[g].get(id) ?? []),
          ),
        );
    }
    const searched = hits ? [hits.set] : [];
    const match = intersectionOf([effective, ...searched, ...filtered.values()]);
    const total = popcount(match);

    let facets: Record<FilterGroup, FacetRow[]> | undefined;
    if (withFacets) {
      facets = Object.fromEntries(FILTER_GROUPS.map((g) => [g, [] as FacetRow[]])) as Record<FilterGroup, FacetRow[]>;
      const others = (skip: ValueGroup | null) => [...filtered].filter(([g]) => g !== skip).map(([, set]) => set);
      const count = (into: FacetRow[], sets: Map<number | string, Bitset>, base: Bitset) => {
        for (const [id, set] of sets) {
          const n = popcountAnd(set, base);
          if (n > 0) into.push({ id, count: n });
        }
        into.sort(byFacetId);
      };
      for (const g of VALUE_GROUPS) {
        const base = filtered.has(g) ? intersectionOf([effective, ...searched, ...others(g)]) : match;
        count(facets[g], this.valueSets[g], base);
      }
      const statusBase =
        c.statuses.length === 0
          ? match
          : intersectionOf([statusUnion(c.allowedStatuses), ...searched, ...others(null)]);
      count(facets.status, this.statusSets, statusBase);
    }
    return { total, facets, ids: offset < total ? this.page(match, order, limit, offset, hits) : [] };
  }

  private page(match: Bitset, order: SolutionOrder, limit: number, offset: number, hits: IndexedHits | null) {
    if (order.key === 'relevance' && hits) {
      if (!hits.ranks) throw new Error('relevance order needs ranked hits');
      const best = topRanked(
        { ids: hits.ids, ranks: hits.ranks },
        (hit) => hits.positions[hit]! >= 0 && has(match, hits.positions[hit]!),
        offset + limit,
      );
      return best.slice(offset).map((hit) => hits.ids[hit]!);
    }
    const out: number[] = [];
    let skip = offset;
    const take = (p: number) => {
      if (!has(match, p)) return false;
      if (skip > 0) skip--;
      else out.push(this.ids[p]!);
      return out.length === limit;
    };
    const asc = order.direction === 'asc';
    if (order.key === 'technology') {
      // Solutions without a technology come last in both directions.
      const t = this.technologyOrder;
      const k = this.withTechnology;
      if (asc) for (let i = 0; i < t.length && !take(t[i]!); i++);
      else {
        let i = k - 1;
        for (; i >= 0 && !take(t[i]!); i--);
        if (i < 0) for (let j = t.length - 1; j >= k && !take(t[j]!); j--);
      }
      return out;
    }
    const o = order.key === 'name' ? this.nameOrder : this.createdOrder;
    if (asc) for (let i = 0; i < o.length && !take(o[i]!); i++);
    else for (let i = o.length - 1; i >= 0 && !take(o[i]!); i--);
    return out;
  }
}
