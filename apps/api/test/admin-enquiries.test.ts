import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { createTestApp, type TestApp, testDatabases } from './helpers/test-app.ts';

describe.each(testDatabases)('back office enquiries on %s', (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUserWithToken>>;
  const ids: Record<string, number> = {};
  let solution = 0;

  const enquiry = async (name: string, createdAt: string, over: Record<string, string> = {}) => {
    const row = await t.db.kysely
      .insertInto('enquiries')
      .values({
        user_id: null,
        solution_id: solution,
        solution_name: 'Flood Watch',
        full_name: name,
        email: `${name.split(' ')[0]!.toLowerCase()}@peta.id`,
        company: 'Peta',
        phone: '081234567890',
        position: 'Analyst',
        message: 'Please show us a demo.',
        created_at: createdAt,
        ...over,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[name] = row.id;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await createUserWithToken(t.app, { isStaff: true, fullName: 'Ayu Admin' });
    solution = await new CatalogFixtures(t.db.kysely).solution({ name: 'Flood Watch' });
    await enquiry('Ani Old', '2026-01-10T08:00:00.000Z');
    await enquiry('Bayu Mid', '2026-01-20T23:59:59.000Z');
    await enquiry('Citra New', '2026-01-21T00:00:00.000Z', {
      full_name: '=HYPERLINK("http://evil")',
      company: 'Quote "Co", Ltd',
      message: 'Line one\nline two, with ümlauts and 日本語',
      position: '-1+2',
      phone: '@home',
    });
  });
  afterAll(() => t.cleanup());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.auth });
  const names = (res: { json(): { data: Array<{ full_name: string }> } }) => res.json().data.map((e) => e.full_name);

  it('lists enquiries newest first, by status, solution and day (both days included)', async () => {
    const all = await get('/api/admin/enquiries');
    expect(all.statusCode).toBe(200);
    expect(names(all)).toEqual(['=HYPERLINK("http://evil")', 'Bayu Mid', 'Ani Old']);
    expect(all.json().data[1]).toEqual({
      id: ids['Bayu Mid'],
      status: 'new',
      solution_id: solution,
      solution_name: 'Flood Watch',
      full_name: 'Bayu Mid',
      email: 'bayu@peta.id',
      company: 'Peta',
      created_at: '2026-01-20T23:59:59.000Z',
    });
    expect(names(await get('/api/admin/enquiries?from=2026-01-11&to=2026-01-20'))).toEqual(['Bayu Mid']);
    expect(names(await get('/api/admin/enquiries?from=2026-01-21&status=&solution_id='))).toHaveLength(1);
    expect(names(await get(`/api/admin/enquiries?solution_id=${solution + 1}`))).toEqual([]);
    expect((await get('/api/admin/enquiries?page_size=2&page=2')).json().pagination).toEqual({
      total: 3,
      page: 2,
      page_size: 2,
      total_pages: 2,
    });
  });

  it('refuses bad filters with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['status=open', 'status'],
      ['from=2026-02-30', 'from'],
      ['to=yesterday', 'to'],
      ['from=2026-02-01&to=2026-01-01', 'from'],
      ['solution_id=-1', 'solution_id'],
    ] as const) {
      const res = await get(`/api/admin/enquiries?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), query).toContain(field);
      expect((await get(`/api/admin/enquiries.csv?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('exports CSV with a BOM, proper quoting and formulas neutralised', async () => {
    const res = await get('/api/admin/enquiries.csv?from=2026-01-21');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = raw.subarray(3).toString('utf8');
    expect(text).toBe(
      '"id","received","status","solution id","solution","name","email","company","phone","position","message"\r\n' +
        `"${ids['Citra New']}","2026-01-21T00:00:00.000Z","new","${solution}","Flood Watch","'=HYPERLINK(""http://evil"")",` +
        `"citra@peta.id","Quote ""Co"", Ltd","'@home","'-1+2","Line one\nline two, with ümlauts and 日本語"\r\n`,
    );
    const everything = (await get('/api/admin/enquiries.csv')).rawPayload.toString('utf8');
    expect(everything.split('\r\n').filter(Boolean)).toHaveLength(4);
  });

  it('shows one enquiry, sets its status and adds notes with their author, each in the activity log', async () => {
    const id = ids['Bayu Mid']!;
    expect((await get('/api/admin/enquiries/new-count')).json()).toEqual({ data: { count: 3 } });
    const set = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/enquiries/${id}`,
      headers: admin.auth,
      payload: { status: 'in_progress' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.status).toBe('in_progress');
    const note = await t.app.inject({
      method: 'POST',
      url: `/api/admin/enquiries/${id}/notes`,
      headers: admin.auth,
      payload: { body: '  Called back, demo on Friday. ' },
    });
    expect(note.statusCode).toBe(201);
    const detail = (await get(`/api/admin/enquiries/${id}`)).json().data;
    expect(detail).toMatchObject({
      id,
      status: 'in_progress',
      message: 'Please show us a demo.',
      phone: '081234567890',
      position: 'Analyst',
      user_id: null,
      notes: [
        {
          id: note.json().data.id,
          body: 'Called back, demo on Friday.',
          author_id: admin.user.id,
          author_name: 'Ayu Admin',
          created_at: expect.any(String),
        },
      ],
    });
    expect((await get('/api/admin/enquiries/new-count')).json()).toEqual({ data: { count: 2 } });
    expect(names(await get('/api/admin/enquiries?status=in_progress'))).toEqual(['Bayu Mid']);
    const log = await get('/api/admin/activity?kind=enquiry');
    expect(log.json().data.map((a: { action: string; actor_name: string }) => [a.action, a.actor_name])).toEqual([
      ['note', 'Ayu Admin'],
      ['status', 'Ayu Admin'],
    ]);
  });

  it('refuses bad writes and unknown enquiries, changing nothing', async () => {
    const id = ids['Ani Old']!;
    const write = (method: 'PATCH' | 'POST', url: string, payload: object) =>
      t.app.inject({ method, url, headers: admin.auth, payload });
    expect((await write('PATCH', `/api/admin/enquiries/${id}`, { status: 'done' })).statusCode).toBe(400);
    expect((await write('POST', `/api/admin/enquiries/${id}/notes`, { body: '   ' })).statusCode).toBe(400);
    expect((await write('POST', `/api/admin/enquiries/${id}/notes`, { body: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await write('PATCH', '/api/admin/enquiries/999999', { status: 'closed' })).statusCode).toBe(404);
    expect((await write('POST', '/api/admin/enquiries/999999/notes', { body: 'Hi' })).statusCode).toBe(404);
    expect((await get('/api/admin/enquiries/999999')).statusCode).toBe(404);
    const detail = (await get(`/api/admin/enquiries/${id}`)).json().data;
    expect(detail).toMatchObject({ status: 'new', notes: [] });
  });

  it('keeps neither the note nor the status when the activity entry cannot be written', async () => {
    const id = ids['Ani Old']!;
    await sql`ALTER TABLE admin_activity RENAME TO admin_activity_off`.execute(t.db.kysely);
    try {
      const note = await t.app.inject({
        method: 'POST',
        url: `/api/admin/enquiries/${id}/notes`,
        headers: admin.auth,
        payload: { body: 'Lost' },
      });
      expect(note.statusCode).toBe(500);
      const status = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/enquiries/${id}`,
        headers: admin.auth,
        payload: { status: 'closed' },
      });
      expect(status.statusCode).toBe(500);
    } finally {
      await sql`ALTER TABLE admin_activity_off RENAME TO admin_activity`.execute(t.db.kysely);
    }
    expect((await get(`/api/admin/enquiries/${id}`)).json().data).toMatchObject({ status: 'new', notes: [] });
  });
});
