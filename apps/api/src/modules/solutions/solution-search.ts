import { sql, type RawBuilder } from 'kysely';
import type { DialectName } from '../../db/database.ts';

/** More words than this add nothing to a catalogue search and only cost time. */
const MAX_TERMS = 12;

/**
 * The words of a user's search text: runs of letters, digits and combining marks. Everything
 * else (quotes, `*`, `-`, `:`, parentheses, `^`) is a separator, so no input reaches the
 * full-text engine as syntax; `AND`/`OR`/`NOT`/`NEAR` stay plain words because every term is
 * quoted below. An empty list means "no search".
 */
export function searchTerms(input: string): string[] {
  const words = input.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  return words.slice(0, MAX_TERMS);
}

/**
 * FTS5 query: every term quoted (implicit AND), the last one also as a prefix so results
 * follow the user while typing. Terms hold no `"`, so quoting needs no escaping.
 */
export function fts5Query(terms: string[]): string {
  return terms.map((t, i) => (i === terms.length - 1 ? `"${t}"*` : `"${t}"`)).join(' ');
}

/**
 * PostgreSQL tsquery text with the same meaning as fts5Query: quoted lexemes AND-ed, the last
 * as a prefix. websearch_to_tsquery cannot express a prefix, so the two databases would
 * answer a half-typed word differently (docs/decisions/0010).
 */
export function tsQueryText(terms: string[]): string {
  return terms.map((t, i) => `'${t}'${i === terms.length - 1 ? ':*' : ''}`).join(' & ');
}

/** Ids of the matching solutions with a relevance where higher is better, as a joinable table. */
export function rankedMatches(dialect: DialectName, terms: string[]): RawBuilder<{ id: number; rank: number }> {
  if (dialect === 'sqlite') {
    // bm25 is lower-is-better; the name column weighs ten times the body.
    return sql`(select rowid as id, -bm25(solutions_fts, 10.0, 1.0) as rank
      from solutions_fts where solutions_fts match ${fts5Query(terms)})`;
  }
  // Weights {D, C, B, A}: the name (A) dominates the body (B).
  return sql`(select id, ts_rank('{0.05, 0.05, 0.1, 1.0}', search_vector, q) as rank
      from solutions, to_tsquery('english', ${tsQueryText(terms)}) q where search_vector @@ q)`;
}

/** A subquery of matching ids, for filtering without ranking (counts, facets). */
export function matchingIds(dialect: DialectName, terms: string[]): RawBuilder<number> {
  if (dialect === 'sqlite') {
    return sql`(select rowid from solutions_fts where solutions_fts match ${fts5Query(terms)})`;
  }
  return sql`(select id from solutions where search_vector @@ to_tsquery('english', ${tsQueryText(terms)}))`;
}
