import { MEMBER_MESSAGES, SHORTLIST_MAX } from '@catalog/shared';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { nextIp, PASSWORD } from './helpers/accounts.ts';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { useTestAppWithSmtp } from './helpers/smtp.ts';
import { testDatabases } from './helpers/test-app.ts';

type Member = Awaited<ReturnType<typeof createUserWithToken>>;

/** The members' shortlist, its share link and its one enquiry for every solution (issue 29). */
describe.each(testDatabases)('shortlist on %s', (kind) => {
  const { t, smtp } = useTestAppWithSmtp(kind);
  let f: CatalogFixtures;
  let passwordHash: string;
  let flood: number;
  let rice: number;
  let members: number;
  let draft: number;
  let owner: Member;
  let stranger: Member;

  beforeAll(async () => {
    f = new CatalogFixtures(t.db.kysely);
    passwordHash = await hashPassword(PASSWORD);
    flood = await f.solution({ name: 'Flood Watch' });
    rice = await f.solution({ name: 'Rice Field Monitor' });
    members = await f.solution({ name: 'Member Flood Map', status: 'release_register' });
    draft = await f.solution({ name: 'Secret Draft', status: 'development' });
    owner = await createUserWithToken(t.app, { fullName: 'Siti Rahma', passwordHash });
    stranger = await createUserWithToken(t.app);
  });
  beforeEach(async () => {
    await t.app.mail.flush();
    smtp.messages.length = 0;
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: Member, payload?: object) =>
    t.app.inject({ method, url, headers: who?.auth ?? {}, ...(payload && { payload }) });
  const list = (who: Member) => call('GET', '/api/auth/me/shortlist', who);
  const add = (who: Member, solution_id: number | string, note?: string) =>
    call('POST', '/api/auth/me/shortlist', who, { solution_id, ...(note !== undefined && { note }) });
  const remove = (who: Member, id: number | string) => call('DELETE', `/api/auth/me/shortlist/${id}`, who);
  const share = (who: Member) => call('POST', '/api/auth/me/shortlist/share', who);
  const shared = (token: string) => call('GET', `/api/catalog/shortlist/${token}`);
  const idsOf = (res: { json: () => { data: Array<{ solution_id: number }> } }) =>
    res.json().data.map((item) => item.solution_id);
  const fresh = () => createUserWithToken(t.app, { passwordHash });

  it('adds solutions with a note, lists them newest first with their cards, and removes them', async () => {
    const m = await fresh();
    const first = await add(m, flood, '  Ask about the river sensors \r\n');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({ solution_id: flood, note: 'Ask about the river sensors' });
    expect((await add(m, members)).statusCode).toBe(201);

    const res = await list(m);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(idsOf(res)).toEqual([members, flood]);
    expect(body.share).toBeNull();
    expect(body.data[0].solution).toMatchObject({ id: members, name: 'Member Flood Map', status: 'release_register' });
    expect(body.data[1]).toMatchObject({ note: 'Ask about the river sensors', created_at: expect.any(String) });

    // Adding it again changes the note only.
    const again = await add(m, flood, 'Demo in May');
    expect(again.statusCode).toBe(200);
    expect(idsOf(await list(m))).toEqual([members, flood]);
    expect((await list(m)).json().data[1].note).toBe('Demo in May');

    const removed = await remove(m, flood);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: MEMBER_MESSAGES.shortlistRemoved });
    expect(idsOf(await list(m))).toEqual([members]);
    expect((await remove(m, flood)).statusCode).toBe(404);
  });

  it('takes only solutions the member may see, and refuses bad input with a message', async () => {
    const m = await fresh();
    for (const id of [draft, 999_999]) {
      const res = await add(m, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Solution not found', code: 'server.solutionNotFound', params: {} });
    }
    const bad = await add(m, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation.invalidFormat', errors: { solution_id: expect.any(String) } });
    const long = await add(m, flood, 'x'.repeat(501));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.note).toBe('Maximum length is 500 characters');
    expect((await remove(m, 'abc')).statusCode).toBe(400);
    expect(idsOf(await list(m))).toEqual([]);
    // Visitors have no shortlist.
    expect((await call('GET', '/api/auth/me/shortlist')).statusCode).toBe(401);
    expect((await call('POST', '/api/auth/me/shortlist/share')).statusCode).toBe(401);
  });

  it("answers another member's item like a missing one, and never lists it", async () => {
    await add(owner, rice, 'Mine');
    const res = await remove(stranger, rice);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: MEMBER_MESSAGES.shortlistItemNotFound,
      code: 'member.shortlistItemNotFound',
      params: {},
    });
    expect(idsOf(await list(stranger))).not.toContain(rice);
    expect(idsOf(await list(owner))).toContain(rice);
  });

  it(`keeps at most ${SHORTLIST_MAX} solutions, also when several adds arrive at once`, async () => {
    const m = await fresh();
    const many: number[] = [];
    for (let i = 0; i < SHORTLIST_MAX + 5; i++) many.push(await f.solution({ name: `Bulk ${kind} ${i}` }));
    for (const id of many.slice(0, SHORTLIST_MAX - 1)) expect((await add(m, id)).statusCode).toBe(201);
    const racing = await Promise.all(many.slice(SHORTLIST_MAX - 1).map((id) => add(m, id)));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const refused = racing.find((r) => r.statusCode === 409)!;
    expect(refused.json()).toEqual({
      message: MEMBER_MESSAGES.shortlistLimit({ max: SHORTLIST_MAX }),
      code: 'member.shortlistLimit',
      params: { max: SHORTLIST_MAX },
    });
    expect((await list(m)).json().data).toHaveLength(SHORTLIST_MAX);
    // A note on a solution already there is still a change, not one more.
    expect((await add(m, many[0]!, 'still fine')).statusCode).toBe(200);
    // Another member is not affected, and removing one makes room again for a solution that was
    // refused (which of the racing adds won is chance: it may have been the last one).
    const left = many.slice(SHORTLIST_MAX - 1).find((_, i) => racing[i]!.statusCode === 409)!;
    expect((await add(stranger, left)).statusCode).toBe(201);
    await remove(m, many[0]!);
    expect((await add(m, left)).statusCode).toBe(201);
  });

  it('shares a read-only link that shows what a visitor may see, the same until revoked', async () => {
    const m = await fresh();
    await add(m, flood, 'Private note');
    await add(m, members);
    await add(m, rice);
    const made = await share(m);
    expect(made.statusCode).toBe(200);
    const { token, url } = made.json().data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url).toBe(`http://catalog.test/shortlist/${token}`);
    expect((await share(m)).json().data.token).toBe(token);
    expect((await list(m)).json().share).toEqual({ token, url });

    const open = await shared(token);
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBe('private, no-store');
    const cards = open.json().data;
    // The member-only solution is left out; a visitor's card has no status, and no note is shown.
    expect(cards.map((c: { name: string }) => c.name)).toEqual(['Rice Field Monitor', 'Flood Watch']);
    expect(cards[0]).not.toHaveProperty('status');
    expect(open.body).not.toContain('Private note');

    // Read-only: the link is no credential for the member's own routes.
    const asToken = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me/shortlist', headers: asToken })).statusCode).toBe(
      401,
    );
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      expect((await t.app.inject({ method, url: `/api/catalog/shortlist/${token}` })).statusCode).toBe(404);
    }

    const revoked = await call('DELETE', '/api/auth/me/shortlist/share', m);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ message: MEMBER_MESSAGES.shortlistShareRevoked });
    const gone = await shared(token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'server.shortlistNotFound' });
    expect((await list(m)).json().share).toBeNull();
    // A new link is a new token.
    expect((await share(m)).json().data.token).not.toBe(token);
    expect((await shared('not-a-token')).statusCode).toBe(404);
  });

  it('keeps a solution hidden later on the list without its card, and out of the shared list', async () => {
    const m = await fresh();
    const fading = await f.solution({ name: 'Fading Solution' });
    await add(m, fading);
    await add(m, flood);
    const { token } = (await share(m)).json().data;
    await t.db.kysely.updateTable('solutions').set({ status: 'development' }).where('id', '=', fading).execute();
    const items = (await list(m)).json().data;
    expect(items.map((i: { solution_id: number; solution: unknown }) => [i.solution_id, i.solution === null])).toEqual([
      [flood, false],
      [fading, true],
    ]);
    expect((await shared(token)).json().data.map((c: { id: number }) => c.id)).toEqual([flood]);
  });

  it('sends one enquiry for several solutions: one row with its solutions, one mail to sales', async () => {
    const m = await createUserWithToken(t.app, { fullName: 'Budi Santoso' });
    const admin = await createUserWithToken(t.app, { isStaff: true });
    const payload = {
      full_name: 'Budi Santoso',
      email: 'budi@example.co.id',
      company: 'Kota Hijau',
      message: 'Demos of all three, please.',
      solution_ids: [rice, members, flood],
    };
    const res = await call('POST', '/api/catalog/enquiry', m, payload);
    expect(res.statusCode, res.body).toBe(201);
    const names = 'Rice Field Monitor, Member Flood Map, Flood Watch';
    expect(res.json().data).toMatchObject({
      solution_id: rice,
      solution_name: names,
      solutions: [
        { id: rice, name: 'Rice Field Monitor' },
        { id: members, name: 'Member Flood Map' },
        { id: flood, name: 'Flood Watch' },
      ],
    });
    const id = res.json().data.id;
    const rows = await t.db.kysely.selectFrom('enquiries').selectAll().where('user_id', '=', m.user.id).execute();
    expect(rows).toHaveLength(1);

    expect(await t.app.mail.flush()).toMatchObject({ sent: 2, failed: 0 });
    const sales = smtp.to('sales@catalog.test');
    expect(sales).toHaveLength(1);
    expect(sales[0]!.subject).toBe(`Demo and enquiry request: ${names} (Budi Santoso, Kota Hijau)`);
    for (const [name, sid] of [
      ['Rice Field Monitor', rice],
      ['Member Flood Map', members],
      ['Flood Watch', flood],
    ] as const) {
      expect(sales[0]!.text).toContain(`Solution: ${name} (id ${sid})`);
    }
    expect(sales[0]!.links).toContain(`http://catalog.test/compare?ids=${rice},${members},${flood}`);
    expect(smtp.to(m.user.email)).toHaveLength(1);

    // The back office shows it as one enquiry with its solutions, found under each of them.
    const detail = await call('GET', `/api/admin/enquiries/${id}`, admin);
    expect(detail.json().data).toMatchObject({
      solution_name: names,
      solutions: [
        { id: rice, name: 'Rice Field Monitor' },
        { id: members, name: 'Member Flood Map' },
        { id: flood, name: 'Flood Watch' },
      ],
    });
    const byLast = await call('GET', `/api/admin/enquiries?solution_id=${flood}`, admin);
    expect(byLast.json().data.map((e: { id: number }) => e.id)).toContain(id);
  });

  it('refuses an enquiry naming a hidden solution, or none, or more than 10, and writes nothing', async () => {
    const m = await createUserWithToken(t.app);
    const base = { full_name: 'Budi Santoso', email: 'budi@example.co.id', company: 'Kota Hijau' };
    const hidden = await call('POST', '/api/catalog/enquiry', m, { ...base, solution_ids: [flood, draft] });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ code: 'server.solutionNotFound' });
    const none = await call('POST', '/api/catalog/enquiry', m, { ...base, solution_ids: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'validation.enquirySolutions', params: { max: 10 } });
    const eleven = Array.from({ length: 11 }, (_, i) => i + 1);
    const tooMany = await call('POST', '/api/catalog/enquiry', m, { ...base, solution_ids: eleven });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.solution_ids).toBe('Choose from 1 to 10 solutions');
    const rows = await t.db.kysely.selectFrom('enquiries').select('id').where('user_id', '=', m.user.id).execute();
    expect(rows).toEqual([]);
    expect(await t.app.mail.flush()).toMatchObject({ sent: 0 });
  });

  it('puts the shortlist in the data export, and deletes it with the account', async () => {
    const m = await fresh();
    await add(m, flood, 'Ask about sensors');
    await add(m, members);
    const { token, url } = (await share(m)).json().data;
    await add(stranger, flood, 'Not theirs');

    const exported = (await call('GET', '/api/auth/me/export', m)).json();
    expect(exported.shortlist).toEqual([
      { solution_id: members, solution_name: 'Member Flood Map', note: '', created_at: expect.any(String) },
      { solution_id: flood, solution_name: 'Flood Watch', note: 'Ask about sensors', created_at: expect.any(String) },
    ]);
    expect(exported.shortlist_share).toEqual({ url, created_at: expect.any(String) });
    expect(JSON.stringify(exported)).not.toContain('Not theirs');

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/me',
      headers: m.auth,
      payload: { password: PASSWORD },
      remoteAddress: nextIp(),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const table of ['shortlist_items', 'shortlist_shares'] as const) {
      const left = await t.db.kysely.selectFrom(table).select('user_id').where('user_id', '=', m.user.id).execute();
      expect(left, table).toEqual([]);
    }
    expect((await shared(token)).statusCode).toBe(404);
    expect(idsOf(await list(stranger))).toContain(flood);
  });
});
