import { configDefaults, defineConfig } from 'vitest/config';
import { testDatabases } from './test/helpers/test-databases.ts';

/** Tests of PostgreSQL alone (several instances on one database) are left out of a run without it. */
const postgresOnly = testDatabases.includes('postgres') ? [] : ['test/**/*.postgres.test.ts'];

export default defineConfig({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...postgresOnly],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
