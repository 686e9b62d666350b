// The index of decision records in docs/architecture.md §7, read from the records themselves
// (docs/decisions/0103-docs-generated-from-code.md). Rendered by scripts/docs-generate.ts.
//
// A record is docs/decisions/NNNN-name.md and starts with `# NNNN Title`. A record that no longer
// holds says so in a paragraph between its title and its first `##` section, e.g.
//   Superseded by 0128 (docs/decisions/0128-….md).
//   Amended by 0128: the pages are drawn by …
//   Status: withdrawn
// The status shown is that paragraph up to its first colon or semicolon, without the paths in
// brackets. A record that says nothing of the kind is accepted.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocTable } from './docs-generate.ts';

const FILE_NAME = /^(\d{4})-[a-z0-9-]+\.md$/;
/** `Status: …` (bold or not): what follows is the status. */
const STATUS_LABEL = /^\*{0,2}status(?::\*{0,2}|\*{0,2}:)\s*/i;
/** A paragraph that is itself the status: "Superseded by 0128 …", "Partly replaced by …". */
const STATUS_WORDS = /^(?:partly |partially )?(?:superseded|amended|replaced|deprecated|withdrawn|rejected)\b/i;

interface DecisionRecord {
  number: string;
  file: string;
  title: string;
  status?: string;
}

/** The part of a status paragraph the index shows: up to its first `:` or `;`, paths in brackets left out. */
function shortStatus(paragraph: string): string {
  const text = paragraph
    .replace(/\s*\([^)]*\.md\)/g, '')
    .split(/[:;]/)[0]!
    .trim()
    .replace(/\.$/, '');
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function readRecord(folder: string, file: string, number: string): DecisionRecord {
  const lines = readFileSync(join(folder, file), 'utf8').split('\n');
  const titleAt = lines.findIndex((line) => line.startsWith('# '));
  const heading = lines[titleAt]?.slice(2).trim();
  if (!heading) throw new Error(`docs/decisions/${file}: no title (a first line \`# ${number} Title\`)`);
  if (!heading.startsWith(`${number} `)) {
    throw new Error(`docs/decisions/${file}: the title "${heading}" does not start with the file's number ${number}`);
  }
  const record: DecisionRecord = { number, file, title: heading.slice(number.length + 1).trim() };
  const sectionAt = lines.findIndex((line, i) => i > titleAt && line.startsWith('## '));
  const preamble = lines.slice(titleAt + 1, sectionAt < 0 ? undefined : sectionAt).join('\n');
  for (const paragraph of preamble.split(/\n\s*\n/).map((p) => p.replace(/\s*\n\s*/g, ' ').trim())) {
    if (STATUS_LABEL.test(paragraph)) record.status = shortStatus(paragraph.replace(STATUS_LABEL, ''));
    else if (STATUS_WORDS.test(paragraph)) record.status = shortStatus(paragraph);
    if (record.status) break;
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

  /** A record number in a status links to that record. */
  const linked = (status: string) =>
    status.replace(/\b\d{4}\b/g, (number) => {
      const named = records.get(number);
      return named ? link(named) : number;
    });
  const rows = [...records.values()].map((record) => [
    link(record),
    record.title,
    record.status ? linked(record.status) : 'accepted',
  ]);
  return [{ columns: ['record', 'title', 'status'], rows }];
}
