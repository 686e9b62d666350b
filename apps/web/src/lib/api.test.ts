import { coded, errorBodyOf } from '@catalog/shared';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../test/server.ts';
import { ApiError, call, errorMessage, NETWORK_ERROR_CODE, NETWORK_ERROR_MESSAGE } from './api.ts';
import { download } from './download.ts';
import { getSession, setSession } from './session.ts';

/** Keeps what reached the server: method, URL, headers and body. */
function recordAll(answer: () => Response = () => HttpResponse.json({ data: { token: 't' } })) {
  const seen: Array<{ method: string; url: URL; headers: Headers; body: string }> = [];
  server.use(
    http.all('*', async ({ request }) => {
      seen.push({
        method: request.method,
        url: new URL(request.url),
        headers: request.headers,
        body: await request.text(),
      });
      return answer();
    }),
  );
  return seen;
}

const token = `e30.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 60, user_id: 1 }))}.s`;

describe('calls by operation of the endpoint table', () => {
  it('takes method and path from the table, fills the params and sends the query and a JSON body', async () => {
    const seen = recordAll();
    await call('getSolution', { params: { id: 7 } });
    await call('resetPassword', {
      query: { reset_token: 'a b' },
      body: { new_password: 'x', new_password_confirmation: 'x' },
    });
    expect(seen.map((r) => `${r.method} ${r.url.pathname}${r.url.search}`)).toEqual([
      'GET /api/catalog/solution/7',
      'POST /api/auth/reset-password?reset_token=a%20b',
    ]);
    expect(seen[1]!.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(seen[1]!.body)).toEqual({ new_password: 'x', new_password_confirmation: 'x' });
  });

  it('asks past caches with a timestamp when told to', async () => {
    const seen = recordAll(() => HttpResponse.json({ data: [] }));
    await call('listSectors', { fresh: true });
    expect(seen[0]!.url.searchParams.get('_')).toMatch(/^\d{13}$/);
  });

  it('adds the bearer header of the session, and a refused token ends the session', async () => {
    setSession(token);
    const seen = recordAll(() => HttpResponse.json({ message: 'Token expired' }, { status: 401 }));
    const failure = await call('getProfile').catch((error: unknown) => error);
    expect(seen[0]!.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, serverMessage: 'Token expired' });
    expect(getSession()).toBeNull();
  });

  it('turns an error body into an ApiError with the field errors', async () => {
    recordAll(() => HttpResponse.json({ message: 'Bad', errors: { email: 'Email is required' } }, { status: 400 }));
    const failure = await call('forgotPassword', { body: { email: '' } }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 400, serverMessage: 'Bad', errors: { email: 'Email is required' } });
  });

  it('keeps the code and values of the message and of each field (docs/decisions/0130-messages-as-codes.md)', async () => {
    const answer = errorBodyOf(coded('validation.maxLength', { count: 100 }), {
      company: coded('validation.maxLength', { count: 100 }),
      email: coded('validation.emailInvalid'),
    });
    recordAll(() => HttpResponse.json(answer, { status: 400 }));
    const failure = (await call('forgotPassword', { body: { email: '' } }).catch(
      (error: unknown) => error,
    )) as ApiError;
    expect(failure).toMatchObject({
      status: 400,
      serverMessage: 'Maximum length is 100 characters',
      code: 'validation.maxLength',
      params: { count: 100 },
      errors: answer.errors,
      fieldErrors: answer.fieldErrors,
    });
    expect(failure.fieldMessages()).toEqual({
      company: coded('validation.maxLength', { count: 100 }),
      email: coded('validation.emailInvalid'),
    });
    expect(errorMessage(failure, 'fallback')).toEqual({
      code: 'validation.maxLength',
      params: { count: 100 },
      message: 'Maximum length is 100 characters',
    });
    expect(errorMessage(new ApiError(0), 'fallback')).toEqual({
      code: NETWORK_ERROR_CODE,
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  it('downloads a file answer with the bearer header, the query and the suggested name', async () => {
    setSession(token);
    const seen = recordAll(
      () =>
        new HttpResponse('\uFEFFid,status\r\n1,new\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="enquiries-2026-01-31.csv"',
          },
        }),
    );
    const file = await download('exportAdminEnquiries', { query: { status: 'new' } });
    expect(`${seen[0]!.method} ${seen[0]!.url.pathname}${seen[0]!.url.search}`).toBe(
      'GET /api/admin/enquiries.csv?status=new',
    );
    expect(seen[0]!.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(file.fileName).toBe('enquiries-2026-01-31.csv');
    expect(new Uint8Array(await file.blob.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));

    recordAll(() => HttpResponse.json({ message: 'from must not be after to' }, { status: 400 }));
    const failure = await download('exportAdminEnquiries', { query: { from: '2026-02-01', to: '2026-01-01' } }).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ status: 400, serverMessage: 'from must not be after to' });
  });
});
