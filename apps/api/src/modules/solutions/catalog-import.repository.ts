import type { LookupKind } from '@catalog/shared';
import { sql } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import { type Executor, Repository } from '../../db/repository.ts';
import type { LookupTableName, SolutionWrite } from './solutions-admin.repository.ts';

/** The table of each lookup list. */
const LOOKUP_TABLES: Record<LookupKind, LookupTableName> = {
  industry: 'industries',
  technology: 'technologies',
  pattern_of_use: 'patterns_of_use',
  arcgis_product: 'arcgis_products',
  contributor: 'contributors',
  sector: 'sectors',
};

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
    return this.db.selectFrom(LOOKUP_TABLES[kind]).select(['id', 'name']).execute();
  }

  /** A new value of a lookup list (create_lookups=1); its name is checked by the caller. */
  async insertLookup(kind: LookupKind, name: string): Promise<number> {
    const { rows } = await sql<{ id: number }>`INSERT INTO ${sql.table(LOOKUP_TABLES[kind])} (name)
      VALUES (${name}) RETURNING id`.execute(this.db);
    return Number(rows[0]!.id);
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
