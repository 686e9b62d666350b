import { readdirSync } from 'node:fs';
import { Writable } from 'node:stream';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { testDatabases, useTestApp } from './helpers/test-app.ts';
import { type Fields, jpeg, multipart } from './helpers/upload.ts';

const DAY_MS = 86_400_000;

/** The trash (docs/decisions/0154): gone from everywhere at once, restorable for 30 days, then purged. */
describe.each(testDatabases)('trash on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: Awaited<ReturnType<typeof createUserWithToken>>;
  let member: Record<string, string>;
  let base: Fields;

  beforeAll(async () => {
    admin = await createUserWithToken(t.app, { isStaff: true, fullName: 'Ayu Admin' });
    member = (await createUserWithToken(t.app)).auth;
    const f = new CatalogFixtures(t.db.kysely);
    base = {
      creator: 'Ani',
      status: 'release_public',
      description: '<p>Counts mangroves from the air</p>',
      contributor_id: await f.lookup('contributors', 'Ani Wijaya'),
      sector_id: await f.lookup('sectors', 'Public Sector'),
      technology_ids: `${await f.lookup('technologies', 'Drone')}`,
    };
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const createWithImage = async (name: string) => {
    const m = multipart({ ...base, name }, [{ name: 'coast.jpg', data: await jpeg(320, 200) }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/catalog/solution',
      payload: m.payload,
      headers: { ...admin.auth, ...m.headers },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data as { id: number; images: Array<{ image_url: string; thumbnail_url: string }> };
  };
  const trashOf = (id: number) =>
    t.app.inject({ method: 'DELETE', url: `/api/catalog/solution/${id}`, headers: admin.auth });
  const uploads = () => readdirSync(t.config.uploadDir);
  const keysOf = (images: Array<{ image_url: string; thumbnail_url: string }>) =>
    images.flatMap((i) => [i.image_url, i.thumbnail_url].map((u) => u.replace('/uploads/', '')));

  /** Every place a visitor, a member or an admin could meet the solution, and whether it shows there. */
  const seenEverywhere = async (id: number, name: string) => {
    const listed = async (headers: Record<string, string>, query = '') =>
      (await get(`/api/catalog/solution?page_size=100&facets=1${query}`, headers))
        .json()
        .data.some((s: { id: number }) => s.id === id);
    return {
      visitorList: await listed({}),
      adminList: await listed(admin.auth),
      search: await listed(admin.auth, `&search=${encodeURIComponent(name.split(' ')[0]!)}`),
      adminDetail: (await get(`/api/catalog/solution/${id}`, admin.auth)).statusCode,
      visitorDetail: (await get(`/api/catalog/solution/${id}`)).statusCode,
      sitemap: (await get('/sitemap.xml')).body.includes(`/solution/${id}<`),
      feed: (await get('/feed.xml')).body.includes(name),
    };
  };

  it('hides a deleted solution everywhere at once and brings it back on restore', async () => {
    const { id } = await createWithImage('Mangrove Counter');
    expect(await seenEverywhere(id, 'Mangrove Counter')).toEqual({
      visitorList: true,
      adminList: true,
      search: true,
      adminDetail: 200,
      visitorDetail: 200,
      sitemap: true,
      feed: true,
    });

    expect((await trashOf(id)).statusCode).toBe(200);
    expect(await seenEverywhere(id, 'Mangrove Counter')).toEqual({
      visitorList: false,
      adminList: false,
      search: false,
      adminDetail: 404,
      visitorDetail: 404,
      sitemap: false,
      feed: false,
    });
    // Nor can it be edited, given images, or asked about while it is in the trash.
    const edit = multipart({ name: 'Edited in the trash' });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/catalog/solution/${id}`,
      payload: edit.payload,
      headers: { ...admin.auth, ...edit.headers },
    });
    expect(put.statusCode).toBe(404);
    const enquiry = await t.app.inject({
      method: 'POST',
      url: '/api/catalog/enquiry',
      headers: member,
      payload: { full_name: 'Siti Rahma', email: 'siti@example.co.id', company: 'Peta', solution_id: id },
    });
    expect(enquiry.statusCode).toBe(404);
    expect((await get(`/api/admin/solutions/${id}/revisions`, admin.auth)).statusCode).toBe(404);
    expect((await trashOf(id)).statusCode).toBe(404);

    const trash = (await get('/api/admin/trash', admin.auth)).json();
    const item = trash.data.find((i: { solution_id: number }) => i.solution_id === id);
    expect(item).toMatchObject({ name: 'Mangrove Counter', deleted_by: { id: admin.user.id, name: 'Ayu Admin' } });
    expect(Date.parse(item.purge_at) - Date.parse(item.deleted_at)).toBe(30 * DAY_MS);

    const restored = await t.app.inject({ method: 'POST', url: `/api/admin/trash/${id}/restore`, headers: admin.auth });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toMatchObject({ id, name: 'Mangrove Counter' });
    expect(restored.json().data.images).toHaveLength(1);
    expect((await seenEverywhere(id, 'Mangrove Counter')).visitorList).toBe(true);
    expect(
      (await get('/api/admin/trash', admin.auth)).json().data.map((i: { solution_id: number }) => i.solution_id),
    ).not.toContain(id);
    const again = await t.app.inject({ method: 'POST', url: `/api/admin/trash/${id}/restore`, headers: admin.auth });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('admin.notInTrash');
  });

  it('deletes one item for good at once, with its files and revisions', async () => {
    const { id, images } = await createWithImage('Seagrass Atlas');
    expect(uploads()).toEqual(expect.arrayContaining(keysOf(images)));
    await trashOf(id);
    expect(uploads()).toEqual(expect.arrayContaining(keysOf(images)));
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/admin/trash/${id}`, headers: admin.auth });
    expect(gone.statusCode).toBe(200);
    for (const key of keysOf(images)) expect(uploads()).not.toContain(key);
    const revisions = await t.db.kysely
      .selectFrom('solution_revisions')
      .where('solution_id', '=', id)
      .selectAll()
      .execute();
    expect(revisions).toEqual([]);
    expect(await t.db.kysely.selectFrom('solutions').where('id', '=', id).selectAll().execute()).toEqual([]);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/trash/${id}`, headers: admin.auth })).statusCode,
    ).toBe(404);
  });

  it('refuses a solution still in the catalogue, and anyone but an admin', async () => {
    const { id } = await createWithImage('Tide Table');
    const forever = await t.app.inject({ method: 'DELETE', url: `/api/admin/trash/${id}`, headers: admin.auth });
    expect(forever.statusCode).toBe(404);
    expect((await get(`/api/catalog/solution/${id}`)).statusCode).toBe(200);
    expect((await get('/api/admin/trash', member)).statusCode).toBe(403);
    expect((await get('/api/admin/trash')).statusCode).toBe(401);
  });

  it('purges what has been in the trash for 30 days, removing its files and logging each', async () => {
    const { id, images } = await createWithImage('Coral Watch');
    const kept = await createWithImage('Coral Keep');
    await trashOf(id);
    await trashOf(kept.id);
    const deletedAt = Date.parse(
      (await t.db.kysely.selectFrom('solutions').select('deleted_at').where('id', '=', id).executeTakeFirstOrThrow())
        .deleted_at!,
    );
    // The second one was deleted a day later, by the clock of the row.
    await t.db.kysely
      .updateTable('solutions')
      .set({ deleted_at: new Date(deletedAt + DAY_MS).toISOString() })
      .where('id', '=', kept.id)
      .execute();

    const lines: string[] = [];
    const log = pino(
      { level: 'info' },
      new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const purge = (at: number) => t.app.services.solutionTrash.purgeExpired(new Date(at), log);

    expect(await purge(deletedAt + 30 * DAY_MS - 1000)).toBe(0);
    expect(uploads()).toEqual(expect.arrayContaining(keysOf(images)));
    expect(await purge(deletedAt + 30 * DAY_MS + 1000)).toBe(1);
    for (const key of keysOf(images)) expect(uploads()).not.toContain(key);
    expect(uploads()).toEqual(expect.arrayContaining(keysOf(kept.images)));
    const trashed = (await get('/api/admin/trash', admin.auth))
      .json()
      .data.map((i: { solution_id: number }) => i.solution_id);
    expect(trashed).toContain(kept.id);
    expect(trashed).not.toContain(id);
    const entries = lines.map(
      (l) => JSON.parse(l) as { msg: string; solution_id: number; name: string; files: number },
    );
    expect(entries.filter((e) => e.msg === 'purged a solution from the trash')).toEqual([
      expect.objectContaining({ solution_id: id, name: 'Coral Watch', files: keysOf(images).length }),
    ]);
  });
});
