import { type RawBuilder, sql } from 'kysely';
import type { DialectName } from '../../../db/database.ts';
import { type Executor, Repository } from '../../../db/repository.ts';
import { FILTER_LINKS, LINK_FILTERS, type LinkFilter } from '../../../db/solution-links.ts';
import type { CatalogVersionRepository } from '../catalog-version.repository.ts';

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
  /** Per filtered link (industries, technologies, patterns of use), the solutions of each value. */
  links: Record<LinkFilter, ValueLinks[]>;
  /** The solutions of each ArcGIS product (not a filter; related solutions weigh them). */
  products: ValueLinks[];
  /** Every solution's name and the plain text of its rich fields (`search_text`), by id. */
  texts: Array<{ id: number; name: string; text: string }>;
  /** The synonym sets, each as its normalised terms (docs/decisions/0166). */
  synonyms: string[][];
  /** The values of the lookup lists suggestions offer, by kind (docs/decisions/0167). */
  labels: Record<LabelKind, Array<{ id: number; name: string }>>;
}

/** The lookup lists whose values are suggested, and their tables. */
export const LABEL_TABLES = {
  industry: 'industries',
  technology: 'technologies',
  pattern_of_use: 'patterns_of_use',
  contributor: 'contributors',
} as const;
export type LabelKind = keyof typeof LABEL_TABLES;

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
  constructor(
    db: Executor,
    private readonly dialect: DialectName,
    private readonly versions: CatalogVersionRepository,
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
        const products = await sql<{ value_id: number; ids: string }>`select product_id as value_id,
            ${list(sql`solution_id`)} as ids from solution_products group by product_id`.execute(trx);
        const texts = await sql<{ id: number; name: string; text: string }>`select id, name, search_text as text
            from solutions where deleted_at is null order by id`.execute(trx);
        const terms = await sql<{ set_id: number; term: string }>`select set_id, term from synonym_terms
            order by set_id, position`.execute(trx);
        const labels = {} as CatalogSnapshot['labels'];
        for (const [kind, table] of Object.entries(LABEL_TABLES) as Array<[LabelKind, string]>) {
          const { rows } = await sql<{ id: number; name: string }>`select id, name from ${sql.table(table)}
              order by id`.execute(trx);
          labels[kind] = rows.map((r) => ({ id: Number(r.id), name: r.name }));
        }
        const sets = new Map<number, string[]>();
        for (const t of terms.rows) {
          const set = sets.get(Number(t.set_id));
          if (set) set.push(t.term);
          else sets.set(Number(t.set_id), [t.term]);
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
          products: products.rows.map((r) => ({ value_id: Number(r.value_id), ids: parseIds(r.ids) })),
          texts: texts.rows.map((r) => ({ id: Number(r.id), name: r.name, text: r.text })),
          synonyms: [...sets.values()],
          labels,
        };
      });
  }
}
