import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/mail/mailer.ts';
import { isPermanentRejection, OutboxWorker } from '../src/mail/outbox-worker.ts';
import { buildRepositories } from '../src/services.ts';
import { createTestDb, type TestDb, testDatabases } from './helpers/test-app.ts';

/** An SMTP server that refuses `gone@…` for good (550) and `busy@…` for now (451). */
async function refusingSmtp() {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });
      if (address.address.startsWith('gone@')) return callback(refusal(550, 'No such mailbox'));
      if (address.address.startsWith('busy@')) return callback(refusal(451, 'Try again later'));
      callback();
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** A permanent SMTP rejection ends a mail at once; a temporary one is retried (docs/decisions/0023). */
describe.each(testDatabases)('permanent SMTP rejections on %s', (kind) => {
  let tdb: TestDb;
  let smtp: Awaited<ReturnType<typeof refusingSmtp>>;
  beforeAll(async () => {
    tdb = await createTestDb(kind);
    smtp = await refusingSmtp();
  });
  afterAll(async () => {
    await smtp.close();
    await tdb.cleanup();
  });

  it('marks a 5xx-refused mail failed after one attempt, and keeps retrying a 4xx', async () => {
    const log = pino({ level: 'silent' });
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'x@catalog.test', publicUrl: 'http://catalog.test' }, log);
    const body = { subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' };
    const { outbox } = buildRepositories(tdb.db);
    await outbox.enqueue([
      { to: 'gone@example.com', ...body },
      { to: 'busy@example.com', ...body },
    ]);
    const worker = new OutboxWorker(outbox, tdb.db.availability, mailer, log, { pollMs: 10 });
    const result = await worker.flush();
    mailer.close();
    expect(result.failed).toBe(2);
    const rows = await tdb.db.kysely
      .selectFrom('mail_outbox')
      .select(['to_address', 'status', 'attempts', 'last_error'])
      .orderBy('id')
      .execute();
    expect(rows[0]).toMatchObject({ to_address: 'gone@example.com', status: 'failed', attempts: 1 });
    expect(rows[0]!.last_error).toMatch(/550/);
    expect(rows[1]).toMatchObject({ to_address: 'busy@example.com', status: 'pending', attempts: 1 });
  });
});

describe('which SMTP errors end a mail', () => {
  it('keeps a refused login retryable: the account is wrong, not the mail', () => {
    const refusedLogin = Object.assign(new Error('Invalid login'), { code: 'EAUTH', responseCode: 535 });
    expect(isPermanentRejection(refusedLogin)).toBe(false);
    expect(isPermanentRejection(Object.assign(new Error('No such mailbox'), { responseCode: 550 }))).toBe(true);
    expect(isPermanentRejection(Object.assign(new Error('Try again later'), { responseCode: 451 }))).toBe(false);
  });
});
