import { createWriteStream, readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import type { ExportFormat } from '@catalog/shared';
import type { Db } from '../db/database.ts';
import type { Caller } from '../lib/caller.ts';
import { HttpError } from '../lib/errors.ts';
import { startProgress } from '../lib/progress.ts';
import { exportChunks } from '../modules/solutions/catalog-export.ts';
import { type ImportRecord, recordsOfCsv, recordsOfJson } from '../modules/solutions/catalog-import-records.ts';
import { CatalogImportService } from '../modules/solutions/catalog-import.service.ts';
import { WebhookRecorder } from '../modules/webhooks/webhook-recorder.ts';
import { SolutionsService } from '../modules/solutions/solutions.service.ts';
import { buildRepositories } from '../services.ts';
import { runIfMain, withMigratedDatabase } from './cli-database.ts';

const USAGE = `Usage:
  npm run catalog -- export FILE              the catalogue as JSON, or CSV when FILE ends in .csv
  npm run catalog -- import FILE [--dry-run] [--all-or-nothing] [--create-lookups]`;

/** Who the activity log names for work done from the command line: no account. */
const COMMAND_LINE: Caller = { role: 'admin', userId: null, email: null, sessionId: null };

const formatOf = (file: string): ExportFormat => (/\.csv$/i.test(file) ? 'csv' : 'json');

async function exportTo(db: Db, file: string): Promise<number> {
  const repositories = buildRepositories(db);
  const reader = new SolutionsService(repositories.solutions, repositories.catalogVersion);
  const total = Number(
    (
      await db.kysely
        .selectFrom('solutions')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('deleted_at', 'is', null)
        .executeTakeFirst()
    )?.n ?? 0,
  );
  const shown = startProgress('Exporting solutions', total);
  await pipeline(
    Readable.from(exportChunks(reader, formatOf(file), (n) => shown.tick(n))),
    createWriteStream(file),
  ).catch((error: NodeJS.ErrnoException) => {
    throw error.path === file ? fileProblem('write', file, error) : error;
  });
  shown.finish(`Exported ${total} solutions to ${file}`);
  return 0;
}

/** A file the command cannot read or write: said in one line, without a stack trace. */
class FileProblem extends Error {}

const WHY: Record<string, string> = {
  ENOENT: 'no such file or folder',
  EACCES: 'permission denied',
  EISDIR: 'it is a folder',
};

function fileProblem(verb: 'read' | 'write', file: string, error: unknown): FileProblem {
  const code = (error as NodeJS.ErrnoException).code;
  return new FileProblem(`Cannot ${verb} ${file}: ${(code && WHY[code]) ?? (error as Error).message}`);
}

/** The file's solutions, read and checked before the database is opened: a bad file changes nothing. */
function recordsOf(file: string): ImportRecord[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw fileProblem('read', file, error);
  }
  return formatOf(file) === 'csv' ? recordsOfCsv(text) : recordsOfJson(text);
}

async function importFrom(
  db: Db,
  records: ImportRecord[],
  flags: Record<string, boolean | undefined>,
): Promise<number> {
  const r = buildRepositories(db);
  const service = new CatalogImportService(
    r.catalogImport,
    r.solutionsAdmin,
    r.activity,
    r.revisions,
    new WebhookRecorder(r.webhooks),
  );
  const dryRun = Boolean(flags['dry-run']);
  const shown = startProgress(dryRun ? 'Checking solutions' : 'Importing solutions', records.length);
  const report = await service.run(
    COMMAND_LINE,
    records,
    {
      dry_run: dryRun,
      all_or_nothing: Boolean(flags['all-or-nothing']),
      create_lookups: Boolean(flags['create-lookups']),
    },
    () => shown.tick(),
  );
  const took = shown.stop();
  for (const row of report.rows.filter((r) => r.action === 'refuse'))
    console.log(`row ${row.row}${row.name ? ` "${row.name}"` : ''}: ${row.reason}`);
  const counts = `${report.created} created, ${report.updated} updated, ${report.refused} refused (${took})`;
  console.log(
    report.applied ? `Imported: ${counts}` : `Nothing written (${dryRun ? 'dry run' : 'refused rows'}): ${counts}`,
  );
  return report.refused > 0 && !report.applied && !dryRun ? 1 : 0;
}

/** `npm run catalog -- export|import FILE`: bulk export and import from the command line (docs/decisions/0176). */
export async function main(args: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      'dry-run': { type: 'boolean' },
      'all-or-nothing': { type: 'boolean' },
      'create-lookups': { type: 'boolean' },
    },
  });
  const [command, file] = positionals;
  if (!file || (command !== 'export' && command !== 'import')) {
    console.error(USAGE);
    return 2;
  }
  try {
    if (command === 'export') return await withMigratedDatabase((db) => exportTo(db, file));
    const records = recordsOf(file);
    return await withMigratedDatabase((db) => importFrom(db, records, values));
  } catch (error) {
    if (!(error instanceof HttpError || error instanceof FileProblem)) throw error;
    console.error(error.message);
    return 1;
  }
}

runIfMain(import.meta.url, () => main(process.argv.slice(2)));
