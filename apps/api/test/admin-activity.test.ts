import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { createTestApp, type TestApp, testDatabases } from './helpers/test-app.ts';
import { type Fields, type FilePart, jpeg, multipart } from './helpers/upload.ts';

describe.each(testDatabases)('activity log of solution and image writes on %s', (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUserWithToken>>;
  let other: Awaited<ReturnType<typeof createUserWithToken>>;
  let fields: Fields;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await createUserWithToken(t.app, { isStaff: true, fullName: 'Ayu Admin' });
    other = await createUserWithToken(t.app, { isStaff: true, fullName: 'Oki Other' });
    const f = new CatalogFixtures(t.db.kysely);
    fields = {
      name: 'Flood Watch',
      creator: 'Ani',
      contributor_id: await f.lookup('contributors', 'Ani Wijaya'),
      sector_id: await f.lookup('sectors', 'Public Sector'),
    };
  });
  afterAll(() => t.cleanup());

  const send = (method: 'POST' | 'PUT', url: string, body: Fields, files: FilePart[] = [], auth = admin.auth) => {
    const m = multipart(body, files);
    return t.app.inject({ method, url, payload: m.payload, headers: { ...auth, ...m.headers } });
  };
  const log = async (query = '') =>
    (await t.app.inject({ method: 'GET', url: `/api/admin/activity${query}`, headers: admin.auth })).json();

  it('records each solution and image write with its actor, newest first', async () => {
    const created = await send('POST', '/api/catalog/solution', fields);
    const id = created.json().data.id as number;
    await send('PUT', `/api/catalog/solution/${id}`, { name: 'Flood Watch 2' }, [], other.auth);
    const added = await send('POST', `/api/catalog/solution/${id}/images`, {}, [
      { name: 'map.jpg', data: await jpeg(320, 200) },
    ]);
    const imageId = added.json().data.images[0].id as number;
    await t.app.inject({ method: 'DELETE', url: `/api/catalog/solution/images/${imageId}`, headers: admin.auth });
    await t.app.inject({ method: 'DELETE', url: `/api/catalog/solution/${id}`, headers: admin.auth });

    const all = await log();
    expect(all.pagination).toEqual({ total: 5, page: 1, page_size: 10, total_pages: 1 });
    expect(
      all.data.map((a: Record<string, unknown>) => [a.kind, a.action, a.target_id, a.actor_name, a.summary]),
    ).toEqual([
      ['solution', 'delete', id, 'Ayu Admin', 'Deleted "Flood Watch 2"'],
      ['image', 'delete', imageId, 'Ayu Admin', `Removed image "map.jpg" of solution ${id}`],
      ['image', 'create', id, 'Ayu Admin', `Added 1 image to solution ${id}`],
      ['solution', 'update', id, 'Oki Other', 'Edited "Flood Watch 2"'],
      ['solution', 'create', id, 'Ayu Admin', 'Created "Flood Watch"'],
    ]);
    expect((await log(`?actor_id=${other.user.id}`)).data).toHaveLength(1);
    expect((await log('?kind=image&page_size=1&page=2')).data[0].action).toBe('create');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/activity?kind=planet', headers: admin.auth })).statusCode,
    ).toBe(400);
  });

  it('keeps neither the write nor the entry when the entry cannot be written', async () => {
    const created = await send('POST', '/api/catalog/solution', { ...fields, name: 'Kept' });
    const id = created.json().data.id as number;
    const before = (await log()).pagination.total;
    await sql`ALTER TABLE admin_activity RENAME TO admin_activity_off`.execute(t.db.kysely);
    try {
      expect((await send('POST', '/api/catalog/solution', { ...fields, name: 'Never' })).statusCode).toBe(500);
      expect((await send('PUT', `/api/catalog/solution/${id}`, { name: 'Renamed' })).statusCode).toBe(500);
      const deleted = await t.app.inject({ method: 'DELETE', url: `/api/catalog/solution/${id}`, headers: admin.auth });
      expect(deleted.statusCode).toBe(500);
    } finally {
      await sql`ALTER TABLE admin_activity_off RENAME TO admin_activity`.execute(t.db.kysely);
    }
    const inCatalogue = t.db.kysely.selectFrom('solutions').select('name').where('deleted_at', 'is', null);
    const names = (await inCatalogue.execute()).map((r) => r.name);
    expect(names).toEqual(['Kept']);
    expect((await log()).pagination.total).toBe(before);
  });
});
