import { seedDemoIfWanted } from '../db/seed/seed.ts';
import { startProgress } from '../lib/progress.ts';
import { runIfMain, withMigratedDatabase } from './cli-database.ts';

/**
 * `npm run seed`: loads the demo catalogue into the configured database through the same path as
 * the server's first start. Adds only what is missing, so it is safe to run again.
 */
runIfMain(import.meta.url, () =>
  withMigratedDatabase(async (db, config) => {
    const shown = startProgress('Seeding the demo catalogue', 0);
    const added = await seedDemoIfWanted(db, { ...config, seedDemo: true }, (total) => {
      shown.total(total);
      return shown;
    });
    shown.finish(`Demo catalogue: ${added.solutions} solutions added, ${added.images} image files written`);
    return 0;
  }),
);
