import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@catalog/shared';
import { LIMITS, limitKey } from '../src/modules/auth/rate-limits.ts';
import { activeUser, login, nextIp, PASSWORD, post, signUp } from './helpers/accounts.ts';
import { useTestAppWithSmtp } from './helpers/smtp.ts';
import { testDatabases } from './helpers/test-app.ts';

/**
 * The tests that sign in a hundred or fifty times check a password each time (argon2): seconds on
 * an idle machine, more than the default 30 s on a loaded CI run, where a test cut off by its
 * timeout would go on in the background and move the faked clock under the next one.
 */
const SIGN_IN_LOOP_MS = 120_000;

const TOO_MANY = { message: 'Too many attempts. Please try again later.', code: 'server.tooManyAttempts', params: {} };

describe.each(testDatabases)('rate limits on %s', (kind) => {
  const { t, smtp } = useTestAppWithSmtp(kind);
  afterEach(() => {
    vi.useRealTimers();
  });

  it(
    'past 100 failed sign-ins in an hour, refuses the addresses that failed (429 + Retry-After) but not the owner elsewhere',
    async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const email = `target.${kind}@example.com`;
      const other = `bystander.${kind}@example.com`;
      await activeUser(t.app, smtp, email);
      await activeUser(t.app, smtp, other);
      expect(LIMITS.loginFailuresPerAccount.max).toBe(100);

      let ip = nextIp();
      for (let i = 1; i <= 100; i++) {
        // Spread over addresses, as a distributed guesser would, within the per-address limits.
        if (i % 10 === 0) ip = nextIp();
        const res = await login(t.app, email, `Wrong#${i}xx`, ip);
        expect(res.statusCode).toBe(401);
      }
      const blocked = await login(t.app, email, PASSWORD, ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual(TOO_MANY);
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3000);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      // The email is the key, whatever its case, and other accounts are untouched.
      expect((await login(t.app, email.toUpperCase(), PASSWORD, ip)).statusCode).toBe(429);
      expect((await login(t.app, other, PASSWORD, ip)).statusCode).toBe(200);
      // The owner, somewhere that has not been failing, signs in.
      expect((await login(t.app, email)).statusCode).toBe(200);

      vi.setSystemTime(Date.now() + retryAfter * 1000 + 1000);
      expect((await login(t.app, email, PASSWORD, ip)).statusCode).toBe(200);
    },
    SIGN_IN_LOOP_MS,
  );

  it('a successful sign-in clears its address failures on the account and counts as none', async () => {
    const email = `clears.${kind}@example.com`;
    await activeUser(t.app, smtp, email);
    const ip = nextIp();
    for (let i = 0; i < 5; i++) await login(t.app, email, 'Wrong#2026x', ip);
    const counter = (
      name: 'loginFailuresPerAccount' | 'loginFailuresPerAccountAndIp' | 'loginFailuresPerIp',
      subject: string,
    ) =>
      t.db.kysely
        .selectFrom('rate_limit_counters')
        .select('count')
        .where('key', '=', limitKey(name, subject))
        .executeTakeFirst();
    expect((await counter('loginFailuresPerAccount', email))?.count).toBe(5);
    expect((await counter('loginFailuresPerAccountAndIp', `${email} ${ip}`))?.count).toBe(5);
    expect((await login(t.app, email, PASSWORD, ip)).statusCode).toBe(200);
    expect((await counter('loginFailuresPerAccount', email))?.count).toBe(5);
    expect((await counter('loginFailuresPerIp', ip))?.count).toBe(5);
    expect(await counter('loginFailuresPerAccountAndIp', `${email} ${ip}`)).toBeUndefined();
  });

  it(
    'limits failed sign-ins per address across accounts',
    async () => {
      const ip = nextIp();
      const { max } = LIMITS.loginFailuresPerIp;
      for (let i = 0; i < max; i++) {
        expect((await login(t.app, `nobody${i}.${kind}@example.com`, 'Wrong#2026x', ip)).statusCode).toBe(401);
      }
      const blocked = await login(t.app, `someone.${kind}@example.com`, 'Wrong#2026x', ip);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await login(t.app, `someone.${kind}@example.com`, 'Wrong#2026x', nextIp())).statusCode).toBe(401);
    },
    SIGN_IN_LOOP_MS,
  );

  it('sends at most 3 reset mails an hour to one address, answering the same every time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const email = `forgetful.${kind}@example.com`;
    await activeUser(t.app, smtp, email);
    const before = smtp.to(email).length;
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await post(t.app, '/api/auth/forget-password', { email }));
    for (const a of answers) {
      expect(a.statusCode).toBe(200);
      expect(a.json()).toEqual({ message: AUTH_MESSAGES.forgotSent });
    }
    await t.app.mail.flush();
    expect(smtp.to(email).length - before).toBe(3);

    vi.setSystemTime(Date.now() + 61 * 60 * 1000);
    await post(t.app, '/api/auth/forget-password', { email });
    await t.app.mail.flush();
    expect(smtp.to(email).length - before).toBe(4);
  });

  it('sends at most 3 activation mails an hour to one address', async () => {
    const email = `unactivated.${kind}@example.com`;
    await post(t.app, '/api/auth/register', signUp(email));
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await login(t.app, email));
    for (const a of answers) {
      expect(a.statusCode).toBe(403);
      expect(a.json()).toEqual({ message: AUTH_MESSAGES.notActivated, code: 'account.notActivated', params: {} });
    }
    // Signing up again is the same kind of mail and shares the limit.
    expect((await post(t.app, '/api/auth/register', signUp(email))).statusCode).toBe(201);
    await t.app.mail.flush();
    expect(smtp.to(email)).toHaveLength(3);
    expect(smtp.to(email).every((m) => m.subject === 'Activate your Solution Catalog account')).toBe(true);
  });

  it('limits sign-ups per address', async () => {
    const ip = nextIp();
    const { max } = LIMITS.registrationsPerIp;
    for (let i = 0; i < max; i++) {
      expect((await post(t.app, '/api/auth/register', signUp(`bulk${i}.${kind}@example.com`), ip)).statusCode).toBe(
        201,
      );
    }
    const blocked = await post(t.app, '/api/auth/register', signUp(`bulk-more.${kind}@example.com`), ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    const stored = await t.db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', '=', `bulk-more.${kind}@example.com`)
      .execute();
    expect(stored).toHaveLength(0);
  });

  it('limits forgot-password requests per address', async () => {
    const ip = nextIp();
    const { max } = LIMITS.forgotRequestsPerIp;
    for (let i = 0; i < max; i++) {
      expect((await post(t.app, '/api/auth/forget-password', { email: `x${i}@example.com` }, ip)).statusCode).toBe(200);
    }
    expect((await post(t.app, '/api/auth/forget-password', { email: 'y@example.com' }, ip)).statusCode).toBe(429);
  });
});
