import { join } from 'node:path';
import { scratchPostgres } from '../apps/api/src/db/scratch-postgres.ts';

/** Which database the bench's catalogues live in: `BENCH_DATABASE=postgres` or SQLite (the default). */
export const benchDatabase = process.env.BENCH_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

/** The PostgreSQL server scratch databases are made on (a role that may create databases). */
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * An empty database for one generated catalogue: a SQLite file in `dir`, or a fresh PostgreSQL
 * database on BENCH_POSTGRES_URL's server, dropped by `drop`.
 */
export async function scratchDatabase(dir: string): Promise<{ url: string; drop: () => Promise<void> }> {
  if (benchDatabase === 'sqlite') return { url: `sqlite:${join(dir, 'bench.db')}`, drop: async () => {} };
  return scratchPostgres(postgresUrl, 'catalog_bench');
}
