import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@catalog/shared';
import { activeUser, login } from './helpers/accounts.ts';
import { useTestAppWithSmtp } from './helpers/smtp.ts';
import { testDatabases } from './helpers/test-app.ts';

/** Sign-out ends a session on the server; "sign out everywhere" ends them all (docs/decisions/0087). */
describe.each(testDatabases)('sessions on %s', (kind) => {
  const ctx = useTestAppWithSmtp(kind);
  const call = (method: 'GET' | 'POST', url: string, token?: string) =>
    ctx.t.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const me = (token: string) => call('GET', '/api/auth/me', token);
  const signIn = async (email: string) => (await login(ctx.t.app, email)).json().data.token as string;

  it('sign-out makes that token worthless at once and leaves the other sessions alone', async () => {
    const email = `leaver.${kind}@example.com`;
    await activeUser(ctx.t.app, ctx.smtp, email);
    const laptop = await signIn(email);
    const phone = await signIn(email);
    expect((await me(laptop)).statusCode).toBe(200);

    const out = await call('POST', '/api/auth/logout', laptop);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: AUTH_MESSAGES.signedOut });
    const after = await me(laptop);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Invalid or expired token', code: 'server.invalidToken', params: {} });
    expect((await call('POST', '/api/auth/logout', laptop)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(200);
  });

  it('sign out everywhere ends every session of the account, and only of that account', async () => {
    const email = `everywhere.${kind}@example.com`;
    const neighbour = `neighbour.${kind}@example.com`;
    await activeUser(ctx.t.app, ctx.smtp, email);
    await activeUser(ctx.t.app, ctx.smtp, neighbour);
    const sessions = [await signIn(email), await signIn(email), await signIn(email)];
    const theirs = await signIn(neighbour);

    const out = await call('POST', '/api/auth/logout-all', sessions[1]);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: AUTH_MESSAGES.signedOutEverywhere });
    for (const token of sessions) expect((await me(token)).statusCode).toBe(401);
    expect((await me(theirs)).statusCode).toBe(200);
    // Signing in again starts a fresh session.
    expect((await me(await signIn(email))).statusCode).toBe(200);
  });

  it('refuses a validly signed token that names no session', async () => {
    const email = `nosession.${kind}@example.com`;
    await activeUser(ctx.t.app, ctx.smtp, email);
    const token = await signIn(email);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    const secret = new TextEncoder().encode(ctx.t.config.jwtSecret);
    const sign = (c: object) => new SignJWT(c as never).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secret);
    const { sid: _sid, ...withoutSid } = claims;
    expect((await me(await sign(withoutSid))).statusCode).toBe(401);
    expect((await me(await sign({ ...claims, sid: 'made-up-session' }))).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('asks visitors to sign in first', async () => {
    expect((await call('POST', '/api/auth/logout')).statusCode).toBe(401);
    expect((await call('POST', '/api/auth/logout-all')).statusCode).toBe(401);
  });
});
