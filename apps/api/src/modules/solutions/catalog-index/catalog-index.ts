import { FILTER_GROUPS, type FilterGroup, ID_FILTER_GROUPS, type IdFilterGroup } from '@catalog/shared';
import { LINK_FILTERS } from '../../../db/solution-links.ts';
import { effectiveStatuses, type SolutionCriteria, type SolutionOrder } from '../solution-listing-sql.ts';
import { byFacetId, type FacetRow } from '../solution-facets.ts';
import { addTo, type Bitset, emptyBitset, has, popcountAnd, unionOf } from './bitset.ts';
import { BitsetKernel, type PlacedGroup } from './bitset-kernel.ts';
import type {
  CatalogPatch,
  CatalogSnapshot,
  ChangedSolution,
  LabelKind,
  TextSink,
  ValueLinks,
} from './catalog-index.repository.ts';
import { withMerged, withPlaced } from './ordered-positions.ts';
import { fewerThanTheWalk, placesOfMatched } from './matched-in-order.ts';
import { TextIndex, TextReader } from '../search/text-index.ts';
import { PositionLookup } from './position-lookup.ts';
import { type RankLevel, rankLevels, relevancePage } from './relevance.ts';
import { RowValues } from './row-values.ts';

/** A search's hits on this index: the set of their rows, and the same rows split by rank for relevance order. */
export interface IndexedHits {
  set: Bitset;
  size: number;
  levels: readonly RankLevel[];
  /** The dictionary words the search found, for marking them in the answer. */
  matched?: ReadonlySet<string>;
}

export interface IndexAnswer {
  total: number;
  facets: Record<FilterGroup, FacetRow[]> | undefined;
  /** The page's solution ids, in order. */
  ids: number[];
}

/** A row's link walked costs about this many 32-bit words counted by the kernel (docs/decisions/0188). */
const ROW_WALK_COST = 128;
/** A position visited by the kernel's histogram costs about this many 32-bit words counted (docs/decisions/0203). */
const HISTOGRAM_COST = 5;
/** Groups whose rows hold one value at most: a solution's status and its contributor are columns of its row. */
const ONE_VALUE_PER_ROW: ReadonlySet<FilterGroup> = new Set(['status', 'contributor']);

/** Room left for rows a patch adds, past the built ones (docs/decisions/0184). */
/**
 * Positions of a freshly built index (ascending ids) by name length, up to 999, then newest id: a
 * counting sort by length, the newest placed first within each length (the same order as
 * `bySuggestion`, in one pass instead of a comparison sort).
 */
function bySuggestionAtBuild(names: readonly string[]): Uint32Array {
  const starts = new Uint32Array(1001);
  for (const name of names) starts[Math.min(name.length, 999) + 1]!++;
  for (let l = 1; l <= 1000; l++) starts[l]! += starts[l - 1]!;
  const order = new Uint32Array(names.length);
  for (let p = names.length - 1; p >= 0; p--) order[starts[Math.min(names[p]!.length, 999)]!++] = p;
  return order;
}

const headroom = (n: number) => (n + Math.max(1024, n >>> 4) + 31) & ~31;

/**
 * The catalogue at one version, held in memory for listing (docs/decisions/0070). Rows sit at
 * dense positions, in id order when built; each status and filter value owns a bitset of
 * positions, and each sort key a precomputed order of positions, so a listing is a few bitset
 * operations and a walk along one order until the page is full. A write is patched in
 * (docs/decisions/0184): the changed solutions' positions are emptied and their new rows take
 * positions past every other, so no structure is rebuilt and each word's rows stay ascending.
 */
export class CatalogIndex {
  version: number;
  /** How many solutions the index holds. */
  size: number;
  /** How many positions are taken (held rows and emptied ones). */
  taken: number;
  /** How many positions every bitset has room for. */
  capacity: number;
  /** The solution id at each position (0 where emptied or free). */
  ids: Int32Array;
  readonly positionOf: PositionLookup;
  /** Every row's name, for suggestions. */
  readonly names: string[];
  /** The words of every row (docs/decisions/0164). */
  readonly text: TextIndex;
  /** The ArcGIS products of each row, for related solutions. */
  readonly products: RowValues<number>;
  /** The products' rows. */
  readonly productSets = new Map<number, Bitset>();
  /** The values of the suggested lookup lists, with the words of their names (docs/decisions/0167). */
  readonly labels: Record<LabelKind, { ids: number[]; names: string[]; text: TextIndex }>;
  private readonly statusSets = new Map<string, Bitset>();
  private readonly valueSets: Record<IdFilterGroup, Map<number, Bitset>> = {
    industry_group: new Map(),
    technology: new Map(),
    pattern_of_use: new Map(),
    contributor: new Map(),
  };
  private nameOrder: Uint32Array;
  private createdOrder: Uint32Array;
  /** Positions by first technology then id; the first `withTechnology` of them have one. */
  private technologyOrder: Uint32Array;
  private withTechnology: number;
  /** Positions by ascending id: relevance order's tie-break, walked from the end (docs/decisions/0195). */
  private idOrder: Uint32Array;
  /** Positions by name length (up to 999 characters), then newest id: suggestions' order among equals. */
  private suggestionOrder: Uint32Array;
  /** Each row's first technology: the smallest collation rank among its technologies. */
  private firstKey: Float64Array;
  private readonly technologyKey: Map<number, number>;
  private readonly statusCounts = new Map<FilterGroup, Map<number | string, Map<string, number>>>();
  private readonly rowValues = new Map<FilterGroup, RowValues<number | string>>();
  /**
   * The set algebra and facet counts of queries, in WebAssembly: each group's sets are kept in its
   * memory until a patch, and a query works out its sets in the kernel's slots (docs/decisions/0188, 0202).
   */
  private readonly kernel = new BitsetKernel();
  /** The rows of each list of statuses a query has asked for, until a patch. */
  private readonly statusUnions = new Map<string, Bitset>();
  /**
   * Facet rows counted within statuses alone, by group and statuses, until the next patch: frozen,
   * as every landing page shares them (`withinStatuses`).
   */
  private readonly plainFacets = new Map<string, FacetRow[]>();
  /** The filter groups as the kernel placed them, and when (`placedGroups`). */
  private placed: { generation: number; groups: Record<FilterGroup, PlacedGroup<number | string>> } | null = null;

  /**
   * An index built from the snapshot `read` takes, the text of each solution filed as it is read
   * (its position is its rank in id order, the order `read` hands it over in).
   */
  static async build(read: (text: TextSink) => Promise<CatalogSnapshot>): Promise<CatalogIndex> {
    const words = new TextReader();
    const names: string[] = [];
    const snapshot = await read((_id, name, text) => {
      words.add(names.length, name, text);
      names.push(name);
    });
    return new CatalogIndex(snapshot, words, names);
  }

  private constructor(snapshot: CatalogSnapshot, words: TextReader, names: string[]) {
    this.version = snapshot.version;
    const sorted = Int32Array.from(snapshot.solutions.flatMap((g) => g.ids)).sort();
    const n = (this.size = this.taken = sorted.length);
    this.capacity = headroom(n);
    this.ids = new Int32Array(this.capacity);
    this.ids.set(sorted);
    this.positionOf = new PositionLookup(sorted);
    for (const group of snapshot.solutions) {
      this.addAll(this.setFor(this.statusSets, group.status), group.ids);
      if (group.contributor_id !== null)
        this.addAll(this.setFor(this.valueSets.contributor, group.contributor_id), group.ids);
    }
    for (const group of LINK_FILTERS) this.link(this.valueSets[group], snapshot.links[group]);
    for (const group of FILTER_GROUPS) this.rowValues.set(group, new RowValues(n, this.setsOf(group)));
    this.link(this.productSets, snapshot.products);
    this.products = new RowValues(n, this.productSets);
    this.labels = Object.fromEntries(
      Object.entries(snapshot.labels).map(([kind, values]) => [
        kind,
        {
          ids: values.map((v) => v.id),
          names: values.map((v) => v.name),
          text: new TextIndex(
            values.length,
            values.map((v, position) => ({ position, name: v.name, text: '' })),
          ),
        },
      ]),
    ) as CatalogIndex['labels'];
    if (names.length !== n) throw new Error(`the snapshot read ${names.length} texts for ${n} solutions`);
    this.names = names;
    this.suggestionOrder = bySuggestionAtBuild(names);
    // Each word's name rows in the suggestion order: a suggestion takes the first few (docs/decisions/0199).
    this.text = new TextIndex(this.capacity, words, snapshot.synonyms, this.suggestionOrder);
    this.nameOrder = this.positionsOf(snapshot.nameOrder);
    this.createdOrder = this.positionsOf(snapshot.createdOrder);

    // First technology of each row: the smallest collation key among its technologies.
    this.technologyKey = new Map(snapshot.technologyKeys.map((t) => [t.id, t.key]));
    const firstKey = (this.firstKey = new Float64Array(this.capacity).fill(Infinity));
    for (const { value_id, ids } of snapshot.links.technology) {
      const key = this.technologyKey.get(value_id) ?? Infinity;
      for (const id of ids) {
        const p = this.positionOf.get(id);
        if (p !== undefined && key < firstKey[p]!) firstKey[p] = key;
      }
    }
    const positions = Array.from({ length: n }, (_, p) => p);
    positions.sort(this.byTechnology);
    this.technologyOrder = Uint32Array.from(positions);
    this.withTechnology = positions.filter((p) => firstKey[p] !== Infinity).length;
    this.idOrder = Uint32Array.from({ length: n }, (_, p) => p);
  }

  private readonly byId = (a: number, b: number) => this.ids[a]! - this.ids[b]!;

  /** Shorter name (names past 999 characters count as 999), then newer id: the suggestion order. */
  readonly bySuggestion = (a: number, b: number) =>
    this.suggestionKey(a) - this.suggestionKey(b) || this.ids[b]! - this.ids[a]!;

  /** First technology (none last), then id. */
  private readonly byTechnology = (a: number, b: number) =>
    this.firstKey[a]! - this.firstKey[b]! || this.ids[a]! - this.ids[b]! || 0;

  /**
   * Brings the index to `patch.version` in place (docs/decisions/0184): every changed solution
   * leaves its position (its bits are cleared, its words stop being found), and each one still
   * listed takes a new position with its current values, placed in the orders where the database
   * put it. Synchronous, so no request sees half a patch.
   */
  patch(patch: CatalogPatch) {
    const gone = new Set<number>();
    for (const id of patch.changed) {
      const p = this.positionOf.get(id);
      if (p === undefined) continue;
      this.empty(p);
      this.positionOf.delete(id);
      gone.add(p);
    }
    if (this.taken + patch.rows.length > this.capacity) this.grow(headroom(this.taken + patch.rows.length));
    const placed = new Map<number, number>();
    for (const row of patch.rows) {
      const p = this.taken++;
      this.fill(p, row);
      placed.set(row.id, p);
    }
    const at = (id: number | null) => (id === null ? null : this.positionOf.get(id)!);
    this.nameOrder = withPlaced(
      this.nameOrder,
      gone,
      patch.rows.map((r) => ({ position: placed.get(r.id)!, after: at(r.afterByName) })),
    );
    this.createdOrder = withPlaced(
      this.createdOrder,
      gone,
      [...patch.rows]
        .sort((a, b) => a.createdRank - b.createdRank)
        .map((r) => ({ position: placed.get(r.id)!, after: at(r.afterByCreated) })),
    );
    this.technologyOrder = withMerged(this.technologyOrder, gone, [...placed.values()], this.byTechnology);
    this.suggestionOrder = withMerged(this.suggestionOrder, gone, [...placed.values()], this.bySuggestion);
    this.idOrder = withMerged(this.idOrder, gone, [...placed.values()], this.byId);
    // Those without a technology come last: the first of them is found by halving.
    let lo = 0;
    let hi = this.technologyOrder.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.firstKey[this.technologyOrder[mid]!] !== Infinity) lo = mid + 1;
      else hi = mid;
    }
    this.withTechnology = lo;
    this.size += patch.rows.length - gone.size;
    this.version = patch.version;
    this.kernel.forget();
    this.statusUnions.clear();
    this.plainFacets.clear();
  }

  /** Takes the row at `p` out of every set, list and search. */
  private empty(p: number) {
    this.countRow(p, -1);
    for (const group of FILTER_GROUPS) {
      const sets = this.setsOf(group);
      for (const value of this.rowsOf(group).valuesAt(p)) {
        const set = sets.get(value);
        if (set) set[p >>> 5]! &= ~(1 << (p & 31));
      }
    }
    for (const value of this.products.valuesAt(p)) {
      const set = this.productSets.get(value);
      if (set) set[p >>> 5]! &= ~(1 << (p & 31));
    }
    this.text.removeRow(p);
    this.names[p] = '';
    this.ids[p] = 0;
  }

  /** Puts `row` at the new position `p`. */
  private fill(p: number, row: ChangedSolution) {
    this.ids[p] = row.id;
    this.positionOf.set(row.id, p);
    const values: Record<FilterGroup, Array<number | string>> = {
      status: [row.status],
      contributor: row.contributor_id === null ? [] : [row.contributor_id],
      ...row.links,
    };
    for (const group of FILTER_GROUPS) {
      for (const value of values[group]) addTo(this.setFor(this.setsOf(group), value), p);
      this.rowsOf(group).append(p, values[group]);
    }
    this.countRow(p, 1);
    for (const value of row.products) addTo(this.setFor(this.productSets, value), p);
    this.products.append(p, row.products);
    this.names[p] = row.name;
    this.text.addRow({ position: p, name: row.name, text: row.text });
    let key = Infinity;
    for (const t of row.links.technology) key = Math.min(key, this.technologyKey.get(t) ?? Infinity);
    this.firstKey[p] = key;
  }

  /** Moves the per-status counts taken so far (`countInStatuses`) by the values of row `p`. */
  private countRow(p: number, delta: number) {
    const [status] = this.rowsOf('status').valuesAt(p) as string[];
    if (status === undefined) return;
    for (const [group, table] of this.statusCounts) {
      for (const value of this.rowsOf(group).valuesAt(p)) {
        let perStatus = table.get(value);
        if (!perStatus) table.set(value, (perStatus = new Map()));
        perStatus.set(status, (perStatus.get(status) ?? 0) + delta);
      }
    }
  }

  /** Room for `capacity` positions: every bitset and per-position array is copied into a larger one. */
  private grow(capacity: number) {
    const larger = (set: Bitset) => {
      const out = emptyBitset(capacity);
      out.set(set);
      return out;
    };
    for (const group of FILTER_GROUPS) {
      const sets = this.setsOf(group);
      for (const [value, set] of sets) sets.set(value, larger(set));
    }
    for (const [value, set] of this.productSets) this.productSets.set(value, larger(set));
    const ids = new Int32Array(capacity);
    ids.set(this.ids);
    this.ids = ids;
    const firstKey = new Float64Array(capacity).fill(Infinity);
    firstKey.set(this.firstKey);
    this.firstKey = firstKey;
    this.text.grow(capacity);
    this.kernel.forget();
    this.statusUnions.clear();
    this.capacity = capacity;
  }

  private setsOf(group: FilterGroup): Map<number | string, Bitset> {
    return group === 'status' ? this.statusSets : this.valueSets[group];
  }

  /** The rows of the given statuses, kept until the next patch: callers read it and never change it. */
  rowsIn(statuses: readonly string[]): Bitset {
    const key = statuses.join(',');
    let rows = this.statusUnions.get(key);
    if (!rows) {
      rows = unionOf(
        this.capacity,
        statuses.flatMap((s) => this.statusSets.get(s) ?? []),
      );
      this.statusUnions.set(key, rows);
    }
    return rows;
  }

  /**
   * The first `k` positions of `set` in the suggestion order (shorter name, then newer): a walk that
   * stops at the `k`th, so a set holding many rows is done in a few hundred steps.
   */
  firstInSuggestionOrder(set: Bitset, k: number): number[] {
    const found: number[] = [];
    const order = this.suggestionOrder;
    for (let i = 0; i < order.length && found.length < k; i++) {
      const p = order[i]!;
      if ((set[p >>> 5]! & (1 << (p & 31))) !== 0) found.push(p);
    }
    return found;
  }

  /** The suggestion order's key of position `p`: the lower, the earlier (a heap's rank is its negation). */
  suggestionKey(p: number): number {
    return Math.min(this.names[p]!.length, 999);
  }

  /** The rows holding `value` of a link filter group. */
  rowsWith(group: IdFilterGroup, value: number): Bitset | undefined {
    return this.valueSets[group].get(value);
  }

  /** The values of a filter group row `p` holds. */
  valuesAt(group: FilterGroup, p: number): Array<number | string> {
    return this.rowsOf(group).valuesAt(p);
  }

  private rowsOf(group: FilterGroup): RowValues<number | string> {
    return this.rowValues.get(group)!;
  }

  /** How many rows of each status a value holds, for facets counted within statuses only. */
  private countInStatuses(group: FilterGroup, id: number | string, statuses: readonly string[]): number {
    let table = this.statusCounts.get(group);
    if (!table) {
      table = new Map();
      for (const [value, set] of this.setsOf(group)) {
        const perStatus = new Map<string, number>();
        for (const [status, rows] of this.statusSets) perStatus.set(status, popcountAnd(set, rows));
        table.set(value, perStatus);
      }
      this.statusCounts.set(group, table);
    }
    const perStatus = table.get(id);
    let n = 0;
    for (const status of statuses) n += perStatus?.get(status) ?? 0;
    return n;
  }

  private setFor<K>(map: Map<K, Bitset>, key: K): Bitset {
    let set = map.get(key);
    if (!set) map.set(key, (set = emptyBitset(this.capacity)));
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

  /** A search's hits on this index (docs/decisions/0164): rows, ranks in row order, matched words. */
  search(terms: readonly string[]): IndexedHits {
    const coded = this.text.searchByCode(terms);
    if (coded) return coded;
    const hits = this.text.search(terms);
    return { set: hits.set, size: hits.size, levels: rankLevels(hits), matched: hits.matched };
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
    const kernel = this.kernel;
    const words = this.capacity >>> 5;
    kernel.begin(words);
    const placed = this.placedGroups();
    let slots = 0;
    const statuses = effectiveStatuses(c);
    const effective = kernel.union(kernel.slot(slots++), this.offsetsIn(placed.status, statuses));
    // The filtered groups in their order, and where each one's union of values sits.
    const filteredGroups: IdFilterGroup[] = [];
    const filteredAt: number[] = [];
    for (const g of ID_FILTER_GROUPS) {
      const ids = c.ids[g];
      if (ids.length === 0) continue;
      filteredGroups.push(g);
      filteredAt.push(kernel.union(kernel.slot(slots++), this.offsetsIn(placed[g], ids)));
    }
    // What a row must be in to match: its statuses, the search, every filtered group.
    const parts = [effective];
    if (hits) parts.push(kernel.load(kernel.slot(slots++), hits.set));
    for (const at of filteredAt) parts.push(at);
    const match = kernel.intersection(kernel.slot(slots++), parts);
    const total = kernel.size(match);

    let facets: Record<FilterGroup, FacetRow[]> | undefined;
    if (withFacets) {
      facets = {} as Record<FilterGroup, FacetRow[]>;
      for (const g of FILTER_GROUPS) facets[g] = [];
      const base = kernel.slot(slots++);
      // A facet whose other groups are all open and with no search counts within statuses only:
      // those counts were taken at build time, so the common landing page does no bitset work.
      for (const g of ID_FILTER_GROUPS) {
        const k = filteredGroups.indexOf(g);
        if (!hits && filteredAt.length === (k >= 0 ? 1 : 0)) {
          facets[g] = this.withinStatuses(g, placed[g], statuses);
        } else if (k < 0) this.countWithin(facets[g], g, placed[g], match, total, words);
        else {
          // Under every filter but this group's own.
          const set = kernel.intersection(
            base,
            parts.filter((at) => at !== filteredAt[k]),
          );
          this.countWithin(facets[g], g, placed[g], set, kernel.size(set), words);
        }
      }
      if (!hits && filteredAt.length === 0) {
        facets.status = this.withinStatuses('status', placed.status, c.allowedStatuses);
      } else if (c.statuses.length === 0) this.countWithin(facets.status, 'status', placed.status, match, total, words);
      else {
        // Within every status the caller may see, under the search and every filter (the last slot).
        const allowed = kernel.union(kernel.slot(slots), this.offsetsIn(placed.status, c.allowedStatuses));
        const set = kernel.intersection(base, [allowed, ...parts.slice(1)]);
        this.countWithin(facets.status, 'status', placed.status, set, kernel.size(set), words);
      }
    }
    return {
      total,
      facets,
      ids: offset < total ? this.page(kernel.view(match), order, limit, offset, hits, total) : [],
    };
  }

  /**
   * Every filter group placed in the kernel, kept while the kernel keeps them (until a patch or
   * another length). All are placed before any set is read in place: placing one may grow the memory.
   */
  private placedGroups(): Record<FilterGroup, PlacedGroup<number | string>> {
    const kernel = this.kernel;
    if (this.placed?.generation === kernel.generation) return this.placed.groups;
    const groups = {} as Record<FilterGroup, PlacedGroup<number | string>>;
    for (const g of FILTER_GROUPS) {
      groups[g] = kernel.group<number | string>(g, () => this.setsOf(g), ONE_VALUE_PER_ROW.has(g));
    }
    this.placed = { generation: kernel.generation, groups };
    return groups;
  }

  /** Where the sets of `values` sit in the kernel's memory (values without a set have none). */
  private offsetsIn(group: PlacedGroup<number | string>, values: ReadonlyArray<number | string>): number[] {
    const out: number[] = [];
    for (const v of values) {
      const at = this.kernel.setOf(group, v);
      if (at !== undefined) out.push(at);
    }
    return out;
  }

  /**
   * The facet rows of `group` counted within `statuses` alone, from the counts taken at build
   * time; the same frozen rows for every query until the next patch.
   */
  private withinStatuses(group: FilterGroup, placed: PlacedGroup<number | string>, statuses: readonly string[]) {
    const key = `${group}|${statuses.join(',')}`;
    let rows = this.plainFacets.get(key);
    if (!rows) {
      rows = [];
      for (const id of placed.values) {
        const n = this.countInStatuses(group, id, statuses);
        if (n > 0) rows.push(Object.freeze({ id, count: n }));
      }
      rows.sort(byFacetId);
      this.plainFacets.set(key, Object.freeze(rows) as FacetRow[]);
    }
    return rows;
  }

  /**
   * The facet rows of `group` within the set at `set` (`size` rows): in the kernel by a histogram
   * for a group with one value per row, or by walking the rows, whichever costs less than the
   * kernel's count per value over the whole catalogue; else by that count.
   */
  private countWithin(
    into: FacetRow[],
    group: FilterGroup,
    placed: PlacedGroup<number | string>,
    set: number,
    size: number,
    words: number,
  ) {
    const kernel = this.kernel;
    const rows = this.rowsOf(group);
    let ids = placed.values;
    let counts: Uint32Array;
    if (placed.byValue !== undefined && size * HISTOGRAM_COST < ids.length * words)
      counts = kernel.histogram(placed, set);
    else if (size * rows.linksPerRow * ROW_WALK_COST < ids.length * words) {
      counts = rows.countIn(kernel.view(set));
      ids = rows.values;
    } else counts = kernel.countAgainst(placed, set);
    for (let k = 0; k < ids.length; k++) if (counts[k]! > 0) into.push({ id: ids[k]!, count: counts[k]! });
    into.sort(byFacetId);
  }

  /**
   * The page of `match` (`total` rows) in `order`: along the order, keeping the matched positions,
   * or, when few rows match a far page, from the matched positions' places in the order.
   */
  private page(
    match: Bitset,
    order: SolutionOrder,
    limit: number,
    offset: number,
    hits: IndexedHits | null,
    total: number,
  ) {
    if (order.key === 'relevance' && hits)
      return relevancePage(hits.levels, match, this.idOrder, this.ids, limit, offset);
    const o =
      order.key === 'technology' ? this.technologyOrder : order.key === 'name' ? this.nameOrder : this.createdOrder;
    // Descending, the places before `split` come first: solutions without a technology come last in
    // both directions.
    const split = order.key === 'technology' && order.direction === 'desc' ? this.withTechnology : 0;
    const out: number[] = [];
    let skip = offset;
    const take = (place: number) => {
      if (skip > 0) skip--;
      else out.push(this.ids[o[place]!]!);
      return out.length === limit;
    };
    // Offers the `n` candidates in the order shown until `offer` says the page is full: ascending,
    // or descending with those before `splitAt` first.
    const inShownOrder = (n: number, splitAt: number, offer: (j: number) => boolean) => {
      if (order.direction === 'asc') for (let j = 0; j < n && !offer(j); j++);
      else {
        let j = splitAt - 1;
        for (; j >= 0 && !offer(j); j--);
        if (j < 0) for (let m = n - 1; m >= splitAt && !offer(m); m--);
      }
    };
    if (fewerThanTheWalk(total, offset + limit, o.length, match.length)) {
      const places = placesOfMatched(match, o, this.capacity);
      let s = 0;
      while (s < places.length && places[s]! < split) s++;
      inShownOrder(places.length, s, (j) => take(places[j]!));
    } else inShownOrder(o.length, split, (place) => has(match, o[place]!) && take(place));
    return out;
  }
}
