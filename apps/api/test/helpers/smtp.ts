import { once } from 'node:events';
import type { Config } from '../../src/config.ts';
import { afterAll, beforeAll } from 'vitest';
import { lateBound } from './late-bound.ts';
import { readMime } from './mime.ts';
import { createTestApp, type DbKind, type TestApp, type TestAppOptions, type TestOverrides } from './test-app.ts';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/** A message as the test SMTP server received it, decoded enough to assert on. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  messageId: string;
  text: string;
  html: string;
  /** Every http(s) link of the text body, in order. */
  links: string[];
  headers: Record<string, string>;
  raw: string;
  /** The name the sending client gave in EHLO (SMTP_URL's `name`), telling instances apart. */
  heloName: string;
}

/** What the server saw of one connection's AUTH or DATA: was it over TLS, and as whom. */
export interface SmtpSessionSeen {
  secure: boolean;
  user: string | undefined;
  /** The negotiated TLS version, e.g. `TLSv1.3`, when secure. */
  tlsVersion: string | undefined;
  /** As in a Received header: `ESMTPSA` means TLS and AUTH. */
  transmissionType: string;
}

/** Makes the server offer STARTTLS with this key and certificate and require AUTH as `user`/`pass`. */
export interface SmtpSecurity {
  key: string;
  cert: string;
  user: string;
  pass: string;
}

export interface TestSmtp {
  /** `smtp://127.0.0.1:PORT`, for the app's smtpUrl. */
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** With `SmtpSecurity`: every AUTH attempt and every accepted DATA, in order. */
  authAttempts: Array<SmtpSessionSeen & { accepted: boolean }>;
  deliveries: SmtpSessionSeen[];
  /** How long the server waits before it accepts each message (a slow mail server); 0 by default. */
  answerDelayMs: number;
  /** Calls `listener` with each message once it is received, before the server accepts it. */
  onReceive(listener: (mail: ReceivedMail) => void): void;
  /** Messages to one recipient. */
  to(address: string): ReceivedMail[];
  /** Stops listening (connections are refused) until `start` listens on the same port again. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real SMTP server in the test process. Everything it receives is parsed and kept in
 * `messages`. Stop and start it to play an SMTP outage.
 */
export async function startTestSmtp(security?: SmtpSecurity): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const authAttempts: TestSmtp['authAttempts'] = [];
  const deliveries: SmtpSessionSeen[] = [];
  const listeners: Array<(mail: ReceivedMail) => void> = [];
  let answerDelayMs = 0;
  let server: SMTPServer | undefined;
  let port = 0;
  const seen = (session: SMTPServerSession, user = session.user): SmtpSessionSeen => ({
    secure: session.secure,
    user: user as string | undefined,
    tlsVersion: session.secure ? (session.tlsOptions as { version?: string }).version : undefined,
    transmissionType: session.transmissionType,
  });

  const listen = async () => {
    server = new SMTPServer({
      ...(security
        ? {
            // STARTTLS on a plain port, as on 587; AUTH only after it (smtp-server's default).
            key: security.key,
            cert: security.cert,
            authMethods: ['PLAIN', 'LOGIN'],
            onAuth(auth, session, callback) {
              const accepted = auth.username === security.user && auth.password === security.pass;
              authAttempts.push({ ...seen(session, auth.username), accepted });
              if (!accepted) return callback(new Error('Invalid username or password'));
              callback(null, { user: auth.username });
            },
          }
        : { authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'] }),
      logger: false,
      onData(stream, session, callback) {
        deliveries.push(seen(session));
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const mail = parseMail(raw);
          mail.to = session.envelope.rcptTo.map((r) => r.address);
          mail.heloName = session.hostNameAppearsAs;
          messages.push(mail);
          for (const listener of listeners) listener(mail);
          setTimeout(callback, answerDelayMs);
        });
      },
    });
    server.listen(port, '127.0.0.1');
    await once(server.server, 'listening');
    port = (server.server.address() as AddressInfo).port;
  };
  const stop = async () => {
    const s = server;
    server = undefined;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };
  await listen();
  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    messages,
    authAttempts,
    deliveries,
    get answerDelayMs() {
      return answerDelayMs;
    },
    set answerDelayMs(ms: number) {
      answerDelayMs = ms;
    },
    onReceive: (listener) => listeners.push(listener),
    to: (address) => messages.filter((m) => m.to.includes(address.toLowerCase()) || m.to.includes(address)),
    stop,
    start: listen,
    close: stop,
  };
}

export function parseMail(raw: string): ReceivedMail {
  const { headers, from, subject, text, html } = readMime(raw);
  return {
    from,
    to: [],
    subject,
    messageId: headers['message-id'] ?? '',
    text,
    html,
    links: text.match(/\bhttps?:\/\/[^\s<>"']+/g) ?? [],
    headers,
    raw,
    heloName: '',
  };
}

/** A test SMTP server and an app that mails through it; `cleanup` closes both. */
export async function createTestAppWithSmtp(
  kind: DbKind,
  overrides: Partial<Config> = {},
  options: TestAppOptions = {},
) {
  const smtp = await startTestSmtp();
  const t = await createTestApp(kind, { smtpUrl: smtp.url, ...overrides }, options);
  return {
    t,
    smtp,
    cleanup: async () => {
      await t.cleanup();
      await smtp.close();
    },
  };
}

/**
 * The app and SMTP server of a describe block, started before its tests and closed after them.
 * `t` and `smtp` stand for them; read them inside hooks and tests only.
 */
export function useTestAppWithSmtp(kind: DbKind, overrides: TestOverrides = {}, options: TestAppOptions = {}) {
  const t = lateBound<TestApp>('test app');
  const smtp = lateBound<TestSmtp>('test SMTP server');
  let cleanup: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const built = await createTestAppWithSmtp(kind, typeof overrides === 'function' ? overrides() : overrides, options);
    t.set(built.t);
    smtp.set(built.smtp);
    cleanup = built.cleanup;
  });
  afterAll(() => cleanup?.());
  return { t: t.view, smtp: smtp.view };
}
