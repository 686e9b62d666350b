import { beforeAll, describe, expect, it } from 'vitest';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { testDatabases, useTestApp } from './helpers/test-app.ts';

/** Related solutions (issue 25), on each database. */
describe.each(testDatabases)('related solutions on %s', (kind) => {
  const t = useTestApp(kind);
  let user: Record<string, string>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    user = (await createUserWithToken(t.app)).auth;
    const f = new CatalogFixtures(t.db.kysely);
    const [agri, water] = await f.lookups('industries', ['Agriculture', 'Water']);
    const [drone, iot] = await f.lookups('technologies', ['Drone', 'IoT']);
    const product = await f.product('ArcGIS Online');
    const base = { industryIds: [agri!], technologyIds: [drone!], productIds: [product] };
    ids.self = await f.solution({ name: 'Crop Health Drone', ...base });
    ids.all = await f.solution({ name: 'Paddy Drone Survey', ...base }); // 3 + 3 + 2 + "drone" 1
    ids.industryTech = await f.solution({ name: 'Orchard Scan', industryIds: [agri!], technologyIds: [drone!] }); // 6
    ids.member = await f.solution({ name: 'Members Drone', ...base, status: 'release_register' }); // 9
    ids.product = await f.solution({ name: 'Soil Sampling', productIds: [product] }); // 2
    ids.word = await f.solution({ name: 'Crop Calendar', industryIds: [water!], technologyIds: [iot!] }); // "crop" 1
    ids.none = await f.solution({ name: 'Harbour Traffic', industryIds: [water!] });
    ids.hidden = await f.solution({ name: 'Crop Health Draft', ...base, status: 'development' });
  });

  const related = async (id: number, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url: `/api/catalog/solution/${id}/related`, headers });
    return { status: res.statusCode, body: res.json() };
  };

  it('ranks other visible solutions by shared industries, technologies, products and words', async () => {
    const { status, body } = await related(ids.self!);
    expect(status).toBe(200);
    expect(body.data.map((c: { id: number }) => c.id)).toEqual([ids.all, ids.industryTech, ids.product, ids.word]);
    // Cards: the list item's shape.
    expect(body.data[0]).toMatchObject({
      id: ids.all,
      name: 'Paddy Drone Survey',
      industry: [{ name: 'Agriculture' }],
    });
  });

  it('shows a signed-in member the solutions of their statuses too, at most six', async () => {
    const { body } = await related(ids.self!, user);
    expect(body.data.map((c: { id: number }) => c.id)).toEqual([
      ids.member,
      ids.all,
      ids.industryTech,
      ids.product,
      ids.word,
    ]);
    expect(body.data.length).toBeLessThanOrEqual(6);
  });

  it('answers 404 exactly where the detail does', async () => {
    for (const id of [ids.hidden!, ids.member!, 999_999]) {
      const detail = await t.app.inject({ url: `/api/catalog/solution/${id}` });
      expect((await related(id)).status).toBe(detail.statusCode);
      expect(detail.statusCode).toBe(404);
    }
    expect((await related(ids.member!, user)).status).toBe(200);
    expect((await t.app.inject({ url: '/api/catalog/solution/abc/related' })).statusCode).toBe(400);
  });
});
