import { pathToFileURL } from 'node:url';
import { type Config, loadConfigOrReport, readEnvFile } from '../config.ts';
import { type Db, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

/**
 * Loads the configuration the server would use, opens and migrates its database, runs `work`
 * and closes the database again; answers the exit code (1 when the configuration is invalid).
 */
export async function withMigratedDatabase(work: (db: Db, config: Config) => Promise<number>): Promise<number> {
  readEnvFile();
  const config = loadConfigOrReport();
  if (!config) return 1;
  const db = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(db);
    return await work(db, config);
  } finally {
    await db.close();
  }
}

/** Runs `main` only when its module is the script node was started with, so tests can import it. */
export function runIfMain(moduleUrl: string, main: () => Promise<number>): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
