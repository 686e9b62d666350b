import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, nextIp, post, signUp } from './helpers/accounts.ts';
import { testDatabases, useTestApp } from './helpers/test-app.ts';

describe.each(testDatabases)('a failing database on %s', (kind) => {
  const t = useTestApp(kind);
  beforeAll(async () => {
    // Break the database under the running app: every query on users now fails.
    await sql`ALTER TABLE users RENAME TO users_moved_away`.execute(t.db.kysely);
  });

  it.each([
    ['login', () => login(t.app, 'someone@example.com', 'Secret#2026')],
    ['register', () => post(t.app, '/api/auth/register', signUp('someone@example.com'))],
  ])('%s answers 500 with a generic body', async (_name, call) => {
    const res = await call();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal Server Error', code: 'server.internalError', params: {} });
    expect(res.body).not.toMatch(/users|sql|select|insert|relation|table|stack|at /i);
  });

  // Forgot-password answers before the work that depends on the email (docs/decisions/0089), so a
  // failure there is the server's to log and the caller sees the usual answer, with nothing leaked.
  it('forgot password still gives its usual answer and leaks nothing', async () => {
    const res = await post(t.app, '/api/auth/forget-password', { email: 'someone@example.com' }, nextIp());
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/users|sql|select|insert|relation|table|stack|at /i);
  });
});
