import type { Kysely } from 'kysely';
import type { Database } from './types.ts';

/** The database or an open transaction: every repository runs on either. */
export type Executor = Kysely<Database>;

/**
 * The one repository style (docs/decisions/0105-composition-root.md): a class whose queries run on
 * the executor it was made with. `on(trx)` is the same repository inside a transaction, so a
 * service runs several repositories in one transaction and each keeps its own queries.
 */
export abstract class Repository {
  constructor(protected readonly db: Executor) {}

  /** This repository with its queries run on `trx`. */
  on(trx: Executor): this {
    return Object.assign(Object.create(Object.getPrototypeOf(this) as object) as this, this, { db: trx });
  }

  /** Runs `work` in a new transaction, or in the one this repository is already on. */
  transaction<T>(work: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.isTransaction ? work(this.db) : this.db.transaction().execute(work);
  }
}
