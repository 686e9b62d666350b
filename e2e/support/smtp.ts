import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { readMime } from '../../apps/api/test/helpers/mime.ts';
import { PATIENCE_MS } from './page-helpers.ts';

export interface Mail {
  to: string[];
  subject: string;
  /** The text and HTML bodies, decoded, for finding links. */
  body: string;
}

export interface MailBox {
  url: string;
  mails: Mail[];
  /** Waits for the newest mail to `address` whose subject or body matches `pattern`. */
  waitFor(address: string, pattern?: RegExp, timeoutMs?: number): Promise<Mail>;
  close(): Promise<void>;
}

/** A real SMTP server in the test process that keeps every message it receives. */
export async function startMailBox(): Promise<MailBox> {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        // Parts are read between their declared boundaries: a line of a quoted-printable body may
        // itself begin with `--`, as a token's dashes can.
        const { subject, text, html } = readMime(Buffer.concat(chunks).toString('utf8'));
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject,
          body: `${text}\n${html}`,
        });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(address, pattern, timeoutMs = PATIENCE_MS) {
      const deadline = Date.now() + timeoutMs;
      const seen = mails.length;
      for (;;) {
        const match = mails
          .slice()
          .reverse()
          .find(
            (m) =>
              m.to.includes(address.toLowerCase()) && (!pattern || pattern.test(m.subject) || pattern.test(m.body)),
          );
        if (match) return match;
        if (Date.now() > deadline) {
          throw new Error(
            `No mail to ${address}${pattern ? ` matching ${pattern}` : ''} within ${timeoutMs} ms (${mails.length - seen} new, ${mails.length} total)`,
          );
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail to `baseUrl` + `path` (e.g. `/activate`). */
export function linkIn(mail: Mail, baseUrl: string, path: string): string {
  const escaped = (baseUrl + path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}\\?[^\\s"'<>]+`).exec(mail.body);
  if (!match) throw new Error(`No ${path} link in mail "${mail.subject}"`);
  return match[0].replace(/&amp;/g, '&');
}
