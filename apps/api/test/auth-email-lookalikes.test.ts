import { MSG } from '@catalog/shared';
import { describe, expect, it } from 'vitest';
import { runUsersCommand } from '../src/cli/users.ts';
import { activeUser, login, post, signUp } from './helpers/accounts.ts';
import { userRow } from './helpers/factories.ts';
import { useTestAppWithSmtp } from './helpers/smtp.ts';
import { testDatabases } from './helpers/test-app.ts';

/** One address, one account, whatever look-alike characters it is typed with (docs/decisions/0086). */
describe.each(testDatabases)('look-alike emails on %s', (kind) => {
  const ctx = useTestAppWithSmtp(kind);
  const accounts = (like: string) =>
    ctx.t.db.kysely.selectFrom('users').select('email').where('email', 'like', like).execute();

  it('a fullwidth variant of an existing address is that account, for sign-up and sign-in', async () => {
    const email = `wide.${kind}@example.com`;
    await activeUser(ctx.t.app, ctx.smtp, email);
    const fullwidth = email.replace('wide', 'ｗｉｄｅ');
    expect((await post(ctx.t.app, '/api/auth/register', signUp(fullwidth))).statusCode).toBe(201);
    expect(await accounts(`%.${kind}@example.com`)).toEqual([{ email }]);
    expect((await login(ctx.t.app, fullwidth.toUpperCase())).statusCode).toBe(200);
  });

  it('refuses invisible characters and non-Latin local parts with a clear 400, creating nothing', async () => {
    const cases: Array<[string, string]> = [
      [`zero\u200bwidth.${kind}@example.com`, MSG.emailInvisible],
      [`bom\ufeff.${kind}@example.com`, MSG.emailInvisible],
      [`accént.${kind}@example.com`, MSG.emailLocalAscii],
    ];
    for (const [email, message] of cases) {
      const res = await post(ctx.t.app, '/api/auth/register', signUp(email));
      expect(res.statusCode, email).toBe(400);
      expect(res.json().errors.email).toBe(message);
    }
    expect(await accounts(`%.${kind}@example.com`)).toHaveLength(1);
  });

  it('reports existing accounts that are one address once normalised', async () => {
    const row = (email: string) => userRow(email, { full_name: 'Old Account' });
    // Written as an older release stored them: compared only trimmed and lower-cased.
    await ctx.t.db.kysely
      .insertInto('users')
      .values([row(`twin.${kind}@example.com`), row(`ｔwin.${kind}@example.com`)])
      .execute();
    const lines: string[] = [];
    const code = await runUsersCommand(['collisions'], ctx.t.db, (l) => lines.push(l));
    expect(code).toBe(1);
    expect(lines.join('\n')).toContain(`twin.${kind}@example.com`);
    expect(lines.join('\n')).toContain(`ｔwin.${kind}@example.com`);
    expect(lines.filter((l) => l.startsWith('Accounts for one address'))).toHaveLength(1);
  });
});
