import { beforeAll, describe, expect, it } from 'vitest';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { testDatabases, useTestApp } from './helpers/test-app.ts';

type Account = Awaited<ReturnType<typeof createUserWithToken>>;

describe.each(testDatabases)('comparing solutions on %s', (kind) => {
  const t = useTestApp(kind);
  let flood: number;
  let rice: number;
  let members: number;
  let draft: number;
  let member: Account;
  let admin: Account;

  beforeAll(async () => {
    const f = new CatalogFixtures(t.db.kysely);
    const [water] = await f.lookups('sectors', ['Water']);
    flood = await f.solution({ name: 'Flood Watch', sectorId: water, hardware: { cpu_core: 8, ram: 32 } });
    rice = await f.solution({ name: 'Rice Field Monitor', hardware: { cpu_core: 4, ram: 64 } });
    members = await f.solution({ name: 'Member Flood Map', status: 'release_register', hardware: { gpu: 1 } });
    draft = await f.solution({ name: 'Secret Draft', status: 'development' });
    member = await createUserWithToken(t.app);
    admin = await createUserWithToken(t.app, { isStaff: true });
  });

  const compare = (ids: string, who?: Account) =>
    t.app.inject({ method: 'GET', url: `/api/catalog/compare?ids=${ids}`, headers: who?.auth ?? {} });
  const names = (body: { data: Array<{ name: string }> }) => body.data.map((s) => s.name);

  it('answers the solutions in the order asked, each as the detail answers it for the caller', async () => {
    const res = await compare(`${rice},${flood}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(names(body)).toEqual(['Rice Field Monitor', 'Flood Watch']);
    expect(body.missing).toEqual([]);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/catalog/solution/${flood}` })).json().data;
    expect(body.data[1]).toEqual(detail);
    expect(body.data[1].sector).toEqual({ id: expect.any(Number), name: 'Water' });
    // A visitor sees neither the status nor the hardware figures.
    expect(body.data[0]).not.toHaveProperty('hardware');
    expect(body.data[0]).not.toHaveProperty('status');

    const again = await compare(`${flood},${rice}`);
    expect(names(again.json())).toEqual(['Flood Watch', 'Rice Field Monitor']);
  });

  it('follows the role rules: hidden and unknown ids are listed in missing, never an error', async () => {
    const ids = `${members},${draft},${flood},999999`;
    const visitor = (await compare(ids)).json();
    expect(names(visitor)).toEqual(['Flood Watch']);
    expect(visitor.missing).toEqual([members, draft, 999999]);

    const forMember = await compare(ids, member);
    expect(forMember.statusCode).toBe(200);
    const body = forMember.json();
    expect(names(body)).toEqual(['Member Flood Map', 'Flood Watch']);
    expect(body.missing).toEqual([draft, 999999]);
    expect(body.data[0]).toMatchObject({ status: 'release_register', hardware: { gpu: 1 } });
    expect(body.data[1].hardware).toEqual({ cpu_core: 8, ram: 32, storage: 0, gpu: 0 });
    expect(body.data[1]).not.toHaveProperty('repository_url');

    const forAdmin = (await compare(ids, admin)).json();
    expect(names(forAdmin)).toEqual(['Member Flood Map', 'Secret Draft', 'Flood Watch']);
    expect(forAdmin.missing).toEqual([999999]);
    expect(forAdmin.data[1]).toHaveProperty('repository_url');
  });

  it.each([
    ['one id', () => `${flood}`],
    ['five ids', () => `${flood},${rice},${members},${draft},999`],
    ['the same id twice', () => `${flood},${flood}`],
    ['something else than ids', () => `${flood},abc`],
    ['a zero', () => `${flood},0`],
    ['nothing', () => ''],
  ])('refuses %s with a 400 that says why', async (_name, ids) => {
    const res = await compare(ids());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'ids must list 2 to 4 different solution ids, separated by commas',
      code: 'query.compareIds',
      params: { min: 2, max: 4 },
    });
  });

  it('refuses a request without ids with a 400 as well', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catalog/compare' });
    expect(res.statusCode).toBe(400);
    expect(res.json(), res.body).toMatchObject({ code: 'query.compareIds' });
  });

  it('reads ids given as repeated parameters like a comma list', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/catalog/compare?ids=${rice}&ids=${flood}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(names(res.json())).toEqual(['Rice Field Monitor', 'Flood Watch']);
    const tooMany = await t.app.inject({ method: 'GET', url: `/api/catalog/compare?ids=1,2,3&ids=4,5` });
    expect(tooMany.json()).toMatchObject({ code: 'query.compareIds' });
  });
});
