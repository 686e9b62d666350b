import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { type Db, openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemoIfWanted } from './db/seed/seed.ts';
import { ensureAdminAccount } from './modules/auth/admin-account.ts';

/** Opens and migrates the database, seeds it when asked, and builds the app on it. */
export async function bootstrap(config: Config): Promise<{ app: FastifyInstance; db: Db }> {
  const db = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(db);
    await seedDemoIfWanted(db, config);
    const app = await buildApp({ config, db });
    if (config.adminEmail && config.adminPassword) {
      const outcome = await ensureAdminAccount(
        app.services.repositories.users,
        config.adminEmail,
        config.adminPassword,
      );
      app.log.info({ admin: config.adminEmail, outcome }, 'admin account from ADMIN_EMAIL');
    }
    return { app, db };
  } catch (error) {
    await db.close();
    throw error;
  }
}
