import type { FilterGroup } from '@catalog/shared';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/types.ts';
import { matchingIds, rankedMatches } from './solution-search.ts';

/** What a list request matches, after the caller's visibility is applied (solutions.service.ts). */
export interface SolutionCriteria {
  /** Statuses the caller may see in this listing; empty matches nothing. */
  allowedStatuses: readonly string[];
  /** The status filter; empty means every allowed status. */
  statuses: readonly string[];
  industryIds: readonly number[];
  technologyIds: readonly number[];
  patternIds: readonly number[];
  contributorIds: readonly number[];
  /** Search words (solution-search.ts); empty means no search. */
  terms: readonly string[];
}

export type SortKey = 'name' | 'technology' | 'created' | 'relevance';
export interface SolutionOrder {
  key: SortKey;
  direction: 'asc' | 'desc';
}

export interface FacetRow {
  id: number | string;
  count: number;
}

type SolutionsDb = Database & { s: Database['solutions'] };
type SolutionsEb = ExpressionBuilder<SolutionsDb, 's'>;

const SUMMARY_COLUMNS = ['s.id', 's.name', 's.description', 's.status', 's.created_at', 's.contributor_id', 'c.name as contributor_name'] as const;

/** Every read query of the catalogue. Filters are sub-selects on the link tables' reverse indexes. */
export class SolutionsRepository {
  constructor(private readonly db: Db) {}

  private get k() {
    return this.db.kysely;
  }

  /** The WHERE of a listing; `except` leaves one filter group out, for that group's facet counts. */
  private criteria(eb: SolutionsEb, c: SolutionCriteria, opts: { except?: FilterGroup; skipSearch?: boolean } = {}) {
    const statuses =
      opts.except === 'status' || c.statuses.length === 0
        ? c.allowedStatuses
        : c.statuses.filter((s) => c.allowedStatuses.includes(s));
    if (statuses.length === 0) return sql<SqlBool>`1 = 0`;
    const where: Expression<SqlBool>[] = [eb('s.status', 'in', statuses)];
    const linked = (group: FilterGroup, ids: readonly number[], table: 'solution_industries' | 'solution_technologies' | 'solution_patterns', column: 'industry_id' | 'technology_id' | 'pattern_id') => {
      if (opts.except === group || ids.length === 0) return;
      where.push(
        eb('s.id', 'in', eb.selectFrom(table).select('solution_id').where(sql.ref(column), 'in', ids as number[])),
      );
    };
    linked('industry_group', c.industryIds, 'solution_industries', 'industry_id');
    linked('technology', c.technologyIds, 'solution_technologies', 'technology_id');
    linked('pattern_of_use', c.patternIds, 'solution_patterns', 'pattern_id');
    if (opts.except !== 'contributor' && c.contributorIds.length > 0) {
      where.push(eb('s.contributor_id', 'in', c.contributorIds as number[]));
    }
    if (!opts.skipSearch && c.terms.length > 0) {
      where.push(eb('s.id', 'in', matchingIds(this.db.dialect, [...c.terms])));
    }
    return eb.and(where);
  }

  async count(c: SolutionCriteria): Promise<number> {
    const row = await this.k
      .selectFrom('solutions as s')
      .where((eb) => this.criteria(eb, c))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** One page of matching solutions in the requested order, with a stable tiebreak on id. */
  async page(c: SolutionCriteria, order: SolutionOrder, limit: number, offset: number) {
    const base = this.k.selectFrom('solutions as s').leftJoin('contributors as c', 'c.id', 's.contributor_id');
    const dir = order.direction;
    if (order.key === 'relevance' && c.terms.length > 0) {
      return base
        .innerJoin(rankedMatches(this.db.dialect, [...c.terms]).as('m'), 'm.id', 's.id')
        .where((eb) => this.criteria(eb, c, { skipSearch: true }))
        .select(SUMMARY_COLUMNS)
        .orderBy('m.rank', 'desc')
        .orderBy('s.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
    }
    let q = base.where((eb) => this.criteria(eb, c)).select(SUMMARY_COLUMNS);
    if (order.key === 'name') q = q.orderBy(sql`lower(s.name)`, dir);
    if (order.key === 'technology') {
      // First technology name alphabetically; solutions without one come last either way.
      q = q.orderBy(
        (eb) =>
          eb
            .selectFrom('solution_technologies as st')
            .innerJoin('technologies as t', 't.id', 'st.technology_id')
            .whereRef('st.solution_id', '=', 's.id')
            .select(sql<string>`min(lower(t.name))`.as('first_technology')),
        (ob) => (dir === 'asc' ? ob.asc() : ob.desc()).nullsLast(),
      );
    }
    if (order.key === 'created' || order.key === 'relevance') q = q.orderBy('s.created_at', dir);
    return q.orderBy('s.id', dir).limit(limit).offset(offset).execute();
  }

  /** Per option of `group`: how many solutions match every other group's filter. */
  async facet(c: SolutionCriteria, group: FilterGroup): Promise<FacetRow[]> {
    const from = this.k.selectFrom('solutions as s').where((eb) => this.criteria(eb, c, { except: group }));
    const count = sql<number>`count(*)`.as('count');
    switch (group) {
      case 'industry_group':
        return from
          .innerJoin('solution_industries as x', 'x.solution_id', 's.id')
          .select(['x.industry_id as id', count])
          .groupBy('x.industry_id')
          .orderBy('x.industry_id')
          .execute();
      case 'technology':
        return from
          .innerJoin('solution_technologies as x', 'x.solution_id', 's.id')
          .select(['x.technology_id as id', count])
          .groupBy('x.technology_id')
          .orderBy('x.technology_id')
          .execute();
      case 'pattern_of_use':
        return from
          .innerJoin('solution_patterns as x', 'x.solution_id', 's.id')
          .select(['x.pattern_id as id', count])
          .groupBy('x.pattern_id')
          .orderBy('x.pattern_id')
          .execute();
      case 'contributor':
        return (await from
          .where('s.contributor_id', 'is not', null)
          .select(['s.contributor_id as id', count])
          .groupBy('s.contributor_id')
          .orderBy('s.contributor_id')
          .execute()) as FacetRow[];
      case 'status':
        return from.select(['s.status as id', count]).groupBy('s.status').orderBy('s.status').execute();
    }
  }

  industriesOf(ids: readonly number[]) {
    return this.k
      .selectFrom('solution_industries as x')
      .innerJoin('industries as l', 'l.id', 'x.industry_id')
      .where('x.solution_id', 'in', ids as number[])
      .select(['x.solution_id', 'l.id', 'l.name'])
      .orderBy(sql`lower(l.name)`)
      .orderBy('l.id')
      .execute();
  }

  technologiesOf(ids: readonly number[]) {
    return this.k
      .selectFrom('solution_technologies as x')
      .innerJoin('technologies as l', 'l.id', 'x.technology_id')
      .where('x.solution_id', 'in', ids as number[])
      .select(['x.solution_id', 'l.id', 'l.name'])
      .orderBy(sql`lower(l.name)`)
      .orderBy('l.id')
      .execute();
  }

  patternsOf(ids: readonly number[]) {
    return this.k
      .selectFrom('solution_patterns as x')
      .innerJoin('patterns_of_use as l', 'l.id', 'x.pattern_id')
      .where('x.solution_id', 'in', ids as number[])
      .select(['x.solution_id', 'l.id', 'l.name'])
      .orderBy(sql`lower(l.name)`)
      .orderBy('l.id')
      .execute();
  }

  productsOf(ids: readonly number[]) {
    return this.k
      .selectFrom('solution_products as x')
      .innerJoin('arcgis_products as l', 'l.id', 'x.product_id')
      .where('x.solution_id', 'in', ids as number[])
      .select(['x.solution_id', 'l.id', 'l.name', 'l.image'])
      .orderBy(sql`lower(l.name)`)
      .orderBy('l.id')
      .execute();
  }

  imagesOf(ids: readonly number[]) {
    return this.k
      .selectFrom('solution_images')
      .where('solution_id', 'in', ids as number[])
      .select(['id', 'solution_id', 'name', 'storage_key', 'thumbnail_key'])
      .orderBy('solution_id')
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  /** The whole row with its sector and contributor, when its status is one the caller may see. */
  findVisible(id: number, statuses: readonly string[]) {
    if (statuses.length === 0) return Promise.resolve(undefined);
    return this.k
      .selectFrom('solutions as s')
      .leftJoin('contributors as c', 'c.id', 's.contributor_id')
      .leftJoin('sectors as sec', 'sec.id', 's.sector_id')
      .where('s.id', '=', id)
      .where('s.status', 'in', statuses as string[])
      .selectAll('s')
      .select(['c.name as contributor_name', 'sec.name as sector_name'])
      .executeTakeFirst();
  }
}
