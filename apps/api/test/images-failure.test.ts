import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { testDatabases, useTestApp } from './helpers/test-app.ts';
import { type Fields, type FilePart, jpeg, png, sendForm } from './helpers/upload.ts';

/**
 * Work killed halfway: files are already stored when the database refuses the transaction
 * (a trigger fails the image insert), or storage itself fails after some files. Either way
 * nothing may remain: no orphan file, no record without its file.
 */
describe.each(testDatabases)('contributor API: failures halfway on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: Record<string, string>;
  let solutionId: number;
  let lookups: { contributor: number; sector: number };

  beforeAll(async () => {
    admin = (await createUserWithToken(t.app, { isStaff: true })).auth;
    const f = new CatalogFixtures(t.db.kysely);
    lookups = { contributor: await f.lookup('contributors', 'Ani'), sector: await f.lookup('sectors', 'Public') };
    solutionId = await f.solution({
      name: 'Stable',
      creator: 'Ani',
      status: 'development',
      contributorId: lookups.contributor,
      sectorId: lookups.sector,
    });
    if (kind === 'sqlite') {
      await sql`CREATE TRIGGER fail_image BEFORE INSERT ON solution_images WHEN NEW.name = 'explode.png'
        BEGIN SELECT RAISE(ABORT, 'injected failure'); END`.execute(t.db.kysely);
    } else {
      await sql`CREATE FUNCTION fail_image() RETURNS trigger AS $$
        BEGIN IF NEW.name = 'explode.png' THEN RAISE EXCEPTION 'injected failure'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`.execute(
        t.db.kysely,
      );
      await sql`CREATE TRIGGER fail_image BEFORE INSERT ON solution_images FOR EACH ROW EXECUTE FUNCTION fail_image()`.execute(
        t.db.kysely,
      );
    }
  });

  const files = () => (existsSync(t.config.uploadDir) ? readdirSync(t.config.uploadDir).sort() : []);
  const send = (method: 'POST' | 'PUT', url: string, fields: Fields, parts: FilePart[]) =>
    sendForm(t.app, method, url, admin, fields, parts);
  const rows = async () => ({
    solutions: await t.db.kysely.selectFrom('solutions').select(['id', 'name', 'updated_at']).orderBy('id').execute(),
    images: await t.db.kysely.selectFrom('solution_images').select(['storage_key', 'thumbnail_key']).execute(),
  });
  /** Every image record's files exist. */
  const everyRecordHasItsFiles = async () => {
    for (const img of (await rows()).images) {
      expect(existsSync(join(t.config.uploadDir, img.storage_key))).toBe(true);
      expect(existsSync(join(t.config.uploadDir, img.thumbnail_key))).toBe(true);
    }
  };
  const explosive = async (): Promise<FilePart[]> => [
    { name: 'fine.jpg', data: await jpeg() },
    { name: 'explode.png', data: await png() },
  ];

  it('a database failure after the files were stored removes them (image upload)', async () => {
    const good = await send('POST', `/api/catalog/solution/${solutionId}/images`, {}, [
      { name: 'kept.png', data: await png() },
    ]);
    expect(good.statusCode).toBe(201);
    const before = { files: files(), rows: await rows() };
    expect(before.files).toHaveLength(2);

    const res = await send('POST', `/api/catalog/solution/${solutionId}/images`, {}, await explosive());
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal Server Error', code: 'server.internalError', params: {} });
    expect(files()).toEqual(before.files);
    expect(await rows()).toEqual(before.rows);
    await everyRecordHasItsFiles();
  });

  it('a database failure during create leaves neither a solution nor a file', async () => {
    const before = { files: files(), rows: await rows() };
    const res = await send(
      'POST',
      '/api/catalog/solution',
      {
        name: 'Half Done',
        creator: 'A',
        contributor_id: lookups.contributor,
        sector_id: lookups.sector,
        status: 'release_public',
      },
      await explosive(),
    );
    expect(res.statusCode).toBe(500);
    expect(files()).toEqual(before.files);
    expect(await rows()).toEqual(before.rows);
    // The announcement was part of the same transaction: no mail was queued either.
    expect(await t.db.kysely.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
  });

  it('a database failure during an edit keeps the old values and no new file', async () => {
    const before = { files: files(), rows: await rows() };
    const res = await send('PUT', `/api/catalog/solution/${solutionId}`, { name: 'Renamed' }, await explosive());
    expect(res.statusCode).toBe(500);
    expect(files()).toEqual(before.files);
    expect(await rows()).toEqual(before.rows);
    await everyRecordHasItsFiles();
  });

  it('a storage failure after some files were written removes those files', async () => {
    const before = { files: files(), rows: await rows() };
    const storage = t.app.storage;
    const realPut = storage.put.bind(storage);
    let puts = 0;
    storage.put = async (key, data) => {
      puts += 1;
      if (puts === 3) throw new Error('disk full');
      return realPut(key, data);
    };
    try {
      const res = await send('POST', `/api/catalog/solution/${solutionId}/images`, {}, [
        { name: 'one.jpg', data: await jpeg() },
        { name: 'two.png', data: await png() },
      ]);
      expect(res.statusCode).toBe(500);
    } finally {
      storage.put = realPut;
    }
    expect(puts).toBe(3);
    expect(files()).toEqual(before.files);
    expect(await rows()).toEqual(before.rows);
  });
});
