import { type RawBuilder, sql } from 'kysely';
import type { Db, DialectName } from '../../../db/database.ts';
import { and, fullTextMatch } from '../solution-listing-sql.ts';

/** Solutions sharing a status and a contributor (null: none). */
export interface SolutionGroup {
  status: string;
  contributor_id: number | null;
  ids: number[];
}

/** The solutions linked to one lookup value. */
export interface ValueLinks {
  value_id: number;
  ids: number[];
}

export interface CatalogSnapshot {
  version: number;
  solutions: SolutionGroup[];
  /** Every solution id in `lower(name), id` order, as the database collates it. */
  nameOrder: number[];
  /** Every solution id in `created_at, id` order. */
  createdOrder: number[];
  /** Per technology, the dense rank of lower(name): equal lowered names share a rank. */
  technologyKeys: Array<{ id: number; key: number }>;
  industries: ValueLinks[];
  technologies: ValueLinks[];
  patterns: ValueLinks[];
}

/** An aggregate of ids as comma-separated text, optionally in a given order. */
function idList(dialect: DialectName, column: RawBuilder<unknown>, orderBy?: RawBuilder<unknown>) {
  const order = orderBy ? sql` order by ${orderBy}` : sql``;
  return dialect === 'sqlite'
    ? sql<string | null>`group_concat(${column}, ','${order})`
    : sql<string | null>`string_agg(cast(${column} as text), ','${order})`;
}

const parseIds = (text: string | null): number[] => (text ? text.split(',').map(Number) : []);

/**
 * The bulk reads the in-memory index is built from (docs/decisions/0070): one statement per
 * table, all in one read transaction so the version and the rows describe the same moment. Ids
 * arrive aggregated per status, value or order (a few hundred rows instead of a row per link),
 * and the orders are ranked by the database itself, so the index sorts names exactly as the SQL
 * path does on whichever database it runs on.
 */
export class CatalogIndexRepository {
  constructor(private readonly db: Db) {}

  snapshot(): Promise<CatalogSnapshot> {
    const list = (column: RawBuilder<unknown>, orderBy?: RawBuilder<unknown>) =>
      idList(this.db.dialect, column, orderBy);
    return this.db.kysely
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const version = await sql<{ version: number }>`select version from catalog_version where id = 1`.execute(trx);
        const groups = await sql<{ status: string; contributor_id: number | null; ids: string }>`select status,
            contributor_id, ${list(sql`id`)} as ids from solutions group by status, contributor_id`.execute(trx);
        const orders = await sql<{ by_name: string | null; by_created: string | null }>`select
            ${list(sql`id`, sql`lower(name), id`)} as by_name,
            ${list(sql`id`, sql`created_at, id`)} as by_created from solutions`.execute(trx);
        const technologyKeys = await sql<{ id: number; key: number }>`select id,
            dense_rank() over (order by lower(name)) as key from technologies`.execute(trx);
        const links = async (table: string, column: string) => {
          const { rows } = await sql<{ value_id: number; ids: string }>`select ${sql.ref(column)} as value_id,
              ${list(sql`solution_id`)} as ids from ${sql.table(table)} group by ${sql.ref(column)}`.execute(trx);
          return rows.map((r) => ({ value_id: Number(r.value_id), ids: parseIds(r.ids) }));
        };
        return {
          version: Number(version.rows[0]?.version ?? 0),
          solutions: groups.rows.map((g) => ({
            status: g.status,
            contributor_id: g.contributor_id === null ? null : Number(g.contributor_id),
            ids: parseIds(g.ids),
          })),
          nameOrder: parseIds(orders.rows[0]?.by_name ?? null),
          createdOrder: parseIds(orders.rows[0]?.by_created ?? null),
          technologyKeys: technologyKeys.rows.map((t) => ({ id: Number(t.id), key: Number(t.key) })),
          industries: await links('solution_industries', 'industry_id'),
          technologies: await links('solution_technologies', 'technology_id'),
          patterns: await links('solution_patterns', 'pattern_id'),
        };
      });
  }

  /**
   * Every solution the search words match; with `ranked`, also the rank the SQL path orders by
   * (computing it costs several times the match itself, so it is asked only for relevance).
   */
  async searchHits(terms: readonly string[], ranked: boolean): Promise<Array<{ id: number; rank?: number }>> {
    const match = fullTextMatch(this.db.dialect, terms);
    const rank = ranked ? sql`, ${match.rank} as rank` : sql``;
    const { rows } = await sql<{ id: number; rank?: number }>`select ${match.id} as id${rank}
      from ${match.from} where ${and(match.where)}`.execute(this.db.kysely);
    return rows;
  }
}
