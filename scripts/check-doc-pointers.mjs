// Part of `npm run lint`: comments and docs point at documents inside this repository
// (docs/product.md, docs/architecture.md, docs/decisions/). This fails when a tracked file
// outside docs/ names one of the two product and design notes that were never part of it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const OUTSIDE_NOTE = /\b(?:SPEC|DESIGN)\.md\b/;

const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  .split('\0')
  .filter((path) => path && !path.startsWith('docs/') && path !== 'package-lock.json');

const found = [];
for (const path of tracked) {
  let text;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    continue; // listed by git but absent from the working tree (deleted, not yet committed)
  }
  if (text.includes('\0') || !OUTSIDE_NOTE.test(text)) continue;
  text.split('\n').forEach((line, i) => {
    if (OUTSIDE_NOTE.test(line)) found.push(`${path}:${i + 1}: ${line.trim()}`);
  });
}

if (found.length) {
  console.error(
    `${found.length} line(s) point at a document outside the repository; point them at docs/product.md,\n` +
      'docs/architecture.md or a record in docs/decisions/ instead:\n' +
      found.map((f) => `  ${f}`).join('\n'),
  );
  process.exit(1);
}
