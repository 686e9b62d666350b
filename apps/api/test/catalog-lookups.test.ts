import { beforeAll, describe, expect, it } from 'vitest';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { testDatabases, useTestApp } from './helpers/test-app.ts';

describe.each(testDatabases)('catalogue lookups on %s', (kind) => {
  const t = useTestApp(kind);
  const ids: Record<string, number[]> = {};

  beforeAll(async () => {
    const f = new CatalogFixtures(t.db.kysely);
    ids.industries = await f.lookups('industries', ['Utilities', 'agriculture', 'Energy & Mining']);
    ids.technologies = await f.lookups('technologies', ['Remote Sensing', 'IoT']);
    ids.contributors = await f.lookups('contributors', ['Siti Rahmawati', 'Budi Santoso']);
    ids.patterns = await f.lookups('patterns_of_use', ['Monitoring', 'Field Operations']);
    ids.sectors = await f.lookups('sectors', ['Public Sector (Pemerintahan)', 'Private Sector (Swasta)']);
    ids.products = [await f.product('ArcGIS Pro', 'abc123.png'), await f.product('ArcGIS Field Maps', null)];
  });

  const get = (path: string) => t.app.inject({ method: 'GET', url: `/api/catalog/${path}` });

  it.each([
    ['industry-group', 'industries', ['agriculture', 'Energy & Mining', 'Utilities']],
    ['industry', 'industries', ['agriculture', 'Energy & Mining', 'Utilities']],
    ['technology', 'technologies', ['IoT', 'Remote Sensing']],
    ['contributor', 'contributors', ['Budi Santoso', 'Siti Rahmawati']],
    ['pattern_of_use', 'patterns', ['Field Operations', 'Monitoring']],
    ['sector', 'sectors', ['Private Sector (Swasta)', 'Public Sector (Pemerintahan)']],
  ])('GET /api/catalog/%s lists {id, name} sorted by name, case-insensitively', async (path, key, names) => {
    const res = await get(path);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((o: { name: string }) => o.name)).toEqual(names);
    for (const option of body.data) {
      expect(Object.keys(option).sort()).toEqual(['id', 'name']);
      expect(ids[key]).toContain(option.id);
    }
  });

  it('lists statuses with their string ids in display order', async () => {
    const res = await get('solution_status');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: 'release_public', name: 'Release Public' },
      { id: 'release_register', name: 'Release Register' },
      { id: 'release_internal', name: 'Release Internal' },
      { id: 'review', name: 'Review' },
      { id: 'testing', name: 'Testing' },
      { id: 'development', name: 'Development' },
    ]);
  });

  it('lists ArcGIS products with their logo URL, or null without one', async () => {
    const res = await get('arcgis_product');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: ids.products![1], name: 'ArcGIS Field Maps', image: null },
      { id: ids.products![0], name: 'ArcGIS Pro', image: '/uploads/abc123.png' },
    ]);
  });

  it('answers with a trailing slash too', async () => {
    const res = await get('technology/');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(2);
  });
});
