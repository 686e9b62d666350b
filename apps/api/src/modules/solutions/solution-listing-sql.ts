import type { FilterGroup, IdFilterGroup } from '@catalog/shared';
import { type RawBuilder, sql } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import { FILTER_LINKS } from '../../db/solution-links.ts';
import { fts5Query, tsQueryText } from './solution-search.ts';

/** What a list request matches, after the caller's visibility is applied (solutions.service.ts). */
export interface SolutionCriteria {
  /** Statuses the caller may see in this listing; empty matches nothing. */
  allowedStatuses: readonly string[];
  /** The status filter; empty means every allowed status. */
  statuses: readonly string[];
  /** Each id filter group's chosen ids, under the list query's names; empty means not filtered. */
  ids: Readonly<Record<IdFilterGroup, readonly number[]>>;
  /** Search words (solution-search.ts); empty means no search. */
  terms: readonly string[];
}

export type SortKey = 'name' | 'technology' | 'created' | 'relevance';
export interface SolutionOrder {
  key: SortKey;
  direction: 'asc' | 'desc';
}

/**
 * Where the rows of a listing come from. With a search, the full-text match is the outer loop
 * (CROSS JOIN fixes SQLite's join order), so the work follows the number of matches rather
 * than the size of the catalogue; `rank` is higher-is-better on both databases.
 */
export interface Source {
  from: RawBuilder<unknown>;
  where: RawBuilder<unknown>[];
  rank: RawBuilder<number> | null;
}

/**
 * The full-text match alone: the ids it finds (`id`) and their rank, read from the engine's own
 * table where it has one, so listing every hit touches no solution rows (docs/decisions/0070).
 */
export function fullTextMatch(dialect: DialectName, terms: readonly string[]): Source & { id: RawBuilder<number> } {
  if (dialect === 'sqlite') {
    return {
      from: sql`solutions_fts`,
      where: [sql`solutions_fts match ${fts5Query([...terms])}`],
      id: sql<number>`solutions_fts.rowid`,
      // bm25 is lower-is-better; the name column weighs ten times the body.
      rank: sql<number>`(-bm25(solutions_fts, 10.0, 1.0))`,
    };
  }
  return {
    from: sql`solutions s cross join to_tsquery('english', ${tsQueryText([...terms])}) q`,
    where: [sql`s.search_vector @@ q`],
    id: sql<number>`s.id`,
    // Weights {D, C, B, A}: the name (A) dominates the body (B).
    rank: sql<number>`ts_rank('{0.05, 0.05, 0.1, 1.0}', s.search_vector, q)`,
  };
}

/**
 * A search matcher given to the SQL path in place of the database's full-text engine: each hit's
 * id and rank. The property tests hand it their reference matcher, so the SQL path stays the
 * oracle for filters, facets, sorting and paging over the engine's meaning of a search
 * (docs/decisions/0164).
 */
export type SearchOracle = (terms: readonly string[]) => ReadonlyMap<number, number>;

function oracleSource(hits: ReadonlyMap<number, number>): Source {
  if (hits.size === 0) return { from: sql`solutions s`, where: [sql`1 = 0`], rank: null };
  // Ids and ranks are integers the process made, written as literals (no parameter limit).
  const rows = sql.join([...hits].map(([id, rank]) => sql`(${sql.lit(id)}, ${sql.lit(rank)})`));
  return {
    from: sql`(select column1 as id, column2 as rank from (values ${rows}) v) h join solutions s on s.id = h.id`,
    where: [],
    rank: sql<number>`h.rank`,
  };
}

export function source(dialect: DialectName, terms: readonly string[], oracle?: SearchOracle): Source {
  if (terms.length === 0) return { from: sql`solutions s`, where: [], rank: null };
  if (oracle) return oracleSource(oracle(terms));
  const match = fullTextMatch(dialect, terms);
  if (dialect === 'sqlite') {
    return {
      from: sql`${match.from} cross join solutions s`,
      where: [...match.where, sql`s.id = solutions_fts.rowid`],
      rank: match.rank,
    };
  }
  return match;
}

export function effectiveStatuses(c: SolutionCriteria): string[] {
  return c.statuses.length === 0 ? [...c.allowedStatuses] : c.statuses.filter((s) => c.allowedStatuses.includes(s));
}

/** The condition of one filter group on `s`, or null when the group is not filtered. */
export function groupCondition(c: SolutionCriteria, group: FilterGroup): RawBuilder<unknown> | null {
  if (group === 'status') {
    if (c.statuses.length === 0) return null;
    const statuses = effectiveStatuses(c);
    return statuses.length ? sql`s.status in (${sql.join(statuses)})` : sql`false`;
  }
  const ids = c.ids[group];
  if (ids.length === 0) return null;
  if (group === 'contributor') return sql`s.contributor_id in (${sql.join([...ids])})`;
  const { table, column } = FILTER_LINKS[group];
  return sql`s.id in (select solution_id from ${sql.table(table)} where ${sql.ref(column)} in (${sql.join([...ids])}))`;
}

export const and = (parts: RawBuilder<unknown>[]) => (parts.length ? sql.join(parts, sql` and `) : sql`true`);
