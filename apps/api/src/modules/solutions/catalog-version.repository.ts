import type { CompiledQuery } from 'kysely';
import { Repository } from '../../db/repository.ts';
import { FreshRead } from '../../lib/fresh-read.ts';

/** The one-row catalogue version (docs/decisions/0071). */
export class CatalogVersionRepository extends Repository {
  /** Every catalogue request reads the version first, so its query is built and compiled once. */
  private compiled: CompiledQuery<{ version: number }> | null = null;

  /**
   * Requests that arrive together share one read, never one begun before they asked
   * (docs/decisions/0196). `on(trx)` copies this field, so a transaction reads for itself instead.
   */
  private readonly shared = new FreshRead(() => this.read());

  /** Moves forward with every change to what the catalogue shows (triggers of migration 0004). */
  current(): Promise<number> {
    return this.db.isTransaction ? this.read() : this.shared.get();
  }

  private async read(): Promise<number> {
    this.compiled ??= this.db.selectFrom('catalog_version').select('version').where('id', '=', 1).compile();
    const [row] = (await this.db.executeQuery(this.compiled)).rows;
    if (!row) throw new Error('the catalogue version row is missing');
    return Number(row.version);
  }
}
