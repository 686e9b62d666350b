import { beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken, userRow } from './helpers/factories.ts';
import { testDatabases, useTestApp } from './helpers/test-app.ts';

describe.each(testDatabases)('back office accounts on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: Awaited<ReturnType<typeof createUserWithToken>>;

  beforeAll(async () => {
    admin = await createUserWithToken(t.app, { isStaff: true, fullName: 'Ayu Admin', email: 'ayu@catalog.test' });
  });

  const patch = (id: number, payload: object, auth = admin.auth) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/users/${id}`, headers: auth, payload });
  const me = (auth: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth });
  const row = (id: number) =>
    t.db.kysely.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('lists accounts newest first with role, state and last sign-in, searched by name or email', async () => {
    const budi = await createUserWithToken(t.app, { fullName: 'Budi Santoso', email: 'budi@peta.id' });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/users?search=SANTOSO', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const session = await t.db.kysely
      .selectFrom('user_sessions')
      .select('created_at')
      .where('user_id', '=', budi.user.id)
      .executeTakeFirstOrThrow();
    expect(res.json()).toEqual({
      data: [
        {
          id: budi.user.id,
          email: 'budi@peta.id',
          full_name: 'Budi Santoso',
          company: 'Test Co',
          role: 'user',
          is_active: true,
          is_disabled: false,
          created_at: expect.any(String),
          last_sign_in_at: session.created_at,
        },
      ],
      pagination: { total: 1, page: 1, page_size: 10, total_pages: 1 },
    });
    const byEmail = await t.app.inject({ method: 'GET', url: '/api/admin/users?search=ayu@', headers: admin.auth });
    expect(byEmail.json().data.map((u: { role: string }) => u.role)).toEqual(['admin']);
    const all = await t.app.inject({ method: 'GET', url: '/api/admin/users?page_size=1', headers: admin.auth });
    expect(all.json().data[0].id).toBe(budi.user.id);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/users?search=100%', headers: admin.auth })).json().data,
    ).toEqual([]);
  });

  it('disables an account: its sessions end at once, and enabling lets it sign in again', async () => {
    const user = await createUserWithToken(t.app);
    expect((await me(user.auth)).statusCode).toBe(200);
    const res = await patch(user.user.id, { disabled: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: user.user.id, is_disabled: true, role: 'user' });
    expect((await me(user.auth)).statusCode).toBe(401);
    expect((await patch(user.user.id, { disabled: false })).json().data.is_disabled).toBe(false);
    expect((await me(user.auth)).statusCode).toBe(401);
    const activity = await t.db.kysely
      .selectFrom('admin_activity')
      .select(['actor_id', 'kind', 'summary'])
      .where('target_id', '=', user.user.id)
      .orderBy('id')
      .execute();
    expect(activity).toEqual([
      { actor_id: admin.user.id, kind: 'user', summary: `${user.user.email}: disabled` },
      { actor_id: admin.user.id, kind: 'user', summary: `${user.user.email}: enabled` },
    ]);
  });

  it('promotes and demotes; the changed account must sign in again to use its new role', async () => {
    const other = await createUserWithToken(t.app);
    expect((await patch(other.user.id, { role: 'admin' })).json().data.role).toBe('admin');
    expect((await me(other.auth)).statusCode).toBe(401);
    const again = {
      authorization: `Bearer ${await t.app.services.sessions.start({ ...(await row(other.user.id)), is_staff: true })}`,
    };
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: again })).statusCode).toBe(200);
    expect((await patch(other.user.id, { role: 'user' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: again })).statusCode).toBe(401);
  });

  it('never demotes or disables the last active admin', async () => {
    // Another admin who cannot sign in does not count.
    const disabledAdmin = await createUserWithToken(t.app, { isStaff: true });
    await t.db.kysely.updateTable('users').set({ is_disabled: 1 }).where('id', '=', disabledAdmin.user.id).execute();
    for (const change of [{ role: 'user' }, { disabled: true }, { role: 'user', disabled: true }]) {
      const res = await patch(admin.user.id, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(409);
      expect(res.json().message).toBe('This is the last active admin: make another account an admin first');
    }
    expect(await row(admin.user.id)).toMatchObject({ is_staff: 1, is_disabled: 0 });
    expect((await me(admin.auth)).statusCode).toBe(200);

    const second = await createUserWithToken(t.app, { isStaff: true });
    const res = await patch(second.user.id, { role: 'user' });
    expect(res.statusCode).toBe(200);
    expect((await patch(admin.user.id, { role: 'user' })).statusCode).toBe(409);
  });

  it('refuses bad changes with a 400 or 404 and changes nothing', async () => {
    const user = await createUserWithToken(t.app);
    const before = await row(user.user.id);
    for (const payload of [{}, { role: 'root' }, { disabled: 'yes' }, { role: null }]) {
      const res = await patch(user.user.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await patch(999999, { disabled: true })).statusCode).toBe(404);
    expect(await row(user.user.id)).toEqual(before);
    expect((await me(user.auth)).statusCode).toBe(200);
  });

  it('resends the activation mail to an inactive account only', async () => {
    const inactive = await t.db.kysely
      .insertInto('users')
      .values(userRow('late@peta.id', { full_name: 'Late Larasati' }))
      .returning('id')
      .executeTakeFirstOrThrow();
    const mails = () =>
      t.db.kysely.selectFrom('mail_outbox').select('subject').where('to_address', '=', 'late@peta.id').execute();
    const url = (id: number) => `/api/admin/users/${id}/resend-activation`;
    const res = await t.app.inject({ method: 'POST', url: url(inactive.id), headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Activation email sent' });
    expect(await mails()).toHaveLength(1);
    const active = await t.app.inject({ method: 'POST', url: url(admin.user.id), headers: admin.auth });
    expect(active.statusCode).toBe(409);
    expect(active.json().message).toBe('This account is already active');
    expect((await t.app.inject({ method: 'POST', url: url(999999), headers: admin.auth })).statusCode).toBe(404);
    expect(await mails()).toHaveLength(1);
  });
});
