export type DbKind = 'sqlite' | 'postgres';

/**
 * SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (as in CI). TEST_DATABASES narrows
 * the run to one kind: the test runner runs each half apart so it can count each
 * (docs/decisions/0080-honest-test-runner.md). Files named `*.postgres.test.ts` run only when
 * PostgreSQL is among them (apps/api/vitest.config.ts).
 */
export const testDatabases: DbKind[] = chooseTestDatabases(process.env);

function chooseTestDatabases(env: NodeJS.ProcessEnv): DbKind[] {
  const available: DbKind[] = env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
  if (!env.TEST_DATABASES) return available;
  const wanted = env.TEST_DATABASES.split(',').map((k) => k.trim());
  for (const kind of wanted) {
    if (!available.includes(kind as DbKind)) {
      throw new Error(`TEST_DATABASES asks for '${kind}', but only ${available.join(' and ')} can run here`);
    }
  }
  return wanted as DbKind[];
}
