/** More words than this add nothing to a catalogue search and only cost time. */
const MAX_TERMS = 12;

/**
 * The words of a user's search text: runs of letters, digits and combining marks. Everything
 * else (quotes, `*`, `-`, `:`, parentheses, `^`) is a separator, so no input reaches the
 * full-text engine as syntax; `AND`/`OR`/`NOT`/`NEAR` stay plain words because every term is
 * quoted below. An empty list means "no search".
 */
export function searchTerms(input: string): string[] {
  const words =
    input
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
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
