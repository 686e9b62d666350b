import { sql } from 'kysely';
import { Repository } from '../../db/repository.ts';

export interface WindowCount {
  count: number;
  /** ISO time the current fixed window started. */
  windowStart: string;
}

/** Fixed-window counters shared by every instance (docs/decisions/0021). */
export class RateLimitRepository extends Repository {
  /**
   * Adds one to a fixed-window counter in one upsert: a window older than `windowMs` starts over
   * at 1. The row is shared by every instance, and the statement is atomic on both databases.
   */
  async increment(key: string, windowMs: number, now: Date): Promise<WindowCount> {
    const nowText = now.toISOString();
    const cutoff = new Date(now.getTime() - windowMs).toISOString();
    const expired = sql<boolean>`rate_limit_counters.window_start <= ${cutoff}`;
    const row = await this.db
      .insertInto('rate_limit_counters')
      .values({ key, window_start: nowText, count: 1 })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql<number>`CASE WHEN ${expired} THEN 1 ELSE rate_limit_counters.count + 1 END`,
          window_start: sql<string>`CASE WHEN ${expired} THEN ${nowText} ELSE rate_limit_counters.window_start END`,
        }),
      )
      .returning(['count', 'window_start'])
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), windowStart: row.window_start };
  }

  /** Takes one back from a counter, e.g. an attempt reserved for a sign-in that succeeded. */
  async decrement(key: string): Promise<void> {
    await this.db
      .updateTable('rate_limit_counters')
      .set({ count: sql<number>`count - 1` })
      .where('key', '=', key)
      .where('count', '>', 0)
      .execute();
  }

  async delete(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limit_counters').where('key', '=', key).execute();
  }

  /** Drops counters whose window ended long ago, so the table stays small. */
  async deleteOlderThan(before: Date): Promise<void> {
    await this.db.deleteFrom('rate_limit_counters').where('window_start', '<', before.toISOString()).execute();
  }
}
