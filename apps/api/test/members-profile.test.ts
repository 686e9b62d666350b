import { MEMBER_MESSAGES, MSG } from '@catalog/shared';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { login, nextIp, PASSWORD } from './helpers/accounts.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { useTestAppWithSmtp } from './helpers/smtp.ts';
import { testDatabases } from './helpers/test-app.ts';

const NEW_PASSWORD = 'Baru#2027x';

/** The members' area (docs/product.md §3.12): the profile, the mail choice and the password. */
describe.each(testDatabases)('members profile and password on %s', (kind) => {
  const { t, smtp } = useTestAppWithSmtp(kind);
  let passwordHash: string;

  beforeAll(async () => {
    passwordHash = await hashPassword(PASSWORD);
  });
  beforeEach(async () => {
    await t.app.mail.flush();
    smtp.messages.length = 0;
  });

  const member = () => createUserWithToken(t.app, { fullName: 'Siti Rahma', passwordHash });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const me = (auth: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth });
  const put = (auth: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/me', headers: auth, payload });
  const changePassword = (auth: Record<string, string>, payload: object, ip = nextIp()) =>
    t.app.inject({ method: 'POST', url: '/api/auth/change-password', headers: auth, payload, remoteAddress: ip });
  const row = (id: number) =>
    t.db.kysely.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const signIn = async (email: string, password = PASSWORD) => (await login(t.app, email, password)).json().data.token;

  const profile = {
    full_name: 'Budi Santoso',
    phone: '+6281298765432',
    company: 'Geo Mandiri',
    position: 'Head of GIS',
  };

  it('answers the profile with the new-solution mail choice and no password', async () => {
    const m = await member();
    const res = await me(m.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        user_id: m.user.id,
        full_name: 'Siti Rahma',
        email: m.user.email,
        company: 'Test Co',
        phone: '081234567890',
        position: 'Analyst',
        is_staff: false,
        notify_new_solutions: true,
        language: 'en',
      },
    });
    expect(res.body).not.toMatch(/password|argon/i);
  });

  it('saves the profile, trimmed, and GET /api/auth/me answers it next; the email stays', async () => {
    const m = await member();
    const res = await put(m.auth, {
      ...profile,
      full_name: '  Budi Santoso ',
      company: ' Geo Mandiri ',
      email: 'someone.else@example.com',
    });
    expect(res.statusCode).toBe(200);
    const saved = { ...(await me(m.auth)).json().data };
    expect(res.json().data).toEqual(saved);
    expect(saved).toEqual({
      user_id: m.user.id,
      email: m.user.email,
      is_staff: false,
      notify_new_solutions: true,
      language: 'en',
      ...profile,
    });
    // Company and position may be cleared.
    const cleared = await put(m.auth, { full_name: 'Budi Santoso', phone: '0215551234' });
    expect(cleared.json().data).toMatchObject({ company: '', position: '', phone: '0215551234' });
  });

  it.each([
    ['a phone that is not Indonesian', { phone: '+4420712345678' }, { phone: MSG.phoneInvalid }],
    ['an empty phone', { phone: ' ' }, { phone: MSG.phoneEmpty }],
    ['a company over 100 characters', { company: 'x'.repeat(101) }, { company: MSG.maxLength({ count: 100 }) }],
    ['a position over 100 characters', { position: 'y'.repeat(101) }, { position: MSG.maxLength({ count: 100 }) }],
    ['a name with digits', { full_name: 'Budi 2' }, { full_name: MSG.fullNameChars }],
    ['a name too short', { full_name: 'Bu' }, { full_name: MSG.fullNameLength }],
    ['no name', { full_name: '' }, { full_name: MSG.fullNameRequired }],
    [
      'a mail choice that is not a boolean',
      { notify_new_solutions: 'no' },
      { notify_new_solutions: expect.any(String) },
    ],
  ])('refuses %s with 400 on the field and changes nothing', async (_case, change, errors) => {
    const m = await member();
    const before = await row(m.user.id);
    const res = await put(m.auth, { ...profile, notify_new_solutions: false, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(errors);
    expect(await row(m.user.id)).toEqual(before);
  });

  it('turns the new-solution mail off and on; leaving it out keeps the choice', async () => {
    const m = await member();
    const notify = async () => (await me(m.auth)).json().data.notify_new_solutions;
    expect((await put(m.auth, { ...profile, notify_new_solutions: false })).json().data.notify_new_solutions).toBe(
      false,
    );
    expect(await notify()).toBe(false);
    expect((await row(m.user.id)).notify_new_solutions).toBe(0);
    await put(m.auth, { ...profile, full_name: 'Budi Kedua' });
    expect(await notify()).toBe(false);
    await put(m.auth, { ...profile, notify_new_solutions: true });
    expect(await notify()).toBe(true);
    await put(m.auth, profile);
    expect(await notify()).toBe(true);
  });

  it('changes the password: every other session ends, this one goes on, only the new password signs in', async () => {
    const m = await member();
    const phone = await signIn(m.user.email);
    const laptop = await signIn(m.user.email);
    const res = await changePassword(bearer(laptop), {
      current_password: PASSWORD,
      new_password: NEW_PASSWORD,
      new_password_confirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MEMBER_MESSAGES.passwordChanged });

    expect((await me(bearer(laptop))).statusCode).toBe(200);
    expect((await me(bearer(phone))).statusCode).toBe(401);
    expect((await me(m.auth)).statusCode).toBe(401);
    expect((await login(t.app, m.user.email, PASSWORD)).statusCode).toBe(401);
    const fresh = await signIn(m.user.email, NEW_PASSWORD);
    expect((await me(bearer(fresh))).statusCode).toBe(200);

    await t.app.mail.flush();
    const [notice] = smtp.to(m.user.email);
    expect(notice?.subject).toBe('Your Solution Catalog password was changed');
    expect(notice?.text).toContain('every other sign-in was ended');
  });

  it('refuses a wrong current password with 400 on the field and changes nothing', async () => {
    const m = await member();
    const other = await signIn(m.user.email);
    const before = await row(m.user.id);
    const res = await changePassword(m.auth, {
      current_password: 'Wrong#2026',
      new_password: NEW_PASSWORD,
      new_password_confirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: MEMBER_MESSAGES.currentPasswordWrong,
      code: 'member.currentPasswordWrong',
      params: {},
      errors: { current_password: MEMBER_MESSAGES.currentPasswordWrong },
      fieldErrors: { current_password: { code: 'member.currentPasswordWrong', params: {} } },
    });
    expect(await row(m.user.id)).toEqual(before);
    expect((await me(bearer(other))).statusCode).toBe(200);
    expect((await login(t.app, m.user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('checks the new password with the reset rules', async () => {
    const m = await member();
    const weak = await changePassword(m.auth, {
      current_password: PASSWORD,
      new_password: 'password',
      new_password_confirmation: 'password',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual({ new_password: MSG.passwordRule });
    const mismatch = await changePassword(m.auth, {
      current_password: PASSWORD,
      new_password: NEW_PASSWORD,
      new_password_confirmation: `${NEW_PASSWORD}!`,
    });
    expect(mismatch.json().errors).toEqual({ new_password_confirmation: MSG.confirmMismatch });
    expect((await login(t.app, m.user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('counts wrong current passwords like failed sign-ins: past the limit even the right one is a 429', async () => {
    const m = await member();
    const ip = nextIp();
    const attempt = (current_password: string) =>
      changePassword(
        m.auth,
        { current_password, new_password: NEW_PASSWORD, new_password_confirmation: NEW_PASSWORD },
        ip,
      );
    for (let i = 0; i < 10; i += 1) expect((await attempt(`Wrong#${i}abc`)).statusCode).toBe(400);
    const blocked = await attempt(PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // The same counter as the sign-in form: that address cannot guess there either.
    expect((await login(t.app, m.user.email, PASSWORD, ip)).statusCode).toBe(429);
    expect((await row(m.user.id)).password_hash).toBe(passwordHash);
  });
});
