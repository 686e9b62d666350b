import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { backup, restore } from '../src/cli/backup.ts';
import { openDatabase } from '../src/db/database.ts';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { testConfig, useTestApp } from './helpers/test-app.ts';
import { jpeg, sendForm } from './helpers/upload.ts';

describe('npm run backup / restore on SQLite', () => {
  const t = useTestApp('sqlite');
  let scratch: string;
  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'catalog-backup-'));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('backs up under write load; the restored copy serves every solution and image it holds', async () => {
    const f = new CatalogFixtures(t.db.kysely);
    const { auth } = await createUserWithToken(t.app, { isStaff: true });
    const withImages: number[] = [];
    for (let i = 0; i < 3; i++) {
      const id = await f.solution({ name: `Pictured ${i}`, status: 'release_public' });
      const res = await sendForm(t.app, 'POST', `/api/catalog/solution/${id}/images`, auth, {}, [
        { name: `p${i}.jpg`, data: await jpeg(300 + i, 200) },
      ]);
      expect(res.statusCode).toBe(201);
      withImages.push(id);
    }
    const before = await t.db.kysely.selectFrom('solutions').select('id').execute();

    // Writers keep adding solutions while the backup runs.
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        await f.solution({ name: `Written during backup ${written}`, status: 'release_public' });
        written += 1;
        // SQLite answers synchronously: let the backup's own steps run between writes.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const lines: string[] = [];
    const dir = join(scratch, 'backup');
    const started = Date.now();
    expect(await backup({ ...t.config, databaseUrl: t.url }, dir, (l) => lines.push(l))).toBe(0);
    const took = Date.now() - started;
    writing = false;
    await writer;
    const stored = (await t.app.storage.list()).length;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/ \(in \d+\.\d s\)$/);
    expect(lines[0]).toContain(`backed up the database and ${stored} stored files to ${dir} (in `);
    console.log(`backup took ${took} ms while ${written} solutions were written; ${lines.join(' ')}`);

    const target = join(scratch, 'restored');
    const config = testConfig(target, { databaseUrl: `sqlite:${join(target, 'catalog.db')}` });
    expect(await restore(config, dir, (l) => lines.push(l))).toBe(0);
    expect(await restore(config, dir, (l) => lines.push(l))).toBe(1);

    const db = openDatabase(config.databaseUrl);
    const app = await buildApp({ config, db });
    try {
      const restored = await db.kysely.selectFrom('solutions').select('id').execute();
      const ids = new Set(restored.map((r) => r.id));
      for (const { id } of before) expect(ids.has(id)).toBe(true);
      expect(restored.length).toBeGreaterThanOrEqual(before.length);
      for (const id of withImages) {
        const detail = await app.inject({ url: `/api/catalog/solution/${id}` });
        expect(detail.statusCode).toBe(200);
        const images = detail.json().data.images as Array<{ image_url: string; thumbnail_url: string }>;
        expect(images).toHaveLength(1);
        for (const url of [images[0]!.image_url, images[0]!.thumbnail_url]) {
          expect((await app.inject({ url })).statusCode).toBe(200);
        }
      }
      console.log(
        `restored ${restored.length} solutions (${before.length} before the backup began, ${written} written during it)`,
      );
    } finally {
      await app.close();
      await db.close();
    }
  });
});
