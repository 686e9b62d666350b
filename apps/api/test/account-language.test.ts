import { LANGUAGE_INVALID, routes } from '@catalog/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { unsubscribeToken } from '../src/modules/notifications/unsubscribe-token.ts';
import { nextIp, post, signUp } from './helpers/accounts.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { useTestAppWithSmtp } from './helpers/smtp.ts';
import { testDatabases } from './helpers/test-app.ts';

/** Plain-text bodies with the line ends of the wire folded, for comparing whole mails. */
const lines = (text: string) => text.replace(/\r\n/g, '\n').trim();

/** The account's language (docs/decisions/0126-account-language.md): kept at sign-up, changed by the member, followed by mail. */
describe.each(testDatabases)('account language on %s', (kind) => {
  const { t, smtp } = useTestAppWithSmtp(kind);
  let seq = 0;
  const email = (name: string) => `${name}.${kind}.${(seq += 1)}@example.co.id`;

  beforeEach(async () => {
    await t.app.mail.flush();
    smtp.messages.length = 0;
  });

  const languageOf = async (address: string) =>
    (await t.db.kysely.selectFrom('users').select('language').where('email', '=', address).executeTakeFirst())
      ?.language;
  const register = (address: string, over: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    post(t.app, '/api/auth/register', signUp(address, over), nextIp(), headers);

  describe('at sign-up', () => {
    it.each([
      ['the body', { language: 'id' }, { cookie: 'lang=en', 'accept-language': 'en' }, 'id'],
      ['the body over the cookie', { language: 'en' }, { cookie: 'lang=id', 'accept-language': 'id' }, 'en'],
      ['the lang cookie', {}, { cookie: 'theme=dark; lang=id', 'accept-language': 'en-US,en' }, 'id'],
      ['the cookie over Accept-Language', {}, { cookie: 'lang=en', 'accept-language': 'id-ID,id' }, 'en'],
      ['Accept-Language', {}, { 'accept-language': 'fr-FR,id;q=0.8,en;q=0.5' }, 'id'],
      [
        'a cookie that is not a language, then Accept-Language',
        {},
        { cookie: 'lang=fr', 'accept-language': 'id' },
        'id',
      ],
      ['nothing: English', {}, {}, 'en'],
    ])('takes the language from %s', async (_case, body, headers, expected) => {
      const address = email('signup');
      expect((await register(address, body, headers)).statusCode).toBe(201);
      expect(await languageOf(address)).toBe(expected);
    });

    it('refuses a language that is not ours with 400 and creates no account', async () => {
      const address = email('french');
      const res = await register(address, { language: 'fr' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ language: LANGUAGE_INVALID });
      expect(await languageOf(address)).toBeUndefined();
    });
  });

  describe('in the members area', () => {
    const member = () => createUserWithToken(t.app, { fullName: 'Siti Rahma' });
    const me = (auth: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth });
    const putLanguage = (auth: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/auth/me/language', headers: auth, payload });
    const putMe = (auth: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/auth/me', headers: auth, payload });
    const row = (id: number) =>
      t.db.kysely.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const profile = { full_name: 'Budi Santoso', phone: '+6281298765432', company: 'Geo Mandiri', position: 'GIS' };

    it('answers English for an account that never chose', async () => {
      const m = await member();
      expect((await me(m.auth)).json().data.language).toBe('en');
    });

    it('PUT /api/auth/me/language saves the language and GET /api/auth/me answers it', async () => {
      const m = await member();
      const res = await putLanguage(m.auth, { language: 'id' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ user_id: m.user.id, language: 'id' });
      expect((await me(m.auth)).json().data.language).toBe('id');
      expect((await putLanguage(m.auth, { language: 'en' })).json().data.language).toBe('en');
      expect((await row(m.user.id)).language).toBe('en');
    });

    it.each([
      ['a language that is not ours', { language: 'fr' }],
      ['an upper-case code', { language: 'ID' }],
      ['no language', {}],
      ['a number', { language: 1 }],
    ])('PUT /api/auth/me/language refuses %s with 400 and changes nothing', async (_case, payload) => {
      const m = await member();
      await putLanguage(m.auth, { language: 'id' });
      const before = await row(m.user.id);
      const res = await putLanguage(m.auth, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ language: LANGUAGE_INVALID });
      expect(await row(m.user.id)).toEqual(before);
    });

    it('PUT /api/auth/me saves a language given and keeps it when left out', async () => {
      const m = await member();
      const saved = await putMe(m.auth, { ...profile, language: 'id' });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data).toMatchObject({ full_name: 'Budi Santoso', language: 'id' });
      const kept = await putMe(m.auth, { ...profile, full_name: 'Budi Santosa' });
      expect(kept.json().data).toMatchObject({ full_name: 'Budi Santosa', language: 'id' });
    });

    it('PUT /api/auth/me refuses fr with 400 and changes nothing, the other fields included', async () => {
      const m = await member();
      const before = await row(m.user.id);
      const res = await putMe(m.auth, { ...profile, language: 'fr' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ language: LANGUAGE_INVALID });
      expect(await row(m.user.id)).toEqual(before);
    });
  });

  describe('mail over SMTP', () => {
    /** The last mail to `address` once the outbox is sent, and its link to `path`. */
    const lastMailTo = async (address: string, path: string) => {
      await t.app.mail.flush();
      const mail = smtp.to(address).at(-1)!;
      return { mail, link: mail.links.find((l) => new URL(l).pathname === path)! };
    };
    const activationOf = async (address: string, language?: string) => {
      expect((await register(address, language ? { language } : {})).statusCode).toBe(201);
      return lastMailTo(address, '/activate');
    };
    const resetOf = async (address: string) => {
      expect((await post(t.app, '/api/auth/forget-password', { email: address })).statusCode).toBe(200);
      return lastMailTo(address, '/reset-password');
    };

    it('writes the activation mail of an English account in exactly the English of before', async () => {
      const { mail, link } = await activationOf(email('english'));
      expect(mail.subject).toBe('Activate your Solution Catalog account');
      expect(lines(mail.text)).toBe(
        [
          'Hello Siti Rahma,',
          'Thank you for signing up to the Solution Catalog. Please confirm your email address to activate your account.',
          `Activate account:\n${link}`,
          'This link works once and expires in 72 hours.',
          'If you did not sign up, you can ignore this email.',
          '— Solution Catalog',
        ].join('\n\n'),
      );
      expect(mail.html).toContain('<html lang="en">');
      expect(mail.html).toContain('If the button does not work, copy this address into your browser:');
    });

    it('writes the activation mail of an Indonesian account in Indonesian', async () => {
      const { mail, link } = await activationOf(email('indonesian'), 'id');
      expect(mail.subject).toBe('Aktifkan akun Solution Catalog Anda');
      expect(lines(mail.text)).toBe(
        [
          'Halo Siti Rahma,',
          'Terima kasih telah mendaftar di Solution Catalog. Silakan konfirmasi alamat email Anda untuk mengaktifkan akun Anda.',
          `Aktifkan akun:\n${link}`,
          'Tautan ini hanya dapat digunakan sekali dan berlaku selama 72 jam.',
          'Jika Anda tidak mendaftar, abaikan email ini.',
          '— Solution Catalog',
        ].join('\n\n'),
      );
      expect(mail.html).toContain('<html lang="id">');
      expect(mail.html).toContain('Jika tombol tidak berfungsi, salin alamat ini ke browser Anda:');
      expect(mail.html).not.toContain('Hello');
    });

    it('writes the reset mail in the account language: English exactly as before, Indonesian for id', async () => {
      const english = email('reset-en');
      await activationOf(english);
      const en = await resetOf(english);
      expect(en.mail.subject).toBe('Reset your Solution Catalog password');
      expect(lines(en.mail.text)).toBe(
        [
          'Hello Siti Rahma,',
          'We received a request to reset the password of your Solution Catalog account.',
          `Reset password:\n${en.link}`,
          'This link works once and expires in 1 hour.',
          'If you did not ask for this, you can ignore this email: your password stays the same.',
          '— Solution Catalog',
        ].join('\n\n'),
      );

      const indonesian = email('reset-id');
      await activationOf(indonesian, 'id');
      const id = await resetOf(indonesian);
      expect(id.mail.subject).toBe('Atur ulang kata sandi Solution Catalog Anda');
      expect(lines(id.mail.text)).toContain('Kami menerima permintaan untuk mengatur ulang kata sandi');
      expect(lines(id.mail.text)).toContain(`Atur ulang kata sandi:\n${id.link}`);
      expect(id.mail.html).toContain('<html lang="id">');
    });

    it('follows a language changed after sign-up', async () => {
      const m = await createUserWithToken(t.app, { fullName: 'Siti Rahma' });
      await t.app.inject({
        method: 'PUT',
        url: '/api/auth/me/language',
        headers: m.auth,
        payload: { language: 'id' },
      });
      const { mail } = await resetOf(m.user.email);
      expect(mail.subject).toBe('Atur ulang kata sandi Solution Catalog Anda');
    });
  });

  describe('unsubscribe pages', () => {
    const page = (token: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `${routes.showUnsubscribePage.path}?token=${token}`, headers });

    it("follow the account's language, and a bad link's page the visitor's", async () => {
      const m = await createUserWithToken(t.app, { fullName: 'Siti Rahma' });
      const token = unsubscribeToken(t.config.jwtSecret, 'newSolutions', m.user.id);
      const english = await page(token, { 'accept-language': 'id' });
      expect(english.statusCode).toBe(200);
      expect(english.body).toContain('<html lang="en">');
      expect(english.body).toContain('Stop receiving emails about new solutions in the Solution Catalog?');

      await t.app.inject({ method: 'PUT', url: '/api/auth/me/language', headers: m.auth, payload: { language: 'id' } });
      const indonesian = await page(token);
      expect(indonesian.body).toContain('<html lang="id">');
      expect(indonesian.body).toContain('Berhenti menerima email tentang solusi baru di Solution Catalog?');
      expect(indonesian.body).toContain('>Berhenti berlangganan</button>');

      const bad = await page('nonsense', { cookie: 'lang=id' });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('Tautan tidak valid');
      expect((await page('nonsense')).body).toContain('Link not valid');
    });
  });
});
