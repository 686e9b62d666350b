import { type PostgresPool, type PostgresPoolClient, sql } from 'kysely';
import type pg from 'pg';

/**
 * A select modifier (`.modifyFront(PREPARED)`) marking a read that is made often with the same
 * text: on PostgreSQL it runs as a named prepared statement, parsed and planned once per
 * connection instead of on every request (docs/decisions/0215). SQLite's statements are kept by
 * their text already (`database.ts`), so there it is only a comment.
 */
const MARK = '/* prepared */';
export const PREPARED = sql.raw(MARK);
/** How a marked read's text begins: Kysely writes a select modifier right after `select`. */
const MARKED = `select ${MARK} `;

/** One name per marked text, the same on every connection; the marked reads have a handful of texts. */
const names = new Map<string, string>();
const nameOf = (text: string) => {
  let name = names.get(text);
  if (name === undefined) names.set(text, (name = `prepared_${names.size + 1}`));
  return name;
};

/**
 * `pool` as Kysely's PostgreSQL dialect takes it, each client sending a text that begins with
 * `PREPARED` under its name: node-postgres prepares a named statement on a connection's first use
 * and reuses it after, and PostgreSQL keeps a generic plan for it after a few runs.
 */
export function preparingPool(pool: pg.Pool): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    // Kysely passes a statement's text and values, or a cursor (which goes on as it came).
    const query = (text: string, values: unknown[]) =>
      typeof text === 'string' && text.startsWith(MARKED)
        ? client.query({ name: nameOf(text), text, values })
        : client.query(text, values);
    return { query: query as unknown as PostgresPoolClient['query'], release: () => client.release() };
  };
  return {
    async connect() {
      const client = await pool.connect();
      let wrapped = clients.get(client);
      if (!wrapped) clients.set(client, (wrapped = wrap(client)));
      return wrapped;
    },
    end: () => pool.end(),
  };
}
