import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { authApi } from '../api/auth.ts';
import { setSession } from '../lib/session.ts';
import { onOperation } from '../test/recorded-requests.ts';
import { server } from '../test/server.ts';
import { activateLanguage, i18n, keepLanguage } from './i18n.ts';
import { switchLanguage } from './switch-language.ts';

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = (userId = 2) =>
  `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({
    exp: Math.floor(Date.now() / 1000) + 3600,
    is_staff: false,
    user_id: userId,
    email: 'user@example.com',
    name: 'Rina Wulandari',
  })}.signature`;
const cookieLanguage = () => /(?:^|; )lang=(\w+)/.exec(document.cookie)?.[1];

/** Records the language switch's saves to the account, answering each with `status`. */
function recordSaves(status = 200) {
  const saved: unknown[] = [];
  server.use(
    onOperation('updateLanguage', async ({ request }) => {
      saved.push(await request.json());
      return status === 200 ? HttpResponse.json({ data: {} }) : HttpResponse.json({ message: 'down' }, { status });
    }),
  );
  return saved;
}

/** The account's language on the server and in the client (docs/decisions/0126-account-language.md). */
describe('the account language in the client', () => {
  afterEach(async () => {
    keepLanguage('en');
    await activateLanguage('en');
  });

  it('saves the switch on a signed-in account, and keeps the cookie and the page language', async () => {
    setSession(token());
    const saved = recordSaves();
    await switchLanguage('id');
    await expect.poll(() => saved).toEqual([{ language: 'id' }]);
    expect(i18n.locale).toBe('id');
    expect(cookieLanguage()).toBe('id');
  });

  it('switches all the same when the save fails', async () => {
    setSession(token());
    const saved = recordSaves(500);
    await expect(switchLanguage('id')).resolves.toBeUndefined();
    await expect.poll(() => saved.length).toBe(1);
    expect(i18n.locale).toBe('id');
    expect(cookieLanguage()).toBe('id');
  });

  it('saves nothing for a visitor: the cookie holds the choice', async () => {
    const saved = recordSaves();
    await switchLanguage('id');
    expect(i18n.locale).toBe('id');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(saved).toEqual([]);
  });

  it('takes the saved language of the account once a sign-in stores its session', async () => {
    const signedIn = token(7);
    server.use(
      onOperation('login', () => HttpResponse.json({ data: { token: signedIn } })),
      onOperation('getProfile', () => HttpResponse.json({ data: { user_id: 7, language: 'id' } })),
    );
    const answered = await authApi.login({ email: 'user@example.com', password: 'Peta#2026' });
    expect(i18n.locale).toBe('en');
    setSession(answered);
    await expect.poll(() => i18n.locale).toBe('id');
    expect(cookieLanguage()).toBe('id');
  });
});
