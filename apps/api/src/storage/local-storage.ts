import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assertSafeKey, type ByteRange, clampRange, type ImageStorage, type StoredEntry } from './storage.ts';

/** A half-written file: `.<key>.<random>.tmp`. Only the sweeper ever deletes one by this name. */
const TEMP_NAME = /^\.[a-z0-9][a-z0-9._-]{0,127}\.[0-9a-f]{8}\.tmp$/;

/** Images in a local folder. Writes go to a temporary name first, so a reader never sees half a file. */
export class LocalImageStorage implements ImageStorage {
  constructor(private readonly dir: string) {}

  async put(key: string, data: Buffer) {
    assertSafeKey(key);
    await mkdir(this.dir, { recursive: true });
    const tmp = join(this.dir, `.${key}.${randomBytes(4).toString('hex')}.tmp`);
    try {
      await writeFile(tmp, data, { mode: 0o644 });
      await rename(tmp, join(this.dir, key));
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  }

  async read(key: string, range?: ByteRange) {
    assertSafeKey(key);
    const path = join(this.dir, key);
    let totalSize: number;
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      totalSize = info.size;
    } catch {
      return null;
    }
    if (!range) return { stream: createReadStream(path), size: totalSize, totalSize };
    const part = clampRange(range, totalSize);
    return {
      stream: createReadStream(path, part),
      size: part.end - part.start + 1,
      totalSize,
      range: part,
    };
  }

  async delete(key: string) {
    if (!TEMP_NAME.test(key)) assertSafeKey(key);
    await rm(join(this.dir, key), { force: true });
  }

  async list(): Promise<StoredEntry[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return [];
    }
    const entries: StoredEntry[] = [];
    for (const name of names) {
      if (name.startsWith('.') && !TEMP_NAME.test(name)) continue;
      try {
        const info = await stat(join(this.dir, name));
        if (info.isFile()) entries.push({ key: name, modifiedAt: info.mtime, size: info.size });
      } catch {
        // Deleted between the listing and the stat: nothing to report.
      }
    }
    return entries;
  }
}
