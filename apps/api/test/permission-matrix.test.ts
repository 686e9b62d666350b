import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../src/db/database.ts';
import { TOKEN_TTL_MS } from '../src/modules/auth/one-time-tokens.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { testDatabases, useTestApp } from './helpers/test-app.ts';
import { type Endpoint, endpoints, tokenScopeOf } from '@catalog/shared';
import {
  type Caller,
  PERMISSION_MATRIX,
  type RouteRow,
  type ScopeCase,
  TOKEN_SCOPE_CASES,
  tokenExpectation,
} from './permission-matrix.table.ts';

const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');

describe.each(testDatabases)('permission matrix on %s', (kind) => {
  const t = useTestApp(kind);
  const bearer: Record<Exclude<Caller, 'visitor'>, string> = { user: '', admin: '' };
  const tampered: Record<string, string> = {};
  const scoped = {} as Record<ScopeCase, string>;

  beforeAll(async () => {
    const user = await createUserWithToken(t.app);
    const admin = await createUserWithToken(t.app, { isStaff: true });
    bearer.user = user.token;
    bearer.admin = admin.token;
    for (const scope of TOKEN_SCOPE_CASES) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/tokens',
        headers: admin.auth,
        payload: { name: `matrix ${scope}`, scopes: [scope] },
      });
      scoped[scope] = res.json().data.token;
    }

    const [header, payload, signature] = user.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const secret = new TextEncoder().encode(t.config.jwtSecret);
    tampered['alg none'] = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    tampered['wrong key'] = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('another-secret-that-is-at-least-32-bytes'));
    tampered['expired'] = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(secret);
    tampered['is_staff flipped'] = `${header}.${b64({ ...claims, is_staff: true })}.${signature}`;
    tampered['no exp'] = await new SignJWT({ ...claims, exp: undefined })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(secret);
    tampered['HS512'] = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(secret);
    tampered['reset token'] = await t.app.services.repositories.oneTimeTokens.issue(
      user.user.id,
      'reset',
      TOKEN_TTL_MS.reset,
    );

    // One visible solution, so read routes answer 200 where the caller may see it.
    const now = nowIso();
    // Plain SQL: every other column has a default, whatever the row type asks for.
    await sql`INSERT INTO solutions (id, name, status, created_at, updated_at)
      VALUES (1, 'Matrix solution', 'release_public', ${now}, ${now})`.execute(t.db.kysely);
  });

  const routeKeys = () => t.app.knownRoutes.map((r) => `${r.method} ${r.url}`);

  it('lists every route Fastify knows, and nothing else', () => {
    const known = routeKeys();
    const missing = known.filter((k) => !(k in PERMISSION_MATRIX));
    expect(missing, 'routes missing from test/permission-matrix.table.ts').toEqual([]);
    const stale = Object.keys(PERMISSION_MATRIX).filter((k) => !known.includes(k));
    expect(stale, 'table rows for routes that no longer exist').toEqual([]);
  });

  const request = (key: string, row: RouteRow, token?: string) => {
    const [method, url] = key.split(' ') as [string, string];
    if (url.includes(':') || url.includes('*')) expect(row.path, `${key} needs a concrete path`).toBeDefined();
    return t.app.inject({
      method: method as 'GET',
      url: row.path ?? url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  };

  it('answers each caller with the status in the table', async () => {
    const actual: Record<string, Record<Caller, number>> = {};
    const expected: Record<string, Record<Caller, number>> = {};
    for (const key of routeKeys()) {
      const row = PERMISSION_MATRIX[key];
      if (!row) continue;
      expected[key] = { visitor: row.visitor, user: row.user, admin: row.admin };
      const own = row.endsSession && {
        user: (await createUserWithToken(t.app)).token,
        admin: (await createUserWithToken(t.app, { isStaff: true })).token,
      };
      actual[key] = {
        visitor: (await request(key, row)).statusCode,
        user: (await request(key, row, (own || bearer).user)).statusCode,
        admin: (await request(key, row, (own || bearer).admin)).statusCode,
      };
    }
    expect(actual).toEqual(expected);
  });

  /** The scope the endpoint table gives the route, or undefined for routes outside it (the API docs). */
  const needOf = (key: string) => {
    const [method, url] = key.split(' ');
    const endpoint = Object.values(endpoints as Record<string, Endpoint>).find(
      (e) => e.method === method && e.path === url,
    );
    return endpoint && tokenScopeOf(endpoint);
  };

  it('answers an API token of each scope as its scope allows on every route', async () => {
    const actual: Record<string, Record<string, number>> = {};
    const expected: Record<string, Record<string, number>> = {};
    for (const key of routeKeys()) {
      const row = PERMISSION_MATRIX[key];
      if (!row) continue;
      for (const scope of TOKEN_SCOPE_CASES) {
        (expected[key] ??= {})[scope] = tokenExpectation(scope, needOf(key), row);
        (actual[key] ??= {})[scope] = (await request(key, row, scoped[scope])).statusCode;
      }
    }
    expect(actual).toEqual(expected);
  });

  it('refuses every tampered token with 401 on every route, before anything else runs', async () => {
    const actual: Record<string, Record<string, number>> = {};
    for (const key of routeKeys()) {
      const row = PERMISSION_MATRIX[key];
      if (!row) continue;
      for (const [name, token] of Object.entries(tampered)) {
        const res = await request(key, row, token);
        (actual[key] ??= {})[name] = res.statusCode;
        if (res.statusCode === 401)
          expect(res.json()).toEqual({ message: 'Invalid or expired token', code: 'server.invalidToken', params: {} });
      }
    }
    const expected = Object.fromEntries(
      Object.keys(actual).map((k) => [k, Object.fromEntries(Object.keys(tampered).map((n) => [n, 401]))]),
    );
    expect(actual).toEqual(expected);
  });
});
