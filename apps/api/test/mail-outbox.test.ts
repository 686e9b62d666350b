import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Db, openDatabase } from '../src/db/database.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { OutboxWorker, type OutboxWorkerOptions } from '../src/mail/outbox-worker.ts';
import type { Mailer } from '../src/mail/mailer.ts';
import { activationMail } from '../src/mail/templates/account-mails.ts';
import { buildRepositories } from '../src/services.ts';
import { nextIp, post, signUp } from './helpers/accounts.ts';
import { useTestAppWithSmtp } from './helpers/smtp.ts';
import { testDatabases } from './helpers/test-app.ts';

const silent = pino({ level: 'silent' });
const mail = (i: number) => ({
  to: `reader${i}@example.com`,
  subject: `Mail ${i}`,
  text: `Body ${i}`,
  html: `<p>Body ${i}</p>`,
});
/** A worker of its own on `db`, as another instance would run. */
const workerOn = (db: Db, mailer: Mailer, options: OutboxWorkerOptions) =>
  new OutboxWorker(buildRepositories(db).outbox, db.availability, mailer, silent, options);

describe.each(testDatabases)('mail outbox on %s', (kind) => {
  const { t, smtp } = useTestAppWithSmtp(kind);
  afterEach(async () => {
    vi.useRealTimers();
    await t.app.mail.flush();
    await t.db.kysely.deleteFrom('mail_outbox').execute();
    smtp.messages.length = 0;
  });

  const rows = () => t.db.kysely.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
  const outbox = () => t.app.services.repositories.outbox;

  it('keeps mail while SMTP is down and sends each exactly once when it is back', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await smtp.stop();
    try {
      for (const email of ['down1', 'down2', 'down3']) {
        const res = await post(t.app, '/api/auth/register', signUp(`${email}.${kind}@example.com`));
        // The sign-up succeeds: the mail waits in the outbox.
        expect(res.statusCode).toBe(201);
      }
      expect(await t.app.mail.flush()).toEqual({ claimed: 3, sent: 0, failed: 3 });
      let stored = await rows();
      expect(stored.map((r) => [r.status, r.attempts])).toEqual([
        ['pending', 1],
        ['pending', 1],
        ['pending', 1],
      ]);
      expect(stored[0]!.last_error).toBeTruthy();
      // Backed off: nothing is due straight away.
      expect(Date.parse(stored[0]!.next_attempt_at) - Date.now()).toBeGreaterThanOrEqual(30_000);
      expect((await t.app.mail.flush()).claimed).toBe(0);

      vi.setSystemTime(Date.now() + 31_000 * 1.1);
      expect(await t.app.mail.flush()).toMatchObject({ sent: 0, failed: 3 });
      stored = await rows();
      expect(stored.every((r) => r.attempts === 2)).toBe(true);
      // The second wait is about twice the first.
      expect(Date.parse(stored[0]!.next_attempt_at) - Date.now()).toBeGreaterThanOrEqual(60_000);
    } finally {
      await smtp.start();
    }
    vi.setSystemTime(Date.now() + 10 * 60_000);
    expect(await t.app.mail.flush()).toEqual({ claimed: 3, sent: 3, failed: 0 });
    expect(await t.app.mail.flush()).toEqual({ claimed: 0, sent: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(3);
    expect(new Set(smtp.messages.map((m) => m.to[0])).size).toBe(3);
    expect((await rows()).every((r) => r.status === 'sent' && r.sent_at && r.locked_until === null)).toBe(true);
  });

  it('several workers on separate connections never send a mail twice', async () => {
    await outbox().enqueue(Array.from({ length: 40 }, (_, i) => mail(i)));
    const dbs = [openDatabase(t.url), openDatabase(t.url), openDatabase(t.url)];
    const mailer = createMailer(
      { smtpUrl: smtp.url, from: 'x@catalog.test', publicUrl: 'http://catalog.test' },
      silent,
    );
    try {
      const workers = dbs.map((db) => workerOn(db, mailer, { pollMs: 10, batchSize: 3 }));
      const results = await Promise.all(workers.map((w) => w.flush()));
      expect(results.reduce((n, r) => n + r.sent, 0)).toBe(40);
      expect(results.filter((r) => r.sent > 0).length).toBeGreaterThan(1);
    } finally {
      mailer.close();
      await Promise.all(dbs.map((db) => db.close()));
    }
    expect(smtp.messages).toHaveLength(40);
    expect(new Set(smtp.messages.map((m) => m.messageId)).size).toBe(40);
    expect(new Set(smtp.messages.map((m) => m.subject)).size).toBe(40);
  });

  it('a batch whose sends outlast the claim time stays with its worker: no mail goes twice', async () => {
    await outbox().enqueue(Array.from({ length: 5 }, (_, i) => mail(100 + i)));
    smtp.answerDelayMs = 300;
    const dbs = [openDatabase(t.url), openDatabase(t.url)];
    const mailer = createMailer(
      { smtpUrl: smtp.url, from: 'x@catalog.test', publicUrl: 'http://catalog.test' },
      silent,
    );
    try {
      const [first, second] = dbs.map((db) => workerOn(db, mailer, { pollMs: 10, batchSize: 5, claimMs: 1000 }));
      const started = Date.now();
      const run = first!.runOnce();
      await vi.waitFor(async () => expect((await rows()).every((r) => r.status !== 'pending')).toBe(true));
      let done = false;
      void run.finally(() => (done = true));
      // Another instance polls all along; five sends of over 300 ms each outlast one 1 s claim.
      let takenOver = 0;
      while (!done) {
        takenOver += (await second!.runOnce()).claimed;
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(Date.now() - started).toBeGreaterThan(1500);
      expect(await run).toEqual({ claimed: 5, sent: 5, failed: 0 });
      expect(takenOver).toBe(0);
    } finally {
      smtp.answerDelayMs = 0;
      mailer.close();
      await Promise.all(dbs.map((db) => db.close()));
    }
    expect(smtp.messages.map((m) => m.subject).sort()).toEqual([
      'Mail 100',
      'Mail 101',
      'Mail 102',
      'Mail 103',
      'Mail 104',
    ]);
    expect((await rows()).map((r) => [r.status, r.attempts])).toEqual(Array(5).fill(['sent', 1]));
  });

  it('a mail claimed by a worker that died is sent after its lock expires, once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await outbox().enqueue(mail(1));
    // A worker claims the row and dies before sending.
    const now = new Date();
    const claimed = await outbox().claimDue(now, new Date(now.getTime() + 120_000), 10);
    expect(claimed).toHaveLength(1);
    expect((await t.app.mail.flush()).claimed).toBe(0);
    vi.setSystemTime(now.getTime() + 121_000);
    expect(await t.app.mail.flush()).toMatchObject({ claimed: 1, sent: 1 });
    expect(smtp.messages).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives up after the last attempt and marks the mail failed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await outbox().enqueue(mail(2));
    const nowhere = createMailer(
      { smtpUrl: 'smtp://127.0.0.1:1', from: 'x@catalog.test', publicUrl: 'http://catalog.test' },
      silent,
    );
    const worker = workerOn(t.db, nowhere, { pollMs: 10, maxAttempts: 2 });
    await worker.flush();
    vi.setSystemTime(Date.now() + 60 * 60_000);
    await worker.flush();
    expect((await rows())[0]).toMatchObject({ status: 'failed', attempts: 2 });
    vi.setSystemTime(Date.now() + 24 * 60 * 60_000);
    expect((await worker.flush()).claimed).toBe(0);
  });

  it('writes nothing to the outbox when the change it belongs to rolls back', async () => {
    await expect(
      t.db.kysely.transaction().execute(async (trx) => {
        await outbox().on(trx).enqueue(mail(3));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rows()).toHaveLength(0);
  });

  it('the running worker sends on its own', async () => {
    await post(t.app, '/api/auth/register', signUp(`polled.${kind}@example.com`), nextIp());
    t.app.mail.worker.start();
    try {
      await vi.waitFor(() => expect(smtp.to(`polled.${kind}@example.com`)).toHaveLength(1), {
        timeout: 5000,
        interval: 20,
      });
    } finally {
      await t.app.mail.worker.stop();
    }
  });
});

describe('mail bodies', () => {
  it('escapes every value in the HTML and keeps the text readable', () => {
    const m = activationMail(
      { email: 'a@example.com', full_name: '<script>alert(1)</script>', language: 'en' },
      'http://catalog.test/activate?token=a"b<c',
    );
    expect(m.html).not.toContain('<script>');
    expect(m.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(m.html).toContain('href="http://catalog.test/activate?token=a&quot;b&lt;c"');
    expect(m.text).toContain('Hello <script>alert(1)</script>,');
    expect(m.text).toContain('\nhttp://catalog.test/activate?token=a"b<c\n');
  });

  it('without SMTP_URL writes the mail and its links to the log', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const mailer = createMailer(
      { smtpUrl: undefined, from: 'x@catalog.test', publicUrl: 'http://catalog.test' },
      pino({ level: 'info' }, sink),
    );
    expect(mailer.kind).toBe('log');
    const link = 'http://catalog.test/activate?token=abc123';
    await mailer.send({
      id: 1,
      ...activationMail({ email: 'local@example.com', full_name: 'Local User', language: 'en' }, link),
    });
    const entry = JSON.parse(lines.join(''));
    expect(entry.mail).toEqual({
      to: 'local@example.com',
      subject: 'Activate your Solution Catalog account',
      links: [link],
    });
    expect(entry.msg).toContain(link);
  });
});
