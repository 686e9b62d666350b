import { Repository } from '../../db/repository.ts';
import { offsetOf } from '../../lib/paging.ts';

export interface TrashRow {
  solution_id: number;
  name: string;
  deleted_at: string;
  deleted_by_id: number | null;
  deleted_by_name: string | null;
}

/** Solutions in the trash (docs/decisions/0154): those with a `deleted_at`. */
export class SolutionTrashRepository extends Repository {
  private trashed() {
    return this.db.selectFrom('solutions as s').where('s.deleted_at', 'is not', null);
  }

  async page(page: number, pageSize: number): Promise<{ total: number; items: TrashRow[] }> {
    const { total } = await this.trashed()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const items = await this.trashed()
      .leftJoin('users as u', 'u.id', 's.deleted_by')
      .select([
        's.id as solution_id',
        's.name',
        's.deleted_at',
        's.deleted_by as deleted_by_id',
        'u.full_name as deleted_by_name',
      ])
      .orderBy('s.deleted_at', 'desc')
      .orderBy('s.id', 'desc')
      .limit(pageSize)
      .offset(offsetOf(page, pageSize))
      .execute();
    return { total: Number(total), items: items as TrashRow[] };
  }

  find(id: number) {
    return this.trashed().select(['s.id', 's.name', 's.status']).where('s.id', '=', id).executeTakeFirst();
  }

  /** Ids and names of what was deleted at or before `before`, oldest first. */
  expired(before: string) {
    return this.trashed()
      .select(['s.id', 's.name', 's.deleted_at'])
      .where('s.deleted_at', '<=', before)
      .orderBy('s.deleted_at')
      .execute();
  }

  /** Puts a trashed solution back in the catalogue; false when it is not in the trash. */
  async restore(id: number): Promise<boolean> {
    const result = await this.db
      .updateTable('solutions')
      .set({ deleted_at: null, deleted_by: null })
      .where('id', '=', id)
      .where('deleted_at', 'is not', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Deletes a trashed solution for good: links, image rows and revisions go with it. */
  async purge(id: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('solutions')
      .where('id', '=', id)
      .where('deleted_at', 'is not', null)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }
}
