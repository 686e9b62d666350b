// Runs every check of the project and ends with one line: `N passed, N failed[, N skipped]`.
// A step fails when it exits non-zero, whatever its report says; each test suite must also run at
// least its committed floor of tests (scripts/test-floors.json). See docs/decisions/0080-honest-test-runner.md.
// Steps run in stages; the steps of one stage run side by side, each into its own log, which is
// printed whole when the step ends (docs/decisions/0161-test-stages-side-by-side.md).
// TEST_SERIAL=1 runs one step at a time, as before.
import { spawn } from 'node:child_process';
import { relative } from 'node:path';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, closeSync } from 'node:fs';

const floors = JSON.parse(readFileSync(new URL('./test-floors.json', import.meta.url), 'utf8'));
const serial = process.env.TEST_SERIAL === '1';
const failedSteps = [];
const failedTests = [];
const timings = [];
mkdirSync('.tmp', { recursive: true });

/** Runs a command into its own log; resolves with why it failed (any exit but 0, a signal, a missing command), or undefined. */
function exec(step) {
  const log = `.tmp/step-${step.id}.log`;
  const fd = openSync(log, 'w');
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, { stdio: ['ignore', fd, fd], env: { ...process.env, ...step.env } });
    const done = (why) => {
      closeSync(fd);
      const seconds = (Date.now() - started) / 1000;
      timings.push(`${step.label}: ${seconds.toFixed(0)} s`);
      console.log(`\n▶ ${step.label} (${seconds.toFixed(0)} s)\n${readFileSync(log, 'utf8').trimEnd()}`);
      resolve(why);
    };
    child.on('error', (error) => done(error.message));
    child.on('exit', (code, signal) =>
      done(code === 0 ? undefined : signal ? `killed by ${signal}` : `exit code ${code}`),
    );
  });
}

/** Runs the steps of one stage side by side (or one by one with TEST_SERIAL=1). */
async function stage(steps) {
  if (serial) for (const step of steps) await step.run();
  else await Promise.all(steps.map((step) => step.run()));
}

const check = (id, label, cmd, args) => ({
  run: async () => {
    const why = await exec({ id, label, cmd, args });
    if (why) failedSteps.push(`${label} (${why})`);
  },
});

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);
let passed = 0;
let failed = 0;
let skipped = 0;
const summary = [];

/**
 * One vitest project as a suite with its own exit code, JSON report and floor. The API project runs
 * once per database, narrowed by TEST_DATABASES.
 */
const suite = ({ id, label, project, env, skipWhy }) => ({
  run: async () => {
    const floor = floors[id];
    if (typeof floor !== 'number') {
      failedSteps.push(`${label} has no floor in scripts/test-floors.json`);
      return;
    }
    if (skipWhy) {
      summary.push({ id, line: `${label}: NOT RUN (${skipWhy})` });
      return;
    }
    const report = `.tmp/vitest-${id}.json`;
    rmSync(report, { force: true });
    const args = [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ];
    const exitWhy = await exec({ id, label: `tests: ${label}`, cmd: 'npx', args, env });
    if (!existsSync(report)) {
      failedSteps.push(`${label} wrote no report (${exitWhy ?? 'exit code 0'})`);
      summary.push({ id, line: `${label}: no report` });
      return;
    }
    const counts = readReport(JSON.parse(readFileSync(report, 'utf8')));
    failedTests.push(...counts.failures.map((name) => `${label}: ${name}`));
    // The report leaves out errors outside tests (an unhandled rejection after a test ended): the
    // exit code does not. A failure the report already counts is not counted twice.
    if (exitWhy && counts.failed === 0) failedSteps.push(`${label} (${exitWhy}, though its report shows no failure)`);
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
    summary.push({ id, line: `${label}: ${counts.passed} passed, ${counts.failed} failed (floor ${floor})` });
    if (counts.ran < floor) failedSteps.push(`${label} ran ${counts.ran} tests, below its floor of ${floor}`);
  },
});

/**
 * A suite's counts from its JSON report, and each failure by name (`file › test`) so the closing
 * lines can name them. A file that failed without a failing test could not run at all (an import
 * or hook error): it is named with its error's first line and counted once, as the runner reports
 * no test for it.
 */
function readReport(r) {
  const failures = [];
  let brokenFiles = 0;
  for (const file of r.testResults) {
    const where = relative(process.cwd(), file.name);
    const failed = file.assertionResults.filter((a) => a.status === 'failed');
    for (const a of failed) failures.push(`${where} › ${a.fullName}`);
    if (file.status === 'failed' && failed.length === 0) {
      brokenFiles++;
      failures.push(`${where} (could not run: ${firstLine(file.message)})`);
    }
  }
  let failedTests = r.numFailedTests + brokenFiles;
  if (!r.success && failedTests === 0) failedTests = 1;
  return {
    ran: r.numPassedTests + r.numFailedTests,
    passed: r.numPassedTests,
    failed: failedTests,
    skipped: r.numPendingTests + (r.numTodoTests ?? 0),
    failures,
  };
}

const firstLine = (text) => (text ?? '').trim().split('\n')[0] || 'no message';

const ORDER = ['shared', 'api-sqlite', 'api-postgres', 'web', 'e2e'];
const started = Date.now();

// Checks that read the source, and the client build the browser tests load.
await stage([
  check('typecheck', 'typecheck', 'npm', ['run', 'typecheck']),
  check('lint', 'lint', 'npm', ['run', 'lint']),
  check('build', 'build web client', 'npm', ['run', 'build']),
  check('chromium', 'browser for end-to-end tests', 'bash', ['scripts/ensure-chromium.sh']),
]);
// Suites that wait on databases, timers and child servers more than they compute: side by side.
await stage([
  suite({ id: 'shared', label: 'shared', project: 'shared' }),
  suite({ id: 'api-sqlite', label: 'API on SQLite', project: 'api', env: { TEST_DATABASES: 'sqlite' } }),
  suite({
    id: 'api-postgres',
    label: 'API on PostgreSQL',
    project: 'api',
    env: { TEST_DATABASES: 'postgres' },
    skipWhy: hasPostgres ? undefined : 'TEST_DATABASE_URL is not set',
  }),
  suite({ id: 'web', label: 'web', project: 'web' }),
]);
// The browser tests after the suites: two spec files at a time, each waiting on its pages more than
// it computes (docs/decisions/0185).
await stage([suite({ id: 'e2e', label: 'browser (end-to-end)', project: 'e2e' })]);

summary.sort((a, b) => ORDER.indexOf(a.id) - ORDER.indexOf(b.id));
console.log(`\nSteps (wall time):\n${timings.map((line) => `  ${line}`).join('\n')}`);
console.log(`  whole run: ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`\nSuites:\n${summary.map(({ line }) => `  ${line}`).join('\n')}`);
if (!hasPostgres) console.log('\nThe API tests on PostgreSQL were NOT run: set TEST_DATABASE_URL to run them.');
if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((s) => `  ${s}`).join('\n')}`);
if (failedSteps.length) console.log(`\nFailed steps:\n${failedSteps.map((s) => `  ${s}`).join('\n')}`);
failed += failedSteps.length;
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
