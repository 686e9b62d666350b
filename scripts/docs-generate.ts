// Lists in the docs that the code already holds are written from it, between marker comments
// (docs/decisions/0103-docs-generated-from-code.md):
//   npm run docs         rewrites every block from its source
//   npm run docs:check   (part of `npm run lint`) fails when a block differs from what its source gives
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { decisionTables } from './docs-decisions.ts';
import { endpointTables } from './docs-endpoints.ts';

/** A markdown table, with an optional line above it. */
export interface DocTable {
  caption?: string;
  columns: string[];
  rows: string[][];
}

interface Block {
  /** The document, from the repository root. */
  doc: string;
  /** The markers are `<!-- name:start -->` and `<!-- name:end -->`, each on a line of its own. */
  name: string;
  /** What the block is written from, named in the block and in messages. */
  source: string;
  tables: () => DocTable[];
}

const root = join(import.meta.dirname, '..');

const blocks: Block[] = [
  {
    doc: 'docs/product.md',
    name: 'endpoints',
    source: 'the endpoint table in packages/shared/src/endpoints',
    tables: endpointTables,
  },
  {
    doc: 'docs/architecture.md',
    name: 'decisions',
    source: 'the records in docs/decisions',
    tables: () => decisionTables(root),
  },
];

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

function renderTable({ caption, columns, rows }: DocTable): string {
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  const table = [line(columns), line(columns.map(() => '---')), ...rows.map(line)].join('\n');
  return caption ? `${caption}\n\n${table}` : table;
}

/** The block's text between its markers, as prettier would leave it. */
async function render(block: Block): Promise<string> {
  const note = `<!-- Written by \`npm run docs\` from ${block.source}: change the source, not this list. -->`;
  const markdown = [note, ...block.tables().map(renderTable)].join('\n\n');
  const path = join(root, block.doc);
  return format(markdown, { ...(await resolveConfig(path)), filepath: path });
}

/** Where the block's text starts and ends in the document, between its two marker lines. */
function locate(text: string, block: Block): { from: number; to: number } {
  const start = `<!-- ${block.name}:start -->\n`;
  const end = `\n<!-- ${block.name}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < 0 || to < from || text.indexOf(start, from + 1) >= 0 || text.indexOf(end, to + 1) >= 0) {
    throw new Error(`${block.doc}: needs one line ${start.trim()} and, after it, one line ${end.trim()}`);
  }
  return { from: from + start.length, to: to + 1 };
}

/** A line without the padding prettier adds to table cells, so a wider column is not a change. */
function unpadded(line: string): string {
  return line.replace(/ {2,}/g, ' ').replace(/-{3,}/g, '---');
}

/** Lines only one side has, so a message shows what drifted without a diff tool. */
function difference(written: string, expected: string): string[] {
  const have = written.split('\n').filter((line) => line.trim());
  const want = expected.split('\n').filter((line) => line.trim());
  const haveKeys = new Set(have.map(unpadded));
  const wantKeys = new Set(want.map(unpadded));
  const all = [
    ...have.filter((line) => !wantKeys.has(unpadded(line))).map((line) => `  - ${unpadded(line)}`),
    ...want.filter((line) => !haveKeys.has(unpadded(line))).map((line) => `  + ${unpadded(line)}`),
  ];
  if (!all.length) return ['  (only spacing or blank lines differ)'];
  return all.length > 12 ? [...all.slice(0, 12), `  … and ${all.length - 12} more line(s)`] : all;
}

async function main(check: boolean): Promise<number> {
  let drifted = 0;
  for (const block of blocks) {
    const path = join(root, block.doc);
    const text = readFileSync(path, 'utf8');
    const { from, to } = locate(text, block);
    const expected = `\n${await render(block)}\n`;
    const written = text.slice(from, to);
    if (written === expected) continue;
    if (check) {
      drifted++;
      console.error(
        `${block.doc}: the ${block.name} list differs from ${block.source}; run \`npm run docs\` to rewrite it.\n` +
          difference(written, expected).join('\n'),
      );
    } else {
      writeFileSync(path, text.slice(0, from) + expected + text.slice(to));
      console.log(`${block.doc}: ${block.name} list rewritten from ${block.source}`);
    }
  }
  return drifted ? 1 : 0;
}

main(process.argv.includes('--check')).then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
