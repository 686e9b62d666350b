// Runs every check of the project and ends with one line: `N passed, N failed[, N skipped]`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const run = (label, cmd, args) => {
  console.log(`\n▶ ${label}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  return r.status === 0;
};

const failedSteps = [];
for (const [label, args] of [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['build web client', ['run', 'build']],
]) {
  if (!run(label, 'npm', args)) failedSteps.push(label);
}

if (!run('browser for end-to-end tests', 'bash', ['scripts/ensure-chromium.sh'])) failedSteps.push('chromium');

mkdirSync('.tmp', { recursive: true });
const report = '.tmp/vitest-report.json';
rmSync(report, { force: true });
run('tests (unit, API on each database, browser)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
]);

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(report)) {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  passed = r.numPassedTests;
  // A file that failed without a failing test could not run at all (an import or hook error):
  // count it once, as the runner reports no test for it.
  const brokenFiles = r.testResults.filter(
    (f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed'),
  ).length;
  failed = r.numFailedTests + brokenFiles;
  skipped = r.numPendingTests + (r.numTodoTests ?? 0);
  if (!r.success && failed === 0) failed = 1;
} else {
  failedSteps.push('tests did not report');
}
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
failed += failedSteps.length;
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
