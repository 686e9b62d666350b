import { copyFile, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { buffer } from 'node:stream/consumers';
import SQLite from 'better-sqlite3';
import type { Config } from '../config.ts';
import { createStorage } from '../storage/create-storage.ts';
import { runIfMain } from './cli-database.ts';
import { loadConfigOrReport, readEnvFile } from '../config.ts';
import { type ProgressOptions, startProgress } from '../lib/progress.ts';

const DB_FILE = 'catalog.db';
const IMAGES = 'images';

const sqlitePath = (url: string) => (url.startsWith('sqlite:') ? resolve(url.replace(/^sqlite:/, '')) : undefined);

/**
 * A consistent copy of the SQLite database made while servers write to it (SQLite's online
 * backup), then every stored image as a file (docs/decisions/0094). PostgreSQL has pg_dump.
 */
export async function backup(
  config: Config,
  dir: string,
  print: (l: string) => void,
  progress: ProgressOptions = {},
): Promise<number> {
  const file = sqlitePath(config.databaseUrl);
  if (!file) {
    print('The database is PostgreSQL: back it up with pg_dump (see the README, Operations).');
    return 2;
  }
  await mkdir(join(dir, IMAGES), { recursive: true });
  // The database, then the files: every file the copied database names was listed after it.
  const shown = startProgress('Backing up', 1, { print, ...progress });
  const source = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    // In one step: a stepped copy (100 pages at a time) starts over whenever another connection
    // writes between steps, so under steady writes a database past 100 pages never finished.
    await source.backup(join(dir, DB_FILE), { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  const storage = createStorage(config);
  const entries = (await storage.list()).filter((entry) => !entry.key.startsWith('.'));
  shown.total(1 + entries.length);
  shown.tick();
  let images = 0;
  for (const entry of entries) {
    const object = await storage.read(entry.key);
    shown.tick();
    if (!object) continue; // deleted since the listing
    await writeFile(join(dir, IMAGES, entry.key), await buffer(object.stream));
    images += 1;
  }
  shown.finish(`backed up the database and ${images} stored files to ${dir}`);
  return 0;
}

/** Puts a backup back: the database file where DATABASE_URL points (which must not exist yet) and every image. */
export async function restore(
  config: Config,
  dir: string,
  print: (l: string) => void,
  progress: ProgressOptions = {},
): Promise<number> {
  const file = sqlitePath(config.databaseUrl);
  if (!file) {
    print('The database is PostgreSQL: restore it with pg_restore (see the README, Operations).');
    return 2;
  }
  if (
    await stat(file).then(
      () => true,
      () => false,
    )
  ) {
    print(`${file} exists: restore only into a new database file`);
    return 1;
  }
  await stat(join(dir, DB_FILE));
  await mkdir(resolve(file, '..'), { recursive: true });
  const names = await readdir(join(dir, IMAGES));
  const shown = startProgress('Restoring', names.length + 1, { print, ...progress });
  await copyFile(join(dir, DB_FILE), file);
  shown.tick();
  const storage = createStorage(config);
  for (const name of names) {
    await storage.put(name, await readFile(join(dir, IMAGES, name)));
    shown.tick();
  }
  shown.finish(`restored the database and ${names.length} stored files from ${dir}`);
  return 0;
}

const USAGE = 'Usage: npm run backup -- <folder>   |   npm run restore -- <folder>';

runIfMain(import.meta.url, async () => {
  const [command, dir] = process.argv.slice(2);
  readEnvFile();
  const config = loadConfigOrReport();
  if (!config) return 1;
  if (!dir || (command !== 'backup' && command !== 'restore')) {
    console.log(USAGE);
    return 2;
  }
  return (command === 'backup' ? backup : restore)(config, resolve(dir), (l) => console.log(l));
});
