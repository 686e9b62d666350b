import type { Db } from '../db/database.ts';
import type { Config } from '../config.ts';
import { sweepUnreferenced } from '../modules/images/image-sweeper.ts';
import { uploadTempRoot } from '../modules/images/multipart.ts';
import { buildRepositories } from '../services.ts';
import { createStorage } from '../storage/create-storage.ts';
import { type ProgressOptions, startProgress } from '../lib/progress.ts';
import { runIfMain, withMigratedDatabase } from './cli-database.ts';

const USAGE = `Usage: npm run storage -- <command>
  sweep [--dry-run]    delete stored images no record references that are older than an hour
                       (--dry-run: only list them); works on the folder and on a bucket`;

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** Runs one command against the configured storage and database; answers the exit code. */
export async function runStorageCommand(
  args: string[],
  db: Db,
  config: Pick<Config, 'storageUrl' | 'uploadDir' | 'dataDir'>,
  print: (line: string) => void,
  progress: ProgressOptions = {},
): Promise<number> {
  const [command, ...flags] = args;
  if (command === 'sweep' && flags.every((f) => f === '--dry-run')) {
    const dryRun = flags.length > 0;
    const shown = startProgress('Sweeping stored files', 0, progress);
    const r = await sweepUnreferenced({
      progress: shown,
      storage: createStorage(config),
      images: buildRepositories(db).images,
      uploadTempRoot: uploadTempRoot(config.dataDir),
      dryRun,
    });
    // The bar goes before the list of files, the summary after it.
    const took = shown.stop();
    for (const e of r.swept) print(`${dryRun ? 'would delete' : 'deleted'}\t${e.key}\t${e.size}`);
    print(
      `${r.examined} stored files, ${r.swept.length} unreferenced and older than an hour ` +
        `(${mb(r.bytes)} MB) ${dryRun ? 'would be deleted' : 'deleted'}, ${r.young} unreferenced but younger left, ` +
        `${r.tempFolders} abandoned upload folders ${dryRun ? 'found' : 'removed'} (${took})`,
    );
    return 0;
  }
  print(USAGE);
  return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
}

runIfMain(import.meta.url, () =>
  withMigratedDatabase((db, config) => runStorageCommand(process.argv.slice(2), db, config, (l) => console.log(l))),
);
