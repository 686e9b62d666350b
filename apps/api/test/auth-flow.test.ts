import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@catalog/shared';
import { activeUser, login, nextIp, PASSWORD, post, signUp, tokenFromMail } from './helpers/accounts.ts';
import { useTestAppWithSmtp } from './helpers/smtp.ts';
import { testDatabases } from './helpers/test-app.ts';

const payloadOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8'));
const HOUR = 60 * 60 * 1000;

describe.each(testDatabases)('account flows on %s', (kind) => {
  const { t, smtp } = useTestAppWithSmtp(kind);
  afterEach(() => {
    vi.useRealTimers();
  });

  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

  it('registers, mails the activation link, activates, signs in and answers me', async () => {
    const email = `siti.${kind}@example.co.id`;
    // A forged Host header must not reach the link: links are built from PUBLIC_URL only.
    const res = await post(
      t.app,
      '/api/auth/register',
      signUp(`  Siti.${kind.toUpperCase()}@Example.co.id `),
      nextIp(),
      {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
      },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.registered });

    expect(await t.app.mail.flush()).toMatchObject({ sent: 1, failed: 0 });
    const [mail] = smtp.to(email);
    expect(mail!.subject).toBe('Activate your Solution Catalog account');
    expect(mail!.from).toContain('no-reply@catalog.test');
    const link = mail!.links.find((l) => l.includes('/activate?'))!;
    expect(link).toMatch(/^http:\/\/catalog\.test\/activate\?token=[A-Za-z0-9_-]{43}$/);
    expect(mail!.raw).not.toContain('evil.example');
    expect(mail!.html).toContain(`href="${link}"`);
    expect(mail!.text).toContain('Hello Siti Rahma,');

    const token = new URL(link).searchParams.get('token')!;
    // The token is stored only as a hash.
    const stored = await t.db.kysely.selectFrom('one_time_tokens').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(token);

    const activated = await t.app.inject({ method: 'GET', url: `/api/auth/activate?activation_token=${token}` });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toEqual({ message: AUTH_MESSAGES.activated });

    const again = await t.app.inject({ method: 'GET', url: `/api/auth/activate?activation_token=${token}` });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: AUTH_MESSAGES.activationInvalid,
      code: 'account.activationInvalid',
      params: {},
    });

    const signedIn = await login(t.app, email.toUpperCase());
    expect(signedIn.statusCode).toBe(200);
    const jwt = signedIn.json().data.token as string;
    const claims = payloadOf(jwt);
    expect(claims).toMatchObject({ is_staff: false, email, name: 'Siti Rahma' });
    expect(claims.exp - claims.iat).toBe(12 * 60 * 60);
    expect(JSON.parse(Buffer.from(jwt.split('.')[0]!, 'base64url').toString())).toMatchObject({ alg: 'HS256' });

    const profile = await me(jwt);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toEqual({
      data: {
        user_id: claims.user_id,
        full_name: 'Siti Rahma',
        email,
        company: 'Peta Nusantara',
        phone: '081234567890',
        position: 'GIS Analyst',
        is_staff: false,
        notify_new_solutions: true,
        language: 'en',
      },
    });
    expect(profile.body).not.toContain('password');
  });

  it('refuses an inactive account with the right password and sends a fresh link', async () => {
    const email = `inactive.${kind}@example.com`;
    await post(t.app, '/api/auth/register', signUp(email));
    await t.app.mail.flush();
    const first = tokenFromMail(smtp, email, '/activate');

    const wrong = await login(t.app, email, 'Wrong#2026');
    expect(wrong.statusCode).toBe(401);
    await t.app.mail.flush();
    expect(smtp.to(email)).toHaveLength(1);

    const res = await login(t.app, email);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.notActivated, code: 'account.notActivated', params: {} });
    await t.app.mail.flush();
    expect(smtp.to(email)).toHaveLength(2);
    const fresh = tokenFromMail(smtp, email, '/activate');
    expect(fresh).not.toBe(first);

    const activated = await t.app.inject({ method: 'GET', url: `/api/auth/activate?activation_token=${fresh}` });
    expect(activated.statusCode).toBe(200);
    expect((await login(t.app, email)).statusCode).toBe(200);
  });

  it('resets a password: old sessions end, the new password works, the link works once', async () => {
    const email = `reset.${kind}@example.com`;
    const { token: oldSession } = await activeUser(t.app, smtp, email);
    expect((await me(oldSession)).statusCode).toBe(200);

    const forgot = await post(t.app, '/api/auth/forget-password', { email: ` ${email.toUpperCase()} ` });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json()).toEqual({ message: AUTH_MESSAGES.forgotSent });
    await t.app.mail.flush();
    const resetMail = smtp.to(email).at(-1)!;
    expect(resetMail.subject).toBe('Reset your Solution Catalog password');
    const resetToken = tokenFromMail(smtp, email, '/reset-password');

    // A reset token is not an activation token.
    const confused = await t.app.inject({ method: 'GET', url: `/api/auth/activate?activation_token=${resetToken}` });
    expect(confused.statusCode).toBe(400);

    const newPassword = 'Baru#2027x';
    const body = { new_password: newPassword, new_password_confirmation: newPassword };
    const reset = await post(t.app, `/api/auth/reset-password?reset_token=${resetToken}`, body);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: AUTH_MESSAGES.resetDone });

    await t.app.mail.flush();
    const notice = smtp.to(email).at(-1)!;
    expect(notice.subject).toBe('Your Solution Catalog password was changed');
    expect(notice.text).toContain('http://catalog.test/forgot-password');

    const refused = await me(oldSession);
    expect(refused.statusCode).toBe(401);
    expect((await login(t.app, email, PASSWORD)).statusCode).toBe(401);
    const fresh = await login(t.app, email, newPassword);
    expect(fresh.statusCode).toBe(200);
    expect((await me(fresh.json().data.token)).statusCode).toBe(200);

    const twice = await post(t.app, `/api/auth/reset-password?reset_token=${resetToken}`, {
      new_password: 'Lagi#2028x',
      new_password_confirmation: 'Lagi#2028x',
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ message: AUTH_MESSAGES.resetInvalid, code: 'account.resetInvalid', params: {} });
    expect((await login(t.app, email, newPassword)).statusCode).toBe(200);
  });

  it('validates the reset form with the SPEC messages before using the link', async () => {
    const res = await post(t.app, '/api/auth/reset-password?reset_token=whatever', {
      new_password: 'short',
      new_password_confirmation: 'other',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      new_password: 'Password should be 8-20 characters',
      new_password_confirmation: "Passwords don't match",
    });
  });

  it('refuses expired reset and activation links', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const email = `expired.${kind}@example.com`;
    await activeUser(t.app, smtp, email);
    await post(t.app, '/api/auth/forget-password', { email });
    await t.app.mail.flush();
    const resetToken = tokenFromMail(smtp, email, '/reset-password');
    vi.setSystemTime(Date.now() + HOUR + 1000);
    const body = { new_password: 'Baru#2027x', new_password_confirmation: 'Baru#2027x' };
    const late = await post(t.app, `/api/auth/reset-password?reset_token=${resetToken}`, body);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: AUTH_MESSAGES.resetInvalid, code: 'account.resetInvalid', params: {} });
    expect((await login(t.app, email)).statusCode).toBe(200);

    const registerAndGetToken = async (address: string) => {
      await post(t.app, '/api/auth/register', signUp(address));
      await t.app.mail.flush();
      return tokenFromMail(smtp, address, '/activate');
    };
    const stillValid = await registerAndGetToken(`activation-71h.${kind}@example.com`);
    const late2 = await registerAndGetToken(`activation-72h.${kind}@example.com`);
    vi.setSystemTime(Date.now() + 71 * HOUR);
    const inTime = await t.app.inject({ method: 'GET', url: `/api/auth/activate?activation_token=${stillValid}` });
    expect(inTime.statusCode).toBe(200);
    vi.setSystemTime(Date.now() + HOUR + 1000);
    const res = await t.app.inject({ method: 'GET', url: `/api/auth/activate?activation_token=${late2}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: AUTH_MESSAGES.activationInvalid,
      code: 'account.activationInvalid',
      params: {},
    });
  });

  it('answers validation errors as { message, errors } with the SPEC messages', async () => {
    const res = await post(t.app, '/api/auth/register', {
      ...signUp('not-an-email'),
      full_name: 'S1',
      phone: '12345',
      password: 'abcdefgh1',
      password_confirmation: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Full name should be 3-20 characters',
      code: 'validation.fullNameLength',
      params: {},
      errors: {
        full_name: 'Full name should be 3-20 characters',
        email: 'It should be a valid email address',
        phone: 'Invalid Indonesian phone number',
        password: 'Password should include at least 1 letter, 1 number and 1 special character',
        password_confirmation: "Passwords don't match",
      },
      fieldErrors: {
        full_name: { code: 'validation.fullNameLength', params: {} },
        email: { code: 'validation.emailInvalid', params: {} },
        phone: { code: 'validation.phoneInvalid', params: {} },
        password: { code: 'validation.passwordRule', params: {} },
        password_confirmation: { code: 'validation.confirmMismatch', params: {} },
      },
    });
    const missing = await post(t.app, '/api/auth/login', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ email: 'Email is required', password: 'Password is required' });
    const noToken = await t.app.inject({ method: 'GET', url: '/api/auth/activate' });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().message).toBe(AUTH_MESSAGES.activationInvalid);
  });

  it('asks for a token on me', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', remoteAddress: nextIp() });
    expect(res.statusCode).toBe(401);
  });
});
