import { Repository } from '../../db/repository.ts';
import type { EnquiriesTable } from '../../db/types.ts';

export type NewEnquiry = Omit<EnquiriesTable, 'id' | 'status'>;

export class EnquiriesRepository extends Repository {
  /** Those of `ids` with one of `statuses`, in no particular order. */
  findSolutions(ids: readonly number[], statuses: readonly string[]) {
    if (ids.length === 0 || statuses.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('solutions')
      .select(['id', 'name'])
      .where('id', 'in', [...ids])
      .where('status', 'in', statuses as string[])
      .where('deleted_at', 'is', null)
      .execute();
  }

  /** The enquiry, and each of its solutions in the order asked (docs/decisions/0152). */
  async insert(enquiry: NewEnquiry, solutions: readonly { id: number; name: string }[]): Promise<number> {
    const row = await this.db.insertInto('enquiries').values(enquiry).returning('id').executeTakeFirstOrThrow();
    await this.db
      .insertInto('enquiry_solutions')
      .values(
        solutions.map((s, position) => ({ enquiry_id: row.id, position, solution_id: s.id, solution_name: s.name })),
      )
      .execute();
    return row.id;
  }
}
