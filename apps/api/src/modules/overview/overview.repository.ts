import { Repository } from '../../db/repository.ts';

const count = Number;

/** Counts for the back office's first page (docs/product.md §6.6). */
export class OverviewRepository extends Repository {
  /** Every status in display order, with how many solutions are in it (0 included). */
  async solutionsByStatus() {
    const rows = await this.db
      .selectFrom('solution_statuses')
      .leftJoin('solutions', (join) =>
        join.onRef('solutions.status', '=', 'solution_statuses.id').on('solutions.deleted_at', 'is', null),
      )
      .select(['solution_statuses.id', 'solution_statuses.name', (eb) => eb.fn.count<number>('solutions.id').as('n')])
      .groupBy(['solution_statuses.id', 'solution_statuses.name', 'solution_statuses.sort_order'])
      .orderBy('solution_statuses.sort_order')
      .execute();
    return rows.map((r) => ({ id: r.id, name: r.name, count: count(r.n) }));
  }

  async enquiriesSince(since: string): Promise<number> {
    const row = await this.db
      .selectFrom('enquiries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return count(row.n);
  }

  /** Accounts that signed up and have not activated (disabled ones aside). */
  async awaitingActivation(): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('is_active', '=', 0)
      .where('is_disabled', '=', 0)
      .executeTakeFirstOrThrow();
    return count(row.n);
  }
}
