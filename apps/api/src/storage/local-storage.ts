import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assertSafeKey, type ImageStorage } from './storage.ts';

/** Images in a local folder. Writes go to a temporary name first, so a reader never sees half a file. */
export class LocalImageStorage implements ImageStorage {
  constructor(private readonly dir: string) {}

  async put(key: string, data: Buffer) {
    assertSafeKey(key);
    await mkdir(this.dir, { recursive: true });
    const tmp = join(this.dir, `.${key}.tmp`);
    await writeFile(tmp, data, { mode: 0o644 });
    await rename(tmp, join(this.dir, key));
  }

  async read(key: string) {
    assertSafeKey(key);
    const path = join(this.dir, key);
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      return { stream: createReadStream(path), size: info.size };
    } catch {
      return null;
    }
  }

  async delete(key: string) {
    assertSafeKey(key);
    await rm(join(this.dir, key), { force: true });
  }

  async list() {
    try {
      return (await readdir(this.dir)).filter((f) => !f.startsWith('.'));
    } catch {
      return [];
    }
  }
}
