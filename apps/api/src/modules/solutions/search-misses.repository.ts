import { sql } from 'kysely';
import { Repository } from '../../db/repository.ts';

/**
 * Words of catalogue searches that found nothing, counted per day (docs/product.md §6.6). Only
 * the day and the word are kept: never who searched, nor the rest of the query.
 */
export class SearchMissesRepository extends Repository {
  async record(words: readonly string[], day: string): Promise<void> {
    for (const word of new Set(words)) {
      await this.db
        .insertInto('search_misses')
        .values({ day, word, count: 1 })
        .onConflict((oc) => oc.columns(['day', 'word']).doUpdateSet({ count: sql`search_misses.count + 1` }))
        .execute();
    }
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
