import type { FastifyBaseLogger } from 'fastify';
import { BatchedCounts } from '../../lib/batched-counts.ts';
import type { SearchMissCount, SearchMissesRepository } from './search-misses.repository.ts';

/**
 * Words of searches that found nothing, counted in memory and written in batches with insight's
 * counts (docs/decisions/0155, 0189): an empty answer costs a map update, not a write
 * transaction while the event loop waits. Read after a flush, so the overview sees every count.
 */
export class SearchMisses {
  private readonly counts: BatchedCounts<SearchMissCount>;

  constructor(
    private readonly repo: SearchMissesRepository,
    log: FastifyBaseLogger,
  ) {
    this.counts = new BatchedCounts((batch) => repo.add(batch), log, 'search misses');
  }

  /** One search on `day` (UTC, YYYY-MM-DD) that found nothing, by its words. */
  record(words: readonly string[], day: string): void {
    for (const word of new Set(words)) this.counts.add(`${day}\u0000${word}`, 1, () => ({ day, word, by: 1 }));
  }

  flush(): Promise<void> {
    return this.counts.flush();
  }

  /** The most frequent words since `sinceDay` (included), counts not yet written included. */
  async top(sinceDay: string, limit: number): Promise<Array<{ word: string; count: number }>> {
    await this.flush();
    return this.repo.top(sinceDay, limit);
  }
}
