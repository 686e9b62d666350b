import type { FastifyInstance } from 'fastify';
import { createMailer, type Mailer } from './mailer.ts';
import { OutboxWorker } from './outbox-worker.ts';

export interface MailService {
  mailer: Mailer;
  worker: OutboxWorker;
  /** Sends everything that is due now (tests, and a last drain on shutdown). */
  flush(): ReturnType<OutboxWorker['flush']>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

/**
 * Decorates `app.mail`. The worker does not poll until server.ts starts it, so tests drive it
 * with `app.mail.flush()`; closing the app stops it and closes the SMTP transport.
 */
export function registerMail(app: FastifyInstance) {
  const { config } = app;
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, publicUrl: config.publicUrl }, app.log);
  const worker = new OutboxWorker(app.db, mailer, app.log, { pollMs: config.mailPollMs });
  // Mail that requests queue after answering (lib/after-answer.ts) counts as queued already.
  const flush = async () => {
    await app.afterAnswer.settled();
    return worker.flush();
  };
  app.decorate('mail', { mailer, worker, flush });
  app.addHook('onClose', async () => {
    await app.afterAnswer.settled();
    await worker.stop();
    mailer.close();
  });
}
