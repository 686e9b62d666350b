import { sql } from 'kysely';
import { Repository } from '../../db/repository.ts';
import { SOLUTION_LINK_NAMES, SOLUTION_LINKS, type SolutionLinkIds } from '../../db/solution-links.ts';
import type { NewSolution, SolutionRow } from '../../db/types.ts';

export type LookupTableName =
  'contributors' | 'sectors' | 'industries' | 'technologies' | 'patterns_of_use' | 'arcgis_products';

/** The columns a create or edit writes; ids, times and announced_at are the repository's. */
export type SolutionWrite = Omit<
  NewSolution,
  'id' | 'created_at' | 'updated_at' | 'announced_at' | 'deleted_at' | 'deleted_by'
>;

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

  /** The solution's row while it is in the catalogue (not in the trash). */
  findRow(id: number): Promise<SolutionRow | undefined> {
    return this.db
      .selectFrom('solutions')
      .selectAll()
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  }

  /** The ids the solution links to, per link. */
  async linksOf(id: number): Promise<SolutionLinkIds> {
    const ids = await Promise.all(
      SOLUTION_LINK_NAMES.map(async (name) => {
        const { table, column } = SOLUTION_LINKS[name];
        const { rows } = await sql<{ v: number }>`select ${sql.ref(column)} as v from ${sql.table(table)}
          where solution_id = ${id}`.execute(this.db);
        return [name, rows.map((r) => r.v)];
      }),
    );
    return Object.fromEntries(ids) as SolutionLinkIds;
  }

  /** `announcedAt`: when it was first announced, for a solution that is visible already (the demo seed). */
  async insertSolution(values: SolutionWrite, now: string, announcedAt: string | null = null): Promise<number> {
    const row = await this.db
      .insertInto('solutions')
      .values({ ...values, announced_at: announcedAt, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async updateSolution(id: number, values: SolutionWrite, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('solutions')
      .set({ ...values, updated_at: now })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Replaces every link set of a solution with the given ids. */
  async replaceLinks(id: number, links: SolutionLinkIds): Promise<void> {
    for (const name of SOLUTION_LINK_NAMES) {
      const { table, column } = SOLUTION_LINKS[name];
      await this.db.deleteFrom(table).where('solution_id', '=', id).execute();
      if (links[name].length === 0) continue;
      await this.db
        .insertInto(table)
        .values(links[name].map((v) => ({ solution_id: id, [column]: v })) as never)
        .execute();
    }
  }

  /** Moves a solution in the catalogue to the trash; false when there is none. */
  async moveToTrash(id: number, by: number | null, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('solutions')
      .set({ deleted_at: now, deleted_by: by })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
