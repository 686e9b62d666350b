import { Repository } from '../../db/repository.ts';
import type { NewSolution, SolutionRow } from '../../db/types.ts';

export type LookupTableName =
  'contributors' | 'sectors' | 'industries' | 'technologies' | 'patterns_of_use' | 'arcgis_products';

/** The columns a create or edit writes; ids, times and announced_at are the repository's. */
export type SolutionWrite = Omit<NewSolution, 'id' | 'created_at' | 'updated_at' | 'announced_at'>;

export interface SolutionLinks {
  industryIds: number[];
  technologyIds: number[];
  patternIds: number[];
  productIds: number[];
}

/** Writes of the contributor API. Reads for display stay in solutions.repository.ts. */
export class SolutionsAdminRepository extends Repository {
  /** The subset of `ids` that exist in a lookup table. */
  async existingIds(table: LookupTableName, ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom(table)
      .select('id')
      .where('id', 'in', ids as number[])
      .execute();
    return new Set(rows.map((r) => r.id));
  }

  findRow(id: number): Promise<SolutionRow | undefined> {
    return this.db.selectFrom('solutions').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async linksOf(id: number): Promise<SolutionLinks> {
    const k = this.db;
    const [ind, tech, pat, prod] = await Promise.all([
      k.selectFrom('solution_industries').select('industry_id as v').where('solution_id', '=', id).execute(),
      k.selectFrom('solution_technologies').select('technology_id as v').where('solution_id', '=', id).execute(),
      k.selectFrom('solution_patterns').select('pattern_id as v').where('solution_id', '=', id).execute(),
      k.selectFrom('solution_products').select('product_id as v').where('solution_id', '=', id).execute(),
    ]);
    const ids = (rows: Array<{ v: number }>) => rows.map((r) => r.v);
    return { industryIds: ids(ind), technologyIds: ids(tech), patternIds: ids(pat), productIds: ids(prod) };
  }

  async insertSolution(values: SolutionWrite, now: string): Promise<number> {
    const row = await this.db
      .insertInto('solutions')
      .values({ ...values, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async updateSolution(id: number, values: SolutionWrite, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('solutions')
      .set({ ...values, updated_at: now })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Replaces the four link sets of a solution with the given ids. */
  async replaceLinks(id: number, links: SolutionLinks): Promise<void> {
    await this.db.deleteFrom('solution_industries').where('solution_id', '=', id).execute();
    await this.db.deleteFrom('solution_technologies').where('solution_id', '=', id).execute();
    await this.db.deleteFrom('solution_patterns').where('solution_id', '=', id).execute();
    await this.db.deleteFrom('solution_products').where('solution_id', '=', id).execute();
    if (links.industryIds.length) {
      await this.db
        .insertInto('solution_industries')
        .values(links.industryIds.map((v) => ({ solution_id: id, industry_id: v })))
        .execute();
    }
    if (links.technologyIds.length) {
      await this.db
        .insertInto('solution_technologies')
        .values(links.technologyIds.map((v) => ({ solution_id: id, technology_id: v })))
        .execute();
    }
    if (links.patternIds.length) {
      await this.db
        .insertInto('solution_patterns')
        .values(links.patternIds.map((v) => ({ solution_id: id, pattern_id: v })))
        .execute();
    }
    if (links.productIds.length) {
      await this.db
        .insertInto('solution_products')
        .values(links.productIds.map((v) => ({ solution_id: id, product_id: v })))
        .execute();
    }
  }

  /** Deletes the solution (links and image rows go with it) and reports whether it existed. */
  async deleteSolution(id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('solutions').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
