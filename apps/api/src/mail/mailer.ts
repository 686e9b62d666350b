import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  /** Outbox row id: gives the mail a stable Message-ID, so a resend after a crash is recognisable. */
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  listUnsubscribe?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'log';
  send(mail: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  publicUrl: string;
}

const LINK_RE = /\bhttps?:\/\/[^\s<>"']+/g;

/** The links of a mail, for the log transport. */
export const linksOf = (text: string) => [...new Set(text.match(LINK_RE) ?? [])];

/**
 * SMTP through nodemailer when SMTP_URL is set. Without it the mail is written to the log,
 * links included, so someone running the catalogue locally can still activate an account.
 */
export function createMailer(options: MailerOptions, log: FastifyBaseLogger): Mailer {
  const domain = new URL(options.publicUrl).hostname || 'solution-catalog.local';
  const messageId = (id: number) => `<outbox-${id}@${domain}>`;

  if (!options.smtpUrl) {
    return {
      kind: 'log',
      async send(mail) {
        log.info(
          { mail: { to: mail.to, subject: mail.subject, links: linksOf(mail.text) } },
          `mail not sent (no SMTP_URL): "${mail.subject}" to ${mail.to}\n${mail.text}`,
        );
      },
      close() {},
    };
  }

  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    // Short enough that a send always ends well inside the outbox lock (outbox-worker.ts).
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 45_000,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: messageId(mail.id),
        ...(mail.listUnsubscribe && {
          list: { unsubscribe: mail.listUnsubscribe },
          headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        }),
      });
    },
    close: () => transport.close(),
  };
}
