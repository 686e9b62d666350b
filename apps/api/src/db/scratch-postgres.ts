import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new, empty PostgreSQL database on the server `serverUrl` names (a role that may create
 * databases), for the tests and the bench: its URL, and `drop` to remove it with whatever is still
 * connected to it.
 */
export async function scratchPostgres(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
