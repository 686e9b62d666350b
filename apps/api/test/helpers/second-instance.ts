import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import { openDatabase } from '../../src/db/database.ts';

/**
 * Another instance on the database at `url`: its own app and its own connection pool, as a second
 * server process would have. `close` ends both.
 */
export async function secondInstance(url: string, config: Config): Promise<FastifyInstance> {
  const db = openDatabase(url);
  const app = await buildApp({ config, db });
  app.addHook('onClose', () => db.close());
  await app.ready();
  return app;
}
