import { MEMBER_MESSAGES, SAVED_SEARCH_MAX } from '@catalog/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken } from './helpers/factories.ts';
import { testDatabases, useTestApp } from './helpers/test-app.ts';

type Account = Awaited<ReturnType<typeof createUserWithToken>>;

describe.each(testDatabases)('saved searches on %s', (kind) => {
  const t = useTestApp(kind);
  let owner: Account;
  let stranger: Account;

  beforeAll(async () => {
    owner = await createUserWithToken(t.app, { fullName: 'Siti Rahma' });
    stranger = await createUserWithToken(t.app);
  });

  const list = (who: Account) => t.app.inject({ method: 'GET', url: '/api/saved-searches', headers: who.auth });
  const create = (who: Account, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/saved-searches', headers: who.auth, payload });
  const update = (who: Account, id: number, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/saved-searches/${id}`, headers: who.auth, payload });
  const remove = (who: Account, id: number) =>
    t.app.inject({ method: 'DELETE', url: `/api/saved-searches/${id}`, headers: who.auth });
  const rowsOf = (who: Account) =>
    t.db.kysely.selectFrom('saved_searches').selectAll().where('user_id', '=', who.user.id).execute();
  const created = async (who: Account, payload: object) => {
    const res = await create(who, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; name: string; query: string; alert: boolean };
  };

  it('creates, lists by name, edits and deletes an own saved search; admins have them too', async () => {
    const user = await createUserWithToken(t.app);
    const flood = await created(user, { name: 'flood maps', query: 'search=flood' });
    expect(flood).toEqual({
      id: expect.any(Number),
      name: 'flood maps',
      query: 'search=flood',
      alert: false,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    await created(user, { name: 'Agriculture', query: 'technology=3', alert: true });
    expect((await list(user)).json().data.map((s: { name: string }) => s.name)).toEqual(['Agriculture', 'flood maps']);

    const edited = await update(user, flood.id, { name: 'Flood maps', query: 'search=banjir', alert: true });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ id: flood.id, name: 'Flood maps', query: 'search=banjir', alert: true });

    const deleted = await remove(user, flood.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: MEMBER_MESSAGES.savedSearchDeleted });
    expect((await list(user)).json().data.map((s: { name: string }) => s.name)).toEqual(['Agriculture']);
    expect((await remove(user, flood.id)).statusCode).toBe(404);

    const admin = await createUserWithToken(t.app, { isStaff: true });
    await created(admin, { name: 'Everything in review', query: 'status=review', alert: true });
    expect((await list(admin)).json().data).toHaveLength(1);
  });

  it("answers another account's saved search like a missing one, and never lists it", async () => {
    const mine = await created(owner, { name: 'Private search', query: 'search=reef' });
    for (const res of [
      await update(stranger, mine.id, { name: 'Taken over', query: '' }),
      await remove(stranger, mine.id),
      await update(stranger, 999_999, { name: 'Missing', query: '' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        message: MEMBER_MESSAGES.savedSearchNotFound,
        code: 'member.savedSearchNotFound',
        params: {},
      });
    }
    expect((await list(stranger)).json().data.map((s: { id: number }) => s.id)).not.toContain(mine.id);
    const kept = (await rowsOf(owner)).find((r) => r.id === mine.id);
    expect(kept).toMatchObject({ name: 'Private search', query: 'search=reef' });
  });

  it(`keeps at most ${SAVED_SEARCH_MAX} per account`, async () => {
    const user = await createUserWithToken(t.app);
    for (let i = 1; i <= SAVED_SEARCH_MAX; i++) await created(user, { name: `Search ${i}`, query: `search=w${i}` });
    const refused = await create(user, { name: 'One too many', query: '' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: MEMBER_MESSAGES.savedSearchLimit({ max: SAVED_SEARCH_MAX }),
      code: 'member.savedSearchLimit',
      params: { max: SAVED_SEARCH_MAX },
    });
    expect(await rowsOf(user)).toHaveLength(SAVED_SEARCH_MAX);
    // Another account is not affected, and deleting one makes room again.
    expect((await create(stranger, { name: 'One too many', query: '' })).statusCode).toBe(201);
    await remove(user, (await rowsOf(user))[0]!.id);
    expect((await create(user, { name: 'One too many', query: '' })).statusCode).toBe(201);
  });

  it('holds the limit when several creates arrive at once', async () => {
    const user = await createUserWithToken(t.app);
    for (let i = 1; i < SAVED_SEARCH_MAX; i++) await created(user, { name: `Search ${i}`, query: '' });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => create(user, { name: `Racing ${i}`, query: '' })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect(await rowsOf(user)).toHaveLength(SAVED_SEARCH_MAX);
  });

  it('refuses a second saved search of the same name whatever its case, also when sent at once', async () => {
    const user = await createUserWithToken(t.app);
    const first = await created(user, { name: 'Coastal', query: 'search=coast' });
    const taken = {
      message: MEMBER_MESSAGES.savedSearchNameTaken,
      code: 'member.savedSearchNameTaken',
      params: {},
      errors: { name: MEMBER_MESSAGES.savedSearchNameTaken },
      fieldErrors: { name: { code: 'member.savedSearchNameTaken', params: {} } },
    };
    const again = await create(user, { name: '  COASTAL ', query: 'search=other' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(taken);

    const other = await created(user, { name: 'Inland', query: '' });
    const rename = await update(user, other.id, { name: 'coastal', query: '' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json()).toEqual(taken);
    // Renaming a search to its own name in another case is no clash.
    expect((await update(user, first.id, { name: 'COASTAL', query: 'search=coast' })).statusCode).toBe(200);
    // Another account may use the name.
    expect((await create(stranger, { name: 'Coastal', query: '' })).statusCode).toBe(201);

    const racing = await Promise.all(['Delta', 'DELTA', 'delta'].map((name) => create(user, { name, query: '' })));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    for (const res of racing.filter((r) => r.statusCode === 409)) expect(res.json()).toEqual(taken);
    expect((await rowsOf(user)).map((r) => r.name.toLowerCase()).filter((n) => n === 'delta')).toHaveLength(1);
  });

  it('refuses a query the list would refuse, naming the problem in errors.query, and saves nothing', async () => {
    const user = await createUserWithToken(t.app);
    const cases: Array<[string, string]> = [
      ['technology=1,x', 'technology must be a comma-separated list of ids'],
      ['status=bogus', 'status must be a comma-separated list of:'],
      ['order_by=price', 'order_by must be one of:'],
      [`search=${'a'.repeat(201)}`, 'search must be at most 200 characters'],
      ['page_size=500', 'page_size must be a whole number from 1 to 100'],
      ['search=a&search=b', 'search:'],
    ];
    for (const [query, problem] of cases) {
      const res = await create(user, { name: 'Bad', query });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors.query, query).toContain(problem);
      expect(res.json().message, query).toBe(res.json().errors.query);
    }
    const good = await created(user, { name: 'Good', query: 'search=ok' });
    const badEdit = await update(user, good.id, { name: 'Good', query: 'contributor=0' });
    expect(badEdit.statusCode).toBe(400);
    expect(badEdit.json().errors.query).toContain('contributor');
    expect(await rowsOf(user)).toMatchObject([{ name: 'Good', query: 'search=ok' }]);
    // The body's own rules: a name is required.
    const noName = await create(user, { name: '  ', query: '' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors.name).toBeDefined();
  });

  it('keeps a query in one plain form, so the same search saved twice has the same text', async () => {
    const user = await createUserWithToken(t.app);
    const a = await created(user, {
      name: 'Written one way',
      query:
        '?search=  banjir rob &status=review,release_public&page=3&page_size=20&facets=1&technology=3,1,3&industry_group=&order_by=-name',
    });
    const b = await created(user, {
      name: 'Written another way',
      query: 'order_by=-name&technology=1&technology=3&status=release_public&status=review&search=banjir%20rob',
    });
    expect(a.query).toBe('technology=1,3&order_by=-name&status=release_public,review&search=banjir%20rob');
    expect(b.query).toBe(a.query);
    expect((await created(user, { name: 'Everything', query: 'page=2' })).query).toBe('');
    // The stored text is what the list answers for: the same request reads it back unchanged.
    const listed = await t.app.inject({ method: 'GET', url: `/api/catalog/solution?${a.query}`, headers: user.auth });
    expect(listed.statusCode).toBe(200);
  });

  it('starts the digest window when the alert is turned on, never before', async () => {
    const user = await createUserWithToken(t.app);
    const off = await created(user, { name: 'Quiet', query: '' });
    const stored = async (id: number) => (await rowsOf(user)).find((r) => r.id === id)!;
    const before = await stored(off.id);
    expect(before.digest_from).toBe(before.created_at);

    await new Promise((r) => setTimeout(r, 5));
    await update(user, off.id, { name: 'Quiet', query: 'search=x', alert: false });
    expect((await stored(off.id)).digest_from).toBe(before.digest_from);
    await update(user, off.id, { name: 'Quiet', query: 'search=x', alert: true });
    const on = await stored(off.id);
    expect(on.alert).toBe(1);
    expect(on.digest_from > before.digest_from).toBe(true);
    expect(on.digest_from).toBe(on.updated_at);
    // Staying on keeps the window.
    await new Promise((r) => setTimeout(r, 5));
    await update(user, off.id, { name: 'Quiet again', query: 'search=x', alert: true });
    expect((await stored(off.id)).digest_from).toBe(on.digest_from);
  });
});
