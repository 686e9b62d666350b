import type { Config } from '../../config.ts';
import type { Db } from '../database.ts';

/** Loads the demo catalogue when SEED_DEMO is on, or unset and the database has no solutions. */
export async function seedDemoIfWanted(db: Db, config: Config): Promise<void> {
  if (config.seedDemo === false) return;
  // Filled by the read-API work.
  void db;
}
