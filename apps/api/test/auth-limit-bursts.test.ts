import { describe, expect, it } from 'vitest';
import { LIMITS } from '../src/modules/auth/rate-limits.ts';
import { activeUser, login, nextIp, post, signUp } from './helpers/accounts.ts';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { useTestAppWithSmtp } from './helpers/smtp.ts';
import { testDatabases } from './helpers/test-app.ts';

const BURST = 150;

/** Status code → how many answers had it. */
async function tally(requests: Promise<{ statusCode: number }>[]) {
  const counts: Record<number, number> = {};
  for (const res of await Promise.all(requests)) counts[res.statusCode] = (counts[res.statusCode] ?? 0) + 1;
  return counts;
}

/**
 * Every counted limit under 150 requests sent at once: the count is reserved before the work it
 * guards, so exactly `max` requests get through (docs/decisions/0021, 0086). A 401 is a password
 * that was checked.
 */
describe.each(testDatabases)('limits under concurrent bursts on %s', (kind) => {
  const ctx = useTestAppWithSmtp(kind);

  it('checks at most 50 passwords from one address, however many arrive at once', async () => {
    const ip = nextIp();
    const counts = await tally(
      Array.from({ length: BURST }, (_, i) => login(ctx.t.app, `burst${i}.${kind}@example.com`, 'Wrong#2026x', ip)),
    );
    expect(counts).toEqual({ 401: LIMITS.loginFailuresPerIp.max, 429: BURST - LIMITS.loginFailuresPerIp.max });
  });

  it('checks at most 10 passwords for one account from one address', async () => {
    const email = `one.target.${kind}@example.com`;
    await activeUser(ctx.t.app, ctx.smtp, email);
    const ip = nextIp();
    const counts = await tally(Array.from({ length: BURST }, (_, i) => login(ctx.t.app, email, `Wrong#${i}xx`, ip)));
    const { max } = LIMITS.loginFailuresPerAccountAndIp;
    expect(counts).toEqual({ 401: max, 429: BURST - max });
  });

  it('lets 20 sign-ups from one address through', async () => {
    const ip = nextIp();
    const counts = await tally(
      Array.from({ length: BURST }, (_, i) =>
        post(ctx.t.app, '/api/auth/register', signUp(`signup${i}.${kind}@example.com`), ip),
      ),
    );
    const { max } = LIMITS.registrationsPerIp;
    expect(counts).toEqual({ 201: max, 429: BURST - max });
    const stored = await ctx.t.db.kysely.selectFrom('users').select('id').where('email', 'like', 'signup%').execute();
    expect(stored).toHaveLength(max);
  });

  it('answers 30 forgot-password requests from one address', async () => {
    const ip = nextIp();
    const counts = await tally(
      Array.from({ length: BURST }, (_, i) =>
        post(ctx.t.app, '/api/auth/forget-password', { email: `forgot${i}@example.com` }, ip),
      ),
    );
    const { max } = LIMITS.forgotRequestsPerIp;
    expect(counts).toEqual({ 200: max, 429: BURST - max });
  });

  it('stores 10 enquiries from one account', async () => {
    const solutionId = await new CatalogFixtures(ctx.t.db.kysely).solution({
      name: 'Burst Map',
      status: 'release_public',
    });
    const { user, auth } = await createUserWithToken(ctx.t.app);
    const payload = {
      full_name: 'Siti Rahma',
      email: 'siti@example.co.id',
      company: 'Peta Nusantara',
      phone: '081234567890',
      position: 'GIS Analyst',
      message: 'Please show us a demo.',
      solution_id: solutionId,
    };
    const counts = await tally(
      Array.from({ length: BURST }, () =>
        ctx.t.app.inject({ method: 'POST', url: '/api/catalog/enquiry', payload, headers: auth }),
      ),
    );
    const { max } = LIMITS.enquiriesPerAccount;
    expect(counts).toEqual({ 201: max, 429: BURST - max });
    const rows = await ctx.t.db.kysely.selectFrom('enquiries').select('id').where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(max);
  });
  it('strangers failing on an account do not lock its owner out, but each failing address is stopped', async () => {
    const email = `owner.${kind}@example.com`;
    await activeUser(ctx.t.app, ctx.smtp, email);
    const strangers = Array.from({ length: 12 }, () => nextIp());
    // 120 wrong passwords at once from twelve addresses, ten each: 100 are checked, and past the
    // account's limit only an address's first try is still checked (a new address gets one guess).
    // Requests of a burst are served in no fixed order, so up to one first try per address may
    // come after the hundredth failure; everything else past the limit is refused.
    const counts = await tally(
      Array.from({ length: 120 }, (_, i) => login(ctx.t.app, email, `Wrong#${i}xx`, strangers[i % strangers.length])),
    );
    const { max } = LIMITS.loginFailuresPerAccount;
    expect(Object.keys(counts).sort()).toEqual(['401', '429']);
    expect(counts[401]).toBeGreaterThanOrEqual(max);
    expect(counts[401]).toBeLessThanOrEqual(max + strangers.length);
    expect(counts[401]! + counts[429]!).toBe(120);

    // The owner, from an address that has not been failing, signs in.
    expect((await login(ctx.t.app, email, undefined, nextIp())).statusCode).toBe(200);
    // An address that already failed here is refused, even with the right password.
    const again = await login(ctx.t.app, email, undefined, strangers[0]);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    // A new address gets one guess, and no second one.
    const newcomer = nextIp();
    expect((await login(ctx.t.app, email, 'Wrong#newxx', newcomer)).statusCode).toBe(401);
    expect((await login(ctx.t.app, email, 'Wrong#newyy', newcomer)).statusCode).toBe(429);
  });
});
