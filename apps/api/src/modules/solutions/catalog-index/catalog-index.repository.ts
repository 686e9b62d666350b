import type SQLite from 'better-sqlite3';
import { type RawBuilder, sql } from 'kysely';
import type { DialectName } from '../../../db/database.ts';
import { type Executor, Repository } from '../../../db/repository.ts';
import { FILTER_LINKS, LINK_FILTERS, type LinkFilter } from '../../../db/solution-links.ts';
import type { CatalogVersionRepository } from '../catalog-version.repository.ts';
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

/** A search's hits: ids and, when ranked, each id's rank at the same index. */
export interface SearchHits {
  ids: ArrayLike<number>;
  ranks: Float64Array | null;
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
  /** Per filtered link (industries, technologies, patterns of use), the solutions of each value. */
  links: Record<LinkFilter, ValueLinks[]>;
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
export class CatalogIndexRepository extends Repository {
  private readonly statements = new Map<string, SQLite.Statement>();

  /** `sqlite`: the native handle of a SQLite database (docs/decisions/0070), for the search hits. */
  constructor(
    db: Executor,
    private readonly dialect: DialectName,
    private readonly versions: CatalogVersionRepository,
    private readonly sqlite?: SQLite.Database,
  ) {
    super(db);
  }

  snapshot(): Promise<CatalogSnapshot> {
    const list = (column: RawBuilder<unknown>, orderBy?: RawBuilder<unknown>) => idList(this.dialect, column, orderBy);
    return this.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const version = await this.versions.on(trx).current();
        const groups = await sql<{ status: string; contributor_id: number | null; ids: string }>`select status,
            contributor_id, ${list(sql`id`)} as ids from solutions where deleted_at is null group by status, contributor_id`.execute(
          trx,
        );
        const orders = await sql<{ by_name: string | null; by_created: string | null }>`select
            ${list(sql`id`, sql`lower(name), id`)} as by_name,
            ${list(sql`id`, sql`created_at, id`)} as by_created from solutions where deleted_at is null`.execute(trx);
        const technologies = sql.table(FILTER_LINKS.technology.lookup);
        const technologyKeys = await sql<{ id: number; key: number }>`select id,
            dense_rank() over (order by lower(name)) as key from ${technologies}`.execute(trx);
        const links = {} as Record<LinkFilter, ValueLinks[]>;
        for (const group of LINK_FILTERS) {
          const { table, column } = FILTER_LINKS[group];
          const { rows } = await sql<{ value_id: number; ids: string }>`select ${sql.ref(column)} as value_id,
              ${list(sql`solution_id`)} as ids from ${sql.table(table)} group by ${sql.ref(column)}`.execute(trx);
          links[group] = rows.map((r) => ({ value_id: Number(r.value_id), ids: parseIds(r.ids) }));
        }
        return {
          version,
          solutions: groups.rows.map((g) => ({
            status: g.status,
            contributor_id: g.contributor_id === null ? null : Number(g.contributor_id),
            ids: parseIds(g.ids),
          })),
          nameOrder: parseIds(orders.rows[0]?.by_name ?? null),
          createdOrder: parseIds(orders.rows[0]?.by_created ?? null),
          technologyKeys: technologyKeys.rows.map((t) => ({ id: Number(t.id), key: Number(t.key) })),
          links,
        };
      });
  }

  /**
   * Every solution the search words match; with `ranked`, also the rank the SQL path orders by
   * (computing it costs several times the match itself, so it is asked only for relevance).
   * A common word has tens of thousands of hits, so they come back as arrays rather than one
   * object per row: on SQLite straight from a prepared statement in raw mode, on PostgreSQL as
   * one aggregated row (docs/decisions/0070).
   */
  async searchHits(terms: readonly string[], ranked: boolean): Promise<SearchHits> {
    const match = fullTextMatch(this.dialect, terms);
    const { sqlite } = this;
    if (sqlite) {
      const rank = ranked ? sql`, ${match.rank}` : sql``;
      const query = sql`select ${match.id}${rank} from ${match.from} where ${and(match.where)}`.compile(this.db);
      const statement = this.nativeStatement(sqlite, query.sql, ranked);
      // Through Kysely's connection, so the read waits for a transaction in progress to end.
      return this.db.connection().execute(async () => {
        if (!ranked) return { ids: statement.all(...query.parameters) as number[], ranks: null };
        const rows = statement.all(...query.parameters) as Array<[number, number]>;
        const ids = new Int32Array(rows.length);
        const ranks = new Float64Array(rows.length);
        rows.forEach(([id, r], i) => {
          ids[i] = id;
          ranks[i] = r;
        });
        return { ids, ranks };
      });
    }
    const rank = ranked ? sql`, array_agg(h.rank) as ranks` : sql``;
    const { rows } = await sql<{ ids: number[] | null; ranks?: number[] | null }>`select array_agg(h.id) as ids${rank}
      from (select ${match.id} as id${ranked ? sql`, ${match.rank} as rank` : sql``}
        from ${match.from} where ${and(match.where)}) h`.execute(this.db);
    const row = rows[0];
    return { ids: row?.ids ?? [], ranks: ranked ? Float64Array.from(row?.ranks ?? []) : null };
  }

  /** A statement kept per SQL text, returning bare ids (pluck) or [id, rank] arrays (raw). */
  private nativeStatement(sqlite: SQLite.Database, text: string, ranked: boolean): SQLite.Statement {
    let statement = this.statements.get(text);
    if (!statement) {
      statement = sqlite.prepare(text);
      if (ranked) statement.raw(true);
      else statement.pluck(true);
      this.statements.set(text, statement);
    }
    return statement;
  }
}
