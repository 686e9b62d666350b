import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { PATIENCE_MS } from './page-helpers.ts';

export interface Mail {
  to: string[];
  subject: string;
  /** The whole message with quoted-printable and base64 bodies decoded, for finding links. */
  body: string;
}

export interface MailBox {
  url: string;
  mails: Mail[];
  /** Waits for the newest mail to `address` whose subject or body matches `pattern`. */
  waitFor(address: string, pattern?: RegExp, timeoutMs?: number): Promise<Mail>;
  close(): Promise<void>;
}

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** Decodes every part of a MIME message well enough to read its text and links. */
function decode(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/);
      const head = split < 0 ? part : part.slice(0, split);
      const body = split < 0 ? '' : part.slice(split).trim();
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head))
        return `${head}\n\n${decodeQuotedPrintable(body)}`;
      if (/content-transfer-encoding:\s*base64/i.test(head) && /content-type:\s*text\//i.test(head)) {
        return `${head}\n\n${Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')}`;
      }
      return part;
    })
    .join('\n');
}

const subjectOf = (raw: string) => {
  const line = /^subject:(.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? '';
  return line
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    )
    .trim();
};

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
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: subjectOf(raw),
          body: decode(raw),
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
