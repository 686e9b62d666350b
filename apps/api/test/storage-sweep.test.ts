import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runStorageCommand } from '../src/cli/storage.ts';
import { uploadTempRoot } from '../src/modules/images/multipart.ts';
import { sweepUnreferenced } from '../src/modules/images/image-sweeper.ts';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { storageCases, useStorageCaseApp } from './helpers/s3.ts';
import { useTestApp } from './helpers/test-app.ts';
import { jpeg, sendForm } from './helpers/upload.ts';

const HOUR = 60 * 60_000;

describe.each(storageCases)('leftover files on $kind in a $storage', (storageCase) => {
  const { t, s3 } = useStorageCaseApp(storageCase, 'sweep', 'img');
  let solutionId: number;
  let kept: { image_url: string; thumbnail_url: string; variants: Array<{ url: string }> };
  let crashedAt: number;

  beforeAll(async () => {
    solutionId = await new CatalogFixtures(t.db.kysely).solution({ name: 'Sweep Host', status: 'development' });
    const { auth } = await createUserWithToken(t.app, { isStaff: true });
    const res = await sendForm(t.app, 'POST', `/api/catalog/solution/${solutionId}/images`, auth, {}, [
      { name: 'kept.jpg', data: await jpeg() },
    ]);
    kept = res.json().data.images[0];

    // A server process killed between storing an upload's files and committing its record.
    // Started asynchronously: the S3 server runs in this process and must keep answering.
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'helpers/crash-after-store.ts'), String(solutionId)],
      {
        env: {
          ...process.env,
          ...s3()?.env,
          DATABASE_URL: t.url,
          UPLOAD_DIR: t.config.uploadDir,
          DATA_DIR: t.dir,
          STORAGE_URL: t.config.storageUrl ?? '',
          JWT_SECRET: t.config.jwtSecret,
          SEED_DEMO: '0',
          LOG_LEVEL: 'silent',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const signal = await new Promise((resolve) => child.on('exit', (_code, sig) => resolve(sig)));
    expect(signal, stderr).toBe('SIGKILL');
    crashedAt = Date.now();
  });

  const keys = async () => (await t.app.storage.list()).map((e) => e.key).sort();
  const keyOf = (url: string) => url.replace('/uploads/', '');
  /** The kept upload's picture, thumbnail and width variants. */
  const keptUrls = () => [...new Set([kept.image_url, kept.thumbnail_url, ...kept.variants.map((v) => v.url)])];
  const keptKeys = () => keptUrls().map(keyOf).sort();
  const sweep = (at: number, dryRun = false) =>
    sweepUnreferenced({
      storage: t.app.storage,
      images: t.app.services.repositories.images,
      uploadTempRoot: uploadTempRoot(t.dir),
      now: new Date(at),
      dryRun,
    });

  it('the crash left two stored files no record references', async () => {
    const all = await keys();
    expect(all).toHaveLength(keptKeys().length + 2);
    expect(all).toEqual(expect.arrayContaining(keptKeys()));
    const rows = await t.db.kysely.selectFrom('solution_images').select('storage_key').execute();
    expect(rows.map((r) => r.storage_key)).toEqual([keyOf(kept.image_url)]);
  });

  it('a sweep leaves files younger than an hour alone', async () => {
    const r = await sweep(Date.now());
    expect([r.examined, r.swept.length, r.young, r.tempFolders]).toEqual([keptKeys().length + 2, 0, 2, 0]);
    expect(await keys()).toHaveLength(keptKeys().length + 2);
  });

  it('a dry run an hour later names the two leftovers and deletes nothing', async () => {
    const r = await sweep(crashedAt + HOUR + 60_000, true);
    const leftovers = (await keys()).filter((k) => !keptKeys().includes(k));
    expect(r.swept.map((e) => e.key).sort()).toEqual(leftovers);
    expect(r.bytes).toBeGreaterThan(0);
    expect(await keys()).toHaveLength(keptKeys().length + 2);
  });

  it('a sweep an hour later deletes them, keeps the referenced files, and they are still served', async () => {
    const r = await sweep(crashedAt + HOUR + 60_000);
    expect(r.swept).toHaveLength(2);
    expect(await keys()).toEqual(keptKeys());
    for (const url of keptUrls()) {
      expect((await t.app.inject({ url })).statusCode).toBe(200);
    }
    const again = await sweep(crashedAt + HOUR + 60_000);
    expect([again.examined, again.swept.length]).toEqual([keptKeys().length, 0]);
  });
});

describe('npm run storage -- sweep', () => {
  const t = useTestApp('sqlite');

  it('lists old unreferenced files with --dry-run, deletes them without, and never touches young ones', async () => {
    const old = new Date(Date.now() - 2 * HOUR);
    // What a process killed while receiving an upload leaves: its request folder.
    const abandoned = join(uploadTempRoot(t.dir), 'request-abandoned');
    mkdirSync(abandoned, { recursive: true });
    writeFileSync(join(abandoned, '0'), 'half an upload');
    utimesSync(abandoned, old, old);
    await t.app.storage.put('0123456789abcdef0123456789abcdef.jpg', Buffer.alloc(1000));
    await t.app.storage.put('0123456789abcdef0123456789abcdef-thumb.webp', Buffer.alloc(500));
    await t.app.storage.put('fedcba9876543210fedcba9876543210.png', Buffer.alloc(10));
    for (const name of ['0123456789abcdef0123456789abcdef.jpg', '0123456789abcdef0123456789abcdef-thumb.webp'])
      utimesSync(join(t.config.uploadDir, name), old, old);
    const lines: string[] = [];
    const print = (l: string) => lines.push(l);
    expect(await runStorageCommand(['sweep', '--dry-run'], t.db, t.config, print)).toBe(0);
    expect(lines).toEqual([
      expect.stringMatching(/^would delete\t0123456789abcdef0123456789abcdef(\.jpg\t1000|-thumb\.webp\t500)$/),
      expect.stringMatching(/^would delete\t0123456789abcdef0123456789abcdef(\.jpg\t1000|-thumb\.webp\t500)$/),
      expect.stringMatching(
        /^3 stored files, 2 unreferenced and older than an hour \(0\.0 MB\) would be deleted, 1 unreferenced but younger left, 1 abandoned upload folders found \(in \d+\.\d s\)$/,
      ),
    ]);
    expect((await t.app.storage.list()).length).toBe(3);
    lines.length = 0;
    expect(await runStorageCommand(['sweep'], t.db, t.config, print)).toBe(0);
    expect(lines.at(-1)).toMatch(/^3 stored files, 2 unreferenced .* deleted, 1 unreferenced but younger left/);
    expect(lines.at(-1)).toMatch(/1 abandoned upload folders removed \(in \d+\.\d s\)$/);
    expect((await t.app.storage.list()).map((e) => e.key)).toEqual(['fedcba9876543210fedcba9876543210.png']);
    expect(existsSync(abandoned)).toBe(false);
  });

  it('off a terminal, shows how far it got in plain lines, then its summary', async () => {
    for (const n of [1, 2, 3]) await t.app.storage.put(`${String(n).repeat(32)}.jpg`, Buffer.alloc(10));
    const examined = (await t.app.storage.list()).length;
    const written: string[] = [];
    const lines: string[] = [];
    const stream = { isTTY: false, write: (text: string) => written.push(text) };
    expect(
      await runStorageCommand(['sweep', '--dry-run'], t.db, t.config, (l) => lines.push(l), { stream, everyMs: 0 }),
    ).toBe(0);
    // Every file but the last gets a line here (a line at most every `everyMs`); the summary says the rest.
    expect(written).toEqual(
      Array.from({ length: examined - 1 }, (_, i) =>
        expect.stringMatching(
          new RegExp(`^Sweeping stored files: ${i + 1}/${examined} \\(\\d+%\\)(, about \\d+ s left)?\n$`),
        ),
      ),
    );
    expect(lines.at(-1)).toMatch(new RegExp(`^${examined} stored files, .* \\(in \\d+\\.\\d s\\)$`));
  });

  it('answers usage and exit code 2 for anything else', async () => {
    const lines: string[] = [];
    expect(await runStorageCommand(['sweep', '--force'], t.db, t.config, (l) => lines.push(l))).toBe(2);
    expect(lines[0]).toMatch(/^Usage: npm run storage -- <command>/);
  });
});
