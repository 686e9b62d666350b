// Lints the OpenAPI document the app serves with Redocly's recommended rules (redocly.yaml),
// offline: `npm run openapi:lint`; any error or warning fails (docs/decisions/0177, 0192).
// apps/api/test/openapi.test.ts runs `redoclyProblems` on the document the app answers.
import { join } from 'node:path';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import { openApiDocument } from '../apps/api/src/cli/openapi.ts';

const root = join(import.meta.dirname, '..');
/**
 * The name the document is linted under: the one `.redocly.lint-ignore.yaml` gives its few
 * contract-bound exceptions for. No such file is written.
 */
const DOCUMENT_NAME = join(root, 'openapi.json');

export interface RedoclyProblem {
  line: string;
  ignored: boolean;
}

/** Every problem Redocly finds in `source`, each as a line, and whether the ignore file excuses it. */
export async function redoclyProblems(source: string): Promise<RedoclyProblem[]> {
  const config = await loadConfig({ configPath: join(root, 'redocly.yaml') });
  const problems = await lintFromString({ source, absoluteRef: DOCUMENT_NAME, config });
  return problems.map((p) => ({
    line: `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '#'}`,
    ignored: Boolean(p.ignored),
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = await redoclyProblems(JSON.stringify(await openApiDocument()));
  const failing = problems.filter((p) => !p.ignored);
  for (const p of failing) console.error(p.line);
  const excused = problems.length - failing.length;
  console.log(
    `OpenAPI document: ${failing.length} problem(s) under redocly.yaml, ${excused} excused by .redocly.lint-ignore.yaml`,
  );
  process.exit(failing.length === 0 ? 0 : 1);
}
