import { FILTER_GROUPS, type FilterGroup } from '@catalog/shared';
import { type RawBuilder, sql } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import { jsonList } from '../../db/json-list.ts';
import { PREPARED } from '../../db/prepared-statements.ts';
import { type Executor, Repository } from '../../db/repository.ts';
import { IMAGE_COLUMNS } from '../images/images.repository.ts';
import { FILTER_LINKS, LINK_FILTERS, SOLUTION_LINKS, type SolutionLinkName } from '../../db/solution-links.ts';
import {
  and,
  effectiveStatuses,
  groupCondition,
  type SearchOracle,
  type SolutionCriteria,
  type SolutionOrder,
  source,
} from './solution-listing-sql.ts';
import { byFacetId, type FacetRow } from './solution-facets.ts';

export type { SolutionCriteria, SolutionOrder } from './solution-listing-sql.ts';

export type { FacetRow } from './solution-facets.ts';

export interface SummaryRow {
  id: number;
  name: string;
  description: string;
  status: string;
  created_at: string;
  contributor_id: number | null;
  contributor_name: string | null;
  /** `jsonList` columns: the linked industries and technologies ({ id, name }) and the shown images. */
  industries: unknown;
  technologies: unknown;
  images: unknown;
}

/** Solutions in the trash are in no listing, answer or page (docs/decisions/0154). */
const IN_CATALOGUE = sql`s.deleted_at is null`;

/**
 * The columns of a solution a solution page shows (and the export writes), named: a prepared
 * statement must keep its columns, and `s.*` would gain one with every migration that adds one to
 * the table, which fails the statement on an instance that prepared it before (docs/decisions/0215).
 */
const DETAIL_COLUMNS = [
  's.id',
  's.name',
  's.description',
  's.status',
  's.feature',
  's.benefit',
  's.challenge',
  's.creator',
  's.contributor_id',
  's.sector_id',
  's.storymap_url',
  's.application_demo_url',
  's.repository_url',
  's.presentation_url',
  's.video_url',
  's.pdf_url',
  's.hardware_cpu_core',
  's.hardware_ram',
  's.hardware_storage',
  's.hardware_gpu',
  's.created_at',
  's.updated_at',
] as const;

/** A linked lookup's objects (`fields` of each) for the solution `s`, in the order the detail lists them. */
function linkedList(dialect: DialectName, link: SolutionLinkName, fields: readonly string[] = ['id', 'name']) {
  const { table, column, lookup } = SOLUTION_LINKS[link];
  return jsonList(
    dialect,
    Object.fromEntries(fields.map((name) => [name, sql`l.${sql.ref(name)}`])),
    sql`from ${sql.table(table)} x join ${sql.table(lookup)} l on l.id = x.${sql.ref(column)} where x.solution_id = s.id`,
    sql`lower(l.name), l.id`,
  );
}

/** The solution `s`'s shown images, in their order. */
function imageList(dialect: DialectName) {
  return jsonList(
    dialect,
    Object.fromEntries(IMAGE_COLUMNS.map((name) => [name, sql`i.${sql.ref(name)}`])),
    sql`from solution_images i where i.solution_id = s.id and i.detached_at is null`,
    sql`i.position, i.id`,
  );
}

/** What a card and a solution page show beside the row itself, each as a `jsonList` column (docs/decisions/0196). */
function cardLists(dialect: DialectName) {
  return {
    industries: linkedList(dialect, 'industry'),
    technologies: linkedList(dialect, 'technology'),
    images: imageList(dialect),
  };
}

/** A card's columns, its links and its shown images in one row. */
function summaryColumns(lists: ReturnType<typeof cardLists>) {
  return sql`s.id, s.name, s.description, s.status, s.created_at, s.contributor_id, c.name as contributor_name,
    ${lists.industries} as industries, ${lists.technologies} as technologies, ${lists.images} as images`;
}

/**
 * Every read query of the catalogue. The listing queries are written as SQL templates because
 * their shape (join order, one pass for all facets) is the point; values are always bound.
 */
export class SolutionsRepository extends Repository {
  private readonly lists: ReturnType<typeof cardLists>;
  private readonly summaryColumns: RawBuilder<unknown>;
  /** A solution page's further lists: its patterns of use and its ArcGIS products with their logos. */
  private readonly detailLists: { patterns: RawBuilder<unknown>; products: RawBuilder<unknown> };

  constructor(
    db: Executor,
    private readonly dialect: DialectName,
    private readonly oracle?: SearchOracle,
  ) {
    super(db);
    this.lists = cardLists(dialect);
    this.summaryColumns = summaryColumns(this.lists);
    this.detailLists = {
      patterns: linkedList(dialect, 'pattern'),
      products: linkedList(dialect, 'product', ['id', 'name', 'image']),
    };
  }

  /** Source and WHERE of a listing: visibility, search and every filter group. */
  private matching(c: SolutionCriteria) {
    const src = source(this.dialect, c.terms, this.oracle);
    const statuses = effectiveStatuses(c);
    const where = [...src.where, IN_CATALOGUE, statuses.length ? sql`s.status in (${sql.join(statuses)})` : sql`false`];
    for (const group of FILTER_GROUPS) {
      if (group === 'status') continue;
      const condition = groupCondition(c, group);
      if (condition) where.push(condition);
    }
    return { src, where: and(where) };
  }

  async count(c: SolutionCriteria): Promise<number> {
    const { src, where } = this.matching(c);
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${src.from} where ${where}`.execute(this.db);
    return Number(rows[0]?.n ?? 0);
  }

  /** One page of matching solutions in the requested order, with a stable tiebreak on id. */
  async page(c: SolutionCriteria, order: SolutionOrder, limit: number, offset: number): Promise<SummaryRow[]> {
    const { src, where } = this.matching(c);
    const dir = order.direction === 'asc' ? sql`asc` : sql`desc`;
    let orderBy: RawBuilder<unknown>;
    if (order.key === 'relevance' && src.rank) orderBy = sql`${src.rank} desc, s.id desc`;
    else if (order.key === 'name') orderBy = sql`lower(s.name) ${dir}, s.id ${dir}`;
    else if (order.key === 'technology') {
      // First technology name alphabetically; solutions without one come last either way.
      const { table, column, lookup } = SOLUTION_LINKS.technology;
      orderBy = sql`(select min(lower(t.name)) from ${sql.table(table)} st join ${sql.table(lookup)} t
        on t.id = st.${sql.ref(column)} where st.solution_id = s.id) ${dir} nulls last, s.id ${dir}`;
    } else orderBy = sql`s.created_at ${dir}, s.id ${dir}`;
    const { rows } = await sql<SummaryRow>`select ${this.summaryColumns}
      from ${src.from} left join contributors c on c.id = s.contributor_id
      where ${where} order by ${orderBy} limit ${limit} offset ${offset}`.execute(this.db);
    return rows;
  }

  /**
   * The card rows of `ids`, with their links and images, in no particular order; ids no longer in
   * the catalogue are left out.
   */
  async summariesByIds(ids: readonly number[]): Promise<SummaryRow[]> {
    if (ids.length === 0) return [];
    const { rows } = await sql<SummaryRow>`select ${this.summaryColumns}
      from solutions s left join contributors c on c.id = s.contributor_id
      where s.id in (${sql.join([...ids])}) and ${IN_CATALOGUE}`.execute(this.db);
    return rows;
  }

  /** When each of `ids` last changed, by id. */
  async updatedTimes(ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('solutions')
      .select(['id', 'updated_at'])
      .where('id', 'in', [...ids])
      .execute();
    return new Map(rows.map((row) => [row.id, row.updated_at]));
  }

  /**
   * The total and, per filter group, how many solutions each option would match under every
   * other group's filter, in one statement (docs/decisions/0011). With a search, the visible
   * matches are gathered once with a flag per group and every count skips its own group's flag.
   * Without one that set is most of the catalogue, and aggregating straight from the tables is
   * cheaper than materialising it.
   */
  async totalAndFacets(c: SolutionCriteria): Promise<{ total: number; facets: Record<FilterGroup, FacetRow[]> }> {
    const facets = Object.fromEntries(FILTER_GROUPS.map((g) => [g, [] as FacetRow[]])) as Record<
      FilterGroup,
      FacetRow[]
    >;
    if (c.allowedStatuses.length === 0) return { total: 0, facets };
    const query = c.terms.length ? this.facetsOverMatches(c) : this.facetsOverTables(c);
    const { rows } = await query.execute(this.db);
    let total = 0;
    for (const row of rows) {
      if (row.g === 'total') total = Number(row.n);
      else
        facets[row.g as FilterGroup].push({ id: row.g === 'status' ? row.id! : Number(row.id), count: Number(row.n) });
    }
    for (const list of Object.values(facets)) list.sort(byFacetId);
    return { total, facets };
  }

  /** The union of the total and the five facet counts, over the rows `from` names `alias`. */
  private facetUnion(
    from: RawBuilder<unknown>,
    alias: 'r' | 's',
    where: (group: FilterGroup | null) => RawBuilder<unknown>,
    join: (table: string) => { from: RawBuilder<unknown>; on: RawBuilder<unknown> },
    prefix: RawBuilder<unknown> = sql``,
  ) {
    const linked = LINK_FILTERS.map((group) => {
      const { table, column } = FILTER_LINKS[group];
      const j = join(table);
      return sql`union all select ${group} as g, cast(x.${sql.ref(column)} as text) as id, count(*) as n
        from ${from} ${j.from} where ${j.on} and ${where(group)} group by x.${sql.ref(column)}`;
    });
    const contributor = sql.ref(`${alias}.contributor_id`);
    const status = sql.ref(`${alias}.status`);
    return sql<{ g: string; id: string | null; n: number }>`${prefix}
      select 'total' as g, null as id, count(*) as n from ${from} where ${where(null)}
      ${sql.join(linked, sql` `)}
      union all select 'contributor' as g, cast(${contributor} as text) as id, count(*) as n from ${from}
        where ${contributor} is not null and ${where('contributor')} group by ${contributor}
      union all select 'status' as g, ${status} as id, count(*) as n from ${from} where ${where('status')} group by ${status}`;
  }

  private facetsOverMatches(c: SolutionCriteria) {
    const src = source(this.dialect, c.terms, this.oracle);
    const flags = sql.join(
      FILTER_GROUPS.map((g) => sql`${groupCondition(c, g) ?? sql`true`} as ${sql.ref(`ok_${g}`)}`),
      sql`, `,
    );
    const prefix = sql`with base as materialized (
        select s.id, s.status, s.contributor_id, ${flags}
        from ${src.from}
        where ${and([...src.where, IN_CATALOGUE, sql`s.status in (${sql.join([...c.allowedStatuses])})`])}
      )`;
    const where = (group: FilterGroup | null) =>
      sql.join(
        FILTER_GROUPS.filter((g) => g !== group).map((g) => sql.ref(`r.ok_${g}`)),
        sql` and `,
      );
    // base is small, so it must be the outer loop: CROSS JOIN keeps SQLite from scanning the link table.
    const join = (table: string) => ({ from: sql`cross join ${sql.table(table)} x`, on: sql`x.solution_id = r.id` });
    return this.facetUnion(sql`base r`, 'r', where, join, prefix);
  }

  private facetsOverTables(c: SolutionCriteria) {
    const effective = effectiveStatuses(c);
    const where = (group: FilterGroup | null) => {
      const statuses = group === 'status' ? [...c.allowedStatuses] : effective;
      const parts = [IN_CATALOGUE, statuses.length ? sql`s.status in (${sql.join(statuses)})` : sql`false`];
      for (const g of FILTER_GROUPS) {
        if (g === group || g === 'status') continue;
        const condition = groupCondition(c, g);
        if (condition) parts.push(condition);
      }
      return and(parts);
    };
    const join = (table: string) => ({ from: sql`join ${sql.table(table)} x on x.solution_id = s.id`, on: sql`true` });
    return this.facetUnion(sql`solutions s`, 's', where, join);
  }

  /** Whole rows with their sector's and contributor's names, their links and their images, in one statement. */
  private detailRows() {
    const { industries, technologies, images } = this.lists;
    const { patterns, products } = this.detailLists;
    return this.db
      .selectFrom('solutions as s')
      .leftJoin('contributors as c', 'c.id', 's.contributor_id')
      .leftJoin('sectors as sec', 'sec.id', 's.sector_id')
      .where('s.deleted_at', 'is', null)
      .select(DETAIL_COLUMNS)
      .select([
        'c.name as contributor_name',
        'sec.name as sector_name',
        industries.as('industries'),
        technologies.as('technologies'),
        patterns.as('patterns'),
        products.as('products'),
        images.as('images'),
      ]);
  }

  /**
   * The whole row with its sector and contributor, when its status is one the caller may see: a
   * prepared statement on PostgreSQL, as every solution page reads it (docs/decisions/0215).
   */
  findVisible(id: number, statuses: readonly string[]) {
    if (statuses.length === 0) return Promise.resolve(undefined);
    return this.detailRows()
      .modifyFront(PREPARED)
      .where('s.id', '=', id)
      .where('s.status', 'in', statuses as string[])
      .executeTakeFirst();
  }

  /** Up to `limit` whole rows of the catalogue after the id `afterId`, in id order (the export). */
  detailRowsAfter(afterId: number, limit: number) {
    return this.detailRows().where('s.id', '>', afterId).orderBy('s.id').limit(limit).execute();
  }
}

export type DetailRow = NonNullable<Awaited<ReturnType<SolutionsRepository['findVisible']>>>;
