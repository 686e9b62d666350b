import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './types.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
}

// COUNT(*) and other int8 values arrive as strings by default; our counts fit in a double.
pg.types.setTypeParser(20, (v) => Number(v));

/** `sqlite:./data/catalog.db`, `sqlite::memory:` or `postgres://…`. */
export function openDatabase(url: string): Db {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle client the server drops (restart, failover, DROP DATABASE) emits 'error' on the
    // pool; unhandled, that would end the process. The pool replaces the client by itself.
    pool.on('error', (error) => console.error(`PostgreSQL idle connection lost: ${error.message}`));
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
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
  return { kysely, dialect: 'sqlite', close: () => kysely.destroy() };
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
