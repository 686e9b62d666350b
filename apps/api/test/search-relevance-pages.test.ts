import { beforeAll, describe, expect, it } from 'vitest';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { testDatabases, useTestApp } from './helpers/test-app.ts';

interface Made {
  id: number;
  inName: boolean;
  visible: boolean;
  industry: boolean;
}

/**
 * Relevance pages over a word hundreds of solutions hold (docs/decisions/0195): the name above the
 * text, then the newest, on every page; with a filter that leaves few of them too. Pages are cut
 * from the rank levels a search keeps, walked newest first when a level holds many rows.
 */
describe.each(testDatabases)('relevance pages of a common word on %s', (kind) => {
  const t = useTestApp(kind);
  const made: Made[] = [];
  let f: CatalogFixtures;
  let industry: number;

  beforeAll(async () => {
    f = new CatalogFixtures(t.db.kysely);
    [industry] = (await f.lookups('industries', ['Coastal'])) as [number];
    await t.app.inject({ url: '/api/catalog/solution?search=estuary' }); // the index, built empty
    for (let i = 0; i < 300; i++) {
      const inName = i % 3 === 0;
      const status = i % 7 === 0 ? 'development' : 'release_public';
      const withIndustry = i % 10 === 0;
      const id = await f.solution({
        name: inName ? `Estuary Survey ${i}` : `Shore Survey ${i}`,
        description: `<p>${inName ? 'Sediment' : 'Estuary'} readings, batch ${i}</p>`,
        status,
        industryIds: withIndustry ? [industry] : [],
      });
      made.push({ id, inName, visible: status === 'release_public', industry: withIndustry });
    }
  });

  const page = async (query: string) => {
    const res = await t.app.inject({ url: `/api/catalog/solution?search=estuary&page_size=10&${query}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    return { ids: (body.data as Array<{ id: number }>).map((s) => s.id), total: body.pagination.total as number };
  };
  const expected = (rows: Made[]) =>
    rows
      .filter((r) => r.visible)
      .sort((a, b) => Number(b.inName) - Number(a.inName) || b.id - a.id)
      .map((r) => r.id);

  const check = async () => {
    const all = expected(made);
    for (const n of [1, 2, 8, 9, 26]) {
      // Page 8 straddles the names' level and the text's; page 26 is past the end.
      expect(await page(`page=${n}`)).toEqual({ ids: all.slice((n - 1) * 10, n * 10), total: all.length });
    }
    const filtered = expected(made.filter((r) => r.industry));
    expect(await page(`industry_group=${industry}`)).toEqual({ ids: filtered.slice(0, 10), total: filtered.length });
    expect(await page(`industry_group=${industry}&page=2`)).toEqual({
      ids: filtered.slice(10, 20),
      total: filtered.length,
    });
  };

  it('orders every page by rank, then newest, on a patched index and on a rebuilt one', async () => {
    await check();
    // A new lookup value is a change only a rebuild holds.
    await f.lookups('technologies', ['Sonar']);
    await check();
  });
});
