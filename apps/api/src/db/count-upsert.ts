import { sql } from 'kysely';
import type { Executor } from './repository.ts';
import type { Database } from './types.ts';

/** The tables of counters that batches are added to: a key of text columns and a `count`. */
type CountTable = 'insight_counts' | 'search_misses';

/** Rows per statement, far under the parameter limits of SQLite and PostgreSQL (docs/decisions/0230). */
const ROWS_PER_STATEMENT = 100;

/**
 * Adds each row's `count` to the row of the same key, or inserts it: one multi-row upsert per
 * hundred rows instead of a statement per row (docs/decisions/0230). Run it in a transaction, so
 * a batch that fails half-way leaves nothing written and can be tried again whole. The rows are
 * sorted by key, so two instances flushing at once take their row locks in the same order. Each
 * key must occur once in `rows` (PostgreSQL refuses to update a row twice in one statement).
 */
export async function addCounts<T extends CountTable>(
  db: Executor,
  table: T,
  keys: ReadonlyArray<keyof Database[T] & string>,
  rows: ReadonlyArray<Record<string, string | number>>,
): Promise<void> {
  const keyed = rows.map((row) => ({ row, key: keys.map((k) => String(row[k])).join('\u0000') }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const sorted = keyed.map(({ row }) => row);
  for (let start = 0; start < sorted.length; start += ROWS_PER_STATEMENT) {
    await db
      .insertInto(table as CountTable)
      .values(sorted.slice(start, start + ROWS_PER_STATEMENT) as never)
      .onConflict((oc) =>
        oc.columns(keys as never).doUpdateSet({ count: sql`${sql.ref(`${table}.count`)} + excluded.count` } as never),
      )
      .execute();
  }
}
