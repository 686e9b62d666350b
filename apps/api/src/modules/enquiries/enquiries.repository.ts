import { Repository } from '../../db/repository.ts';
import type { EnquiriesTable } from '../../db/types.ts';

export type NewEnquiry = Omit<EnquiriesTable, 'id' | 'status'>;

export class EnquiriesRepository extends Repository {
  findSolution(id: number, statuses: readonly string[]) {
    return this.db
      .selectFrom('solutions')
      .select(['id', 'name'])
      .where('id', '=', id)
      .where('status', 'in', statuses as string[])
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  }

  async insert(enquiry: NewEnquiry): Promise<number> {
    const row = await this.db.insertInto('enquiries').values(enquiry).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }
}
