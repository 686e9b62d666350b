// The index of decision records in docs/architecture.md §7, read from the records themselves
// (docs/decisions/0103-docs-generated-from-code.md). Rendered by scripts/docs-generate.ts.
//
// A record is docs/decisions/NNNN-name.md and starts with `# NNNN Title`. Between the title and
// its first `##` section it may say how it stands:
//   Status: superseded by 0130      (any text; shown as written)
//   Supersedes: 0075, 0127          (those records show "superseded by" this one)
// A record that says neither is accepted.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocTable } from './docs-generate.ts';

const FILE_NAME = /^(\d{4})-[a-z0-9-]+\.md$/;
/** `Status: …`, `**Status:** …` or `**Status**: …`; the colon is required. */
const STATUS_LINE = /^\*{0,2}status(?::\*{0,2}|\*{0,2}:)\s*(.+?)\.?$/i;
const SUPERSEDES_LINE = /^\*{0,2}supersedes(?::\*{0,2}|\*{0,2}:)\s*(.+)$/i;

interface DecisionRecord {
  number: string;
  file: string;
  title: string;
  status?: string;
  supersedes: string[];
}

function readRecord(folder: string, file: string, number: string): DecisionRecord {
  const lines = readFileSync(join(folder, file), 'utf8').split('\n');
  const titleAt = lines.findIndex((line) => line.startsWith('# '));
  const heading = lines[titleAt]?.slice(2).trim();
  if (!heading) throw new Error(`docs/decisions/${file}: no title (a first line \`# ${number} Title\`)`);
  if (!heading.startsWith(`${number} `)) {
    throw new Error(`docs/decisions/${file}: the title "${heading}" does not start with the file's number ${number}`);
  }
  const record: DecisionRecord = { number, file, title: heading.slice(number.length + 1).trim(), supersedes: [] };
  for (const line of lines.slice(titleAt + 1)) {
    if (line.startsWith('## ')) break;
    const status = STATUS_LINE.exec(line.trim());
    if (status) record.status = status[1];
    const supersedes = SUPERSEDES_LINE.exec(line.trim());
    if (supersedes) record.supersedes.push(...(supersedes[1]!.match(/\b\d{4}\b/g) ?? []));
  }
  return record;
}

function link(record: DecisionRecord): string {
  return `[${record.number}](decisions/${record.file})`;
}

/** Every record by number, with its title and status; a clash of numbers or a bad title stops it. */
export function decisionTables(root: string): DocTable[] {
  const folder = join(root, 'docs/decisions');
  const records = new Map<string, DecisionRecord>();
  for (const file of readdirSync(folder).sort()) {
    const number = FILE_NAME.exec(file)?.[1];
    if (!number) throw new Error(`docs/decisions/${file}: a record is named NNNN-words-in-kebab-case.md`);
    const clash = records.get(number);
    if (clash) throw new Error(`docs/decisions/${file}: number ${number} is already taken by ${clash.file}`);
    records.set(number, readRecord(folder, file, number));
  }

  const supersededBy = new Map<string, DecisionRecord[]>();
  for (const record of records.values()) {
    for (const old of record.supersedes) {
      if (!records.has(old)) throw new Error(`docs/decisions/${record.file}: supersedes ${old}, which has no record`);
      supersededBy.set(old, [...(supersededBy.get(old) ?? []), record]);
    }
  }

  const rows = [...records.values()].map((record) => {
    const newer = supersededBy.get(record.number);
    const status = record.status ?? (newer ? `superseded by ${newer.map(link).join(', ')}` : 'accepted');
    return [link(record), record.title, status];
  });
  return [{ columns: ['record', 'title', 'status'], rows }];
}
