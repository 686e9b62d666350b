import type { SolutionStatus } from '@catalog/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { unsubscribeToken } from '../src/modules/notifications/unsubscribe-token.ts';
import { announcementWorld } from './helpers/announcements.ts';
import { CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { createUserWithToken } from './helpers/factories.ts';
import { type ReceivedMail, type TestSmtp, useTestAppWithSmtp } from './helpers/smtp.ts';
import { expectInvalidLink, oneClickPost, optOutPath } from './helpers/unsubscribe-links.ts';
import { type TestApp, testDatabases } from './helpers/test-app.ts';

type Account = Awaited<ReturnType<typeof createUserWithToken>>;

const HOUR = 60 * 60_000;
const DIGEST_SUBJECT = /^Saved search "/;

describe.each(testDatabases)('saved-search digests on %s', (kind) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let closeAll: () => Promise<void>;
  let w: Awaited<ReturnType<typeof announcementWorld>>;

  beforeAll(async () => {
    w = await announcementWorld(kind);
    ({ t, smtp, cleanup: closeAll } = w);
  });
  afterAll(() => closeAll());
  beforeEach(async () => {
    await t.app.mail.flush();
    smtp.messages.length = 0;
  });

  const create = (name: string, status: SolutionStatus = 'release_public') => w.create(name, status);
  /** An account that gets no new-solution mail, so only its digests reach it. */
  const member = async (isStaff = false) => {
    const account = await createUserWithToken(t.app, { isStaff, fullName: 'Siti Rahma' });
    await t.db.kysely.updateTable('users').set({ notify_new_solutions: 0 }).where('id', '=', account.user.id).execute();
    return account;
  };
  const save = async (who: Account, name: string, query: string, alert = true) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: who.auth,
      payload: { name, query, alert },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; query: string };
  };
  const runAt = (now: Date) => t.app.services.digest.runDue(now);
  const digestsTo = async (who: Account) => {
    await t.app.mail.flush();
    return smtp.to(who.user.email).filter((m) => DIGEST_SUBJECT.test(m.subject));
  };
  const stored = (id: number) =>
    t.db.kysely.selectFrom('saved_searches').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const listed = (mail: ReceivedMail) => mail.links.filter((l) => /\/solution\/\d+$/.test(l));
  const solutionUrl = (id: number) => `http://catalog.test/solution/${id}`;
  const optOutLink = (mail: ReceivedMail) => optOutPath(mail, '/api/notifications/saved-search/unsubscribe');
  const announcedAt = (id: number, at: Date) =>
    t.db.kysely.updateTable('solutions').set({ announced_at: at.toISOString() }).where('id', '=', id).execute();

  it('mails one digest listing every matching solution that became visible in the day, over SMTP', async () => {
    const owner = await member();
    const search = await save(owner, 'Reef <watch>', 'search=reef');
    const a = await create('Reef Health Monitor');
    const b = await create('Coral Reef Atlas');
    await create('Harbour Twin');

    const run = await runAt(new Date(Date.now() + HOUR));
    expect(run.mailed).toBeGreaterThanOrEqual(1);
    const mails = await digestsTo(owner);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Saved search "Reef <watch>": 2 new solutions match');
    expect(mail.text).toContain('Hello Siti Rahma,');
    expect(listed(mail).sort()).toEqual([solutionUrl(a), solutionUrl(b)].sort());
    expect(mail.text).toContain('Reef Health Monitor');
    expect(mail.text).not.toContain('Harbour Twin');
    // The saved search on the list page, and names escaped in the HTML body.
    expect(mail.links).toContain(`http://catalog.test/solutions?${search.query}`);
    expect(mail.html).toContain('Reef &lt;watch&gt;');
    expect(mail.html).not.toContain('Reef <watch>');
    expect(mail.html).toContain(`href="${solutionUrl(a)}"`);
    expect(mail.html).toContain(`href="http://catalog.test${optOutLink(mail).replace(/&/g, '&amp;')}"`);
  });

  it('sends nothing when no new solution matches, and leaves the digest due', async () => {
    const owner = await member();
    const search = await save(owner, 'Nothing yet', 'search=volcano');
    await create('Harbour Twin 2');
    await runAt(new Date(Date.now() + HOUR));
    expect(await digestsTo(owner)).toEqual([]);
    const row = await stored(search.id);
    expect(row.last_digest_at).toBeNull();

    // A match later still reaches the owner at once.
    const id = await create('Volcano Ash Tracker');
    await runAt(new Date(Date.now() + 2 * HOUR));
    const mails = await digestsTo(owner);
    expect(mails.map(listed)).toEqual([[solutionUrl(id)]]);
  });

  it('lists only what the owner may see: users the signed-in statuses, admins every status', async () => {
    const user = await member();
    const admin = await member(true);
    // Written before the alerts, released after: new to users, but admins saw it all along.
    const released = await create('Mangrove Draft', 'development');
    await new Promise((r) => setTimeout(r, 5));
    await save(user, 'Mangroves', 'search=mangrove');
    await save(admin, 'Mangroves', 'search=mangrove');
    await w.setStatus(released, 'release_public');
    const visible = await create('Mangrove Register', 'release_register');
    const inReview = await create('Mangrove Review', 'review');
    // Announced to signed-in users once, then taken back to testing: no longer visible to users.
    const withdrawn = await create('Mangrove Withdrawn', 'release_public');
    await w.setStatus(withdrawn, 'testing');

    await runAt(new Date(Date.now() + HOUR));
    const [userMail] = await digestsTo(user);
    expect(listed(userMail!).sort()).toEqual([solutionUrl(released), solutionUrl(visible)].sort());
    const [adminMail] = await digestsTo(admin);
    expect(listed(adminMail!).sort()).toEqual([visible, inReview, withdrawn].map(solutionUrl).sort());
  });

  it('mails at most once a day: a later run within 24 h sends nothing, one after 24 h sends the new matches', async () => {
    const owner = await member();
    const search = await save(owner, 'Peat', 'search=peat');
    const first = await create('Peat Fire Watch');
    const day1 = new Date(Date.now() + HOUR);
    await runAt(day1);
    expect((await digestsTo(owner)).map(listed)).toEqual([[solutionUrl(first)]]);
    expect(await stored(search.id)).toMatchObject({
      last_digest_at: day1.toISOString(),
      digest_from: day1.toISOString(),
    });
    smtp.messages.length = 0;

    // Solutions that became visible after day1: a run within the day sends nothing yet.
    const moisture = await create('Peat Moisture Map');
    await announcedAt(moisture, new Date(day1.getTime() + HOUR));
    await runAt(new Date(day1.getTime() + 23 * HOUR));
    expect(await digestsTo(owner)).toEqual([]);

    // After the day, everything new since day1 comes in one mail; what came before is never listed again.
    const ledger = await create('Peat Carbon Ledger');
    await announcedAt(ledger, new Date(day1.getTime() + 2 * HOUR));
    const day2 = new Date(day1.getTime() + 25 * HOUR);
    await runAt(day2);
    const [mail] = await digestsTo(owner);
    expect(listed(mail!).sort()).toEqual([solutionUrl(moisture), solutionUrl(ledger)].sort());
    expect((await stored(search.id)).last_digest_at).toBe(day2.toISOString());
  });

  it('never mails solutions from before the alert was turned on', async () => {
    const owner = await member();
    const res = await save(owner, 'Tide', 'search=tide', false);
    await create('Tide Gauge Network');
    await new Promise((r) => setTimeout(r, 5));
    const on = await t.app.inject({
      method: 'PUT',
      url: `/api/saved-searches/${res.id}`,
      headers: owner.auth,
      payload: { name: 'Tide', query: 'search=tide', alert: true },
    });
    expect(on.statusCode).toBe(200);
    await runAt(new Date(Date.now() + HOUR));
    expect(await digestsTo(owner)).toEqual([]);
  });

  it('sends nothing for an alert that is off, or to an account that is disabled', async () => {
    const quiet = await member();
    await save(quiet, 'Dunes', 'search=dune', false);
    const disabled = await member();
    await save(disabled, 'Dunes', 'search=dune');
    await t.db.kysely.updateTable('users').set({ is_disabled: 1 }).where('id', '=', disabled.user.id).execute();
    await create('Dune Drift Model');
    await runAt(new Date(Date.now() + HOUR));
    expect(await digestsTo(quiet)).toEqual([]);
    expect(await digestsTo(disabled)).toEqual([]);
  });

  it("stops one saved search's digest with its mailed link, keeping the search", async () => {
    const owner = await member();
    const search = await save(owner, 'Glaciers', 'search=glacier');
    const other = await save(owner, 'Glacier lakes', 'search=glacier');
    await create('Glacier Retreat Atlas');
    await runAt(new Date(Date.now() + HOUR));
    const mails = await digestsTo(owner);
    expect(mails).toHaveLength(2);
    const mail = mails.find((m) => m.subject.startsWith('Saved search "Glaciers"'))!;
    const link = optOutLink(mail);

    // Opening the link changes nothing (mail scanners open links); it offers a button.
    const page = await t.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<form method="post" action="/api/notifications/saved-search/unsubscribe?token=');
    expect((await stored(search.id)).alert).toBe(1);

    // One-click POST (RFC 8058 body), as the page's form or a mail client sends it.
    const done = await oneClickPost(t.app, link);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You will no longer receive the daily email of this saved search.');
    expect((await stored(search.id)).alert).toBe(0);
    expect((await stored(other.id)).alert).toBe(1);
    expect((await t.app.inject({ method: 'POST', url: link })).statusCode).toBe(200);
    const kept = await t.app.inject({ method: 'GET', url: '/api/saved-searches', headers: owner.auth });
    expect(kept.json().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: search.id, name: 'Glaciers', alert: false })]),
    );

    // The next day only the other search mails.
    smtp.messages.length = 0;
    const next = await create('Glacier Melt Monitor');
    await announcedAt(next, new Date(Date.now() + 2 * HOUR));
    await runAt(new Date(Date.now() + 26 * HOUR));
    const after = await digestsTo(owner);
    expect(after.map((m) => m.subject)).toEqual(['Saved search "Glacier lakes": 1 new solution matches']);
  });

  it('accepts only its own kind of opt-out token, and refuses forged ones with the "not valid" page', async () => {
    const owner = await member();
    const search = await save(owner, 'Tokens', '');
    const secret = t.config.jwtSecret;
    const own = unsubscribeToken(secret, 'savedSearch', search.id);
    const savedSearchPath = '/api/notifications/saved-search/unsubscribe';
    const newSolutionsPath = '/api/notifications/unsubscribe';
    const refused: Array<[string, string]> = [
      // A new-solution token for the same number, and a saved-search token on the new-solution pair.
      [savedSearchPath, unsubscribeToken(secret, 'newSolutions', search.id)],
      [newSolutionsPath, unsubscribeToken(secret, 'savedSearch', owner.user.id)],
      [savedSearchPath, unsubscribeToken('another-secret-that-is-32-bytes-long!!', 'savedSearch', search.id)],
      [savedSearchPath, `${search.id + 1}.${own.split('.')[1]}`],
      [savedSearchPath, own.slice(0, -1)],
      [savedSearchPath, ''],
    ];
    for (const [path, token] of refused) await expectInvalidLink(t.app, path, token);
    expect((await stored(search.id)).alert).toBe(1);
    const user = await t.db.kysely
      .selectFrom('users')
      .select('notify_new_solutions')
      .where('id', '=', owner.user.id)
      .executeTakeFirstOrThrow();
    expect(user.notify_new_solutions).toBe(0);
  });

  it('mails once when two runs claim the same digests at the same moment', async () => {
    const owner = await member();
    await save(owner, 'Rivers', 'search=river');
    await save(owner, 'Rivers too', 'search=river');
    await create('River Flow Forecast');
    const now = new Date(Date.now() + HOUR);
    await Promise.all([runAt(now), runAt(now)]);
    const mails = await digestsTo(owner);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Saved search "Rivers too": 1 new solution matches',
      'Saved search "Rivers": 1 new solution matches',
    ]);
  });

  it('keeps CR/LF in a saved search name out of the mail headers', async () => {
    const owner = await member();
    await save(owner, 'Lava\r\nBcc: victim@evil.test', 'search=lava');
    await create('Lava Flow Map');
    await runAt(new Date(Date.now() + HOUR));
    const [mail] = await digestsTo(owner);
    expect(mail!.subject).toBe('Saved search "Lava Bcc: victim@evil.test": 1 new solution matches');
    expect(mail!.headers.bcc).toBeUndefined();
    expect(smtp.to('victim@evil.test')).toEqual([]);
  });
});

describe.each(testDatabases)('the digest worker on %s', (kind) => {
  const { t, smtp } = useTestAppWithSmtp(kind, { digestIntervalMs: 50 });

  it('queues due digests on its own timer while the server runs', async () => {
    const owner = await createUserWithToken(t.app);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: owner.auth,
      payload: { name: 'Timers', query: 'search=timer', alert: true },
    });
    expect(saved.statusCode).toBe(201);
    await new Promise((r) => setTimeout(r, 5));
    const now = new Date().toISOString();
    const id = await new CatalogFixtures(t.db.kysely).solution({ name: 'Timer Network', createdAt: now });
    await t.db.kysely.updateTable('solutions').set({ announced_at: now }).where('id', '=', id).execute();

    t.app.mail.digestWorker.start();
    let mails: ReceivedMail[] = [];
    for (let i = 0; i < 100 && mails.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
      await t.app.mail.flush();
      mails = smtp.to(owner.user.email);
    }
    expect(mails.map((m) => m.subject)).toEqual(['Saved search "Timers": 1 new solution matches']);
    await t.app.mail.digestWorker.stop();
  });
});
