import { type RawBuilder, sql } from 'kysely';
import type { DialectName } from './database.ts';

/**
 * A column holding, as one JSON array, an object of `fields` for every row `from` (a correlated
 * `from … where …`) finds, in `orderBy`'s order; each dialect's own aggregate. The rows of a
 * parent and its children then come back in one statement (docs/decisions/0196). Read the column
 * with `jsonListOf`.
 */
export function jsonList(
  dialect: DialectName,
  fields: Record<string, RawBuilder<unknown>>,
  from: RawBuilder<unknown>,
  orderBy: RawBuilder<unknown>,
): RawBuilder<unknown> {
  const pairs = sql.join(Object.entries(fields).map(([name, value]) => sql`${sql.lit(name)}, ${value}`));
  return dialect === 'postgres'
    ? sql`(select json_agg(json_build_object(${pairs}) order by ${orderBy}) ${from})`
    : sql`(select json_group_array(json_object(${pairs}) order by ${orderBy}) ${from})`;
}

/** A `jsonList` column as read: PostgreSQL's driver parses JSON (null for no rows), SQLite's gives text. */
export function jsonListOf<T>(value: unknown): T[] {
  if (value === null || value === undefined) return [];
  return (typeof value === 'string' ? JSON.parse(value) : value) as T[];
}
