import type { SolutionSummary } from '@catalog/shared';
import { CatalogIndex, type IndexedHits } from './catalog-index.ts';
import type { CatalogIndexRepository } from './catalog-index.repository.ts';
import { approximateBytes, stringBytes } from '../../../lib/approximate-bytes.ts';
import { Lru } from '../../../lib/lru.ts';
import { INDEX_CACHE_MB, megabytesToBytes } from '../../../lib/index-cache-budget.ts';

/** Memory for what one index remembers, in bytes (docs/decisions/0160). */
export interface IndexCacheBytes {
  /** Search hits: a bitset each (12.5 KB at 100,000 solutions) and, when ranked, 2 bytes per hit. */
  searches: number;
  /** Solution cards of list pages and their JSON, weighed by `cardBytes` (2 to 6 KB each). */
  cards: number;
}

export const DEFAULT_INDEX_CACHE_BYTES: IndexCacheBytes = {
  searches: megabytesToBytes(INDEX_CACHE_MB.searches),
  cards: megabytesToBytes(INDEX_CACHE_MB.cards),
};

/** What an entry costs besides its value: the map's slot, the key and the entry object. */
const ENTRY_BYTES = 96;

export interface IndexBuild {
  version: number;
  solutions: number;
  ms: number;
}

/** What the last patch did (docs/decisions/0184). */
export interface IndexPatch {
  from: number;
  version: number;
  /** Solutions taken out and put back (or left out, when no longer listed). */
  changed: number;
  ms: number;
}

/** A patch naming more solutions than this is replaced by a rebuild. */
export const MAX_PATCHED = 2000;

/** What belongs to one version of the index and goes with it: remembered searches and cards. */
interface Current {
  index: CatalogIndex;
  version: number;
  searches: Lru<string, IndexedHits>;
  cards: Lru<number, SolutionSummary>;
}

/**
 * Keeps one process's catalogue index current (docs/decisions/0070, 0184). A request names the
 * catalogue version it read; `at` answers it with an index at least that new. Behind, the index is
 * patched in place from the record of changes (the changed solutions' rows, read in one
 * snapshot); only when that record does not cover the gap (a lookup or synonym changed, the record
 * was pruned, or very many solutions changed) is it rebuilt, and the request waits for that rare
 * rebuild too, so every answer holds every write the request's version holds. Concurrent requests
 * share one patch or rebuild. Search hits and cards are remembered per version: a patch starts
 * the searches afresh and keeps the cards of the solutions it did not touch.
 */
export class CatalogIndexHolder {
  private current: Current | null = null;
  private catching: Promise<CatalogIndex> | null = null;
  private compacting: Promise<void> | null = null;
  /** Patches, rebuilds and swaps take turns: each starts once the one before it has ended. */
  private turn: Promise<unknown> = Promise.resolve();
  lastBuild: IndexBuild | null = null;
  lastPatch: IndexPatch | null = null;
  /** How many times the index was built from a whole snapshot, and patched. */
  builds = 0;
  patches = 0;
  /** Told of each index installed with an empty card cache (docs/decisions/0220). */
  private builtListener: ((index: CatalogIndex) => void) | null = null;

  /**
   * `emptiedLimit`: how many emptied positions (a patched solution leaves one) an index of `size`
   * solutions may carry before a fresh one is built in the background.
   */
  constructor(
    private readonly repo: CatalogIndexRepository,
    private readonly cacheBytes: IndexCacheBytes = DEFAULT_INDEX_CACHE_BYTES,
    private readonly emptiedLimit = (size: number) => Math.max(4096, size >>> 2),
  ) {}

  /** The index at least as new as `version`: the one held, or the one a patch or build brings. */
  at(version: number): CatalogIndex | Promise<CatalogIndex> {
    // The usual case, an index already this new, is answered without a promise.
    const current = this.current;
    return current && current.version >= version ? current.index : this.caughtUp(version);
  }

  private async caughtUp(version: number): Promise<CatalogIndex> {
    for (;;) {
      const current = this.current;
      if (current && current.version >= version) return current.index;
      await (this.catching ??= this.inTurn(() => this.catchUp()).finally(() => (this.catching = null)));
    }
  }

  /**
   * `listener` is told of every index installed from here on whose card cache starts empty: a
   * build at the start or after a change no patch can carry, not a patch (docs/decisions/0220).
   */
  whenBuilt(listener: (index: CatalogIndex) => void) {
    this.builtListener = listener;
  }

  /** Settles once no background rebuild is under way (for tests and benchmarks). */
  async idle(): Promise<void> {
    await this.compacting;
  }

  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const run = this.turn.then(work);
    this.turn = run.catch(() => undefined);
    return run;
  }

  /** One patch, or a rebuild when no patch can say what changed. */
  private async catchUp(): Promise<CatalogIndex> {
    const current = this.current;
    if (current) {
      const started = performance.now();
      const patch = await this.repo.changesSince(current.version, MAX_PATCHED);
      let patched = false;
      if (patch) {
        try {
          current.index.patch(patch);
          patched = true;
        } catch {
          // The index may be half patched: nothing may read it again, and a rebuild replaces it.
          this.current = null;
        }
      }
      if (patch && patched) {
        const changed = new Set(patch.changed);
        this.current = {
          index: current.index,
          version: patch.version,
          searches: this.searchCache(),
          cards: current.cards.without(changed),
        };
        this.patches++;
        this.lastPatch = {
          from: current.version,
          version: patch.version,
          changed: changed.size,
          ms: performance.now() - started,
        };
        this.compactIfWorn(current.index);
        return current.index;
      }
    }
    const started = performance.now();
    return this.install(await this.build(), started);
  }

  private build(): Promise<CatalogIndex> {
    return CatalogIndex.build((text) => this.repo.snapshot(text));
  }

  /**
   * Makes `index` current. `cards`: the card cache of the index it replaces, when that one was at
   * the same version (a compaction); cards are keyed by solution, not position, so they still hold.
   */
  private install(index: CatalogIndex, started: number, cards?: Lru<number, SolutionSummary>): CatalogIndex {
    this.current = {
      index,
      version: index.version,
      searches: this.searchCache(),
      cards: cards ?? new Lru(Infinity, this.cacheBytes.cards),
    };
    this.builds++;
    this.lastBuild = { version: index.version, solutions: index.size, ms: performance.now() - started };
    if (!cards) this.builtListener?.(index);
    return index;
  }

  /**
   * Emptied positions keep their words filed and their bits' room taken; past `emptiedLimit` a
   * fresh index is built from a snapshot while the patched one goes on answering, then brought to
   * the current version by the same patches and swapped in (docs/decisions/0184).
   */
  private compactIfWorn(index: CatalogIndex) {
    if (this.compacting || index.taken - index.size <= this.emptiedLimit(index.size)) return;
    const started = performance.now();
    this.compacting = this.build()
      .then((fresh) =>
        this.inTurn(async () => {
          const current = this.current;
          if (current && fresh.version < current.version) {
            const patch = await this.repo.changesSince(fresh.version, MAX_PATCHED);
            // Without a record to catch up from, the next request's own rebuild takes over.
            if (!patch) return;
            fresh.patch(patch);
          }
          this.install(fresh, started, current?.version === fresh.version ? current.cards : undefined);
        }),
      )
      .catch(() => undefined)
      .finally(() => (this.compacting = null));
  }

  private searchCache() {
    return new Lru<string, IndexedHits>(Infinity, this.cacheBytes.searches);
  }

  private of(index: CatalogIndex): Current | null {
    return this.current?.index === index ? this.current : null;
  }

  /**
   * The hits of a search on `index` (docs/decisions/0164), ranked, remembered per search text and
   * index so a repeated search costs a lookup.
   */
  hits(index: CatalogIndex, terms: readonly string[]): IndexedHits {
    const key = terms.join(' ');
    const state = this.of(index);
    const found = state?.searches.get(key);
    if (found) return found;
    const hits = index.search(terms);
    state?.searches.set(key, hits, searchBytes(key, hits));
    return hits;
  }

  /**
   * Cards remembered for the current version of `index` (none for an index that is no longer
   * current). A patch replaces this cache, so a card read before a write and stored after it lands
   * in a cache nobody reads.
   */
  cards(index: CatalogIndex): Lru<number, SolutionSummary> | null {
    return this.of(index)?.cards ?? null;
  }
}

/** What remembering a search's hits costs. */
const searchBytes = (key: string, hits: IndexedHits) =>
  ENTRY_BYTES +
  stringBytes(key) +
  64 +
  hits.set.byteLength +
  hits.levels.reduce((n, level) => n + 64 + level.rows.byteLength, 0) +
  [...(hits.matched ?? [])].reduce((n, w) => n + 16 + stringBytes(w), 64);

/**
 * What remembering a card costs: the weight `Lru.set` is given for it. The card is counted twice:
 * once for itself and once for the JSON written from it for the roles that read it, kept while the
 * card is (docs/decisions/0205); one role's JSON measured about 60% of the card's own weight.
 */
export const cardBytes = (card: SolutionSummary) => ENTRY_BYTES + 2 * approximateBytes(card);
