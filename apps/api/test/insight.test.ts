import { beforeAll, describe, expect, it } from 'vitest';
import { InsightCounter } from '../src/modules/insight/insight-counter.ts';
import { wibDay } from '../src/modules/insight/insight-day.ts';
import { InsightRepository } from '../src/modules/insight/insight.repository.ts';
import { post, signUp } from './helpers/accounts.ts';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { testDatabases, useTestApp } from './helpers/test-app.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** Insight (docs/decisions/0155): counted by the server, in batches, per WIB day, never who. */
describe.each(testDatabases)('insight on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: Record<string, string>;
  let member: Record<string, string>;
  let flood: number;
  let rice: number;

  beforeAll(async () => {
    admin = (await createUserWithToken(t.app, { isStaff: true })).auth;
    member = (await createUserWithToken(t.app, { email: 'member.insight@example.com' })).auth;
    const f = new CatalogFixtures(t.db.kysely);
    flood = await f.solution({ name: 'Flood Watch', description: 'River levels' });
    rice = await f.solution({ name: 'Rice Field Monitor', description: 'Paddy growth' });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { 'user-agent': BROWSER, ...headers } });
  const insight = async (query = '') => {
    const res = await get(`/api/admin/insight${query}`, admin);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const today = () => wibDay(new Date());

  it('counts views of visitors and members once per load, never admins or robots, written in batches', async () => {
    await get(`/api/catalog/solution/${flood}`);
    await get(`/api/catalog/solution/${flood}`);
    await get(`/api/catalog/solution/${flood}`, member);
    await get(`/api/catalog/solution/${rice}`, member);
    // Not counted: an admin, robots, a missing user agent, a member's refetch of a drawn page, a 404.
    await get(`/api/catalog/solution/${flood}`, admin);
    await get(`/api/catalog/solution/${flood}`, { 'user-agent': GOOGLEBOT });
    await t.app.inject({ method: 'GET', url: `/api/catalog/solution/${flood}`, headers: { 'user-agent': '' } });
    await get(`/api/catalog/solution/${flood}`, { ...member, 'x-drawn-page': '1' });
    await get('/api/catalog/solution/999999');

    // Nothing is written while the pages are answered: the counts wait for the batch.
    expect(await t.db.kysely.selectFrom('insight_counts').selectAll().execute()).toEqual([]);

    const data = await insight(`?from=${today()}&to=${today()}`);
    expect(data.days).toEqual([
      { date: today(), views: 4, searches: 0, zero_result_searches: 0, enquiries: 0, signups: 0 },
    ]);
    expect(data.top_solutions).toEqual([
      { solution_id: flood, name: 'Flood Watch', views: 3, enquiries: 0 },
      { solution_id: rice, name: 'Rice Field Monitor', views: 1, enquiries: 0 },
    ]);
  });

  it('counts list searches and their words on the first page, and those that found nothing', async () => {
    await get('/api/catalog/solution?search=flood');
    await get('/api/catalog/solution?search=flood&page=2');
    await get('/api/catalog/solution?search=Flood%20river', member);
    await get('/api/catalog/solution?search=volcano');
    await get('/api/catalog/solution?search=volcano', admin);
    await get('/api/catalog/solution?search=volcano', { 'user-agent': GOOGLEBOT });
    await get('/api/catalog/solution');

    const data = await insight(`?from=${today()}&to=${today()}`);
    expect(data.days[0]).toMatchObject({ searches: 3, zero_result_searches: 1 });
    expect(data.top_searches).toEqual([
      { term: 'flood', count: 2 },
      { term: 'river', count: 1 },
      { term: 'volcano', count: 1 },
    ]);
    expect(data.zero_result_searches).toEqual([{ term: 'volcano', count: 1 }]);
  });

  it('counts enquiries per solution and sign-ups', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/catalog/enquiry',
      headers: member,
      payload: { full_name: 'Siti Rahma', email: 'siti@example.co.id', company: 'Peta', solution_id: rice },
    });
    expect(sent.statusCode).toBe(201);
    expect((await post(t.app, '/api/auth/register', signUp('new.insight@example.com'))).statusCode).toBe(201);
    // The same address again is no new account.
    await post(t.app, '/api/auth/register', signUp('new.insight@example.com'));

    const data = await insight(`?from=${today()}&to=${today()}`);
    expect(data.days[0]).toMatchObject({ enquiries: 1, signups: 1 });
    expect(data.top_solutions.find((s: { solution_id: number }) => s.solution_id === rice)).toEqual({
      solution_id: rice,
      name: 'Rice Field Monitor',
      views: 1,
      enquiries: 1,
    });
  });

  it('keeps no column that could identify a person', async () => {
    const rows = await t.db.kysely.selectFrom('insight_counts').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['count', 'day', 'metric', 'subject']);
    const subjects = rows.map((r) => r.subject).join(' ');
    expect(subjects).not.toMatch(/@|siti|member|127\.0\.0\.1|Mozilla/i);
  });

  it('adds a batch of thousands of counts to those already written, each key once', async () => {
    // More rows than one statement takes (apps/api/src/db/count-upsert.ts), on a day no other test counts.
    const repo = new InsightRepository(t.db.kysely);
    const day = '2020-01-01';
    const batch = (by: number) =>
      Array.from({ length: 2500 }, (_, i) => ({ day, metric: 'search_word' as const, subject: `word${i}`, by }));
    await repo.add(batch(1));
    await repo.add(batch(2));
    const rows = await t.db.kysely
      .selectFrom('insight_counts')
      .select(['subject', 'count'])
      .where('day', '=', day)
      .execute();
    expect(rows).toHaveLength(2500);
    expect(new Set(rows.map((row) => Number(row.count)))).toEqual(new Set([3]));
  });

  it('counts per calendar day in WIB (UTC+7)', async () => {
    expect(wibDay(new Date('2026-03-01T16:59:59Z'))).toBe('2026-03-01');
    expect(wibDay(new Date('2026-03-01T17:00:00Z'))).toBe('2026-03-02');
    let now = new Date('2026-03-01T16:59:00Z');
    const counter = new InsightCounter(t.app.services.repositories.insight, t.app.log, () => now);
    counter.add('view', flood);
    now = new Date('2026-03-01T17:01:00Z');
    counter.add('view', flood);
    counter.add('view', flood);
    await counter.flush();
    const data = await insight('?from=2026-03-01&to=2026-03-02');
    expect(data.days.map((d: { date: string; views: number }) => [d.date, d.views])).toEqual([
      ['2026-03-01', 1],
      ['2026-03-02', 2],
    ]);
  });

  it('answers the last 30 days by default, exports each table as CSV, and refuses bad ranges', async () => {
    const data = await insight();
    expect(data.days).toHaveLength(30);
    expect(data.days.at(-1).date).toBe(today());

    const csv = await get(`/api/admin/insight.csv?table=top_searches&from=${today()}&to=${today()}`, admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n').slice(0, 2)).toEqual(['\uFEFF"term","count"', '"flood","2"']);
    const days = await get(`/api/admin/insight.csv?table=days&from=2026-03-01&to=2026-03-02`, admin);
    expect(days.body).toContain('"2026-03-02","2","0","0","0","0"');

    const refused = async (query: string) => (await get(`/api/admin/insight${query}`, admin)).json().code;
    expect(await refused('?from=2026-03-02&to=2026-03-01')).toBe('query.fromAfterTo');
    expect(await refused('?from=2024-01-01&to=2026-01-01')).toBe('admin.insightRangeTooLong');
    expect(await refused('?from=2026-02-30')).toBe('query.dateInvalid');
    expect((await get('/api/admin/insight.csv?table=people', admin)).statusCode).toBe(400);
    expect((await get('/api/admin/insight', member)).statusCode).toBe(403);
    expect((await get('/api/admin/insight')).statusCode).toBe(401);
  });
});
