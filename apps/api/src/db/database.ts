import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { DatabaseAvailability } from './availability.ts';
import { preparingPool } from './prepared-statements.ts';
import type { Database } from './types.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /** Last seen reachable or not; only PostgreSQL can go away under the process. */
  availability: DatabaseAvailability;
  /** Connections of a PostgreSQL pool, for metrics; SQLite has one connection and no pool. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /**
   * The native SQLite handle, for the rare read whose rows Kysely's one object per row would
   * dominate (docs/decisions/0070); run it inside `kysely.connection()` so it waits its turn, or
   * at once only while `inTransaction` is false, as the catalogue version is (docs/decisions/0209).
   */
  sqlite?: SQLite.Database;
  close(): Promise<void>;
}

// COUNT(*) and other int8 values arrive as strings by default; our counts fit in a double.
pg.types.setTypeParser(20, (v) => Number(v));

/** `sqlite:./data/catalog.db`, `sqlite::memory:` or `postgres://…`. */
export function openDatabase(url: string): Db {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const availability = new DatabaseAvailability();
    // A connection attempt to an unreachable host gives up instead of holding the request.
    const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
    // A client the server drops (restart, failover) emits 'error'; unhandled, that ends the
    // process. The pool listens on idle clients only, so every client gets its own listener for
    // its whole life, checked out or not. The pool discards a broken client by itself.
    const lost = (error: Error) => {
      if (!availability.observe(error)) console.error(`PostgreSQL connection lost: ${error.message}`);
    };
    pool.on('connect', (client) => client.on('error', lost));
    pool.on('error', lost);
    const kysely = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: preparingPool(pool) }),
      log: (event) => {
        if (event.level === 'query') availability.reachable();
      },
    });
    const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    return { kysely, dialect: 'postgres', availability, poolStats, close: () => kysely.destroy() };
  }
  const path = url.replace(/^sqlite:/, '');
  const file = path === ':memory:' ? path : resolve(path);
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // 64 MiB of page cache keeps the search and facet pages of a large catalogue in memory.
  sqlite.pragma('cache_size = -65536');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { kysely, dialect: 'sqlite', sqlite, availability: new DatabaseAvailability(), close: () => kysely.destroy() };
}

/**
 * Kysely prepares every statement anew; compiling SQL is a good share of a cheap query's cost.
 * Statements are reused by their SQL text (the parameters stay separate), least recently used
 * dropped past `max`. Safe because better-sqlite3 runs each statement to completion synchronously.
 */
function withStatementCache(sqlite: SQLite.Database, max = 500) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (statement) {
        cache.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (cache.size >= max) cache.delete(cache.keys().next().value!);
      }
      cache.set(sql, statement);
      return statement;
    },
  };
}

/** Current time as stored: ISO-8601 UTC text. */
export const nowIso = () => new Date().toISOString();
