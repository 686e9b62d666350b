import { beforeAll, describe, expect, it } from 'vitest';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { testDatabases, useTestApp } from './helpers/test-app.ts';

/** Answers to a signed-in caller are private; visitors' answers keep their policy (docs/decisions/0089). */
describe.each(testDatabases)('Cache-Control of personal answers on %s', (kind) => {
  const t = useTestApp(kind);
  let auth: Record<string, string>;
  let id: number;
  beforeAll(async () => {
    id = await new CatalogFixtures(t.db.kysely).solution({ name: 'Cached Map', status: 'release_public' });
    auth = (await createUserWithToken(t.app)).auth;
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('marks the profile private and not to be stored', async () => {
    const res = await get('/api/auth/me', auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('marks signed-in lists and details private, revalidated by their validator', async () => {
    for (const url of ['/api/catalog/solution', `/api/catalog/solution/${id}`]) {
      const res = await get(url, auth);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.etag, url).toBeDefined();
      expect(res.headers['cache-control'], url).toBe('private, no-cache');
    }
    const lookups = await get('/api/catalog/arcgis_product', auth);
    expect(lookups.headers['cache-control']).toMatch(/^private, no-(store|cache)$/);
  });

  it("keeps visitors' answers shareable", async () => {
    for (const url of ['/api/catalog/solution', `/api/catalog/solution/${id}`, '/api/catalog/arcgis_product']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'] ?? '', url).not.toMatch(/private|no-store/);
    }
  });
});
