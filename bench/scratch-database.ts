import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';

/** Which database the bench's catalogues live in: `BENCH_DATABASE=postgres` or SQLite (the default). */
export const benchDatabase = process.env.BENCH_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

/** The PostgreSQL server scratch databases are made on (a role that may create databases). */
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * An empty database for one generated catalogue: a SQLite file in `dir`, or a fresh PostgreSQL
 * database on BENCH_POSTGRES_URL's server, dropped by `drop`.
 */
export async function scratchDatabase(dir: string): Promise<{ url: string; drop: () => Promise<void> }> {
  if (benchDatabase === 'sqlite') return { url: `sqlite:${join(dir, 'bench.db')}`, drop: async () => {} };
  const name = `catalog_bench_${randomBytes(6).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
