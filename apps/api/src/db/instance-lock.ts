import { sql } from 'kysely';
import type { Db } from './database.ts';

/**
 * Runs `work` while holding the database-wide lock `name`, so of several instances starting on
 * one database only one does it at a time (docs/decisions/0096). On PostgreSQL it is a session
 * advisory lock on a connection of its own, let go when `work` ends or the connection dies; the
 * work itself uses the pool as usual. A SQLite file belongs to one instance, which needs no lock.
 */
export async function withInstanceLock<T>(db: Db, name: string, work: () => Promise<T>): Promise<T> {
  if (db.dialect !== 'postgres') return work();
  return db.kysely.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext(${name}))`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${name}))`.execute(connection);
    }
  });
}
