import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { RepeatingJob } from '../../lib/repeating-job.ts';
import type { ImageStorage, StoredEntry } from '../../storage/storage.ts';
import type { ImagesRepository } from './images.repository.ts';

/** Files younger than this may belong to an upload still between storing and committing. */
export const SWEEP_MIN_AGE_MS = 60 * 60_000;

/**
 * Every file made for one image shares the image's 32-hex-digit key base (`<base>.jpg`,
 * `<base>-thumb.webp`, width variants …), so a file is referenced when its base is; a key without
 * such a base is referenced only by its exact name.
 */
const baseOf = (key: string) => /^[0-9a-f]{32}/.exec(key)?.[0] ?? key;

export interface SweepOptions {
  storage: ImageStorage;
  images: ImagesRepository;
  /** Request folders of multipart uploads (multipart.ts uploadTempRoot); old ones are removed too. */
  uploadTempRoot?: string;
  now?: Date;
  minAgeMs?: number;
  dryRun?: boolean;
  /** Told how many stored files there are, then of each one looked at (`npm run storage -- sweep` shows it). */
  progress?: { total(n: number): void; tick(): void };
}

export interface SweepResult {
  /** Stored files looked at. */
  examined: number;
  /** Unreferenced and old enough: deleted (or, on a dry run, would be). */
  swept: StoredEntry[];
  bytes: number;
  /** Unreferenced but younger than the minimum age: left alone this time. */
  young: number;
  /** Abandoned request folders of uploads removed. */
  tempFolders: number;
}

/**
 * Deletes stored files that no record references and that are older than an hour
 * (docs/decisions/0091): what a process killed between storing and committing leaves. The
 * listing is taken before the references, so a file committed meanwhile counts as referenced.
 */
export async function sweepUnreferenced(options: SweepOptions): Promise<SweepResult> {
  const now = options.now ?? new Date();
  const minAge = options.minAgeMs ?? SWEEP_MIN_AGE_MS;
  const entries = await options.storage.list();
  const referenced = new Set((await options.images.referencedKeys()).map(baseOf));
  const result: SweepResult = { examined: entries.length, swept: [], bytes: 0, young: 0, tempFolders: 0 };
  options.progress?.total(entries.length);
  for (const entry of entries) {
    options.progress?.tick();
    if (referenced.has(baseOf(entry.key))) continue;
    if (now.getTime() - entry.modifiedAt.getTime() < minAge) {
      result.young += 1;
      continue;
    }
    if (!options.dryRun) await options.storage.delete(entry.key);
    result.swept.push(entry);
    result.bytes += entry.size;
  }
  if (options.uploadTempRoot)
    result.tempFolders = await sweepTempFolders(options.uploadTempRoot, now, minAge, options.dryRun);
  return result;
}

async function sweepTempFolders(root: string, now: Date, minAge: number, dryRun = false): Promise<number> {
  let names: string[];
  try {
    names = await readdir(root);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const path = join(root, name);
    try {
      if (now.getTime() - (await stat(path)).mtime.getTime() < minAge) continue;
      if (!dryRun) await rm(path, { recursive: true, force: true });
      removed += 1;
    } catch {
      // Removed by its own request meanwhile.
    }
  }
  return removed;
}

/** Sweeps on a timer in the server; several instances may each run one (a delete is idempotent). */
export class StorageSweeper extends RepeatingJob {
  constructor(options: Omit<SweepOptions, 'now' | 'dryRun'>, everyMs: number, log: FastifyBaseLogger) {
    super(
      async () => {
        const r = await sweepUnreferenced(options);
        if (r.swept.length > 0 || r.tempFolders > 0)
          log.info({ files: r.swept.length, bytes: r.bytes, tempFolders: r.tempFolders }, 'storage sweep');
      },
      everyMs,
      (err: unknown) => log.error({ err }, 'storage sweep failed'),
    );
  }
}
