import { beforeAll, describe, expect, it } from 'vitest';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { testDatabases, useTestApp } from './helpers/test-app.ts';
import { buildRepositories } from '../src/services.ts';

describe.each(testDatabases)('catalogue answers revalidate by ETag on %s', (kind) => {
  const t = useTestApp(kind);
  let id: number;
  beforeAll(async () => {
    id = await new CatalogFixtures(t.db.kysely).solution({ name: 'Tidal Gauge Map' });
  });

  it('never reads the version of a write that is not committed, asked while its transaction is open', async () => {
    const versions = buildRepositories(t.db).catalogVersion;
    const before = await versions.current();
    let asked: Promise<number> | undefined;
    let inside = 0;
    const rolledBack = t.db.kysely.transaction().execute(async (trx) => {
      await new CatalogFixtures(trx).solution({ name: 'Never Committed' });
      inside = await versions.on(trx).current();
      asked = versions.current();
      throw new Error('rolled back');
    });
    await expect(rolledBack).rejects.toThrow('rolled back');
    expect(inside).toBeGreaterThan(before);
    expect(await asked).toBe(before);
    expect(await versions.current()).toBe(before);
  });

  for (const path of ['/api/catalog/solution?facets=1', '/api/catalog/solution/:id']) {
    const url = () => path.replace(':id', String(id));

    it(`answers 304 to a current tag and 200 with a new tag after a write: ${path}`, async () => {
      const first = await t.app.inject({ url: url() });
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/".+"$/);
      expect(first.headers.vary).toContain('Authorization');
      expect(first.headers['cache-control']).toContain('no-cache');

      const again = await t.app.inject({ url: url(), headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      // Listed among other tags, or in its strong form, it still matches.
      const listed = await t.app.inject({ url: url(), headers: { 'if-none-match': `"other", ${etag.slice(2)}` } });
      expect(listed.statusCode).toBe(304);
      expect((await t.app.inject({ url: url(), headers: { 'if-none-match': '"other"' } })).statusCode).toBe(200);

      await t.db.kysely.updateTable('solutions').set({ description: 'Updated' }).where('id', '=', id).execute();
      const changed = await t.app.inject({ url: url(), headers: { 'if-none-match': etag } });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.body).toContain('Updated');
    });

    it(`gives each role its own tag: ${path}`, async () => {
      const visitor = await t.app.inject({ url: url() });
      const user = await createUserWithToken(t.app);
      const signedIn = await t.app.inject({ url: url(), headers: user.auth });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.headers.etag).not.toBe(visitor.headers.etag);
      const stale = await t.app.inject({
        url: url(),
        headers: { ...user.auth, 'if-none-match': visitor.headers.etag as string },
      });
      expect(stale.statusCode).toBe(200);
      const current = await t.app.inject({
        url: url(),
        headers: { ...user.auth, 'if-none-match': signedIn.headers.etag as string },
      });
      expect(current.statusCode).toBe(304);
    });
  }
});
