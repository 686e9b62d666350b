import { Repository } from '../../db/repository.ts';

export interface SolutionUpdate {
  id: number;
  updated_at: string;
}

/** The reads behind the sitemap (docs/decisions/0123). */
export class SeoRepository extends Repository {
  /** Every solution with one of `statuses`, by id, with when it last changed. */
  solutionUpdates(statuses: readonly string[]): Promise<SolutionUpdate[]> {
    if (statuses.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('solutions')
      .select(['id', 'updated_at'])
      .where('status', 'in', [...statuses])
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute();
  }
}
