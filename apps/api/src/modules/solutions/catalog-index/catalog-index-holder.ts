import { CatalogIndex, type IndexedHits } from './catalog-index.ts';
import type { CatalogIndexRepository } from './catalog-index.repository.ts';

/** Searches remembered per index; together they hold at most this many hits. */
const MAX_CACHED_SEARCHES = 256;
const MAX_CACHED_HITS = 2_000_000;

export interface IndexBuild {
  version: number;
  solutions: number;
  ms: number;
}

/**
 * Keeps one process's catalogue index current (docs/decisions/0070). A request names the
 * catalogue version it read; an index at least that new answers it, otherwise the index is
 * rebuilt from one consistent snapshot. Concurrent requests share one rebuild, and a write
 * committed anywhere is visible to the next request here because that request reads the newer
 * version. Search hits are remembered per index, so a new version drops them too.
 */
export class CatalogIndexHolder {
  private current: { index: CatalogIndex; searches: SearchCache } | null = null;
  private building: Promise<CatalogIndex> | null = null;
  lastBuild: IndexBuild | null = null;

  constructor(private readonly repo: CatalogIndexRepository) {}

  async at(version: number): Promise<CatalogIndex> {
    for (;;) {
      const current = this.current?.index;
      if (current && current.version >= version) return current;
      const built = await (this.building ?? this.rebuild());
      if (built.version >= version) return built;
    }
  }

  private rebuild(): Promise<CatalogIndex> {
    const started = performance.now();
    const building = this.repo
      .snapshot()
      .then((snapshot) => {
        const index = new CatalogIndex(snapshot);
        if (!this.current || index.version >= this.current.index.version) {
          this.current = { index, searches: new SearchCache() };
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

  /**
   * The hits of a search, mapped onto `index`, with ranks when `ranked`; the engine is asked once
   * per search text, kind and index (ranked hits also serve an unranked request).
   */
  hits(index: CatalogIndex, terms: readonly string[], ranked: boolean): Promise<IndexedHits> {
    const text = terms.join(' ');
    const searches = this.current?.index === index ? this.current.searches : null;
    const cached = searches?.get(`ranked|${text}`) ?? (ranked ? undefined : searches?.get(`ids|${text}`));
    if (cached) return cached;
    const key = `${ranked ? 'ranked' : 'ids'}|${text}`;
    const made = this.repo.searchHits(terms, ranked).then((rows) => index.indexHits(rows, ranked));
    if (searches) {
      searches.set(key, made);
      made.then(
        (hits) => searches.account(key, hits.ids.length),
        () => searches.forget(key),
      );
    }
    return made;
  }
}

/** Least recently used searches go first past either bound. */
class SearchCache {
  private readonly entries = new Map<string, { hits: Promise<IndexedHits>; size: number }>();
  private held = 0;

  get(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.hits;
  }

  set(key: string, hits: Promise<IndexedHits>) {
    this.entries.set(key, { hits, size: 0 });
    this.trim();
  }

  account(key: string, size: number) {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.size = size;
    this.held += size;
    this.trim();
  }

  forget(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.held -= entry.size;
    this.entries.delete(key);
  }

  private trim() {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= MAX_CACHED_SEARCHES && this.held <= MAX_CACHED_HITS) return;
      this.forget(key);
    }
  }
}
