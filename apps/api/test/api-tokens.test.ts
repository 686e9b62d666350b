import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../src/db/database.ts';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { createTestApp, testDatabases, type TestApp, useTestApp } from './helpers/test-app.ts';

/** API tokens (docs/decisions/0170): made once, stored as a hash, scoped, revocable at once. */
describe.each(testDatabases)('API tokens on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: Awaited<ReturnType<typeof createUserWithToken>>;

  beforeAll(async () => {
    admin = await createUserWithToken(t.app, { isStaff: true, fullName: 'Tia Admin' });
    const now = nowIso();
    const f = new CatalogFixtures(t.db.kysely);
    await f.lookup('contributors', 'Ani');
    await t.db.kysely
      .insertInto('solutions')
      .values([
        { name: 'Public one', status: 'release_public', created_at: now, updated_at: now } as never,
        { name: 'Internal one', status: 'release_internal', created_at: now, updated_at: now } as never,
      ])
      .execute();
  });

  const create = (payload: unknown, headers = admin.auth) =>
    t.app.inject({ method: 'POST', url: '/api/admin/tokens', headers, payload: payload as object });
  const withToken = (token: string, method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
  const tokenOf = async (scopes: string[], extra: object = {}) => {
    const res = await create({ name: `t ${scopes.join('+')}`, scopes, ...extra });
    expect(res.statusCode).toBe(201);
    return res.json().data as { id: number; token: string };
  };

  it('answers the secret once, prefixed, and keeps only its hash', async () => {
    const res = await create({ name: 'CRM sync', scopes: ['catalog:read', 'enquiries:read'] });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(Object.keys(data).sort()).toEqual(['created_at', 'expires_at', 'id', 'name', 'scopes', 'token']);
    expect(data).toMatchObject({ name: 'CRM sync', scopes: ['catalog:read', 'enquiries:read'], expires_at: null });
    expect(data.token).toMatch(/^sc_live_[A-Za-z0-9_-]{43}$/);

    // The secret is in no row of any table.
    const tables = ['api_tokens', 'admin_activity', 'users', 'mail_outbox'] as const;
    for (const table of tables) {
      const rows = await t.db.kysely.selectFrom(table).selectAll().execute();
      expect(JSON.stringify(rows), table).not.toContain(data.token);
      expect(JSON.stringify(rows), table).not.toContain(data.token.slice('sc_live_'.length));
    }

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/tokens', headers: admin.auth });
    const item = list.json().data.find((i: { id: number }) => i.id === data.id);
    expect(item).toEqual({
      id: data.id,
      name: 'CRM sync',
      scopes: ['catalog:read', 'enquiries:read'],
      created_by: { id: admin.user.id, name: 'Tia Admin' },
      created_at: data.created_at,
      last_used_at: null,
      expires_at: null,
    });
    expect(list.body).not.toContain(data.token);
  });

  it('refuses a bad name, an unknown scope and an expiry that is not in the future', async () => {
    const cases: Array<[unknown, string]> = [
      [{ name: '', scopes: ['admin'] }, 'admin.nameRequired'],
      [{ name: 'x', scopes: [] }, 'admin.chooseAtLeastOne'],
      [{ name: 'x', scopes: ['catalog:delete'] }, 'query.oneOf'],
      [{ name: 'x', scopes: ['admin'], expires_at: '2020-01-01T00:00:00Z' }, 'admin.expiryPast'],
      [{ name: 'x', scopes: ['admin'], expires_at: 'tomorrow' }, 'admin.expiryInvalid'],
    ];
    for (const [payload, code] of cases) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe(code);
    }
    const rows = await t.db.kysely.selectFrom('api_tokens').select('name').where('name', '=', 'x').execute();
    expect(rows).toEqual([]);
  });

  it('reads as a signed-in user with catalog:read and may not write', async () => {
    const { token } = await tokenOf(['catalog:read']);
    const list = await withToken(token, 'GET', '/api/catalog/solution');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((s: { name: string }) => s.name)).toEqual(['Public one']);
    const write = await withToken(token, 'DELETE', '/api/catalog/solution/1');
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ code: 'admin.tokenScope', params: { scope: 'catalog:write' } });
    const enquiries = await withToken(token, 'GET', '/api/admin/enquiries');
    expect(enquiries.json()).toMatchObject({ code: 'admin.tokenScope', params: { scope: 'enquiries:read' } });
    const account = await withToken(token, 'GET', '/api/auth/me');
    expect(account.statusCode).toBe(403);
    expect(account.json().code).toBe('admin.tokenNotForAccounts');
  });

  it('reads the enquiries with enquiries:read but may not change one or run the back office', async () => {
    const { token } = await tokenOf(['enquiries:read']);
    expect((await withToken(token, 'GET', '/api/admin/enquiries')).statusCode).toBe(200);
    expect((await withToken(token, 'GET', '/api/admin/enquiries.csv')).statusCode).toBe(200);
    expect((await withToken(token, 'PATCH', '/api/admin/enquiries/1')).statusCode).toBe(403);
    expect((await withToken(token, 'GET', '/api/admin/tokens')).statusCode).toBe(403);
  });

  it('sees and writes the whole catalogue with catalog:write, and everything with admin', async () => {
    const write = await tokenOf(['catalog:write']);
    const seen = await withToken(write.token, 'GET', '/api/catalog/solution');
    expect(
      seen
        .json()
        .data.map((s: { name: string }) => s.name)
        .sort(),
    ).toEqual(['Internal one', 'Public one']);
    expect((await withToken(write.token, 'DELETE', '/api/catalog/solution/999999')).statusCode).toBe(404);
    const all = await tokenOf(['admin']);
    expect((await withToken(all.token, 'GET', '/api/admin/activity')).statusCode).toBe(200);
  });

  it('records use at most once a minute', async () => {
    const { id, token } = await tokenOf(['catalog:read']);
    await withToken(token, 'GET', '/api/catalog/solution');
    const first = await t.db.kysely
      .selectFrom('api_tokens')
      .select('last_used_at')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(first?.last_used_at).not.toBeNull();
    await withToken(token, 'GET', '/api/catalog/solution');
    const second = await t.db.kysely
      .selectFrom('api_tokens')
      .select('last_used_at')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(second?.last_used_at).toBe(first?.last_used_at);
  });

  it('refuses a revoked token and an expired one with 401 from the next request', async () => {
    const { id, token } = await tokenOf(['catalog:read']);
    expect((await withToken(token, 'GET', '/api/catalog/solution')).statusCode).toBe(200);
    const revoke = await t.app.inject({ method: 'DELETE', url: `/api/admin/tokens/${id}`, headers: admin.auth });
    expect(revoke.statusCode).toBe(200);
    const after = await withToken(token, 'GET', '/api/catalog/solution');
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('server.invalidToken');
    const again = await t.app.inject({ method: 'DELETE', url: `/api/admin/tokens/${id}`, headers: admin.auth });
    expect(again.statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/tokens', headers: admin.auth });
    expect(list.json().data.map((i: { id: number }) => i.id)).not.toContain(id);

    const soon = await tokenOf(['catalog:read'], { expires_at: new Date(Date.now() + 60_000).toISOString() });
    expect((await withToken(soon.token, 'GET', '/api/catalog/solution')).statusCode).toBe(200);
    await t.db.kysely
      .updateTable('api_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', soon.id)
      .execute();
    expect((await withToken(soon.token, 'GET', '/api/catalog/solution')).statusCode).toBe(401);
  });

  it('stops working when its creator is no longer an admin', async () => {
    const other = await createUserWithToken(t.app, { isStaff: true });
    const res = await create({ name: 'leaver', scopes: ['admin'] }, other.auth);
    const { token } = res.json().data;
    expect((await withToken(token, 'GET', '/api/admin/activity')).statusCode).toBe(200);
    await t.db.kysely.updateTable('users').set({ is_staff: 0 }).where('id', '=', other.user.id).execute();
    expect((await withToken(token, 'GET', '/api/admin/activity')).statusCode).toBe(401);
  });
});

describe.each(testDatabases)('the request limit of an API token on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // The per-address limit on and generous; each token's own limit small.
    t = await createTestApp(kind, {
      apiRateLimit: { burst: 1000, perSecond: 100 },
      apiTokenRateLimit: { burst: 3, perSecond: 0.2 },
    });
  });
  afterAll(() => t?.cleanup());

  it('answers 429 with Retry-After past its burst, while another token and the sign-in stay open', async () => {
    const admin = await createUserWithToken(t.app, { isStaff: true });
    const make = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/tokens',
          headers: admin.auth,
          payload: { name: 'busy', scopes: ['catalog:read'] },
        })
      ).json().data.token as string;
    const [busy, calm] = [await make(), await make()];
    const call = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/catalog/solution', headers: { authorization: `Bearer ${token}` } });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await call(busy)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await call(busy);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(limited.json().code).toBe('admin.tooManyTokenRequests');
    expect((await call(calm)).statusCode).toBe(200);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'Wrong#Pass1' },
    });
    expect(signIn.statusCode).toBe(401);
  });
});
