// Runs every check of the project and ends with one line: `N passed, N failed[, N skipped]`.
// A step fails when it exits non-zero, whatever its report says; each test suite must also run at
// least its committed floor of tests (scripts/test-floors.json). See docs/decisions/0080-honest-test-runner.md.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const floors = JSON.parse(readFileSync(new URL('./test-floors.json', import.meta.url), 'utf8'));
const failedSteps = [];

/** Runs a command; returns why it failed (any exit but 0, a signal, a missing command), or undefined. */
const exec = (label, cmd, args, env = {}) => {
  console.log(`\n▶ ${label}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status === 0) return undefined;
  return r.error ? r.error.message : r.signal ? `killed by ${r.signal}` : `exit code ${r.status}`;
};
const run = (label, cmd, args) => {
  const why = exec(label, cmd, args);
  if (why) failedSteps.push(`${label} (${why})`);
};

run('typecheck', 'npm', ['run', 'typecheck']);
run('lint', 'npm', ['run', 'lint']);
run('build web client', 'npm', ['run', 'build']);
run('browser for end-to-end tests', 'bash', ['scripts/ensure-chromium.sh']);

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);
// Each suite runs on its own so its exit code and its count are its own. The API project runs
// once per database, narrowed by TEST_DATABASES.
const suites = [
  { id: 'shared', label: 'shared', project: 'shared' },
  { id: 'api-sqlite', label: 'API on SQLite', project: 'api', env: { TEST_DATABASES: 'sqlite' } },
  {
    id: 'api-postgres',
    label: 'API on PostgreSQL',
    project: 'api',
    env: { TEST_DATABASES: 'postgres' },
    skipWhy: hasPostgres ? undefined : 'TEST_DATABASE_URL is not set',
  },
  { id: 'web', label: 'web', project: 'web' },
  { id: 'e2e', label: 'browser (end-to-end)', project: 'e2e' },
];

mkdirSync('.tmp', { recursive: true });
let passed = 0;
let failed = 0;
let skipped = 0;
const summary = [];
for (const suite of suites) {
  const floor = floors[suite.id];
  if (typeof floor !== 'number') {
    failedSteps.push(`${suite.label} has no floor in scripts/test-floors.json`);
    continue;
  }
  if (suite.skipWhy) {
    summary.push(`${suite.label}: NOT RUN (${suite.skipWhy})`);
    continue;
  }
  const report = `.tmp/vitest-${suite.id}.json`;
  rmSync(report, { force: true });
  const exitWhy = exec(
    `tests: ${suite.label}`,
    'npx',
    [
      'vitest',
      'run',
      '--project',
      suite.project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    suite.env,
  );
  if (!existsSync(report)) {
    failedSteps.push(`${suite.label} wrote no report (${exitWhy ?? 'exit code 0'})`);
    summary.push(`${suite.label}: no report`);
    continue;
  }
  const counts = countReport(JSON.parse(readFileSync(report, 'utf8')));
  // The report leaves out errors outside tests (an unhandled rejection after a test ended): the
  // exit code does not. A failure the report already counts is not counted twice.
  if (exitWhy && counts.failed === 0)
    failedSteps.push(`${suite.label} (${exitWhy}, though its report shows no failure)`);
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
  summary.push(`${suite.label}: ${counts.passed} passed, ${counts.failed} failed (floor ${floor})`);
  if (counts.ran < floor) failedSteps.push(`${suite.label} ran ${counts.ran} tests, below its floor of ${floor}`);
}

function countReport(r) {
  // A file that failed without a failing test could not run at all (an import or hook error):
  // count it once, as the runner reports no test for it.
  const brokenFiles = r.testResults.filter(
    (f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed'),
  ).length;
  let failedTests = r.numFailedTests + brokenFiles;
  if (!r.success && failedTests === 0) failedTests = 1;
  return {
    ran: r.numPassedTests + r.numFailedTests,
    passed: r.numPassedTests,
    failed: failedTests,
    skipped: r.numPendingTests + (r.numTodoTests ?? 0),
  };
}

console.log(`\nSuites:\n${summary.map((line) => `  ${line}`).join('\n')}`);
if (!hasPostgres) console.log('\nThe API tests on PostgreSQL were NOT run: set TEST_DATABASE_URL to run them.');
if (failedSteps.length) console.log(`\nFailed steps:\n${failedSteps.map((s) => `  ${s}`).join('\n')}`);
failed += failedSteps.length;
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
