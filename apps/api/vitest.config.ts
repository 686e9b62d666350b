import { configDefaults, defineConfig } from 'vitest/config';
import { testDatabases } from './test/helpers/test-databases.ts';

/** Tests of PostgreSQL alone (several instances on one database) are left out of a run without it. */
const postgresOnly = testDatabases.includes('postgres') ? [] : ['test/**/*.postgres.test.ts'];

export default defineConfig({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...postgresOnly],
    // Files share one module graph per worker: each imports the whole server, which cost more than
    // a third of the suite's time when every file imported it afresh (docs/decisions/0185). Every
    // file builds its own app and database, and restores the timers and environment it changes.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
