import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runUsersCommand } from '../src/cli/users.ts';
import { ensureAdminAccount } from '../src/modules/auth/admin-account.ts';
import { activeUser, login } from './helpers/accounts.ts';
import { useTestAppWithSmtp } from './helpers/smtp.ts';
import { testDatabases } from './helpers/test-app.ts';

const apiDir = resolve(import.meta.dirname, '..');

describe.each(testDatabases)('admin account and users CLI on %s', (kind) => {
  const { t, smtp } = useTestAppWithSmtp(kind);

  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
  const run = async (...args: string[]) => {
    const lines: string[] = [];
    const code = await runUsersCommand(args, t.db, (l) => lines.push(l));
    return { code, out: lines.join('\n') };
  };

  it('creates the ADMIN_EMAIL admin, keeps its sessions on a plain restart and resets it when the password changes', async () => {
    expect(await ensureAdminAccount(t.app.services.repositories.users, ' Boss@Example.com ', 'Admin#Pass1')).toBe(
      'created',
    );
    const signedIn = await login(t.app, 'boss@example.com', 'Admin#Pass1');
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.json().data.token;
    expect((await me(token)).json().data.is_staff).toBe(true);

    expect(await ensureAdminAccount(t.app.services.repositories.users, 'boss@example.com', 'Admin#Pass1')).toBe(
      'unchanged',
    );
    expect((await me(token)).statusCode).toBe(200);

    expect(await ensureAdminAccount(t.app.services.repositories.users, 'boss@example.com', 'Admin#Pass2')).toBe(
      'updated',
    );
    expect((await me(token)).statusCode).toBe(401);
    expect((await login(t.app, 'boss@example.com', 'Admin#Pass1')).statusCode).toBe(401);
    expect((await login(t.app, 'boss@example.com', 'Admin#Pass2')).statusCode).toBe(200);
  });

  it('turns a disabled or plain account with that email into an active admin', async () => {
    const email = `promoted.${kind}@example.com`;
    await activeUser(t.app, smtp, email);
    await run('disable', email);
    expect(await ensureAdminAccount(t.app.services.repositories.users, email, 'Admin#Pass3')).toBe('updated');
    const signedIn = await login(t.app, email, 'Admin#Pass3');
    expect(signedIn.statusCode).toBe(200);
    expect((await me(signedIn.json().data.token)).json().data.is_staff).toBe(true);
  });

  it('promotes, demotes, disables and enables; the change applies on the next request', async () => {
    const email = `member.${kind}@example.com`;
    const { token } = await activeUser(t.app, smtp, email);

    const promoted = await run('promote', email.toUpperCase());
    expect(promoted.code).toBe(0);
    expect(promoted.out).toContain(`${email}\tadmin`);
    // The old token carried is_staff=false: it is ended, so the next one carries the new role.
    expect((await me(token)).statusCode).toBe(401);
    const adminToken = (await login(t.app, email)).json().data.token;
    expect((await me(adminToken)).json().data.is_staff).toBe(true);

    expect((await run('demote', email)).code).toBe(0);
    expect((await me(adminToken)).statusCode).toBe(401);
    const userToken = (await login(t.app, email)).json().data.token;
    expect((await me(userToken)).json().data.is_staff).toBe(false);

    expect((await run('disable', email)).code).toBe(0);
    expect((await me(userToken)).statusCode).toBe(401);
    const refused = await login(t.app, email);
    expect(refused.statusCode).toBe(403);

    expect((await run('enable', email)).code).toBe(0);
    expect((await login(t.app, email)).statusCode).toBe(200);

    const list = await run('list');
    expect(list.code).toBe(0);
    expect(list.out.split('\n')[0]).toBe('id\temail\trole\tstate\taccess\tname');
    expect(list.out).toContain(`${email}\tuser\tactive\tenabled`);
    expect(list.out).not.toMatch(/argon2/);
  });

  it('answers an unknown email and a bad command with an exit code', async () => {
    expect(await run('promote', 'nobody@example.com')).toEqual({
      code: 1,
      out: 'No account with the email nobody@example.com',
    });
    expect((await run('promote')).code).toBe(2);
    expect((await run('frobnicate', 'x@example.com')).code).toBe(2);
  });

  it('runs as `npm run users -- list` against DATABASE_URL', () => {
    const r = spawnSync('npx', ['tsx', 'src/cli/users.ts', 'list'], {
      cwd: apiDir,
      env: { ...process.env, DATABASE_URL: t.url, JWT_SECRET: 'x'.repeat(32), DATA_DIR: t.dir },
      encoding: 'utf8',
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('boss@example.com\tadmin\tactive\tenabled');
  });
});
