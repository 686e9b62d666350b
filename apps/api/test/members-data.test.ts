import { AUTH_MESSAGES, MEMBER_MESSAGES } from '@catalog/shared';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { login, nextIp, PASSWORD, post, signUp } from './helpers/accounts.ts';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { useTestAppWithSmtp } from './helpers/smtp.ts';
import { testDatabases } from './helpers/test-app.ts';

type Member = Awaited<ReturnType<typeof createUserWithToken>>;

/** The members' area (docs/product.md §3.12): own enquiries, the data export and deleting the account. */
describe.each(testDatabases)('members data on %s', (kind) => {
  const { t, smtp } = useTestAppWithSmtp(kind);
  let passwordHash: string;
  let admin: Member;
  let solutionId: number;

  beforeAll(async () => {
    passwordHash = await hashPassword(PASSWORD);
    admin = await createUserWithToken(t.app, { isStaff: true, fullName: 'Ayu Admin', passwordHash });
    solutionId = await new CatalogFixtures(t.db.kysely).solution({ name: 'Flood Watch', status: 'release_public' });
  });
  beforeEach(async () => {
    await t.app.mail.flush();
    smtp.messages.length = 0;
  });

  const member = (fullName: string, isStaff = false) => createUserWithToken(t.app, { fullName, passwordHash, isStaff });
  const get = (url: string, auth: Record<string, string>) => t.app.inject({ method: 'GET', url, headers: auth });
  const deleteAccount = (auth: Record<string, string>, password: string, ip = nextIp()) =>
    t.app.inject({ method: 'DELETE', url: '/api/auth/me', headers: auth, payload: { password }, remoteAddress: ip });

  /** Sends an enquiry through the API with personal fields of the sender's own. */
  async function enquire(m: Member, tag: string, message: string): Promise<number> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/catalog/enquiry',
      headers: m.auth,
      payload: {
        full_name: `Sender ${tag}`,
        email: `${tag}.enquiry@example.com`,
        company: `${tag} Company`,
        phone: '081234567890',
        position: `${tag} Lead`,
        message,
        solution_id: solutionId,
      },
    });
    if (res.statusCode !== 201) throw new Error(`enquiry failed: ${res.body}`);
    return res.json().data.id;
  }

  async function saveSearch(m: Member, name: string, query: string, alert: boolean) {
    const now = new Date().toISOString();
    const row = await t.db.kysely
      .insertInto('saved_searches')
      .values({
        user_id: m.user.id,
        name,
        query,
        alert: alert ? 1 : 0,
        digest_from: now,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const setStatus = (id: number, status: string) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/enquiries/${id}`, headers: admin.auth, payload: { status } });
  const count = async (table: 'saved_searches' | 'user_sessions' | 'one_time_tokens', userId: number) =>
    (await t.db.kysely.selectFrom(table).select('user_id').where('user_id', '=', userId).execute()).length;

  describe('own enquiries and the export', () => {
    let alice: Member;
    let bob: Member;
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      alice = await member('Alice Wijaya');
      bob = await member('Bobby Tan');
      ids.aliceFirst = await enquire(alice, 'alpha', 'First question from Alice');
      ids.bobOnly = await enquire(bob, 'bravo', 'Question from Bob');
      ids.aliceSecond = await enquire(alice, 'alpha', 'Second question from Alice');
      // The second was sent later, whatever the clock's resolution.
      await t.db.kysely
        .updateTable('enquiries')
        .set({ created_at: '2099-01-01T00:00:00.000Z' })
        .where('id', '=', ids.aliceSecond)
        .execute();
      expect((await setStatus(ids.aliceFirst, 'in_progress')).statusCode).toBe(200);
      ids.aliceSearch = await saveSearch(alice, 'Floods in Java', 'search=flood&technology=1,2', true);
      ids.aliceQuiet = await saveSearch(alice, 'All drones', 'search=drone', false);
      ids.bobSearch = await saveSearch(bob, 'Bob secret search', 'search=bob', true);
    });

    it('lists only the account’s own enquiries, newest first, with the status the back office set', async () => {
      const res = await get('/api/auth/me/enquiries', alice.auth);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: [
          {
            id: ids.aliceSecond,
            solution_id: solutionId,
            solution_name: 'Flood Watch',
            message: 'Second question from Alice',
            status: 'new',
            created_at: '2099-01-01T00:00:00.000Z',
          },
          {
            id: ids.aliceFirst,
            solution_id: solutionId,
            solution_name: 'Flood Watch',
            message: 'First question from Alice',
            status: 'in_progress',
            created_at: expect.any(String),
          },
        ],
      });
      expect((await get('/api/auth/me/enquiries', bob.auth)).json().data.map((e: { id: number }) => e.id)).toEqual([
        ids.bobOnly,
      ]);
      expect((await get('/api/auth/me/enquiries', admin.auth)).json()).toEqual({ data: [] });
    });

    it('exports exactly the account’s data, as a download that is not cached', async () => {
      await t.app.inject({
        method: 'PUT',
        url: '/api/auth/me',
        headers: alice.auth,
        payload: { full_name: 'Alice Wijaya', phone: '081234567890', notify_new_solutions: false },
      });
      const res = await get('/api/auth/me/export', alice.auth);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="solution-catalog-account-${alice.user.id}.json"`,
      );
      expect(res.headers['cache-control']).toBe('no-store');
      const user = await t.db.kysely
        .selectFrom('users')
        .selectAll()
        .where('id', '=', alice.user.id)
        .executeTakeFirstOrThrow();
      const enquiry = (id: number, message: string, status: string) => ({
        id,
        solution_id: solutionId,
        solution_name: 'Flood Watch',
        message,
        status,
        created_at: expect.any(String),
        full_name: 'Sender alpha',
        email: 'alpha.enquiry@example.com',
        company: 'alpha Company',
        phone: '081234567890',
        position: 'alpha Lead',
      });
      const search = (id: number, name: string, query: string, alert: boolean) => ({
        id,
        name,
        query,
        alert,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      expect(res.json()).toEqual({
        exported_at: expect.any(String),
        profile: {
          user_id: alice.user.id,
          email: alice.user.email,
          full_name: 'Alice Wijaya',
          phone: '081234567890',
          company: '',
          position: '',
          is_staff: false,
          notify_new_solutions: false,
          language: 'en',
          created_at: user.created_at,
          updated_at: user.updated_at,
        },
        enquiries: [
          enquiry(ids.aliceSecond!, 'Second question from Alice', 'new'),
          enquiry(ids.aliceFirst!, 'First question from Alice', 'in_progress'),
        ],
        saved_searches: [
          search(ids.aliceQuiet!, 'All drones', 'search=drone', false),
          search(ids.aliceSearch!, 'Floods in Java', 'search=flood&technology=1,2', true),
        ],
        shortlist: [],
        shortlist_share: null,
        notifications: {
          new_solutions: false,
          saved_search_alerts: [
            { saved_search_id: ids.aliceQuiet, name: 'All drones', alert: false },
            { saved_search_id: ids.aliceSearch, name: 'Floods in Java', alert: true },
          ],
        },
      });
      for (const foreign of ['bravo', 'Bob', bob.user.email]) expect(res.body).not.toContain(foreign);
      expect(res.body).not.toContain(user.password_hash);
      expect(res.body).not.toMatch(/password|argon2/i);
    });
  });

  describe('deleting the account', () => {
    it('refuses a wrong password with 400 on the field and keeps everything', async () => {
      const m = await member('Dewi Lestari');
      await enquire(m, 'delta', 'Kept while the account lives');
      const res = await deleteAccount(m.auth, 'Wrong#2026');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: MEMBER_MESSAGES.passwordWrong,
        code: 'member.passwordWrong',
        params: {},
        errors: { password: MEMBER_MESSAGES.passwordWrong },
        fieldErrors: { password: { code: 'member.passwordWrong', params: {} } },
      });
      expect((await get('/api/auth/me', m.auth)).statusCode).toBe(200);
      expect((await get('/api/auth/me/enquiries', m.auth)).json().data).toHaveLength(1);
    });

    it('counts wrong passwords like failed sign-ins: past the limit it is a 429', async () => {
      const m = await member('Eko Prasetyo');
      const ip = nextIp();
      for (let i = 0; i < 10; i += 1) expect((await deleteAccount(m.auth, `Wrong#${i}abc`, ip)).statusCode).toBe(400);
      const blocked = await deleteAccount(m.auth, PASSWORD, ip);
      expect(blocked.statusCode).toBe(429);
      expect((await get('/api/auth/me', m.auth)).statusCode).toBe(200);
    });

    it('deletes the account, keeps its enquiries without personal fields and mails a receipt', async () => {
      const m = await member('Fajar Nugroho');
      const other = await member('Gita Saraswati');
      const kept = await enquire(m, 'foxtrot', 'Please call me about floods');
      const theirs = await enquire(other, 'golf', 'Someone else asks');
      await setStatus(kept, 'closed');
      await saveSearch(m, 'Floods', 'search=flood', true);
      await saveSearch(other, 'Theirs', 'search=x', true);
      const secondSession = (await login(t.app, m.user.email)).json().data.token;
      await t.db.kysely
        .insertInto('one_time_tokens')
        .values({
          user_id: m.user.id,
          purpose: 'reset',
          token_hash: 'unused-reset',
          expires_at: '2099-01-01T00:00:00.000Z',
          created_at: new Date().toISOString(),
        })
        .execute();
      // Mail still queued to the address (the enquiry receipt, and one more for later) is dropped.
      await t.app.services.repositories.outbox.enqueue({
        to: m.user.email,
        subject: 'Queued before the deletion',
        text: 'late',
        html: '<p>late</p>',
      });

      const res = await deleteAccount(m.auth, PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MEMBER_MESSAGES.accountDeleted });

      expect((await get('/api/auth/me', m.auth)).statusCode).toBe(401);
      expect((await get('/api/auth/me', { authorization: `Bearer ${secondSession}` })).statusCode).toBe(401);
      const signIn = await login(t.app, m.user.email);
      expect(signIn.statusCode).toBe(401);
      expect(signIn.json()).toEqual({
        message: AUTH_MESSAGES.badCredentials,
        code: 'account.badCredentials',
        params: {},
      });
      expect(await t.db.kysely.selectFrom('users').where('id', '=', m.user.id).select('id').execute()).toEqual([]);
      for (const table of ['saved_searches', 'user_sessions', 'one_time_tokens'] as const) {
        expect(await count(table, m.user.id), table).toBe(0);
      }
      expect(await count('saved_searches', other.user.id)).toBe(1);

      // The back office still has the enquiry, without who sent it; the neighbour's is untouched.
      const detail = await get(`/api/admin/enquiries/${kept}`, admin.auth);
      expect(detail.statusCode).toBe(200);
      expect(detail.json().data).toMatchObject({
        id: kept,
        user_id: null,
        status: 'closed',
        solution_name: 'Flood Watch',
        message: 'Please call me about floods',
        full_name: '',
        email: '',
        company: '',
        phone: '',
        position: '',
      });
      const list = await get('/api/admin/enquiries', admin.auth);
      expect(list.json().data.map((e: { id: number }) => e.id)).toEqual(expect.arrayContaining([kept, theirs]));
      const csv = await get('/api/admin/enquiries.csv', admin.auth);
      expect(csv.statusCode).toBe(200);
      expect(csv.body).toContain('Please call me about floods');
      expect(csv.body).not.toContain('foxtrot');
      expect((await setStatus(kept, 'in_progress')).statusCode).toBe(200);
      const logged = await t.db.kysely
        .selectFrom('admin_activity')
        .select('summary')
        .where('kind', '=', 'enquiry')
        .where('target_id', '=', kept)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(logged.summary).toBe('Enquiry from a deleted account: closed → in_progress');
      expect((await get(`/api/admin/enquiries/${theirs}`, admin.auth)).json().data).toMatchObject({
        user_id: other.user.id,
        email: 'golf.enquiry@example.com',
      });

      await t.app.mail.flush();
      const received = smtp.to(m.user.email);
      expect(received.map((mail) => mail.subject)).toEqual(['Your Solution Catalog account was deleted']);
      expect(received[0]!.text).toContain('1 saved search with their digests');
      expect(received[0]!.text).toContain('the 1 enquiry you sent stay');

      // The address is free again.
      const again = await post(t.app, '/api/auth/register', signUp(m.user.email));
      expect(again.statusCode).toBe(201);
      const fresh = await t.db.kysely
        .selectFrom('users')
        .select(['id', 'is_active'])
        .where('email', '=', m.user.email)
        .executeTakeFirstOrThrow();
      expect(fresh.id).not.toBe(m.user.id);
      expect(fresh.is_active).toBe(0);
    });

    it('refuses the last active admin with 409 and changes nothing; with another admin it goes', async () => {
      const before = await get('/api/auth/me', admin.auth);
      const refused = await deleteAccount(admin.auth, PASSWORD);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/last active admin/);
      expect(await get('/api/auth/me', admin.auth)).toMatchObject({ statusCode: 200, body: before.body });

      const second = await member('Hadi Admin', true);
      expect((await deleteAccount(second.auth, PASSWORD)).statusCode).toBe(200);
      expect((await deleteAccount(admin.auth, PASSWORD)).statusCode).toBe(409);
      await member('Indah Admin', true);
      expect((await deleteAccount(admin.auth, PASSWORD)).statusCode).toBe(200);
    });
  });
});
