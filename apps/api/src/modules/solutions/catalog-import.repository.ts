import type { LookupKind } from '@catalog/shared';
import { sql } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import { type Executor, Repository } from '../../db/repository.ts';
import { LOOKUP_USES } from '../lookups/lookup-kinds.ts';
import type { SolutionWrite } from './solutions-admin.repository.ts';

/** A solution an import may meet: its id, its name, and whether it is in the trash. */
export interface ExistingSolution {
  id: number;
  name: string;
  trashed: boolean;
}

/** What an import reads and writes beyond a form's save (docs/decisions/0176). */
export class CatalogImportRepository extends Repository {
  constructor(
    db: Executor,
    private readonly dialect: DialectName,
  ) {
    super(db);
  }

  /** Every value of a lookup list. */
  lookupValues(kind: LookupKind): Promise<Array<{ id: number; name: string }>> {
    return this.db.selectFrom(LOOKUP_USES[kind].table).select(['id', 'name']).execute();
  }

  /** Every solution, the trash's included (an id there may not be taken by a new one). */
  async solutions(): Promise<ExistingSolution[]> {
    const rows = await this.db.selectFrom('solutions').select(['id', 'name', 'deleted_at']).execute();
    return rows.map((r) => ({ id: r.id, name: r.name, trashed: r.deleted_at !== null }));
  }

  /** A new solution under the id the file gives it. */
  async insertWithId(id: number, values: SolutionWrite, now: string): Promise<void> {
    await this.db
      .insertInto('solutions')
      .values({ ...values, id, created_at: now, updated_at: now })
      .execute();
  }

  /**
   * After rows were written with ids of their own, PostgreSQL's identity must move past them so the
   * next form's create does not take one; SQLite's AUTOINCREMENT follows by itself.
   */
  async afterExplicitIds(): Promise<void> {
    if (this.dialect !== 'postgres') return;
    await sql`select setval(pg_get_serial_sequence('solutions', 'id'), (select max(id) from solutions))`.execute(
      this.db,
    );
  }

  /** Marks a visible solution as announced without mailing anyone (an import announces nothing). */
  async markAnnounced(id: number, now: string): Promise<void> {
    await this.db
      .updateTable('solutions')
      .set({ announced_at: now })
      .where('id', '=', id)
      .where('announced_at', 'is', null)
      .execute();
  }
}
