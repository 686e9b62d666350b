import { addCounts } from '../../db/count-upsert.ts';
import { Repository } from '../../db/repository.ts';

/** A word of catalogue searches that found nothing, and how many such searches a day had. */
export interface SearchMissCount {
  day: string;
  word: string;
  by: number;
}

/**
 * Words of catalogue searches that found nothing, counted per day (docs/product.md §6.6). Only
 * the day and the word are kept: never who searched, nor the rest of the query.
 */
export class SearchMissesRepository extends Repository {
  /** Adds a batch of counts, each day and word once, in one transaction (docs/decisions/0230). */
  async add(counts: readonly SearchMissCount[]): Promise<void> {
    if (counts.length === 0) return;
    const rows = counts.map(({ day, word, by }) => ({ day, word, count: by }));
    await this.transaction((trx) => addCounts(trx, 'search_misses', ['day', 'word'], rows));
  }

  /** The most frequent words since `sinceDay` (included), with their counts. */
  async top(sinceDay: string, limit: number): Promise<Array<{ word: string; count: number }>> {
    const rows = await this.db
      .selectFrom('search_misses')
      .select(['word', (eb) => eb.fn.sum<number>('count').as('count')])
      .where('day', '>=', sinceDay)
      .groupBy('word')
      .orderBy('count', 'desc')
      .orderBy('word')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ word: r.word, count: Number(r.count) }));
  }
}
