import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { secondInstance } from './helpers/second-instance.ts';
import { testConfig, testDatabases, useTestApp } from './helpers/test-app.ts';
import { solutionSearchText } from '../src/modules/solutions/solution-text.ts';
import { SolutionsAdminRepository } from '../src/modules/solutions/solutions-admin.repository.ts';

/**
 * A write is patched into every instance's engine (docs/decisions/0184): the instance that made it
 * and another one on the same database, which learns of it from the record of changes. Editing a
 * solution's name, text and links, hiding it and deleting it show in search, facets, suggestions
 * and related solutions on the next request, with no rebuild; a lookup renamed is a rebuild.
 */
describe.each(testDatabases)('writes patched into the engine on %s', (kind) => {
  const t = useTestApp(kind, { catalogCacheBytes: 0 });
  let second: FastifyInstance;
  let admin: Record<string, string>;
  const ids: Record<string, number> = {};
  const lk: Record<string, number> = {};

  beforeAll(async () => {
    second = await secondInstance(t.url, testConfig(t.dir, { catalogCacheBytes: 0 }));
    admin = (await createUserWithToken(t.app, { isStaff: true })).auth;
    const f = new CatalogFixtures(t.db.kysely);
    [lk.agri, lk.water] = (await f.lookups('industries', ['Agriculture', 'Water'])) as [number, number];
    [lk.drone, lk.sonar] = (await f.lookups('technologies', ['Drone', 'Sonar'])) as [number, number];
    lk.product = await f.product('ArcGIS Online');
    const base = { industryIds: [lk.agri], technologyIds: [lk.drone], productIds: [lk.product] };
    ids.crop = await f.solution({ name: 'Crop Health Drone', ...base });
    ids.paddy = await f.solution({ name: 'Paddy Drone Survey', description: '<p>Rice fields.</p>', ...base });
    ids.harbour = await f.solution({ name: 'Harbour Traffic', industryIds: [lk.water], technologyIds: [lk.sonar] });
    // Both engines are built before the writes below.
    for (const app of [t.app, second])
      expect((await app.inject({ url: '/api/catalog/solution' })).statusCode).toBe(200);
  });
  afterAll(() => second.close());

  const apps = () => [t.app, second];
  const names = async (app: FastifyInstance, query: string, headers: Record<string, string> = {}) =>
    (await app.inject({ url: `/api/catalog/solution?page_size=100&${query}`, headers }))
      .json()
      .data.map((s: { name: string }) => s.name)
      .sort();
  const facets = async (app: FastifyInstance, group: string) =>
    (await app.inject({ url: '/api/catalog/solution?facets=1' })).json().facets[group];
  const suggested = async (app: FastifyInstance, q: string, headers: Record<string, string> = {}) =>
    (await app.inject({ url: `/api/catalog/suggest?q=${encodeURIComponent(q)}`, headers }))
      .json()
      .data.map((s: { kind: string; label: string }) => `${s.kind}:${s.label}`);
  const related = async (app: FastifyInstance, id: number) => {
    const res = await app.inject({ url: `/api/catalog/solution/${id}/related` });
    return res.statusCode === 200 ? res.json().data.map((s: { name: string }) => s.name) : res.statusCode;
  };
  const activity = (app: FastifyInstance) => app.services.solutions.indexActivity()!;

  it('shows a solution renamed, rewritten and relinked in search, facets, suggestions and related', async () => {
    for (const app of apps()) expect(await related(app, ids.crop!)).toEqual(['Paddy Drone Survey']);
    const builds = apps().map((app) => activity(app).builds);
    const description = '<p>Estuary tides.</p>';
    await t.db.kysely
      .updateTable('solutions')
      .set({
        name: 'Paddy Mapping Survey',
        description,
        search_text: solutionSearchText({ description, benefit: '', feature: '', challenge: '' }),
      })
      .where('id', '=', ids.paddy!)
      .execute();
    await new SolutionsAdminRepository(t.db.kysely).replaceLinks(ids.paddy!, {
      industry: [lk.water!],
      technology: [lk.sonar!],
      pattern: [],
      product: [],
    });
    for (const app of apps()) {
      expect(await names(app, 'search=drone')).toEqual(['Crop Health Drone']);
      expect(await names(app, 'search=estuary')).toEqual(['Paddy Mapping Survey']);
      expect(await names(app, 'search=rice')).toEqual([]);
      expect(await names(app, `technology=${lk.sonar}`)).toEqual(['Harbour Traffic', 'Paddy Mapping Survey']);
      expect(await facets(app, 'industry_group')).toEqual([
        { id: lk.agri, count: 1 },
        { id: lk.water, count: 2 },
      ]);
      expect(await suggested(app, 'mapp')).toEqual(['solution:Paddy Mapping Survey']);
      expect(await suggested(app, 'paddy dro')).toEqual([]);
      // Nothing shared with the crop drone any more; the harbour shares an industry and a technology.
      expect(await related(app, ids.crop!)).toEqual([]);
      expect(await related(app, ids.harbour!)).toEqual(['Paddy Mapping Survey']);
    }
    expect(apps().map((app) => activity(app).builds)).toEqual(builds);
    for (const app of apps()) expect(activity(app).patches).toBeGreaterThan(0);
  });

  it('hides a solution moved out of the public statuses, and forgets a deleted one', async () => {
    const builds = apps().map((app) => activity(app).builds);
    await t.db.kysely.updateTable('solutions').set({ status: 'development' }).where('id', '=', ids.harbour!).execute();
    await t.db.kysely.deleteFrom('solutions').where('id', '=', ids.crop!).execute();
    for (const app of apps()) {
      expect(await names(app, 'search=harbour')).toEqual([]);
      expect(await names(app, 'search=harbour', admin)).toEqual(['Harbour Traffic']);
      expect(await suggested(app, 'harb')).toEqual([]);
      expect(await suggested(app, 'harb', admin)).toEqual(['solution:Harbour Traffic']);
      expect(await facets(app, 'technology')).toEqual([{ id: lk.sonar, count: 1 }]);
      expect(await names(app, 'search=crop')).toEqual([]);
      expect(await related(app, ids.crop!)).toBe(404);
      expect(await related(app, ids.paddy!)).toEqual([]);
    }
    expect(apps().map((app) => activity(app).builds)).toEqual(builds);
  });

  it('rebuilds when a lookup is renamed, and shows the new name at once', async () => {
    const builds = apps().map((app) => activity(app).builds);
    await t.db.kysely
      .updateTable('industries')
      .set({ name: 'Water & Utilities' })
      .where('id', '=', lk.water!)
      .execute();
    for (const app of apps()) expect(await suggested(app, 'utilit')).toEqual(['industry:Water & Utilities']);
    expect(apps().map((app) => activity(app).builds)).toEqual(builds.map((n) => n + 1));
  });
});
