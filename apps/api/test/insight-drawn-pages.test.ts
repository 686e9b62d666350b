import { beforeAll, describe, expect, it } from 'vitest';
import { wibDay } from '../src/modules/insight/insight-day.ts';
import { ensureBuiltClient, WEB_DIST, WEB_SERVER_ENTRY } from './helpers/built-client.ts';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { testDatabases, useTestApp } from './helpers/test-app.ts';

ensureBuiltClient();

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/**
 * A drawn solution page is a view, counted once per page load (docs/decisions/0155): the page is
 * drawn for a visitor, and a signed-in browser's refetch after hydration (X-Drawn-Page) adds
 * nothing for a member and takes the view back for an admin.
 */
describe.each(testDatabases)('views of server-drawn pages on %s', (kind) => {
  const t = useTestApp(kind, { webDist: WEB_DIST, webServerEntry: WEB_SERVER_ENTRY });
  let admin: Record<string, string>;
  let member: Record<string, string>;
  let id: number;

  beforeAll(async () => {
    admin = (await createUserWithToken(t.app, { isStaff: true })).auth;
    member = (await createUserWithToken(t.app)).auth;
    id = await new CatalogFixtures(t.db.kysely).solution({ name: 'Harbour Tide Board' });
  });

  const views = async () => {
    const day = wibDay(new Date());
    const res = await t.app.inject({ url: `/api/admin/insight?from=${day}&to=${day}`, headers: admin });
    return res.json().data.days[0].views as number;
  };
  const loadPage = (headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/solution/${id}`, headers: { 'user-agent': BROWSER, ...headers } });
  const refetch = (auth: Record<string, string>) =>
    t.app.inject({
      url: `/api/catalog/solution/${id}`,
      headers: { 'user-agent': BROWSER, 'x-drawn-page': '1', ...auth },
    });

  it('counts a visitor’s page load once, a member’s once, an admin’s not at all, a robot’s not at all', async () => {
    expect((await loadPage()).statusCode).toBe(200);
    expect(await views()).toBe(1);

    await loadPage();
    await refetch(member);
    expect(await views()).toBe(2);

    await loadPage();
    await refetch(admin);
    expect(await views()).toBe(2);

    await loadPage({ 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0)' });
    await t.app.inject({ url: `/solution/999999`, headers: { 'user-agent': BROWSER } });
    expect(await views()).toBe(2);
  });
});
