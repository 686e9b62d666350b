import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { testDatabases, useTestApp } from './helpers/test-app.ts';
import { type Fields, type FilePart, jpeg, multipart, png } from './helpers/upload.ts';

/** Revisions of a solution (docs/decisions/0153): one per write, compared, restored. */
describe.each(testDatabases)('solution history on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: Awaited<ReturnType<typeof createUserWithToken>>;
  let other: Awaited<ReturnType<typeof createUserWithToken>>;
  let user: Record<string, string>;
  let base: Fields;
  let tech: { iot: number; drone: number; lidar: number };

  beforeAll(async () => {
    admin = await createUserWithToken(t.app, { isStaff: true, fullName: 'Ayu Admin' });
    other = await createUserWithToken(t.app, { isStaff: true, fullName: 'Oki Other' });
    user = (await createUserWithToken(t.app)).auth;
    const f = new CatalogFixtures(t.db.kysely);
    const [iot, drone, lidar] = await f.lookups('technologies', ['IoT', 'Drone', 'Lidar']);
    tech = { iot: iot!, drone: drone!, lidar: lidar! };
    base = {
      name: 'Flood Watch',
      creator: 'Ani',
      status: 'development',
      description: '<p>Maps the river every hour</p>',
      contributor_id: await f.lookup('contributors', 'Ani Wijaya'),
      sector_id: await f.lookup('sectors', 'Public Sector'),
    };
  });

  const send = (method: 'POST' | 'PUT', url: string, body: Fields, files: FilePart[] = [], auth = admin.auth) => {
    const m = multipart(body, files);
    return t.app.inject({ method, url, payload: m.payload, headers: { ...auth, ...m.headers } });
  };
  const get = (url: string, headers: Record<string, string> = admin.auth) =>
    t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, headers: Record<string, string> = admin.auth) =>
    t.app.inject({ method: 'POST', url, headers });
  const revisions = async (id: number) => (await get(`/api/admin/solutions/${id}/revisions?page_size=50`)).json();
  const create = async (fields: Fields = {}, files: FilePart[] = []) => {
    const res = await send('POST', '/api/catalog/solution', { ...base, ...fields }, files);
    expect(res.statusCode).toBe(201);
    return res.json().data as { id: number; images: Array<{ id: number; name: string }> };
  };

  it('records a revision for every create, edit, status change and image change, newest first', async () => {
    const { id } = await create({ technology_ids: `${tech.iot}` });
    await send('PUT', `/api/catalog/solution/${id}`, { name: 'Flood Watch 2' }, [], other.auth);
    await send('PUT', `/api/catalog/solution/${id}`, { status: 'release_public' });
    const added = await send('POST', `/api/catalog/solution/${id}/images`, {}, [
      { name: 'map.jpg', data: await jpeg(320, 200) },
    ]);
    const imageId = added.json().data.images[0].id as number;
    await t.app.inject({ method: 'DELETE', url: `/api/catalog/solution/images/${imageId}`, headers: admin.auth });

    const list = await revisions(id);
    expect(list.pagination.total).toBe(5);
    expect(list.data.map((r: { author: { name: string }; summary: string }) => [r.author.name, r.summary])).toEqual([
      ['Ayu Admin', 'Removed image "map.jpg"'],
      ['Ayu Admin', 'Added 1 image'],
      ['Ayu Admin', 'Edited "Flood Watch 2" (status development → release_public)'],
      ['Oki Other', 'Edited "Flood Watch 2"'],
      ['Ayu Admin', 'Created "Flood Watch"'],
    ]);
    expect(list.data[0].author.id).toBe(admin.user.id);
    const ids = list.data.map((r: { id: number }) => r.id);
    expect([...ids].sort((a: number, b: number) => b - a)).toEqual(ids);
    expect((await get(`/api/admin/solutions/${id}/revisions?page_size=2&page=3`)).json().data).toHaveLength(1);
  });

  it('writes neither the change nor its revision when the revision cannot be written', async () => {
    const { id } = await create({ name: 'Kept' });
    const before = (await revisions(id)).pagination.total;
    await sql`ALTER TABLE solution_revisions RENAME TO solution_revisions_off`.execute(t.db.kysely);
    try {
      expect((await send('POST', '/api/catalog/solution', { ...base, name: 'Never' })).statusCode).toBe(500);
      expect((await send('PUT', `/api/catalog/solution/${id}`, { name: 'Renamed' })).statusCode).toBe(500);
      const image = await send('POST', `/api/catalog/solution/${id}/images`, {}, [
        { name: 'a.png', data: await png() },
      ]);
      expect(image.statusCode).toBe(500);
    } finally {
      await sql`ALTER TABLE solution_revisions_off RENAME TO solution_revisions`.execute(t.db.kysely);
    }
    const names = (await t.db.kysely.selectFrom('solutions').select('name').execute()).map((r) => r.name);
    expect(names).not.toContain('Never');
    expect(names).toContain('Kept');
    expect(names).not.toContain('Renamed');
    const images = await t.db.kysely.selectFrom('solution_images').select('id').where('solution_id', '=', id).execute();
    expect(images).toEqual([]);
    expect((await revisions(id)).pagination.total).toBe(before);
  });

  it('compares each revision field by field with the one before', async () => {
    const { id } = await create({ name: 'Harbour Eye', technology_ids: `${tech.iot}` });
    await send(
      'PUT',
      `/api/catalog/solution/${id}`,
      {
        name: 'Harbour Eye Pro',
        description: '<p>Maps the harbour every hour</p>',
        technology_ids: `${tech.iot},${tech.drone}`,
      },
      [{ name: 'dock.jpg', data: await jpeg(320, 200) }],
    );
    const [latest, first] = (await revisions(id)).data as Array<{ id: number }>;

    const firstDetail = (await get(`/api/admin/solutions/${id}/revisions/${first!.id}`)).json().data;
    expect(firstDetail.solution.name).toBe('Harbour Eye');
    expect(firstDetail.changes.find((c: { field: string }) => c.field === 'name')).toEqual({
      field: 'name',
      before: null,
      after: 'Harbour Eye',
    });

    const detail = (await get(`/api/admin/solutions/${id}/revisions/${latest!.id}`)).json().data;
    expect(detail.author).toEqual({ id: admin.user.id, name: 'Ayu Admin' });
    expect(detail.solution.technology).toEqual([
      { id: tech.drone, name: 'Drone' },
      { id: tech.iot, name: 'IoT' },
    ]);
    const byField = Object.fromEntries(detail.changes.map((c: { field: string }) => [c.field, c]));
    expect(Object.keys(byField).sort()).toEqual(['description', 'images', 'name', 'technology']);
    expect(byField.name).toEqual({ field: 'name', before: 'Harbour Eye', after: 'Harbour Eye Pro' });
    expect(byField.technology.before).toEqual([{ id: tech.iot, name: 'IoT' }]);
    expect(byField.images.before).toEqual([]);
    expect(byField.images.after.map((i: { name: string }) => i.name)).toEqual(['dock.jpg']);

    expect((await get(`/api/admin/solutions/${id}/revisions/999999`)).statusCode).toBe(404);
    expect((await get(`/api/admin/solutions/${id}/revisions/abc`)).statusCode).toBe(400);
    expect((await get(`/api/admin/solutions/999999/revisions`)).statusCode).toBe(404);
    expect((await get(`/api/admin/solutions/${id}/revisions`, user)).statusCode).toBe(403);
    expect((await get(`/api/admin/solutions/${id}/revisions`, {})).statusCode).toBe(401);
  });

  it('restores a version as a new revision, with its links and the images it showed', async () => {
    const created = await create({ name: 'River Gauge', technology_ids: `${tech.iot}` }, [
      { name: 'first.jpg', data: await jpeg(320, 200) },
    ]);
    const id = created.id;
    const [firstRevision] = (await revisions(id)).data as Array<{ id: number }>;
    await send(
      'PUT',
      `/api/catalog/solution/${id}`,
      {
        name: 'River Gauge 2',
        status: 'release_public',
        technology_ids: `${tech.lidar}`,
      },
      [{ name: 'second.png', data: await png() }],
    );
    const [editRevision] = (await revisions(id)).data as Array<{ id: number }>;

    const restored = await post(`/api/admin/solutions/${id}/revisions/${firstRevision!.id}/restore`);
    expect(restored.statusCode).toBe(200);
    const data = restored.json().data;
    expect(data.name).toBe('River Gauge');
    expect(data.status).toBe('development');
    expect(data.technology.map((l: { name: string }) => l.name)).toEqual(['IoT']);
    expect(data.images.map((i: { name: string }) => i.name)).toEqual(['first.jpg']);

    const list = (await revisions(id)).data as Array<{ id: number; summary: string }>;
    expect(list).toHaveLength(3);
    expect(list[0]!.summary).toBe(`Restored version ${firstRevision!.id} of "River Gauge"`);
    // Nothing was overwritten: the edit is still a revision, and restoring it brings its image back.
    const again = await post(`/api/admin/solutions/${id}/revisions/${editRevision!.id}/restore`);
    expect(again.json().data.images.map((i: { name: string }) => i.name)).toEqual(['first.jpg', 'second.png']);
    expect(again.json().data.technology.map((l: { name: string }) => l.name)).toEqual(['Lidar']);
    const visitorView = await get(`/api/catalog/solution/${id}`, {});
    expect(visitorView.json().data.images).toHaveLength(2);
  });

  it('keeps the state of a solution made before history was kept, so its first edit compares with it', async () => {
    const f = new CatalogFixtures(t.db.kysely);
    const id = await f.solution({
      name: 'Old Atlas',
      creator: 'Ani',
      contributorId: base.contributor_id as number,
      sectorId: base.sector_id as number,
    });
    await send('PUT', `/api/catalog/solution/${id}`, { name: 'Old Atlas Renewed' });
    const list = (await revisions(id)).data as Array<{ id: number; summary: string; author: { id: number | null } }>;
    expect(list.map((r) => r.summary)).toEqual(['Edited "Old Atlas Renewed"', 'As it was before its history was kept']);
    expect(list[1]!.author.id).toBeNull();
    const detail = (await get(`/api/admin/solutions/${id}/revisions/${list[0]!.id}`)).json().data;
    expect(detail.changes).toEqual([{ field: 'name', before: 'Old Atlas', after: 'Old Atlas Renewed' }]);
  });

  it('refuses to restore a version whose lookup value was deleted since, naming it', async () => {
    const f = new CatalogFixtures(t.db.kysely);
    const sonar = await f.lookup('technologies', 'Sonar');
    const { id } = await create({ name: 'Reef Scan', technology_ids: `${sonar}` });
    const [withSonar] = (await revisions(id)).data as Array<{ id: number }>;
    await send('PUT', `/api/catalog/solution/${id}`, { technology_ids: `${tech.iot}` });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/lookups/technology/${sonar}`,
      headers: admin.auth,
    });
    expect(removed.statusCode).toBe(200);

    const refused = await post(`/api/admin/solutions/${id}/revisions/${withSonar!.id}/restore`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'admin.restoreLookupDeleted',
      params: { kind: 'technology', name: 'Sonar' },
      message: 'This version cannot be restored: the technology "Sonar" has been deleted since',
    });
    expect((await get(`/api/catalog/solution/${id}`)).json().data.technology.map((l: { id: number }) => l.id)).toEqual([
      tech.iot,
    ]);
    expect((await revisions(id)).pagination.total).toBe(2);
  });
});
