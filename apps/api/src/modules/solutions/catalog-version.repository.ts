import type SQLite from 'better-sqlite3';
import type { CompiledQuery } from 'kysely';
import { PREPARED } from '../../db/prepared-statements.ts';
import { type Executor, Repository } from '../../db/repository.ts';
import { FreshRead } from '../../lib/fresh-read.ts';

/** The one-row catalogue version (docs/decisions/0071). */
export class CatalogVersionRepository extends Repository {
  /** Every catalogue request reads the version first, so its query is built and compiled once. */
  private compiled: CompiledQuery<{ version: number }> | null = null;

  /**
   * Requests that arrive together share one read, never one begun before they asked
   * (docs/decisions/0196, 0212). `on(trx)` copies this field, so a transaction reads for itself instead.
   */
  private readonly shared = new FreshRead(() => this.readNow() ?? this.read());

  /** On SQLite, the version's statement on the native handle (docs/decisions/0209). */
  private nativeRead: SQLite.Statement<[], number> | null = null;

  constructor(
    db: Executor,
    private readonly sqlite?: SQLite.Database,
  ) {
    super(db);
  }

  /** Moves forward with every change to what the catalogue shows (triggers of migration 0004). */
  current(): Promise<number> {
    if (this.db.isTransaction) return this.read();
    return this.shared.get();
  }

  /**
   * On SQLite, the version read on the native handle when the shared read begins, if no
   * transaction holds the one connection: better-sqlite3 runs a statement to its end before any
   * other code runs, so the read sees only committed rows. Inside a transaction its uncommitted
   * version must not be read, so the read waits its turn through Kysely (null here), as it always
   * does on PostgreSQL.
   */
  private readNow(): number | null {
    if (!this.sqlite || this.sqlite.inTransaction) return null;
    this.nativeRead ??= this.sqlite.prepare<[], number>('select version from catalog_version where id = 1').pluck();
    const version = this.nativeRead.get();
    if (version === undefined) throw new Error('the catalogue version row is missing');
    return Number(version);
  }

  /**
   * Through Kysely: inside a transaction, and always on PostgreSQL, where it is a named prepared
   * statement (docs/decisions/0215), as every catalogue request makes it with the same text.
   */
  private async read(): Promise<number> {
    this.compiled ??= this.db
      .selectFrom('catalog_version')
      .modifyFront(PREPARED)
      .select('version')
      .where('id', '=', 1)
      .compile();
    const [row] = (await this.db.executeQuery(this.compiled)).rows;
    if (!row) throw new Error('the catalogue version row is missing');
    return Number(row.version);
  }
}
