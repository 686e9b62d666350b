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
import { recordsOfCsv, recordsOfJson } from '../modules/solutions/catalog-import-records.ts';
import { CatalogImportService } from '../modules/solutions/catalog-import.service.ts';
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
  const reader = new SolutionsService(repositories.solutions, repositories.images, repositories.catalogVersion);
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
  await pipeline(Readable.from(exportChunks(reader, formatOf(file), (n) => shown.tick(n))), createWriteStream(file));
  shown.finish(`Exported ${total} solutions to ${file}`);
  return 0;
}

async function importFrom(db: Db, file: string, flags: Record<string, boolean | undefined>): Promise<number> {
  const text = readFileSync(file, 'utf8');
  const records = formatOf(file) === 'csv' ? recordsOfCsv(text) : recordsOfJson(text);
  const r = buildRepositories(db);
  const service = new CatalogImportService(r.catalogImport, r.solutionsAdmin, r.activity, r.revisions);
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
  shown.stop();
  for (const row of report.rows.filter((r) => r.action === 'refuse'))
    console.log(`row ${row.row}${row.name ? ` "${row.name}"` : ''}: ${row.reason}`);
  const counts = `${report.created} created, ${report.updated} updated, ${report.refused} refused`;
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
    return await withMigratedDatabase((db) =>
      command === 'export' ? exportTo(db, file) : importFrom(db, file, values),
    );
  } catch (error) {
    if (error instanceof HttpError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

runIfMain(import.meta.url, () => main(process.argv.slice(2)));
