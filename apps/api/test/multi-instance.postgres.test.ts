import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nowIso } from '../src/db/database.ts';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { startTestS3, type TestS3 } from './helpers/s3.ts';
import { type ServerProcess, startServerProcess } from './helpers/server-process.ts';
import { type ReceivedMail, startTestSmtp, type TestSmtp } from './helpers/smtp.ts';
import { createTestDb, type TestDb } from './helpers/test-app.ts';
import { type Fields, type FilePart, jpeg, multipart } from './helpers/upload.ts';

/**
 * Two server processes on one PostgreSQL database, one bucket and one mail server, set up as the
 * README's "Scaling" section tells an operator (docs/decisions/0095): what one instance does, the
 * other sees on its next request, and their outbox workers share the mail between them.
 */
const ADMIN = { email: 'ops@catalog.test', password: 'Admin#Pass2026' };
const SUBSCRIBERS = 200;
/** The outbox claim time of both instances: how long a killed instance's mail waits. */
const CLAIM_SECONDS = 5;

describe('two instances on one PostgreSQL database and one bucket', () => {
  let s3: TestS3;
  let smtp: TestSmtp;
  let tdb: TestDb;
  let a: ServerProcess;
  let b: ServerProcess;
  let lookups: { contributor_id: number; sector_id: number };
  let admin: Record<string, string>;

  /** The settings every instance shares; only the port and the EHLO name differ. */
  const instance = (name: string) =>
    startServerProcess({
      databaseUrl: tdb.url,
      env: {
        ...s3.env,
        PUBLIC_URL: 'http://catalog.test',
        JWT_SECRET: 'a-secret-every-instance-shares-0123456789',
        STORAGE_URL: s3.storageUrl('catalog-images', 'prod'),
        SMTP_URL: `${smtp.url}?name=${name}`,
        MAIL_FROM: 'Solution Catalog <no-reply@catalog.test>',
        MAIL_CLAIM_SECONDS: String(CLAIM_SECONDS),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        STORAGE_SWEEP_MINUTES: '0',
        LOG_LEVEL: 'warn',
      },
    });

  beforeAll(async () => {
    [s3, smtp, tdb] = await Promise.all([
      startTestS3(['catalog-images']),
      startTestSmtp(),
      // The instances migrate the new database themselves, both at once.
      createTestDb('postgres', { migrate: false }),
    ]);
    [a, b] = await Promise.all([instance('instance-a'), instance('instance-b')]);
    const f = new CatalogFixtures(tdb.db.kysely);
    lookups = { contributor_id: await f.lookup('contributors', 'Ani'), sector_id: await f.lookup('sectors', 'Public') };
  }, 90_000);

  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await tdb?.cleanup();
    await Promise.all([smtp?.close(), s3?.close()]);
  });

  const call = (server: ServerProcess, path: string, init: RequestInit = {}) => fetch(`${server.baseUrl}${path}`, init);
  const json = (body: unknown) => ({
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  const signIn = (server: ServerProcess, email: string, password: string) =>
    call(server, '/api/auth/login', json({ email, password }));
  const me = (server: ServerProcess, token: string) =>
    call(server, '/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  const send = (
    server: ServerProcess,
    method: 'POST' | 'PUT',
    path: string,
    fields: Fields,
    files: FilePart[] = [],
  ) => {
    const body = multipart(fields, files);
    return call(server, path, { method, body: body.payload, headers: { ...admin, ...body.headers } });
  };
  const createSolution = async (server: ServerProcess, name: string, status: string) => {
    const res = await send(server, 'POST', '/api/catalog/solution', {
      name,
      status,
      creator: 'Ani',
      ...lookups,
      description: '<p>Maps flood risk for districts.</p>',
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as { data: { id: number } }).data.id;
  };

  it('a token issued by one instance works on the other, and a sign-out on one ends it on both', async () => {
    const signedIn = await signIn(a, ADMIN.email, ADMIN.password);
    expect(signedIn.status).toBe(200);
    const { token } = ((await signedIn.json()) as { data: { token: string } }).data;
    const onB = await me(b, token);
    expect(onB.status).toBe(200);
    expect(((await onB.json()) as { data: { email: string } }).data.email).toBe(ADMIN.email);

    expect(
      (await call(b, '/api/auth/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(200);
    expect((await me(a, token)).status).toBe(401);

    const again = ((await (await signIn(b, ADMIN.email, ADMIN.password)).json()) as { data: { token: string } }).data;
    admin = { authorization: `Bearer ${again.token}` };
    expect((await me(a, again.token)).status).toBe(200);
  });

  it('a solution written through one instance is listed by the other on its next request, with a new ETag', async () => {
    const list = (server: ServerProcess, etag?: string) =>
      call(server, '/api/catalog/solution?page_size=100', {
        headers: { ...admin, ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const names = async (res: Response) =>
      ((await res.json()) as { data: Array<{ name: string }> }).data.map((s) => s.name);
    // B answers (and caches) the list first.
    const before = await list(b);
    expect(before.status).toBe(200);
    const etag = before.headers.get('etag')!;
    expect((await list(b, etag)).status).toBe(304);

    const id = await createSolution(a, 'Tide Watch', 'development');
    const after = await list(b, etag);
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(await names(after)).toContain('Tide Watch');

    const renamed = await send(a, 'PUT', `/api/catalog/solution/${id}/`, { name: 'Tide Watch Pro' });
    expect(renamed.status).toBe(200);
    const detail = await call(b, `/api/catalog/solution/${id}`, { headers: admin });
    expect(((await detail.json()) as { data: { name: string } }).data.name).toBe('Tide Watch Pro');
    expect(await names(await list(b))).toEqual(expect.arrayContaining(['Tide Watch Pro']));
  });

  it("a write and a synonym change on one instance show in the other's next search", async () => {
    const search = async (server: ServerProcess, q: string) =>
      (
        (await (
          await call(server, `/api/catalog/solution?search=${encodeURIComponent(q)}`, { headers: admin })
        ).json()) as {
          data: Array<{ name: string }>;
        }
      ).data.map((s) => s.name);
    // B's engine is built and answers first.
    expect(await search(b, 'lagoon')).toEqual([]);
    await createSolution(a, 'Lagoon Sentinel', 'development');
    // A typo, on the other instance, on its next request.
    expect(await search(b, 'lagon sentinel')).toEqual(['Lagoon Sentinel']);
    expect(await search(b, 'tambak')).toEqual([]);
    const res = await call(a, '/api/admin/synonyms', {
      ...json({ terms: ['tambak', 'lagoon'] }),
      headers: { ...admin, 'content-type': 'application/json' },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await search(b, 'tambak')).toEqual(['Lagoon Sentinel']);
  });

  it('an image uploaded through one instance is served by the other, byte for byte', async () => {
    const id = await createSolution(a, 'Harbour Survey', 'development');
    const res = await send(a, 'POST', `/api/catalog/solution/${id}/images/`, {}, [
      { name: 'harbour.jpg', data: await jpeg(900, 600) },
    ]);
    expect(res.status).toBe(201);
    const [image] = ((await res.json()) as { data: { images: Array<{ image_url: string; thumbnail_url: string }> } })
      .data.images;
    for (const url of [image!.image_url, image!.thumbnail_url]) {
      const fromA = Buffer.from(await (await call(a, url)).arrayBuffer());
      const fromB = await call(b, url);
      expect(fromB.status).toBe(200);
      const bytes = Buffer.from(await fromB.arrayBuffer());
      expect(bytes.equals(fromA)).toBe(true);
      expect(bytes.length).toBeGreaterThan(100);
    }
    const served = Buffer.from(await (await call(b, image!.image_url)).arrayBuffer());
    expect((await sharp(served).metadata()).format).toBe('jpeg');
  });

  it('rate-limit counters are shared: failed sign-ins split between the instances reach the limit', async () => {
    // Ten failures on one account from one address are allowed an hour (rate-limits.ts): five on each.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await signIn(i % 2 ? b : a, 'someone@example.com', `wrong-${i}`)).status);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    const eleventh = await signIn(a, 'someone@example.com', 'wrong-again');
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signIn(b, 'someone@example.com', 'wrong-again')).status).toBe(429);
  });

  /** Exactly SUBSCRIBERS accounts that take new-solution mail. */
  const subscribe = async (tag: string) => {
    await tdb.db.kysely.updateTable('users').set({ notify_new_solutions: 0 }).execute();
    const now = nowIso();
    await tdb.db.kysely
      .insertInto('users')
      .values(
        Array.from({ length: SUBSCRIBERS }, (_, i) => ({
          email: `reader${i}.${tag}@example.com`,
          full_name: `Reader ${i}`,
          phone: '081234567890',
          company: 'Peta Nusantara',
          position: 'Analyst',
          password_hash: 'not-a-real-hash',
          is_active: 1,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  };
  const mailsAbout = (name: string) => smtp.messages.filter((m) => m.subject.endsWith(name));
  const unsentRows = async () =>
    Number(
      (
        await tdb.db.kysely
          .selectFrom('mail_outbox')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '!=', 'sent')
          .executeTakeFirstOrThrow()
      ).n,
    );
  const byInstance = (mails: ReceivedMail[]) =>
    Object.fromEntries(['instance-a', 'instance-b'].map((n) => [n, mails.filter((m) => m.heloName === n).length]));
  /** Waits until every mail of the announcement has arrived and nothing is left to send. */
  const allDelivered = (name: string, timeout: number) =>
    vi.waitFor(
      async () => {
        expect(new Set(mailsAbout(name).map((m) => m.messageId)).size).toBe(SUBSCRIBERS);
        expect(await unsentRows()).toBe(0);
      },
      { timeout, interval: 100 },
    );

  it(`with both outbox workers running, ${SUBSCRIBERS} queued mails are each delivered exactly once`, async () => {
    await subscribe('first');
    const started = Date.now();
    await createSolution(a, 'Flood Early Warning', 'release_public');
    await allDelivered('Flood Early Warning', 30_000);
    const ms = Date.now() - started;
    // A poll interval more, so a second copy would have had time to arrive.
    await new Promise((r) => setTimeout(r, 1500));
    const mails = mailsAbout('Flood Early Warning');
    const split = byInstance(mails);
    console.info(`${SUBSCRIBERS} mails by two workers in ${ms} ms:`, split);
    expect(mails).toHaveLength(SUBSCRIBERS);
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(SUBSCRIBERS);
    expect(new Set(mails.map((m) => m.to[0])).size).toBe(SUBSCRIBERS);
    expect(split['instance-a']! + split['instance-b']!).toBe(SUBSCRIBERS);
    expect(split['instance-a']).toBeGreaterThan(0);
    expect(split['instance-b']).toBeGreaterThan(0);
  });

  it('killing one instance in the middle of a run loses no mail; its mail in flight is resent with the same Message-ID', async () => {
    await subscribe('second');
    const name = 'Landslide Monitor';
    let killedAt = 0;
    let inFlight: ReceivedMail | undefined;
    // At about three quarters of the run, B dies while the mail server holds a mail from it: the
    // server has the message, but B never hears it was accepted and never marks it sent.
    smtp.onReceive((mail) => {
      if (killedAt || !mail.subject.endsWith(name) || mail.heloName !== 'instance-b') return;
      if (mailsAbout(name).length < (SUBSCRIBERS * 3) / 4) return;
      b.child.kill('SIGKILL');
      killedAt = Date.now();
      inFlight = mail;
    });
    const started = Date.now();
    await createSolution(a, name, 'release_public');
    await allDelivered(name, 40_000);
    const done = Date.now();
    await new Promise((r) => setTimeout(r, 1500));
    expect(await b.exited).toBeNull();

    const mails = mailsAbout(name);
    const afterKill = mails.slice(mails.indexOf(inFlight!) + 1);
    const resent = mails.filter((m) => m.messageId === inFlight!.messageId);
    const takenOver = await tdb.db.kysely
      .selectFrom('mail_outbox')
      .select('id')
      .where('subject', 'like', `%${name}`)
      .where('attempts', '>', 1)
      .execute();
    console.info(
      `kill at mail ${mails.indexOf(inFlight!) + 1} of ${SUBSCRIBERS} (${killedAt - started} ms in); ` +
        `all delivered ${done - killedAt} ms after the kill; sent twice: ${mails.length - SUBSCRIBERS}; ` +
        `taken over after the claim expired: ${takenOver.length};`,
      byInstance(mails),
    );
    expect(killedAt).toBeGreaterThan(0);
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(SUBSCRIBERS);
    expect(new Set(mails.map((m) => m.to[0])).size).toBe(SUBSCRIBERS);
    // Only the mail B had in flight goes twice, and as the same message.
    expect(mails).toHaveLength(SUBSCRIBERS + 1);
    expect(resent).toHaveLength(2);
    expect(resent[1]!.heloName).toBe('instance-a');
    expect(resent[1]!.to).toEqual(inFlight!.to);
    // After the kill only A sends; B's claimed mail waited for its claim to run out.
    expect(afterKill.every((m) => m.heloName === 'instance-a')).toBe(true);
    expect(takenOver.length).toBeGreaterThanOrEqual(1);
    expect(done - killedAt).toBeGreaterThan((CLAIM_SECONDS - 1) * 1000);
  }, 60_000);
});
