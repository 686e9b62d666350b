import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../mail/mailer.ts';
import type { OutboxWorker } from '../mail/outbox-worker.ts';

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
 * Decorates `app.mail` with the mailer and outbox worker of `app.services`. The worker does not
 * poll until server.ts starts it, so tests drive it with `app.mail.flush()`; closing the app stops
 * it and closes the SMTP transport.
 */
export function registerMail(app: FastifyInstance) {
  const { mailer, mailWorker: worker, afterAnswer } = app.services;
  // Mail that requests queue after answering (lib/after-answer.ts) counts as queued already.
  const flush = async () => {
    await afterAnswer.settled();
    return worker.flush();
  };
  app.decorate('mail', { mailer, worker, flush });
  app.addHook('onClose', async () => {
    await afterAnswer.settled();
    await worker.stop();
    mailer.close();
  });
}
