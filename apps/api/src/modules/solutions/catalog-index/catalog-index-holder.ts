import type { SolutionSummary } from '@catalog/shared';
import { CatalogIndex, type IndexedHits } from './catalog-index.ts';
import type { CatalogIndexRepository } from './catalog-index.repository.ts';
import { approximateBytes, stringBytes } from '../../../lib/approximate-bytes.ts';
import { Lru } from '../../../lib/lru.ts';

/** Memory for what one index remembers, in bytes (docs/decisions/0160). */
export interface IndexCacheBytes {
  /** Search hits: a bitset each (12.5 KB at 100,000 solutions) and, when ranked, 8 bytes per hit. */
  searches: number;
  /** Solution cards of list pages, weighed by `approximateBytes` (1 to 3 KB each). */
  cards: number;
}

export const DEFAULT_INDEX_CACHE_BYTES: IndexCacheBytes = { searches: 48 * 2 ** 20, cards: 16 * 2 ** 20 };

/** What an entry costs besides its value: the map's slot, the key and the entry object. */
const ENTRY_BYTES = 96;

export interface IndexBuild {
  version: number;
  solutions: number;
  ms: number;
}

/** What belongs to one index and goes with it: remembered searches and cards. */
interface Current {
  index: CatalogIndex;
  searches: Lru<string, IndexedHits>;
  cards: Lru<number, SolutionSummary>;
}

/**
 * Keeps one process's catalogue index current (docs/decisions/0070). A request names the
 * catalogue version it read; an index at least that new answers it, otherwise the index is
 * rebuilt from one consistent snapshot (`at` waits for it, `ready` does not and leaves the
 * request to the SQL path). Concurrent requests share one rebuild, and a write
 * committed anywhere is visible to the next request here because that request reads the newer
 * version. Search hits and cards are remembered per index, so a new version drops them too.
 */
export class CatalogIndexHolder {
  private current: Current | null = null;
  private building: Promise<CatalogIndex> | null = null;
  lastBuild: IndexBuild | null = null;

  constructor(
    private readonly repo: CatalogIndexRepository,
    private readonly cacheBytes: IndexCacheBytes = DEFAULT_INDEX_CACHE_BYTES,
  ) {}

  async at(version: number): Promise<CatalogIndex> {
    for (;;) {
      const current = this.current?.index;
      if (current && current.version >= version) return current;
      const built = await (this.building ?? this.rebuild());
      if (built.version >= version) return built;
    }
  }

  /**
   * The index for `version` if one is ready, else null after making sure a rebuild is under way:
   * the caller answers by SQL meanwhile (current by construction), so a write never makes
   * visitors wait for a whole rebuild, and the rebuilt index takes over once it is ready.
   */
  ready(version: number): CatalogIndex | null {
    const current = this.current?.index;
    if (current && current.version >= version) return current;
    // A failed rebuild is retried by the next request; its error reaches whoever awaits `at`.
    if (!this.building) this.rebuild().catch(() => undefined);
    return null;
  }

  private rebuild(): Promise<CatalogIndex> {
    const started = performance.now();
    const building = this.repo
      .snapshot()
      .then((snapshot) => {
        const index = new CatalogIndex(snapshot);
        if (!this.current || index.version >= this.current.index.version) {
          this.current = {
            index,
            searches: new Lru(Infinity, this.cacheBytes.searches),
            cards: new Lru(Infinity, this.cacheBytes.cards),
          };
          this.lastBuild = { version: index.version, solutions: index.size, ms: performance.now() - started };
        }
        return index;
      })
      .finally(() => {
        if (this.building === building) this.building = null;
      });
    this.building = building;
    return building;
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

  /** Cards remembered for `index` (none for an index that is no longer current). */
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
  (hits.ranks ? 64 + hits.ranks.byteLength : 0) +
  [...(hits.matched ?? [])].reduce((n, w) => n + 16 + stringBytes(w), 64);

/** What remembering a card costs: the weight `Lru.set` is given for it. */
export const cardBytes = (card: SolutionSummary) => ENTRY_BYTES + approximateBytes(card);
