// Lints the OpenAPI document the app serves with Redocly's recommended rules (redocly.yaml),
// offline: `npm run openapi:lint`; any error or warning fails (docs/decisions/0177).
import { join } from 'node:path';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import { openApiDocument } from '../apps/api/src/cli/openapi.ts';

const root = join(import.meta.dirname, '..');
const config = await loadConfig({ configPath: join(root, 'redocly.yaml') });
const problems = await lintFromString({ source: JSON.stringify(await openApiDocument()), config });
for (const p of problems) console.error(`${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '#'}`);
console.log(`OpenAPI document: ${problems.length} problem(s) under redocly.yaml`);
process.exit(problems.length === 0 ? 0 : 1);
