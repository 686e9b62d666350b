import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../src/db/database.ts';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { createUserWithToken, userRow } from './helpers/factories.ts';
import { createTestApp, type TestApp, testDatabases } from './helpers/test-app.ts';

describe.each(testDatabases)('back office overview on %s', (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUserWithToken>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await createUserWithToken(t.app, { isStaff: true });
    const f = new CatalogFixtures(t.db.kysely);
    await f.solution({ name: 'Mangrove Atlas', status: 'release_public' });
    await f.solution({ name: 'Coral Watch', status: 'release_public' });
    await f.solution({ name: 'Draft Map', status: 'development' });
    const now = nowIso();
    const enquiry = {
      user_id: null,
      solution_id: null,
      full_name: 'Ani',
      email: 'ani@peta.id',
      company: 'Peta',
      phone: '',
      position: '',
      message: '',
      solution_name: 'Mangrove Atlas',
    };
    await t.db.kysely
      .insertInto('enquiries')
      .values([
        { ...enquiry, created_at: now, status: 'new' },
        { ...enquiry, created_at: now, status: 'closed' },
        { ...enquiry, created_at: '2020-01-01T00:00:00.000Z', status: 'new' },
      ])
      .execute();
    await t.db.kysely.insertInto('users').values(userRow('late@peta.id')).execute();
  });
  afterAll(() => t.cleanup());

  const search = (q: string, auth = {}) =>
    t.app.inject({ method: 'GET', url: `/api/catalog/solution?search=${encodeURIComponent(q)}`, headers: auth });
  const overview = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: admin.auth })).json().data;

  it('counts the words of searches that found nothing, after the answer, and nothing about who searched', async () => {
    expect((await search('mangrove')).json().pagination.total).toBe(1);
    await search('Volcano  ash');
    await search('volcano', admin.auth);
    await search('volcano');
    await t.app.services.afterAnswer.settled();
    // Counted in memory, written with the next batch (docs/decisions/0189).
    expect(await t.db.kysely.selectFrom('search_misses').selectAll().execute()).toEqual([]);
    await t.app.services.searchMisses.flush();
    const rows = await t.db.kysely.selectFrom('search_misses').selectAll().orderBy('word').execute();
    const today = nowIso().slice(0, 10);
    expect(rows).toEqual([
      { day: today, word: 'ash', count: 1 },
      { day: today, word: 'volcano', count: 3 },
    ]);
    expect((await overview()).searches_without_results).toEqual([
      { word: 'volcano', count: 3 },
      { word: 'ash', count: 1 },
    ]);
  });

  it('gives solutions per status, recent and new enquiries and accounts waiting for activation', async () => {
    const data = await overview();
    expect(data.solutions_by_status).toEqual([
      { status: 'release_public', name: 'Release Public', count: 2 },
      { status: 'release_register', name: 'Release Register', count: 0 },
      { status: 'release_internal', name: 'Release Internal', count: 0 },
      { status: 'review', name: 'Review', count: 0 },
      { status: 'testing', name: 'Testing', count: 0 },
      { status: 'development', name: 'Development', count: 1 },
    ]);
    expect(data).toMatchObject({ enquiries_this_week: 2, enquiries_new: 2, accounts_awaiting_activation: 1 });
  });

  it('keeps only words of the last 30 days', async () => {
    await t.db.kysely.insertInto('search_misses').values({ day: '2020-01-01', word: 'ancient', count: 9 }).execute();
    expect((await overview()).searches_without_results.map((w: { word: string }) => w.word)).not.toContain('ancient');
  });
});
