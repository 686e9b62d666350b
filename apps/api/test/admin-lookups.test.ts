import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { testDatabases, useTestApp } from './helpers/test-app.ts';
import { jpeg, png, sendForm } from './helpers/upload.ts';

describe.each(testDatabases)('back office lookups on %s', (kind) => {
  const t = useTestApp(kind);
  let fx: CatalogFixtures;
  let admin: Awaited<ReturnType<typeof createUserWithToken>>;

  beforeAll(async () => {
    fx = new CatalogFixtures(t.db.kysely);
    admin = await createUserWithToken(t.app, { isStaff: true, fullName: 'Ayu Admin' });
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: admin.auth, ...(payload && { payload }) });
  const names = async (table: 'industries' | 'technologies' | 'contributors') =>
    (await t.db.kysely.selectFrom(table).select('name').orderBy('id').execute()).map((r) => r.name);
  const activity = () => t.db.kysely.selectFrom('admin_activity').selectAll().orderBy('id').execute();

  it('adds a value, lists it with its usage and shows it in the public list at once', async () => {
    const res = await call('POST', '/api/admin/lookups/industry', { name: '  Marine   Fisheries ' });
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toEqual({ id: expect.any(Number), name: 'Marine Fisheries', usage_count: 0 });

    const used = await fx.solution({ name: 'Fleet tracker', industryIds: [created.id] });
    const list = await call('GET', '/api/admin/lookups/industry?search=fisher');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      data: [{ id: created.id, name: 'Marine Fisheries', usage_count: 1 }],
      pagination: { total: 1, page: 1, page_size: 10, total_pages: 1 },
    });
    const publicList = await t.app.inject({ method: 'GET', url: '/api/catalog/industry' });
    expect(publicList.json().data).toContainEqual({ id: created.id, name: 'Marine Fisheries' });
    const [entry] = (await activity()).filter((a) => a.target_id === created.id && a.action === 'create');
    expect(entry).toMatchObject({
      actor_id: admin.user.id,
      kind: 'lookup',
      summary: 'Added industry "Marine Fisheries"',
    });
    await t.db.kysely.deleteFrom('solutions').where('id', '=', used).execute();
  });

  it('refuses a name another value of the list has in any case, and changes nothing', async () => {
    await call('POST', '/api/admin/lookups/technology', { name: 'Drone Mapping' });
    const before = await names('technologies');
    const dup = await call('POST', '/api/admin/lookups/technology', { name: 'drone MAPPING' });
    expect(dup.statusCode).toBe(409);
    // The message names the field too, so a form shows it at the name.
    const params = { kind: 'technology', name: 'drone MAPPING' };
    expect(dup.json()).toEqual({
      message: 'A technology named "drone MAPPING" already exists',
      code: 'admin.lookupNameTaken',
      params,
      errors: { name: 'A technology named "drone MAPPING" already exists' },
      fieldErrors: { name: { code: 'admin.lookupNameTaken', params } },
    });
    const other = await call('POST', '/api/admin/lookups/technology', { name: 'Lidar' });
    const rename = await call('PUT', `/api/admin/lookups/technology/${other.json().data.id}`, {
      name: 'DRONE mapping',
    });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().errors).toEqual({ name: 'A technology named "DRONE mapping" already exists' });
    expect(await names('technologies')).toEqual([...before, 'Lidar']);
    // The same name on another list is fine.
    expect((await call('POST', '/api/admin/lookups/sector', { name: 'Drone Mapping' })).statusCode).toBe(201);
  });

  it('lets the database refuse a case duplicate too, whoever writes it', async () => {
    await fx.lookup('contributors', 'Esri Indonesia');
    await expect(fx.lookup('contributors', 'ESRI INDONESIA')).rejects.toThrow();
  });

  it('refuses a bad kind, name or id with a 400 and changes nothing', async () => {
    const before = await names('industries');
    expect((await call('POST', '/api/admin/lookups/planet', { name: 'Mars' })).json().message).toMatch(
      /kind must be one of: industry, technology/,
    );
    for (const name of ['', '   ', 'x'.repeat(101), 'Bell\u0007here']) {
      const res = await call('POST', '/api/admin/lookups/industry', { name });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json().errors?.name).toBeTruthy();
    }
    expect((await call('PUT', '/api/admin/lookups/industry/abc', { name: 'A' })).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/lookups/industry?page_size=101')).statusCode).toBe(400);
    expect(await names('industries')).toEqual(before);
  });

  it('renames a value; the catalogue shows the new name on the next request', async () => {
    const id = await fx.lookup('industries', 'Forestry');
    const solution = await fx.solution({ name: 'Forest watch', industryIds: [id] });
    await t.app.inject({ method: 'GET', url: `/api/catalog/solution/${solution}` });
    const res = await call('PUT', `/api/admin/lookups/industry/${id}`, { name: 'Forestry & Plantations' });
    expect(res.json().data).toEqual({ id, name: 'Forestry & Plantations', usage_count: 1 });
    const detail = await t.app.inject({ method: 'GET', url: `/api/catalog/solution/${solution}` });
    expect(detail.json().data.industry).toEqual([{ id, name: 'Forestry & Plantations' }]);
    expect((await call('PUT', '/api/admin/lookups/industry/999999', { name: 'Nothing' })).statusCode).toBe(404);
  });

  it('refuses to delete a value solutions use, naming how many, and deletes an unused one', async () => {
    const id = await fx.lookup('technologies', 'Remote Sensing');
    await fx.solution({ name: 'Rice fields', technologyIds: [id] });
    await fx.solution({ name: 'Flood extent', technologyIds: [id] });
    const refused = await call('DELETE', `/api/admin/lookups/technology/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This technology is used by 2 solutions. Merge it into another technology to delete it.',
    );
    expect(await names('technologies')).toContain('Remote Sensing');

    const unused = await fx.lookup('technologies', 'Unused Tech');
    expect((await call('DELETE', `/api/admin/lookups/technology/${unused}`)).statusCode).toBe(200);
    expect(await names('technologies')).not.toContain('Unused Tech');
    expect((await call('DELETE', `/api/admin/lookups/technology/${unused}`)).statusCode).toBe(404);
  });

  it('merges a linked value: links move without duplicates, the value goes, filters follow', async () => {
    const [from, into] = await fx.lookups('industries', ['Agri', 'Agriculture']);
    const both = await fx.solution({ name: 'Both', industryIds: [from!, into!] });
    const onlyFrom = await fx.solution({ name: 'Only from', industryIds: [from!] });
    const res = await call('DELETE', `/api/admin/lookups/industry/${from}?merge_into=${into}`);
    expect(res.statusCode).toBe(200);
    const links = await t.db.kysely
      .selectFrom('solution_industries')
      .selectAll()
      .where('solution_id', 'in', [both, onlyFrom])
      .orderBy('solution_id')
      .execute();
    expect(links).toEqual([
      { solution_id: both, industry_id: into },
      { solution_id: onlyFrom, industry_id: into },
    ]);
    expect(await names('industries')).not.toContain('Agri');
    const filtered = await t.app.inject({ method: 'GET', url: `/api/catalog/solution?industry_group=${into}` });
    expect(
      filtered
        .json()
        .data.map((s: { name: string }) => s.name)
        .sort(),
    ).toEqual(['Both', 'Only from']);
    const entry = (await activity()).at(-1);
    expect(entry).toMatchObject({
      action: 'merge',
      target_id: into,
      summary: 'Merged industry "Agri" into "Agriculture" (2 solutions)',
    });
  });

  it('merges a contributor: the solutions that named it name the other one', async () => {
    const [from, into] = await fx.lookups('contributors', ['Geo Lab', 'GeoLab']);
    const s = await fx.solution({ name: 'Contributed', contributorId: from! });
    expect((await call('DELETE', `/api/admin/lookups/contributor/${from}?merge_into=${into}`)).statusCode).toBe(200);
    const row = await t.db.kysely
      .selectFrom('solutions')
      .select('contributor_id')
      .where('id', '=', s)
      .executeTakeFirst();
    expect(row?.contributor_id).toBe(into);
  });

  it('refuses a merge into itself, into a missing value or into another list, and changes nothing', async () => {
    const id = await fx.lookup('sectors', 'Energy');
    const otherList = await fx.lookup('industries', 'Energy Industry');
    await fx.solution({ name: 'Grid', sectorId: id });
    for (const target of [id, 999999, otherList]) {
      const res = await call('DELETE', `/api/admin/lookups/sector/${id}?merge_into=${target}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.merge_into).toBeTruthy();
    }
    expect((await call('DELETE', `/api/admin/lookups/sector/${id}?merge_into=x`)).statusCode).toBe(400);
    const row = await t.db.kysely.selectFrom('sectors').select('id').where('id', '=', id).executeTakeFirst();
    expect(row).toBeDefined();
  });

  it('records nothing when the write fails, and writes nothing when the record fails', async () => {
    const before = { names: await names('industries'), activity: (await activity()).length };
    await sql`ALTER TABLE admin_activity RENAME TO admin_activity_off`.execute(t.db.kysely);
    try {
      const res = await call('POST', '/api/admin/lookups/industry', { name: 'Never Stored' });
      expect(res.statusCode).toBe(500);
    } finally {
      await sql`ALTER TABLE admin_activity_off RENAME TO admin_activity`.execute(t.db.kysely);
    }
    expect(await names('industries')).toEqual(before.names);
    // A refused write (a duplicate) leaves no entry either.
    await call('POST', '/api/admin/lookups/industry', { name: before.names[0]!.toUpperCase() });
    expect((await activity()).length).toBe(before.activity);
  });

  it('sets a product logo through the image pipeline and removes the one it replaces', async () => {
    const id = await fx.product('ArcGIS Pro');
    const logoUrl = `/api/admin/lookups/arcgis_product/${id}/logo`;
    const upload = (data: Buffer, name = 'logo.png') =>
      sendForm(t.app, 'POST', logoUrl, admin.auth, {}, [{ name, data, field: 'image', type: 'image/png' }]);
    const first = await upload(await png(120, 60));
    expect(first.statusCode).toBe(200);
    const logo = first.json().data.image as string;
    expect(first.json().data).toMatchObject({ id, name: 'ArcGIS Pro', usage_count: 0 });
    expect((await t.app.inject({ method: 'GET', url: logo })).statusCode).toBe(200);
    const listed = await t.app.inject({ method: 'GET', url: '/api/catalog/arcgis_product' });
    expect(listed.json().data).toContainEqual({ id, name: 'ArcGIS Pro', image: logo });

    const stored = async () => (await t.app.storage.list()).map((e) => e.key).sort();
    const filesBefore = await stored();
    const refused = await upload(Buffer.from('not a picture at all'), 'logo.png');
    expect(refused.statusCode).toBe(415);
    expect(await stored()).toEqual(filesBefore);

    const second = await upload(await jpeg(200, 100), 'logo.jpg');
    expect(second.statusCode).toBe(200);
    expect(second.json().data.image).not.toBe(logo);
    expect((await t.app.inject({ method: 'GET', url: logo })).statusCode).toBe(404);
    expect(await stored()).toHaveLength(filesBefore.length);

    const empty = await sendForm(t.app, 'POST', logoUrl, admin.auth, { note: 'no file' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ image: 'Please choose an image' });
  });
});
