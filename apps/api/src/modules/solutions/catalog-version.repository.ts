import { Repository } from '../../db/repository.ts';

/** The one-row catalogue version (docs/decisions/0071). */
export class CatalogVersionRepository extends Repository {
  /** Moves forward with every change to what the catalogue shows (triggers of migration 0004). */
  async current(): Promise<number> {
    const row = await this.db
      .selectFrom('catalog_version')
      .select('version')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    return Number(row.version);
  }
}
