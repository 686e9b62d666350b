import { coded, errorBody, type MessageCode, type MessageParams } from '@catalog/shared';
import Fastify from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DatabaseAvailability } from '../src/db/availability.ts';
import { registerErrorHandling } from '../src/plugins/errors.ts';
import { login, nextIp, post, signUp } from './helpers/accounts.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { testDatabases, useTestApp } from './helpers/test-app.ts';

/**
 * The answer is an error body with `code` and `params`, and its English `message` is exactly the
 * text of that code with those values; `fieldErrors` names the same fields as `errors`, each
 * with the code of its English message (docs/decisions/0130-messages-as-codes.md).
 */
function expectCoded(res: LightMyRequestResponse, status: number, code: MessageCode, params: MessageParams = {}) {
  expect(res.statusCode, res.body).toBe(status);
  const body = errorBody.parse(res.json());
  expect(res.json()).toEqual(body);
  expect({ code: body.code, params: body.params }).toEqual({ code, params });
  const english = coded as (code: MessageCode, params?: MessageParams) => { message: string };
  expect(body.message).toBe(english(code, params).message);
  expect(Object.keys(body.fieldErrors ?? {})).toEqual(Object.keys(body.errors ?? {}));
  for (const [field, { code: fieldCode, params: fieldParams }] of Object.entries(body.fieldErrors ?? {})) {
    expect(body.errors![field], field).toBe(english(fieldCode, fieldParams).message);
  }
  return body;
}

describe.each(testDatabases)('error answers carry a code and its values on %s', (kind) => {
  const t = useTestApp(kind);

  it('400: a body broken on several fields, with each field code under fieldErrors', async () => {
    const user = await createUserWithToken(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: user.auth,
      payload: { name: 'n'.repeat(101), alert: 'yes' },
    });
    const body = expectCoded(res, 400, 'validation.maxLength', { count: 100 });
    expect(body.fieldErrors).toEqual({
      name: { code: 'validation.maxLength', params: { count: 100 } },
      alert: { code: 'query.trueOrFalse', params: { name: 'alert' } },
    });
    expect(body.errors).toEqual({ name: 'Maximum length is 100 characters', alert: 'alert must be true or false' });
  });

  it('400: a query value and a path id, naming the parameter in the values', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/catalog/solution?page=0' });
    expectCoded(page, 400, 'query.wholeNumberFromTo', { name: 'page', min: 1, max: 1_000_000 });
    const id = await t.app.inject({ method: 'GET', url: '/api/catalog/solution/abc/' });
    expectCoded(id, 400, 'query.positiveWholeNumber', { name: 'id' });
  });

  it('400: a sign-up whose fields break the product rules', async () => {
    const res = await post(t.app, '/api/auth/register', signUp('siti@', { company: 'c'.repeat(101) }));
    const body = expectCoded(res, 400, 'validation.emailInvalid');
    expect(body.fieldErrors).toEqual({
      email: { code: 'validation.emailInvalid', params: {} },
      company: { code: 'validation.maxLength', params: { count: 100 } },
    });
  });

  it('401: no session, and a token that is not one', async () => {
    expectCoded(await t.app.inject({ method: 'GET', url: '/api/auth/me' }), 401, 'server.authRequired');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: 'Bearer not.a.token' },
    });
    expectCoded(forged, 401, 'server.invalidToken');
    expectCoded(await login(t.app, `nobody.${kind}@example.com`, 'Wrong#2026x'), 401, 'account.badCredentials');
  });

  it('403: a user on an admin route', async () => {
    const user = await createUserWithToken(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: user.auth });
    expectCoded(res, 403, 'server.forbidden');
  });

  it('404: an unknown route of the API and a missing solution', async () => {
    const route = await t.app.inject({ method: 'DELETE', url: '/api/nothing-here?x=1' });
    expectCoded(route, 404, 'server.routeNotFound', { method: 'DELETE', path: '/api/nothing-here' });
    const solution = await t.app.inject({ method: 'GET', url: '/api/catalog/solution/999999/' });
    expectCoded(solution, 404, 'server.solutionNotFound');
  });

  it('409: a lookup name taken, with the list and the name as values', async () => {
    const admin = await createUserWithToken(t.app, { isStaff: true });
    const add = (name: string) =>
      t.app.inject({ method: 'POST', url: '/api/admin/lookups/sector', headers: admin.auth, payload: { name } });
    expect((await add('Public Works')).statusCode).toBe(201);
    const body = expectCoded(await add('PUBLIC works'), 409, 'admin.lookupNameTaken', {
      kind: 'sector',
      name: 'PUBLIC works',
    });
    expect(body.message).toBe('A sector named "PUBLIC works" already exists');
  });

  it('413 and 415: a body too large, and a form that is not multipart', async () => {
    const tooLarge = await post(t.app, '/api/auth/login', { email: 'a@example.com', password: 'x'.repeat(20_000) });
    expectCoded(tooLarge, 413, 'server.bodyTooLarge');
    const admin = await createUserWithToken(t.app, { isStaff: true });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/catalog/solution',
      headers: admin.auth,
      payload: { name: 'Flood Watch' },
    });
    expectCoded(json, 415, 'server.notMultipart');
  });

  it('429: too many failed sign-ins from one address on one account', async () => {
    const user = await createUserWithToken(t.app);
    const ip = nextIp();
    let res = await login(t.app, user.user.email, 'Wrong#2026x', ip);
    for (let i = 0; i < 10 && res.statusCode !== 429; i++) res = await login(t.app, user.user.email, 'Wrong#2026x', ip);
    expectCoded(res, 429, 'server.tooManyAttempts');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('error answers of the error handler alone', () => {
  it('503 while the database is away, and the framework own refusals, keep their codes', async () => {
    const app = Fastify();
    app.decorate('db', { availability: new DatabaseAvailability() } as never);
    app.db.availability.useLog({ warn: () => undefined, info: () => undefined });
    registerErrorHandling(app);
    app.get('/away', () => {
      throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    });
    app.get('/odd', () => {
      throw Object.assign(new Error('A library said no'), { statusCode: 400, code: 'FST_SOMETHING' });
    });
    const away = await app.inject({ method: 'GET', url: '/away' });
    expectCoded(away, 503, 'server.briefOutage');
    expect(away.headers['retry-after']).toBe('5');
    expectCoded(await app.inject({ method: 'GET', url: '/odd' }), 400, 'server.unlisted', {
      reason: 'A library said no',
    });
    await app.close();
  });
});
