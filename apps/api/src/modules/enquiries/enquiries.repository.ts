import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, EnquiriesTable } from '../../db/types.ts';

type Executor = Kysely<Database>;
export type NewEnquiry = Omit<EnquiriesTable, 'id'>;

export class EnquiriesRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.kysely.transaction().execute(work);
  }

  findSolution(id: number, statuses: readonly string[]) {
    return this.db.kysely
      .selectFrom('solutions')
      .select(['id', 'name'])
      .where('id', '=', id)
      .where('status', 'in', statuses as string[])
      .executeTakeFirst();
  }

  findUser(id: number) {
    return this.db.kysely
      .selectFrom('users')
      .select(['id', 'email', 'full_name'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async insert(trx: Executor, enquiry: NewEnquiry): Promise<number> {
    const row = await trx.insertInto('enquiries').values(enquiry).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }
}
