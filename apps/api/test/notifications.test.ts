import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { unsubscribeToken } from '../src/modules/notifications/unsubscribe-token.ts';
import { announcementWorld } from './helpers/announcements.ts';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { createUserWithToken } from './helpers/factories.ts';
import type { ReceivedMail, TestSmtp } from './helpers/smtp.ts';
import { expectInvalidLink, oneClickPost, optOutPath } from './helpers/unsubscribe-links.ts';
import { type TestApp, testDatabases } from './helpers/test-app.ts';

const SUBJECT = (name: string) => `New in the Solution Catalog: ${name}`;

describe.each(testDatabases)('new-solution notifications on %s', (kind) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let closeAll: () => Promise<void>;
  let admin: { auth: Record<string, string>; email: string };
  let subscriber: { id: number; email: string };
  let optedOut: string;
  let inactive: string;
  let disabled: string;
  let lookups: { contributor: number; sector: number };
  let w: Awaited<ReturnType<typeof announcementWorld>>;

  beforeAll(async () => {
    w = await announcementWorld(kind);
    ({ t, smtp, admin, lookups, cleanup: closeAll } = w);
    const s = await createUserWithToken(t.app, { fullName: 'Siti Rahma' });
    subscriber = { id: s.user.id, email: s.user.email };
    const users = t.db.kysely.updateTable('users');
    optedOut = (await createUserWithToken(t.app)).user.email;
    await users.set({ notify_new_solutions: 0 }).where('email', '=', optedOut).execute();
    inactive = (await createUserWithToken(t.app)).user.email;
    await t.db.kysely.updateTable('users').set({ is_active: 0 }).where('email', '=', inactive).execute();
    disabled = (await createUserWithToken(t.app)).user.email;
    await t.db.kysely.updateTable('users').set({ is_disabled: 1 }).where('email', '=', disabled).execute();
  });
  afterAll(() => closeAll());
  beforeEach(async () => {
    await t.app.mail.flush();
    smtp.messages.length = 0;
  });

  const send: typeof w.send = (...args) => w.send(...args);
  const create: typeof w.create = (...args) => w.create(...args);
  const setStatus: typeof w.setStatus = (...args) => w.setStatus(...args);
  const delivered = async () => {
    await t.app.mail.flush();
    return [...smtp.messages];
  };
  const about = (mails: ReceivedMail[], name: string) => mails.filter((m) => m.subject === SUBJECT(name));
  const optOutLink = (mail: ReceivedMail) => optOutPath(mail, '/api/notifications/unsubscribe');

  it('mails every active subscriber once when a solution is created visible', async () => {
    const id = await create('Flood Risk Atlas', 'release_public');
    const mails = about(await delivered(), 'Flood Risk Atlas');
    expect(mails.flatMap((m) => m.to).sort()).toEqual([admin.email, subscriber.email].sort());
    const [mail] = mails.filter((m) => m.to.includes(subscriber.email));
    expect(mail!.text).toContain('Hello Siti Rahma,');
    expect(mail!.text).toContain('Maps flood risk for districts.');
    expect(mail!.links).toContain(`http://catalog.test/solution/${id}`);
    expect(mail!.html).toContain(`href="http://catalog.test${optOutLink(mail!).replace(/&/g, '&amp;')}"`);

    const row = await t.db.kysely
      .selectFrom('solutions')
      .select('announced_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.announced_at).not.toBeNull();
  });

  it('mails once when an edit first makes a solution visible, never on later status changes', async () => {
    const id = await create('Harbour Twin', 'development');
    expect(await delivered()).toEqual([]);
    await setStatus(id, 'review');
    expect(await delivered()).toEqual([]);

    await setStatus(id, 'release_register');
    const first = about(await delivered(), 'Harbour Twin');
    expect(first.flatMap((m) => m.to).sort()).toEqual([admin.email, subscriber.email].sort());

    smtp.messages.length = 0;
    await setStatus(id, 'release_public');
    await setStatus(id, 'development');
    await setStatus(id, 'release_register');
    const name = await send('PUT', `/api/catalog/solution/${id}`, { name: 'Harbour Twin v2' });
    expect(name.statusCode).toBe(200);
    expect(await delivered()).toEqual([]);
  });

  it('sends nothing to opted-out, inactive or disabled users', async () => {
    await create('Peatland Fire Watch', 'release_public');
    const mails = await delivered();
    for (const email of [optedOut, inactive, disabled]) expect(smtp.to(email)).toEqual([]);
    expect(about(mails, 'Peatland Fire Watch')).toHaveLength(2);
  });

  it('opts out with the mailed link without signing in; the user then gets nothing', async () => {
    await create('Mangrove Atlas', 'release_public');
    const [mail] = about(await delivered(), 'Mangrove Atlas').filter((m) => m.to.includes(subscriber.email));
    const link = optOutLink(mail!);

    // Opening the link changes nothing (mail scanners open links); it offers a button.
    const page = await t.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<form method="post"');
    expect(page.body).toContain('<button type="submit">Unsubscribe</button>');
    const flag = async () =>
      (
        await t.db.kysely
          .selectFrom('users')
          .select('notify_new_solutions')
          .where('id', '=', subscriber.id)
          .executeTakeFirstOrThrow()
      ).notify_new_solutions;
    expect(await flag()).toBe(1);

    // One-click POST (RFC 8058 body), as the page's form or a mail client sends it.
    const done = await oneClickPost(t.app, link);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You will no longer receive emails about new solutions.');
    expect(await flag()).toBe(0);
    // Repeating it is harmless.
    expect((await t.app.inject({ method: 'POST', url: link })).statusCode).toBe(200);

    smtp.messages.length = 0;
    await create('Coral Reef Monitor', 'release_public');
    const mails = about(await delivered(), 'Coral Reef Monitor');
    expect(smtp.to(subscriber.email)).toEqual([]);
    expect(mails.flatMap((m) => m.to)).toEqual([admin.email]);
  });

  it('refuses forged, altered or missing tokens', async () => {
    const good = unsubscribeToken(t.config.jwtSecret, 'newSolutions', subscriber.id);
    const forged = unsubscribeToken('another-secret-that-is-32-bytes-long!!', 'newSolutions', subscriber.id);
    const otherUser = `${subscriber.id + 1}.${good.split('.')[1]}`;
    for (const token of [forged, otherUser, good.slice(0, -1), 'abc', '']) {
      await expectInvalidLink(t.app, '/api/notifications/unsubscribe', token);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/notifications/unsubscribe' })).statusCode).toBe(400);
  });

  it('keeps CR/LF in a solution name out of the mail headers', async () => {
    const f = new CatalogFixtures(t.db.kysely);
    const id = await f.solution({
      name: 'Reef\r\nBcc: victim@evil.test',
      status: 'development',
      creator: 'Ani',
      contributorId: lookups.contributor,
      sectorId: lookups.sector,
    });
    await setStatus(id, 'release_public');
    const mails = await delivered();
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      expect(mail.subject).toBe(SUBJECT('Reef Bcc: victim@evil.test'));
      expect(mail.headers.bcc).toBeUndefined();
    }
    expect(smtp.to('victim@evil.test')).toEqual([]);
  });
});
